#include "blocking_call.h"

#include <pybind11/pybind11.h>

#include <sstream>

#include "interrupt_guard.h"

namespace deduce::python {

Answer call_blocking(const apps::Call& call) {
  Answer a;
  {
    const InterruptGuard guard;
    const pybind11::gil_scoped_release release;
    std::ostringstream out, err;
    a.code = apps::call(call, out, err);
    a.out = std::move(out).str();
    a.err = std::move(err).str();
  }
  InterruptGuard::raise_pending();
  return a;
}

}  // namespace deduce::python

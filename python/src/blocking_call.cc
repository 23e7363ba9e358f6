#include "blocking_call.h"

#include <pybind11/pybind11.h>

#include "interrupt_guard.h"

namespace deduce::python {

apps::CallResult call_blocking(const apps::Call& call, const budget::StopToken* stop) {
  apps::CallResult result;
  {
    const InterruptGuard guard;
    const pybind11::gil_scoped_release release;
    result = apps::call_records(call, stop);
  }
  InterruptGuard::raise_pending();
  return result;
}

}  // namespace deduce::python

// A call from Python that returns when the command ends: the GIL is
// released while it runs (other Python threads go on, and calls from
// several threads search in parallel), and Ctrl-C on the main thread stops
// it as on the command line and raises KeyboardInterrupt (interrupt_guard.h).
#pragma once

#include <string>

#include "embed.h"

namespace deduce::python {

struct Answer {
  int code = 0;
  std::string out;  // the command's stdout (JSON with --format json)
  std::string err;  // its messages
};

// Call with the GIL held. Throws pybind11::error_already_set when Ctrl-C
// came during the call (after the call stopped).
Answer call_blocking(const apps::Call& call);

}  // namespace deduce::python

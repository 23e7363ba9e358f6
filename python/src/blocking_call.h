// A call from Python that returns when the command ends: the GIL is
// released while it runs (other Python threads go on, and calls from
// several threads search in parallel), and Ctrl-C on the main thread stops
// it as on the command line and raises KeyboardInterrupt (interrupt_guard.h).
// The call's own stop token (nullptr: none) stops it alone from any thread.
#pragma once

#include "embed.h"

namespace deduce::python {

// Call with the GIL held. Throws pybind11::error_already_set when Ctrl-C
// came during the call (after the call stopped).
apps::CallResult call_blocking(const apps::Call& call, const budget::StopToken* stop);

}  // namespace deduce::python

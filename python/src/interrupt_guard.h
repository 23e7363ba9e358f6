// Ctrl-C during a blocking call from Python's main thread. Python's own
// SIGINT handler only sets a flag that the interpreter reads between
// bytecodes, which never come while a call searches with the GIL released;
// so for the call's span the guard puts the command line's handler in its
// place (stop every running call: apps::stop_calls), and afterwards hands the
// signal back to Python, which raises KeyboardInterrupt (or runs the
// handler the program set). Two sigaction calls (about a microsecond)
// instead of a watching thread keep a call's overhead low.
//
// Only Python's main thread installs it: Python runs signal handlers there
// alone, so a call on another thread is not interrupted, as a time.sleep
// on another thread is not.
#pragma once

#include <csignal>

namespace deduce::python {

class InterruptGuard {
 public:
  // Call with the GIL held; installs the handler when this is the main
  // thread and Python handles SIGINT (not when it is ignored or default).
  InterruptGuard();
  // Restores Python's handler (the GIL need not be held).
  ~InterruptGuard();
  InterruptGuard(const InterruptGuard&) = delete;
  InterruptGuard& operator=(const InterruptGuard&) = delete;

  // With the GIL held, after the guard's end: raises the interrupt the
  // call saw in Python (throws pybind11::error_already_set, usually
  // KeyboardInterrupt). Does nothing when there was none.
  static void raise_pending();

 private:
  bool installed_ = false;
  struct sigaction previous_ {};
};

// Records the main thread (at import); InterruptGuard asks for it.
void remember_main_thread();
bool on_main_thread();

}  // namespace deduce::python

#include "interrupt_guard.h"

#include <pybind11/pybind11.h>

#include <atomic>

#include "embed.h"

namespace deduce::python {
namespace {

unsigned long g_main_thread = 0;  // PyThread ident of threading.main_thread()
// Set by the handler; read and cleared under the GIL in raise_pending.
std::atomic<bool> g_pending{false};

void on_sigint(int) {
  g_pending.store(true, std::memory_order_relaxed);
  apps::stop_calls();
}

}  // namespace

void remember_main_thread() {
  namespace py = pybind11;
  g_main_thread =
      py::module_::import("threading").attr("main_thread")().attr("ident").cast<unsigned long>();
}

bool on_main_thread() {
  return PyThread_get_thread_ident() == g_main_thread;
}

InterruptGuard::InterruptGuard() {
  if (!on_main_thread()) return;
  if (sigaction(SIGINT, nullptr, &previous_) != 0) return;
  if (!(previous_.sa_flags & SA_SIGINFO) &&
      (previous_.sa_handler == SIG_IGN || previous_.sa_handler == SIG_DFL))
    return;
  struct sigaction ours {};
  ours.sa_handler = on_sigint;
  sigemptyset(&ours.sa_mask);
  ours.sa_flags = SA_ONSTACK | SA_RESTART;
  installed_ = sigaction(SIGINT, &ours, nullptr) == 0;
}

InterruptGuard::~InterruptGuard() {
  if (installed_) sigaction(SIGINT, &previous_, nullptr);
}

void InterruptGuard::raise_pending() {
  if (!g_pending.exchange(false, std::memory_order_relaxed)) return;
  // As if the signal had reached Python's own handler: the interpreter runs
  // what the program set for SIGINT (default: raise KeyboardInterrupt).
  PyErr_SetInterrupt();
  if (PyErr_CheckSignals() != 0) throw pybind11::error_already_set();
}

}  // namespace deduce::python

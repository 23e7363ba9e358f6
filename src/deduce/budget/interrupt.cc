#include "deduce/budget/interrupt.h"

#include <csignal>

#include "deduce/budget/limits.h"

namespace deduce::budget {
namespace {

// The handler's own record of a first Ctrl-C: the flag the searches watch
// may have been set by the memory budget, which is no reason to die.
volatile std::sig_atomic_t g_seen = 0;

extern "C" void on_sigint(int) {
  if (g_seen != 0) {
    std::signal(SIGINT, SIG_DFL);
    std::raise(SIGINT);
    return;
  }
  g_seen = 1;
  int none = 0;
  g_external_stop.compare_exchange_strong(none, static_cast<int>(StopReason::kInterrupted),
                                          std::memory_order_relaxed);
  g_interrupt_requested.store(true, std::memory_order_relaxed);
}

}  // namespace

void install_interrupt_handler() {
  std::signal(SIGINT, on_sigint);
}

}  // namespace deduce::budget

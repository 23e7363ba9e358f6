#include "deduce/budget/interrupt.h"

#include <csignal>

#include "deduce/budget/limits.h"

namespace deduce::budget {
namespace {

extern "C" void on_sigint(int) {
  if (g_interrupt_requested.load(std::memory_order_relaxed)) {
    std::signal(SIGINT, SIG_DFL);
    std::raise(SIGINT);
    return;
  }
  g_interrupt_requested.store(true, std::memory_order_relaxed);
}

}  // namespace

void install_interrupt_handler() {
  std::signal(SIGINT, on_sigint);
}

}  // namespace deduce::budget

#include "deduce/budget/interrupt.h"

#include <time.h>

#include <atomic>
#include <csignal>
#include <cstdint>

#include "deduce/budget/limits.h"

namespace deduce::budget {
namespace {

// The handler's own record of a first Ctrl-C: the flag the searches watch
// may have been set by the memory budget, which is no reason to die.
volatile std::sig_atomic_t g_seen = 0;
// When it came (CLOCK_MONOTONIC, in nanoseconds; clock_gettime is safe in
// a handler). A job runner sends one Ctrl-C to the process and to its
// group, so that it comes twice at once: a second within 0.2 s is the same.
std::atomic<std::int64_t> g_first_ns{0};
constexpr std::int64_t kSameCtrlC = 200'000'000;
static_assert(std::atomic<std::int64_t>::is_always_lock_free);

std::int64_t now_ns() {
  timespec t{};
  clock_gettime(CLOCK_MONOTONIC, &t);
  return static_cast<std::int64_t>(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
}

extern "C" void on_sigint(int) {
  if (g_seen != 0) {
    if (now_ns() - g_first_ns.load(std::memory_order_relaxed) < kSameCtrlC) return;
    std::signal(SIGINT, SIG_DFL);
    std::raise(SIGINT);
    return;
  }
  g_first_ns.store(now_ns(), std::memory_order_relaxed);
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

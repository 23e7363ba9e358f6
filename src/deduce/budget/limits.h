// Limits on a search: nodes, wall-clock time and the user's Ctrl-C.
//
// Every search loop in deduce (constraint DFS, state-space search, counting)
// asks a Budget once per unit of work (a node, an expanded state). Under a
// timeout the clock is read every few units, so asking costs a counter
// increment and one relaxed atomic load. How many units between readings
// adapts to their cost: it starts at one and doubles while a stretch of
// units takes under a millisecond, up to kClockStride, and falls back to one
// when a stretch takes longer than kSlowStretch. A fixed stride of 64 missed
// the timeout by a second where a node costs 15 ms (the empty order-256
// Latin square), and a reading every unit costs 2% where a node costs a
// microsecond.
//
// A timeout counts from Limits::start, the start of the work (a puzzle's),
// when it is set, and else from the Budget's making: the setup before a
// search (a model of 65,536 cells) spends the time it takes.
//
// The budget module depends on nothing else in deduce: the constraint search
// and the state-space engine both use it without depending on each other.
// Work made of several searches under one timeout hands each the time left
// through a Deadline (deadline.h).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <string_view>

namespace deduce::budget {

// kLookBound: the bound a search set itself after its first solution (see
// Budget::look_further), not a limit the user gave.
// kMemory: the run's memory budget (memory_watch.h), which stops work as Ctrl-C does.
enum class StopReason {
  kNone,
  kNodeLimit,
  kTimeout,
  kInterrupted,
  kSolutionLimit,
  kLookBound,
  kMemory
};

// Set when work must stop from outside: by the SIGINT handler (interrupt.h)
// or the memory budget (memory_watch.h); every Budget watches it, and
// g_external_stop says why (a StopReason; kInterrupted unless the memory
// budget set it first).
extern std::atomic<bool> g_interrupt_requested;
// Search units spent by every Budget of the process, counted in strides, for
// the progress line (progress.h reads it).
extern std::atomic<std::uint64_t> g_progress_units;
extern std::atomic<int> g_external_stop;
inline StopReason external_stop_reason() {
  const int r = g_external_stop.load(std::memory_order_relaxed);
  return r == 0 ? StopReason::kInterrupted : static_cast<StopReason>(r);
}

// One in-process call's own stop (apps/deduce/embed.h): a StopReason, kNone
// while the call goes on. Stopping one call of several running in a process
// sets its token, not g_interrupt_requested, so the others go on.
using StopToken = std::atomic<int>;
// The token of the call this thread works for, set by the call for its span
// (StopTokenScope). Budgets and SharedWork take it when they are made, so
// that the threads a search hands work to see it through their SharedWork
// (every parallel search gives its tasks one). nullptr: the command line,
// where only the process-wide stop applies.
extern thread_local const StopToken* t_stop_token;
class StopTokenScope {
 public:
  explicit StopTokenScope(const StopToken* token) : previous_(t_stop_token) {
    t_stop_token = token;
  }
  ~StopTokenScope() { t_stop_token = previous_; }
  StopTokenScope(const StopTokenScope&) = delete;
  StopTokenScope& operator=(const StopTokenScope&) = delete;

 private:
  const StopToken* previous_;
};
// Why work must stop from outside now, kNone while it goes on: the
// process-wide stop (Ctrl-C, the memory budget) or `token`'s.
inline StopReason outside_stop(const StopToken* token) {
  if (g_interrupt_requested.load(std::memory_order_relaxed)) return external_stop_reason();
  if (token == nullptr) return StopReason::kNone;
  return static_cast<StopReason>(token->load(std::memory_order_relaxed));
}

// The work of several searches run at once on threads (search/parallel_*):
// their nodes add up against one node limit, and the first search that
// stops for a limit stops the others with the same reason.
struct Limits;
struct SharedWork {
  std::uint64_t node_limit = 0;  // 0: none; the total over every search
  bool has_deadline = false;     // a timeout, as one point in time for every search
  std::chrono::steady_clock::time_point deadline{};
  std::atomic<std::uint64_t> spent{0};
  std::atomic<int> stop{0};  // a StopReason; kNone while the work goes on
  // The call's stop token on the thread that made this work (t_stop_token),
  // which the tasks on other threads see through poll() and settle_shared().
  const StopToken* token = t_stop_token;
  // Takes the node limit and the timeout (from now) of `limits`.
  void limit(const Limits& limits);
  // Why the work must stop now, kNone while it goes on: the user's Ctrl-C,
  // the node limit spent, the deadline passed, or a search's stop. For work
  // between searches that spends no units itself (a generator's steps).
  StopReason poll();
  // Stops every search sharing this work (the first reason wins).
  void stop_all(StopReason r) {
    int none = 0;
    stop.compare_exchange_strong(none, static_cast<int>(r), std::memory_order_relaxed);
  }
};

struct Limits {
  std::uint64_t node_limit = 0;  // 0: none
  double timeout_seconds = 0;    // 0: none
  SharedWork* shared = nullptr;  // set by a parallel search: see SharedWork
  // When the work began, which the timeout counts from; the clock's epoch
  // (the default): from when a Budget or SharedWork is made of these limits.
  std::chrono::steady_clock::time_point start{};
};

std::string_view to_string(StopReason r);

// Why work under `limits` must stop now: its shared work's poll(), or
// without shared work the user's Ctrl-C or the call's stop token alone (a node limit or timeout of
// its own bounds each Budget made from it, not the steps between them).
StopReason poll(const Limits& limits);

class Budget {
 public:
  // The most units between two clock readings, and the time between two
  // readings past which the next is after one unit again.
  static constexpr std::uint32_t kClockStride = 64;
  static constexpr std::chrono::microseconds kQuickStretch{1000};
  static constexpr std::chrono::microseconds kSlowStretch{5000};

  Budget() : Budget(Limits{}) {}
  explicit Budget(const Limits& limits);

  // Counts one unit of work and returns true when the work must stop now.
  bool spend() {
    ++spent_;
    if (limits_.node_limit != 0 && spent_ > limits_.node_limit) {
      return stop(look_bound_ ? StopReason::kLookBound : StopReason::kNodeLimit);
    }
    if (g_interrupt_requested.load(std::memory_order_relaxed)) {
      return stop(external_stop_reason());
    }
    if (token_ != nullptr && token_->load(std::memory_order_relaxed) != 0) {
      return stop(static_cast<StopReason>(token_->load(std::memory_order_relaxed)));
    }
    // Every clock_stride_ units: the progress count (progress.h) and the clock.
    if (++since_clock_ >= clock_stride_) {
      since_clock_ = 0;
      g_progress_units.fetch_add(clock_stride_, std::memory_order_relaxed);
      if (has_deadline_ && past_deadline()) return stop(StopReason::kTimeout);
    }
    // Shared work is settled every kClockStride units, so threads touch the
    // shared counter rarely; under a node limit, every unit, so that the
    // total is met exactly.
    if (limits_.shared != nullptr &&
        (++since_shared_ >= kClockStride || limits_.shared->node_limit != 0))
      return settle_shared();
    return false;
  }

  // Marks the work as stopped for `reason` (e.g. a solution limit) and returns true.
  bool stop(StopReason reason) {
    if (reason_ == StopReason::kNone) reason_ = reason;
    return true;
  }

  // From now on, at most `more` further units of work, unless the node
  // limit given comes first: a bounded look for one more solution. A stop
  // at this bound is reported as kLookBound.
  void look_further(std::uint64_t more) {
    const std::uint64_t cap = spent_ + more;
    if (limits_.node_limit == 0 || cap < limits_.node_limit) {
      limits_.node_limit = cap;
      look_bound_ = true;
    }
  }

  // Reads the interrupt and the clock now, without counting a unit, and
  // returns stopped(): after work the budget cannot see the cost of, such as
  // a listing's sink writing a long solution (a river crossing's 2,000 steps
  // as JSON take milliseconds, and a burst of them between two clock reads
  // would outlast the timeout by far more than the contract's 0.2 s).
  bool check_now();

  // Units of work between two clock readings now (1 to kClockStride).
  std::uint32_t clock_stride() const { return clock_stride_; }

  // Adds the units not yet counted to the shared work and returns true when
  // that work is stopped (by this budget's own limit, or another's).
  bool settle_shared();

  // Work this budget hands to threads: `work` gets the node limit left
  // (a look bound included) and the deadline; take_back() then adds the
  // units the threads spent and the reason they stopped for (kNone: they
  // did not), and returns stopped().
  void hand_over(SharedWork& work) const;
  bool take_back(std::uint64_t units, StopReason reason);

  StopReason reason() const { return reason_; }
  bool stopped() const { return reason_ != StopReason::kNone; }
  std::uint64_t spent() const { return spent_; }
  double elapsed_seconds() const;

 private:
  Limits limits_;
  // The call's stop token: its shared work's, else this thread's (t_stop_token).
  const StopToken* token_;
  std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point deadline_;
  // Reads the clock: true when the deadline is passed; else sets the
  // stride to the time the units since the last reading took.
  bool past_deadline();

  bool has_deadline_ = false;
  // Under a timeout the stride starts at 1 (see the top); without one the
  // clock is not read, and the stride only paces the progress count.
  std::uint32_t clock_stride_ = kClockStride;
  std::uint32_t since_clock_ = kClockStride - 1;  // the first unit of work reads the clock
  std::chrono::steady_clock::time_point last_clock_;
  std::uint32_t since_shared_ = 0;
  std::uint64_t spent_ = 0;
  StopReason reason_ = StopReason::kNone;
  bool look_bound_ = false;
};

}  // namespace deduce::budget

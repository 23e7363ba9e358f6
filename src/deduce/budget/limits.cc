#include "deduce/budget/limits.h"

namespace deduce::budget {

std::atomic<bool> g_interrupt_requested{false};
std::atomic<int> g_external_stop{0};
std::atomic<std::uint64_t> g_progress_units{0};
thread_local const StopToken* t_stop_token = nullptr;

std::string_view to_string(StopReason r) {
  switch (r) {
    case StopReason::kNone:
      return "none";
    case StopReason::kNodeLimit:
      return "node limit";
    case StopReason::kTimeout:
      return "timeout";
    case StopReason::kInterrupted:
      return "interrupted";
    case StopReason::kSolutionLimit:
      return "solution limit";
    case StopReason::kLookBound:
      return "look bound";
    case StopReason::kMemory:
      return "memory";
  }
  return "unknown";
}

namespace {

using Clock = std::chrono::steady_clock;

// When the work under `limits` began: their start, or now.
Clock::time_point start_of(const Limits& limits) {
  return limits.start != Clock::time_point{} ? limits.start : Clock::now();
}

Clock::time_point deadline_of(const Limits& limits, Clock::time_point start) {
  return start + std::chrono::duration_cast<Clock::duration>(
                     std::chrono::duration<double>(limits.timeout_seconds));
}

}  // namespace

Budget::Budget(const Limits& limits)
    : limits_(limits),
      token_(limits.shared != nullptr ? limits.shared->token : t_stop_token),
      start_(start_of(limits)) {
  if (limits_.timeout_seconds > 0) {
    has_deadline_ = true;
    deadline_ = deadline_of(limits_, start_);
    clock_stride_ = 1;
    since_clock_ = 0;
    last_clock_ = Clock::now();
  }
}

bool Budget::past_deadline() {
  const Clock::time_point now = Clock::now();
  if (now >= deadline_) return true;
  const Clock::duration stretch = now - last_clock_;
  last_clock_ = now;
  if (stretch > kSlowStretch) {
    clock_stride_ = 1;
  } else if (stretch < kQuickStretch && clock_stride_ < kClockStride) {
    clock_stride_ *= 2;
  }
  return false;
}

void SharedWork::limit(const Limits& limits) {
  node_limit = limits.node_limit;
  has_deadline = limits.timeout_seconds > 0;
  if (has_deadline) deadline = deadline_of(limits, start_of(limits));
}

StopReason SharedWork::poll() {
  if (const StopReason outside = outside_stop(token); outside != StopReason::kNone)
    stop_all(outside);
  if (node_limit != 0 && spent.load(std::memory_order_relaxed) > node_limit)
    stop_all(StopReason::kNodeLimit);
  if (has_deadline && std::chrono::steady_clock::now() >= deadline) stop_all(StopReason::kTimeout);
  return static_cast<StopReason>(stop.load(std::memory_order_relaxed));
}

StopReason poll(const Limits& limits) {
  if (limits.shared != nullptr) return limits.shared->poll();
  return outside_stop(t_stop_token);
}

bool Budget::check_now() {
  if (const StopReason outside = outside_stop(token_); outside != StopReason::kNone)
    return stop(outside);
  if (has_deadline_ && std::chrono::steady_clock::now() >= deadline_)
    return stop(StopReason::kTimeout);
  if (limits_.shared != nullptr && limits_.shared->stop.load(std::memory_order_relaxed) != 0)
    return stop(static_cast<StopReason>(limits_.shared->stop.load(std::memory_order_relaxed)));
  return stopped();
}

bool Budget::settle_shared() {
  SharedWork& w = *limits_.shared;
  const std::uint64_t total =
      w.spent.fetch_add(since_shared_, std::memory_order_relaxed) + since_shared_;
  since_shared_ = 0;
  if (w.node_limit != 0 && total > w.node_limit) w.stop_all(StopReason::kNodeLimit);
  if (w.has_deadline && std::chrono::steady_clock::now() >= w.deadline)
    w.stop_all(StopReason::kTimeout);
  if (w.token != nullptr && w.token->load(std::memory_order_relaxed) != 0)
    w.stop_all(static_cast<StopReason>(w.token->load(std::memory_order_relaxed)));
  if (reason_ != StopReason::kNone) {
    w.stop_all(reason_);
    return true;
  }
  const int r = w.stop.load(std::memory_order_relaxed);
  if (r == 0) return false;
  return stop(static_cast<StopReason>(r));
}

void Budget::hand_over(SharedWork& work) const {
  work.node_limit = 0;
  if (limits_.node_limit != 0) {
    // 0 means no limit to the shared work: none left is a stop at once.
    if (limits_.node_limit > spent_) {
      work.node_limit = limits_.node_limit - spent_;
    } else {
      work.stop_all(look_bound_ ? StopReason::kLookBound : StopReason::kNodeLimit);
    }
  }
  work.has_deadline = has_deadline_;
  work.deadline = deadline_;
}

bool Budget::take_back(std::uint64_t units, StopReason reason) {
  spent_ += units;
  if (reason == StopReason::kNodeLimit && look_bound_) reason = StopReason::kLookBound;
  if (reason != StopReason::kNone) stop(reason);
  return stopped();
}

double Budget::elapsed_seconds() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

}  // namespace deduce::budget

// The time left of one timeout shared by several searches run in turn.
//
// A command that runs several searches under one --timeout (the puzzles of a
// file, the independent groups of a logic-grid count, the many counts of an
// analysis) makes one Deadline when its work starts and gives each search
// limits_left(): the same node limit (it bounds each search on its own), and
// the timeout less the time already spent, so that the whole work ends near
// the timeout rather than each search getting all of it.
//
// Invariant: limits_left() never turns a timeout into 0, which would mean "no
// limit"; a spent timeout becomes kSpentTimeout, so a Budget made from it
// stops at its first clock reading (its first unit of work) with
// StopReason::kTimeout.
#pragma once

#include <chrono>

#include "deduce/budget/limits.h"

namespace deduce::budget {

class Deadline {
 public:
  using Clock = std::chrono::steady_clock;

  // The timeout limits_left() gives once the time is spent: positive, and so
  // small that the first clock reading of a Budget made from it is past it.
  static constexpr double kSpentTimeout = 1e-9;

  // `start` is when the work began (limits.start, when set, comes first);
  // tests pass a time in the past.
  explicit Deadline(const Limits& limits, Clock::time_point start = Clock::now())
      : limits_(limits), start_(limits.start != Clock::time_point{} ? limits.start : start) {}

  // Seconds since the start.
  double elapsed_seconds() const;
  // The limits for the next search: the timeout reduced by the time spent,
  // counted from now (start unset).
  Limits limits_left() const;

 private:
  Limits limits_;
  Clock::time_point start_;
};

}  // namespace deduce::budget

// Deadline: see deadline.h.
#include "deduce/budget/deadline.h"

#include <algorithm>

namespace deduce::budget {

double Deadline::elapsed_seconds() const {
  return std::chrono::duration<double>(Clock::now() - start_).count();
}

Limits Deadline::limits_left() const {
  Limits left = limits_;
  left.start = {};
  if (limits_.timeout_seconds > 0) {
    left.timeout_seconds = std::max(limits_.timeout_seconds - elapsed_seconds(), kSpentTimeout);
  }
  return left;
}

}  // namespace deduce::budget

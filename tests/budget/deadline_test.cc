// Deadline: the limits left to the next search of a piece of work. Starts are
// put in the past instead of sleeping, so every expectation follows from the
// clock being monotonic, whatever the speed of the machine.
#include "deduce/budget/deadline.h"

#include <gtest/gtest.h>

namespace deduce::budget {
namespace {

using Clock = Deadline::Clock;
using std::chrono::seconds;

TEST(Deadline, CountsTheSecondsSinceItsStart) {
  const Deadline d(Limits{}, Clock::now() - seconds(4));
  const double first = d.elapsed_seconds();
  EXPECT_GE(first, 4.0);
  EXPECT_GE(d.elapsed_seconds(), first);
}

TEST(Deadline, TakesTheTimeSpentOffTheTimeout) {
  const Deadline d(Limits{5, 10.0}, Clock::now() - seconds(4));
  const double before = d.elapsed_seconds();
  const Limits left = d.limits_left();
  const double after = d.elapsed_seconds();
  EXPECT_LE(left.timeout_seconds, 10.0 - before);
  EXPECT_GE(left.timeout_seconds, 10.0 - after);
  EXPECT_EQ(left.node_limit, 5u);  // a node limit bounds each search on its own
}

TEST(Deadline, CountsFromTheStartOfTheWorkItsLimitsName) {
  Limits work{0, 10.0};
  work.start = Clock::now() - seconds(4);
  const Deadline d(work);
  EXPECT_GE(d.elapsed_seconds(), 4.0);
  const Limits left = d.limits_left();
  EXPECT_LE(left.timeout_seconds, 6.0);
  // What is left counts from now: a Budget made of it must not take the 4 s off again.
  EXPECT_EQ(left.start, Clock::time_point{});
}

TEST(Deadline, LeavesNoTimeoutAsNone) {
  const Deadline d(Limits{7, 0}, Clock::now() - seconds(3600));
  const Limits left = d.limits_left();
  EXPECT_EQ(left.timeout_seconds, 0.0);
  EXPECT_EQ(left.node_limit, 7u);
}

TEST(Deadline, ASpentTimeoutNeverBecomesNoLimit) {
  const Deadline d(Limits{0, 1.0}, Clock::now() - seconds(5));
  EXPECT_EQ(d.limits_left().timeout_seconds, Deadline::kSpentTimeout);
  EXPECT_GT(Deadline::kSpentTimeout, 0.0);
}

TEST(Deadline, ASpentTimeoutStopsTheNextSearchAtItsFirstClockReading) {
  const Deadline d(Limits{0, 1.0}, Clock::now() - seconds(5));
  Budget b(d.limits_left());
  // The first spend() reads the clock. The loop only guards against a clock
  // too coarse to have moved since the Budget was made: a timeout of 0 (no
  // limit) would make it run to the bound and fail.
  std::uint64_t units = 1;
  while (!b.spend() && units < 100'000'000) ++units;
  EXPECT_EQ(b.reason(), StopReason::kTimeout);
}

}  // namespace
}  // namespace deduce::budget

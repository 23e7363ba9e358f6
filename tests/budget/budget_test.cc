// Budget on its own: what stops it and which reason it keeps. The timeout
// and Ctrl-C through whole searches are in limits_test.cc and
// tests/search/dfs_test.cc.
#include "deduce/budget/limits.h"

#include <gtest/gtest.h>

#include <chrono>
#include <thread>

namespace deduce::budget {
namespace {

TEST(Budget, CountsAndStopsAtNodeLimit) {
  Limits l;
  l.node_limit = 3;
  Budget b(l);
  EXPECT_FALSE(b.spend());
  EXPECT_FALSE(b.spend());
  EXPECT_FALSE(b.spend());
  EXPECT_TRUE(b.spend());
  EXPECT_EQ(b.reason(), StopReason::kNodeLimit);
  EXPECT_EQ(to_string(b.reason()), "node limit");
}

TEST(Budget, WithoutLimitsNeverStops) {
  Budget b;
  for (int i = 0; i < 10000; ++i) ASSERT_FALSE(b.spend()) << i;
  EXPECT_EQ(b.spent(), 10000u);
  EXPECT_FALSE(b.stopped());
  EXPECT_EQ(b.reason(), StopReason::kNone);
}

TEST(Budget, ATimeoutCountsFromTheStartOfTheWork) {
  // The work began 5 s ago (a model built before the search): a 1 s timeout
  // is spent at the first unit, which reads the clock.
  Limits l;
  l.timeout_seconds = 1;
  l.start = std::chrono::steady_clock::now() - std::chrono::seconds(5);
  Budget b(l);
  EXPECT_TRUE(b.spend());
  EXPECT_EQ(b.reason(), StopReason::kTimeout);
}

TEST(Budget, ReadsTheClockAfterEveryUnitOnceAStretchIsSlow) {
  // Under a timeout the stride starts at one unit and doubles while
  // stretches are quick; a slow stretch brings it back to one, so a search
  // whose nodes turn slow still reads the clock at its next node. (No
  // bound on time is asserted: the sleep only makes one stretch slow.)
  Limits l;
  l.timeout_seconds = 3600;
  Budget b(l);
  EXPECT_EQ(b.clock_stride(), 1u);
  for (int i = 0; i < 10'000'000 && b.clock_stride() < Budget::kClockStride; ++i)
    ASSERT_FALSE(b.spend());
  ASSERT_EQ(b.clock_stride(), Budget::kClockStride);
  std::this_thread::sleep_for(Budget::kSlowStretch * 2);
  for (std::uint32_t i = 0; i < Budget::kClockStride; ++i) ASSERT_FALSE(b.spend());
  EXPECT_EQ(b.clock_stride(), 1u);
}

TEST(Budget, KeepsTheFirstReasonItStoppedFor) {
  Budget b;
  EXPECT_TRUE(b.stop(StopReason::kSolutionLimit));
  EXPECT_TRUE(b.stop(StopReason::kTimeout));
  EXPECT_TRUE(b.stopped());
  EXPECT_EQ(b.reason(), StopReason::kSolutionLimit);
}

}  // namespace
}  // namespace deduce::budget

namespace deduce::budget {
namespace {

TEST(Budget, LooksFurtherForAsManyUnitsAsAskedAndSaysSo) {
  Budget b;
  for (int i = 0; i < 5; ++i) ASSERT_FALSE(b.spend());
  b.look_further(3);
  for (int i = 0; i < 3; ++i) EXPECT_FALSE(b.spend()) << i;
  EXPECT_TRUE(b.spend());
  EXPECT_EQ(b.reason(), StopReason::kLookBound);
}

TEST(Budget, AGivenNodeLimitThatComesFirstStaysTheReason) {
  Limits l;
  l.node_limit = 6;
  Budget b(l);
  for (int i = 0; i < 5; ++i) ASSERT_FALSE(b.spend());
  b.look_further(100);
  EXPECT_FALSE(b.spend());
  EXPECT_TRUE(b.spend());
  EXPECT_EQ(b.reason(), StopReason::kNodeLimit);
}

}  // namespace
}  // namespace deduce::budget

// Budget on its own: what stops it and which reason it keeps. The timeout
// and Ctrl-C through whole searches are in limits_test.cc and
// tests/search/dfs_test.cc.
#include "deduce/budget/limits.h"

#include <gtest/gtest.h>

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

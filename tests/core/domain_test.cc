#include "deduce/core/domain.h"

#include <gtest/gtest.h>

#include <vector>

namespace deduce::core {
namespace {

TEST(Domain, RangesAndSets) {
  EXPECT_EQ(first_n(0), 0u);
  EXPECT_EQ(first_n(3), 0b111u);
  EXPECT_EQ(first_n(64), ~Bits{0});
  EXPECT_EQ(range(2, 4), 0b11100u);
  EXPECT_EQ(range(5, 4), 0u);
  EXPECT_EQ(range(0, 63), ~Bits{0});
  EXPECT_EQ(below(3), 0b111u);
  EXPECT_EQ(below(0), 0u);
  EXPECT_EQ(above(61), bit(62) | bit(63));
  EXPECT_EQ(above(63), 0u);
  EXPECT_EQ(above(-1), ~Bits{0});
}

TEST(Domain, MinMaxSizeSingle) {
  Bits d = bit(3) | bit(17) | bit(63);
  EXPECT_EQ(min_value(d), 3);
  EXPECT_EQ(max_value(d), 63);
  EXPECT_EQ(size(d), 3);
  EXPECT_FALSE(is_single(d));
  EXPECT_TRUE(is_single(bit(63)));
  EXPECT_FALSE(is_single(0));
  EXPECT_TRUE(contains(d, 17));
  EXPECT_FALSE(contains(d, 16));
}

TEST(Domain, IteratesValuesInOrder) {
  std::vector<int> seen;
  for (int v : values(bit(0) | bit(5) | bit(63))) seen.push_back(v);
  EXPECT_EQ(seen, (std::vector<int>{0, 5, 63}));
}

}  // namespace
}  // namespace deduce::core

// The searches' random numbers (util/rng.h's SplitMix64), pinned: a change
// would change every randomised search tree. (The generators' Rng is pinned
// in tests/puzzles/latin/random_square_test.cc.)
#include "deduce/util/rng.h"

#include <gtest/gtest.h>

namespace deduce::util {
namespace {

TEST(SplitMix64, IsTheSameSequenceEverywhere) {
  // SplitMix64 from seed 0: the reference values of its published C code.
  SplitMix64 r(0);
  EXPECT_EQ(r.next(), 0xe220a8397b1dcdafULL);
  EXPECT_EQ(r.next(), 0x6e789e6aa1b965f4ULL);
  SplitMix64 a(7), b(7);
  for (int i = 0; i < 100; ++i) {
    const std::uint32_t x = a.below(10);
    EXPECT_EQ(x, b.below(10));
    EXPECT_LT(x, 10u);
  }
}

}  // namespace
}  // namespace deduce::util

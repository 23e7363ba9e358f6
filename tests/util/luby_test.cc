// The Luby sequence of the restarting searches (util/luby.h).
#include "deduce/util/luby.h"

#include <gtest/gtest.h>

#include <iterator>

namespace deduce::util {
namespace {

TEST(Luby, StartsWithTheKnownTerms) {
  const std::uint64_t known[] = {1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1};
  for (std::uint64_t i = 0; i < std::size(known); ++i) EXPECT_EQ(luby(i + 1), known[i]) << i;
  EXPECT_EQ(luby(63), 32u);
}

// A compile-time check too: the solver's schedule may be a constant.
static_assert(luby(7) == 4 && luby(8) == 1);

}  // namespace
}  // namespace deduce::util

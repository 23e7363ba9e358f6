// Trail: the store's undo stacks in blocks that never move (core/trail.h).
#include "deduce/core/trail.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace deduce::core {
namespace {

struct Entry {
  std::uint32_t at;
  std::uint64_t value;
};

TEST(Trail, PopsEntriesNewestFirstAcrossBlocks) {
  Trail<Entry> t;
  const std::size_t n = 3 * Trail<Entry>::kBlock + 5;
  for (std::size_t i = 0; i < n; ++i) t.push_back({static_cast<std::uint32_t>(i), i * 7});
  ASSERT_EQ(t.size(), n);
  for (std::size_t i = 0; i < n; ++i) ASSERT_EQ(t[i].value, i * 7);
  std::vector<std::uint32_t> undone;
  t.pop_to(Trail<Entry>::kBlock - 1, [&](const Entry& e) { undone.push_back(e.at); });
  ASSERT_EQ(undone.size(), n - (Trail<Entry>::kBlock - 1));
  for (std::size_t k = 0; k < undone.size(); ++k) EXPECT_EQ(undone[k], n - 1 - k);
  EXPECT_EQ(t.size(), Trail<Entry>::kBlock - 1);
}

TEST(Trail, RefillsAfterPoppingToABlockBoundary) {
  // Popped to the end of a block (and to 0), the next push goes on where the
  // entries stop, in the blocks kept.
  for (const std::size_t to : {std::size_t{0}, Trail<Entry>::kBlock, 2 * Trail<Entry>::kBlock}) {
    SCOPED_TRACE(to);
    Trail<Entry> t;
    for (std::size_t i = 0; i < 2 * Trail<Entry>::kBlock + 3; ++i) t.push_back({0, i});
    t.pop_to(to, [](const Entry&) {});
    ASSERT_EQ(t.size(), to);
    for (std::size_t i = to; i < to + Trail<Entry>::kBlock + 2; ++i) t.push_back({1, i});
    for (std::size_t i = 0; i < t.size(); ++i) ASSERT_EQ(t[i].value, i) << i;
    EXPECT_EQ(t[to].at, 1u);
    if (to > 0) {
      EXPECT_EQ(t[to - 1].at, 0u);
    }
  }
}

}  // namespace
}  // namespace deduce::core

// Trail: the store's undo stacks in blocks that never move (core/trail.h),
// and the thread's spare blocks they come from (core/spare_blocks.h).
#include "deduce/core/trail.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <set>
#include <thread>
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

TEST(Trail, ADestroyedTrailsBlocksServeTheNextOnTheThread) {
  // A store a puzzle: its trails' blocks were freed and allocated again for
  // each, which gave the heap back to the kernel and took it again.
  const Entry* first = nullptr;
  {
    Trail<Entry> t;
    t.push_back({1, 1});
    first = &t[0];
  }
  // Without the spare, malloc would hand the freed block to this.
  const std::vector<Entry> in_between(Trail<Entry>::kBlock);
  Trail<Entry> next;
  next.push_back({2, 2});
  EXPECT_EQ(&next[0], first);
  const Entry* other_thread = nullptr;
  std::thread([&] {
    Trail<Entry> t;
    t.push_back({3, 3});
    other_thread = &t[0];
  }).join();
  EXPECT_NE(other_thread, &next[0]);
}

TEST(SpareBlocks, HoldsAtMostKeptBlocksAThreadNewestFirst) {
  struct Cell {
    std::uint64_t v;
  };
  using Spare = SpareBlocks<Cell, 16>;
  std::vector<Cell*> given;
  for (int i = 0; i < Spare::kKept + 2; ++i) given.push_back(Spare::take());
  const std::set<Cell*> distinct(given.begin(), given.end());
  ASSERT_EQ(distinct.size(), given.size()) << "a block handed out twice";
  for (Cell* b : given) Spare::give(b);  // the last two are freed: kKept are held
  for (int i = 0; i < Spare::kKept; ++i) EXPECT_EQ(Spare::take(), given[Spare::kKept - 1 - i]);
  for (int i = 0; i < Spare::kKept; ++i) Spare::give(given[i]);
}

}  // namespace
}  // namespace deduce::core

// The parallel count (parallel_search.h): threads that hand each other
// branches and share one subtree cache count exactly, on any thread count.
#include <gtest/gtest.h>

#include <atomic>
#include <random>
#include <thread>

#include "deduce/budget/progress.h"
#include "deduce/props/constraints.h"
#include "deduce/puzzles/latin/latin_model.h"
#include "deduce/search/counting_dfs.h"
#include "deduce/search/parallel_search.h"
#include "deduce/search/work_pool.h"

namespace deduce::search {
namespace {

using puzzles::latin::LatinModelKind;

// A Latin square of order n with givens (-1: none), `less` pairs (a < b) and
// `between` triples (b < a < c or c < a < b: not residual_determined, so its
// scope is part of the cache key).
struct Instance {
  int n;
  std::vector<int> givens;
  std::vector<std::pair<int, int>> less;
  std::vector<std::array<int, 3>> between;

  Space space() const {
    Space s;
    const puzzles::latin::LatinModel m =
        puzzles::latin::post_latin(*s.store, n, {LatinModelKind::kCube, false});
    for (int i = 0; i < n * n; ++i)
      if (givens[i] >= 0) props::post_equal_const(*s.store, m.cells[i], givens[i]);
    for (auto [a, b] : less) props::post_less(*s.store, m.cells[a], m.cells[b]);
    for (auto [a, b, c] : between)
      props::post_between(*s.store, m.cells[a], m.cells[b], m.cells[c]);
    s.branch_vars = m.branch_vars();
    s.options.chooser = m.chooser();
    return s;
  }
};

Instance random_instance(std::mt19937& rng, int n) {
  Instance in{n, std::vector<int>(n * n, -1), {}, {}};
  const int cells = n * n;
  for (int k = 0; k < 2; ++k) in.givens[rng() % cells] = static_cast<int>(rng() % n);
  for (int k = 0; k < 2; ++k) {
    const int a = static_cast<int>(rng() % cells), b = static_cast<int>(rng() % cells);
    if (a != b) in.less.push_back({a, b});
  }
  if (rng() % 2 == 0) {
    const int a = static_cast<int>(rng() % cells), b = (a + 1) % cells, c = (a + n) % cells;
    in.between.push_back({a, b, c});
  }
  return in;
}

std::uint64_t oracle(const Instance& in) {
  Space s = in.space();
  return Dfs(*s.store, s.branch_vars, s.options).count().stats.solutions;
}

TEST(SharedCount, CountsAgreeWithTheOracleOnOneToFourThreads) {
  std::mt19937 rng(30);
  int nonzero = 0;
  for (int trial = 0; trial < 12; ++trial) {
    const Instance in = random_instance(rng, 5);
    const std::uint64_t expected = oracle(in);
    nonzero += expected > 0;
    for (int threads = 1; threads <= 4; ++threads) {
      ParallelOptions po;
      po.threads = threads;
      const ParallelCount c = parallel_count([&] { return in.space(); }, SearchOptions{}, po);
      EXPECT_TRUE(c.search.complete);
      // The progress line's share of the tree done: the whole tree, but for
      // the parts' rests that a branch's search or a failed branch drops.
      const std::uint64_t share = budget::g_progress.sub_done.load();
      EXPECT_LE(share, CountingDfs::kShareParts);
      EXPECT_GE(share + 64, CountingDfs::kShareParts) << "trial " << trial;
      EXPECT_EQ(c.count, util::big_from_u64(expected))
          << "trial " << trial << ", " << threads << " threads";
    }
  }
  EXPECT_GT(nonzero, 3) << "the instances must have solutions to count";
}

// A count that gives branches away must not store the counts it lacks: a
// later count on the same cache, one thread alone, then reads them. The
// giver is forced to give (a thread waits in the pool from the start).
TEST(SharedCount, ACacheFilledWhileGivingBranchesAwayStaysExact) {
  std::mt19937 rng(31);
  int checked = 0;
  for (int trial = 0; checked < 6; ++trial) {
    const Instance in = random_instance(rng, 5);
    const std::uint64_t expected = oracle(in);
    if (expected < 1000) continue;  // a tree too small to have branches to give
    ++checked;
    Space giver = in.space(), taker = in.space(), later = in.space();
    for (Space* s : {&giver, &taker, &later}) ASSERT_TRUE(settle_root(*s));
    SubtreeCache cache(CountingDfs::key_width(*giver.store), 1 << 20);
    CountingDfs give(*giver.store, giver.branch_vars, giver.options, 0, &cache);
    CountingDfs take(*taker.store, taker.branch_vars, taker.options, 0, &cache);
    WorkPool pool(1);
    std::uint64_t taken = 0;
    std::atomic<int> branches{0};  // taken by either thread (the giver may take its own back)
    std::thread other([&] {
      Branch b;
      for (bool ok = pool.take(b, false); ok; ok = pool.take(b)) {
        branches.fetch_add(1);
        taker.store->push_level();
        if (replay(taker, b.path)) taken += take.count(b.path, &pool).stats.solutions;
        taker.store->pop_level();
      }
    });
    while (!pool.hungry()) std::this_thread::yield();  // the taker waits: the giver gives
    const SearchResult first = give.count({}, &pool);
    std::uint64_t given = first.stats.solutions;
    // Then the giver takes back what the taker gives it, until both are done.
    Branch b;
    while (pool.take(b)) {
      branches.fetch_add(1);
      giver.store->push_level();
      if (replay(giver, b.path)) given += give.count(b.path, &pool).stats.solutions;
      giver.store->pop_level();
    }
    other.join();
    EXPECT_GT(branches.load(), 0) << "trial " << trial << ": a waiting thread gets branches";
    EXPECT_EQ(given + taken, expected) << "trial " << trial;
    CountingDfs again(*later.store, later.branch_vars, later.options, 0, &cache);
    const SearchResult r = again.count();
    EXPECT_EQ(r.stats.solutions, expected) << "trial " << trial << ": the cache's counts";
    EXPECT_GT(r.stats.cache_hits, 0u) << "trial " << trial;
  }
}

}  // namespace
}  // namespace deduce::search

// The caching counter against the plain DFS and known figures.
#include "deduce/search/counting_dfs.h"

#include <gtest/gtest.h>

#include <random>

#include "deduce/props/constraints.h"
#include "deduce/puzzles/latin/latin_model.h"

namespace deduce::search {
namespace {

using budget::StopReason;
using puzzles::latin::LatinModelKind;
using puzzles::latin::LatinOptions;

struct Latin {
  core::Store store;
  puzzles::latin::LatinModel model;
  Latin(int n, LatinOptions o, const std::vector<int>& givens) {
    model = puzzles::latin::post_latin(store, n, o);
    for (int i = 0; i < n * n; ++i) {
      if (givens[i] >= 0) props::post_equal_const(store, model.cells[i], givens[i]);
    }
  }
};

TEST(CountingDfs, KnownLatinCountsWithCacheHits) {
  Latin l5(5, {LatinModelKind::kCube, false}, std::vector<int>(25, -1));
  ASSERT_TRUE(l5.store.residuals_determined());
  SearchOptions o;
  o.chooser = l5.model.chooser();
  CountingDfs c5(l5.store, l5.model.branch_vars(), o);
  SearchResult r = c5.count();
  EXPECT_TRUE(r.complete);
  EXPECT_EQ(r.stats.solutions, 161280u);
  EXPECT_GT(r.stats.cache_hits, 1000u);
  EXPECT_LT(r.stats.nodes, 161280u) << "the cache must save nodes";
}

TEST(CountingDfs, AgreesWithPlainDfsOnRandomCompletions) {
  std::mt19937 rng(77);
  int checked = 0;
  for (int trial = 0; trial < 150; ++trial) {
    // Orders 4 and 5; order 5 with at least 5 givens keeps the plain DFS quick.
    const int n = 4 + trial % 2;
    std::vector<int> g(n * n, -1);
    const int givens = (n == 5 ? 5 : 0) + static_cast<int>(rng() % (2 * n));
    for (int k = 0; k < givens; ++k) g[rng() % (n * n)] = static_cast<int>(rng() % n);
    for (LatinOptions o :
         {LatinOptions{LatinModelKind::kCube, false}, LatinOptions{LatinModelKind::kCube, true},
          LatinOptions{LatinModelKind::kChannels, false}}) {
      Latin a(n, o, g), b(n, o, g);
      SearchOptions so;
      so.chooser = a.model.chooser();
      SearchResult plain = Dfs(a.store, a.model.branch_vars(), so).count();
      so.chooser = b.model.chooser();
      SearchResult cached = count_solutions(b.store, b.model.branch_vars(), so);
      ASSERT_EQ(plain.stats.solutions, cached.stats.solutions) << "trial " << trial;
      ++checked;
    }
  }
  EXPECT_EQ(checked, 450);
}

TEST(CountingDfs, SolutionLimitClampsTheCount) {
  Latin l(5, {LatinModelKind::kCube, false}, std::vector<int>(25, -1));
  SearchOptions o;
  o.chooser = l.model.chooser();
  o.solution_limit = 100000;
  SearchResult r = count_solutions(l.store, l.model.branch_vars(), o);
  EXPECT_FALSE(r.complete);
  EXPECT_EQ(r.stop, StopReason::kSolutionLimit);
  EXPECT_EQ(r.stats.solutions, 100000u);
}

TEST(CountingDfs, NodeLimitGivesALowerBound) {
  Latin l(6, {LatinModelKind::kCube, false}, std::vector<int>(36, -1));
  SearchOptions o;
  o.chooser = l.model.chooser();
  o.limits.node_limit = 500;
  SearchResult r = count_solutions(l.store, l.model.branch_vars(), o);
  EXPECT_FALSE(r.complete);
  EXPECT_EQ(r.stop, StopReason::kNodeLimit);
  EXPECT_LE(r.stats.nodes, 500u);
}

}  // namespace
}  // namespace deduce::search

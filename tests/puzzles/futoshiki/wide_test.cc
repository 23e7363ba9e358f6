// Latin squares and Futoshiki past order 64: the engine on wide domain sets
// (core::WideBits). Each result is checked by the independent checker of
// tests/testing/latin_oracle.h; counts by construction (a completed square
// with k disjoint intercalates blanked has exactly 2^k completions); and the
// wide instantiation against the 64-bit one on the same puzzles of orders up
// to 64, which must search the very same tree (same nodes, same solutions).
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <vector>

#include "deduce/puzzles/futoshiki/check.h"
#include "deduce/puzzles/futoshiki/parallel.h"
#include "deduce/puzzles/futoshiki/reader_detail.h"
#include "deduce/puzzles/futoshiki/solver.h"
#include "testing/latin_oracle.h"
#include "testing/random_square.h"

namespace deduce::puzzles::futoshiki {
namespace {

using testing::random_square;

Puzzle bare(int n) {
  Puzzle p;
  detail::init_puzzle(p, n);
  return p;
}

// `square` with each cell kept with probability `keep`, and with the
// relation of each neighbour pair written with probability `signs`.
Puzzle puzzle_from(const Grid& square, int n, double keep, double signs, std::mt19937_64& rng) {
  Puzzle p = bare(n);
  std::uniform_real_distribution<double> u(0, 1);
  for (int i = 0; i < n * n; ++i)
    if (u(rng) < keep) p.givens[i] = square[i];
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      if (c + 1 < n && u(rng) < signs)
        p.right[r * (n - 1) + c] =
            square[r * n + c] < square[r * n + c + 1] ? Relation::kLess : Relation::kGreater;
      if (r + 1 < n && u(rng) < signs)
        p.down[r * n + c] =
            square[r * n + c] < square[(r + 1) * n + c] ? Relation::kLess : Relation::kGreater;
    }
  }
  return p;
}

std::vector<Grid> all_solutions(const Puzzle& p, DomainWidth width, SolveResult* result = nullptr) {
  std::vector<Grid> found;
  SolveResult r = solve(
      p, {},
      [&](const Grid& g) {
        found.push_back(g);
        return true;
      },
      std::nullopt, width);
  if (result != nullptr) *result = r;
  return found;
}

TEST(WideOrders, CompletionsOfOrders65To256AreLatinSquaresKeepingTheGivens) {
  std::mt19937_64 rng(65);
  for (int n : {65, 70, 100, 128, 129, 256}) {
    SCOPED_TRACE(n);
    const Grid square = random_square(n, rng);
    // Many givens: the propagation does most of the work at these sizes.
    const Puzzle p = puzzle_from(square, n, n < 100 ? 0.8 : 0.9, 0.0, rng);
    ASSERT_TRUE(check(p).valid);
    search::SearchOptions first;
    first.solution_limit = 1;
    std::vector<Grid> got;
    const SolveResult r = solve(p, first, [&](const Grid& g) {
      got.push_back(g);
      return true;
    });
    ASSERT_EQ(got.size(), 1u);
    EXPECT_TRUE(testing::oracle_satisfies(p, got.front()));
    EXPECT_EQ(r.search.stats.solutions, 1u);
  }
}

TEST(WideOrders, FutoshikiSignsPastOrder64AreKept) {
  std::mt19937_64 rng(80);
  for (int n : {66, 80}) {
    const Grid square = random_square(n, rng);
    const Puzzle p = puzzle_from(square, n, 0.7, 0.5, rng);
    search::SearchOptions first;
    first.solution_limit = 1;
    Grid got;
    solve(p, first, [&](const Grid& g) {
      got = g;
      return true;
    });
    ASSERT_FALSE(got.empty()) << n;
    EXPECT_TRUE(testing::oracle_satisfies(p, got)) << n;
  }
}

// An empty square past 64 (its first solution costs a search of n^2
// decisions, each scanning the three views: order 72 takes about a second).
TEST(WideOrders, EmptySquareOfOrder72HasAFirstSolution) {
  const Puzzle p = bare(72);
  search::SearchOptions first;
  first.solution_limit = 1;
  Grid got;
  const SolveResult r = solve(p, first, [&](const Grid& g) {
    got = g;
    return true;
  });
  ASSERT_FALSE(got.empty());
  EXPECT_TRUE(testing::oracle_satisfies(p, got));
  EXPECT_EQ(r.search.stats.solutions, 1u);
}

// The cyclic square of even order n has the disjoint intercalates
// {rows i, i + n/2} x {columns j, j + n/2} for j = i: blanking k of them
// leaves exactly 2^k completions.
TEST(WideOrders, CountsAndListingsOfBlankedIntercalatesAreExact) {
  const int n = 70, k = 6;
  Puzzle p = bare(n);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) p.givens[r * n + c] = (r + c) % n + 1;
  for (int i = 0; i < k; ++i) {
    const int a = i * 2, b = a + n / 2;
    for (int r : {a, b})
      for (int c : {a, b}) p.givens[r * n + c] = 0;
  }
  const Counted counted = count_solutions(p, {}, {});
  EXPECT_EQ(counted.count, 1u << k);
  EXPECT_TRUE(counted.search.complete);
  SolveResult listed;
  const std::vector<Grid> all = all_solutions(p, DomainWidth::kAuto, &listed);
  ASSERT_EQ(all.size(), 1u << k);
  EXPECT_EQ(std::set<Grid>(all.begin(), all.end()).size(), all.size());
  for (const Grid& g : all) ASSERT_TRUE(testing::oracle_satisfies(p, g));
  // Threads do not apply past order 64: the same search, the same result.
  search::ParallelOptions two;
  two.threads = 2;
  EXPECT_EQ(count_solutions(p, {}, two).count, 1u << k);
}

// The two instantiations of the engine are the same algorithm: on the same
// puzzle they take the same decisions, so node counts and the order of the
// solutions agree exactly (plain search, and the restarting search).
TEST(WideOrders, WideAndNarrowSetsSearchTheSameTree) {
  std::mt19937_64 rng(64);
  for (int round = 0; round < 24; ++round) {
    const int n = std::vector<int>{5, 6, 9, 12, 20, 33, 40, 64}[round % 8];
    SCOPED_TRACE(n);
    const Grid square = random_square(n, rng);
    const Puzzle p = puzzle_from(square, n, n <= 6 ? 0.3 : n <= 12 ? 0.6 : 0.75, 0.3, rng);
    if (!check(p).valid) continue;
    for (search::RestartMode mode : {search::RestartMode::kOff, search::RestartMode::kOn}) {
      search::SearchOptions so;
      so.solution_limit = 2;
      // The look for a second solution may be long on the large ones; both
      // searches stop at the same node of the same tree.
      so.limits.node_limit = 5000;
      so.restarts = mode;
      std::vector<Grid> narrow, wide;
      const SolveResult a = solve(
          p, so,
          [&](const Grid& g) {
            narrow.push_back(g);
            return true;
          },
          std::nullopt, DomainWidth::kAuto);
      const SolveResult b = solve(
          p, so,
          [&](const Grid& g) {
            wide.push_back(g);
            return true;
          },
          std::nullopt, DomainWidth::kWide);
      ASSERT_EQ(narrow, wide);
      ASSERT_FALSE(narrow.empty());
      EXPECT_EQ(a.search.stop, b.search.stop);
      EXPECT_EQ(a.search.stats.nodes, b.search.stats.nodes);
      EXPECT_EQ(a.search.stats.failures, b.search.stats.failures);
    }
    if (n <= 6) {  // counting too, with the subtree cache on wide keys
      EXPECT_EQ(solve(p, {}, nullptr, std::nullopt, DomainWidth::kWide).search.stats.solutions,
                solve(p, {}, nullptr).search.stats.solutions);
    }
  }
}

}  // namespace
}  // namespace deduce::puzzles::futoshiki

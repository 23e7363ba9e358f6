// The quick completion of loosely constrained squares (latin/completion.h,
// latin/cycle_switch.h, futoshiki/completion_first.h): every answer checked
// by the independent checker of tests/testing/latin_oracle.h; on small
// squares the completion finds a solution exactly when the oracle does; and
// solve() with --restarts auto (its default) answers empty and sparse
// squares of orders up to 256 with two different solutions.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "deduce/puzzles/futoshiki/completion_first.h"
#include "deduce/puzzles/futoshiki/reader_detail.h"
#include "deduce/puzzles/futoshiki/solver.h"
#include "deduce/puzzles/latin/completion.h"
#include "deduce/puzzles/latin/cycle_switch.h"
#include "testing/latin_oracle.h"
#include "testing/random_square.h"

namespace deduce::puzzles::futoshiki {
namespace {

Puzzle bare(int n) {
  Puzzle p;
  detail::init_puzzle(p, n);
  return p;
}

// A square isotopic to the cyclic one, with `givens` of its cells given and
// the signs of `signs` neighbour pairs written (at random, seeded).
Puzzle sparse(int n, int givens, int signs, std::mt19937_64& rng) {
  const Grid square = testing::random_square(n, rng);
  Puzzle p = bare(n);
  std::uniform_int_distribution<int> cell(0, n * n - 1);
  for (int k = 0; k < givens; ++k) {
    const int i = cell(rng);
    p.givens[i] = square[i];
  }
  for (int k = 0; k < signs; ++k) {
    const int i = cell(rng), r = i / n, c = i % n;
    if (k % 2 == 0 && c + 1 < n) {
      p.right[r * (n - 1) + c] = square[i] < square[i + 1] ? Relation::kLess : Relation::kGreater;
    } else if (r + 1 < n) {
      p.down[i] = square[i] < square[i + n] ? Relation::kLess : Relation::kGreater;
    }
  }
  return p;
}

// What solve prints for a puzzle: the first solution and the look for a
// second (as apps' solve_with_look asks for them).
struct Answer {
  std::vector<Grid> found;
  search::SearchResult result;
};
search::SearchOptions look_options() {
  search::SearchOptions options;
  options.solution_limit = 2;
  options.min_look = 10000;
  return options;
}
Answer solve_with_look(const Puzzle& p) {
  const search::SearchOptions options = look_options();
  Answer a;
  a.result = solve(p, options, [&](const Grid& g) {
               a.found.push_back(g);
               return true;
             }).search;
  return a;
}

latin::CompletionProblem problem_of(const Puzzle& p) {
  latin::CompletionProblem out{p.n, p.givens, {}, {}};
  for (int r = 0; r < p.n; ++r) {
    for (int c = 0; c < p.n; ++c) {
      const int i = r * p.n + c;
      if (c + 1 < p.n && p.right_of(r, c) == Relation::kLess) out.less.push_back({i, i + 1});
      if (c + 1 < p.n && p.right_of(r, c) == Relation::kGreater) out.less.push_back({i + 1, i});
      if (r + 1 < p.n && p.below(r, c) == Relation::kLess) out.less.push_back({i, i + p.n});
      if (r + 1 < p.n && p.below(r, c) == Relation::kGreater) out.less.push_back({i + p.n, i});
    }
  }
  return out;
}

TEST(QuickCompletion, EmptySquaresHaveTwoDifferentSolutionsAtEveryOrder) {
  for (const int n : {1, 2, 7, 20, 64, 100, 256}) {
    const Answer a = solve_with_look(bare(n));
    ASSERT_FALSE(a.found.empty()) << n;
    for (const Grid& g : a.found) EXPECT_TRUE(testing::oracle_satisfies(bare(n), g)) << n;
    if (n == 1) {  // one square of order 1, and the search proved it
      EXPECT_EQ(a.found.size(), 1u);
      EXPECT_TRUE(a.result.complete);
    } else {
      ASSERT_EQ(a.found.size(), 2u) << n;
      EXPECT_NE(a.found[0], a.found[1]) << n;
    }
  }
}

TEST(QuickCompletion, SparseSquaresOfOrders100And256KeepTheirGivensAndSigns) {
  std::mt19937_64 rng(256);
  for (const auto& [n, givens, signs] :
       std::vector<std::tuple<int, int, int>>{{100, 50, 50}, {100, 300, 300}, {256, 200, 200}}) {
    const Puzzle p = sparse(n, givens, signs, rng);
    ASSERT_TRUE(tries_completion(p, look_options()));
    const Answer a = solve_with_look(p);
    ASSERT_EQ(a.found.size(), 2u) << n;
    EXPECT_NE(a.found[0], a.found[1]);
    for (const Grid& g : a.found) EXPECT_TRUE(testing::oracle_satisfies(p, g)) << n;
  }
}

TEST(QuickCompletion, FindsASolutionExactlyWhenTheOracleDoes) {
  std::mt19937_64 rng(5);
  int none = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const int n = 3 + trial % 3;
    Puzzle p = sparse(n, n, n, rng);
    // Half the puzzles get a wrong given or sign, so that some have none.
    if (trial % 2 == 1) p.right[trial % (n * (n - 1))] = Relation::kLess;
    budget::Budget budget;
    const latin::Completion c = latin::complete_square(problem_of(p), budget, 1000000);
    const testing::OracleResult o = testing::oracle_solve(p, 1);
    if (o.count == 0) {
      ++none;
      EXPECT_EQ(c.status, latin::CompletionStatus::kNone) << trial;
    } else {
      ASSERT_EQ(c.status, latin::CompletionStatus::kFound) << trial;
      EXPECT_TRUE(testing::oracle_satisfies(p, c.square)) << trial;
    }
  }
  EXPECT_GT(none, 0);  // the "none" branch was exercised
}

TEST(QuickCompletion, ACycleSwitchIsAnotherSolution) {
  std::mt19937_64 rng(7);
  int switched = 0;
  for (int trial = 0; trial < 200; ++trial) {
    const int n = 4 + trial % 4;
    const Puzzle p = sparse(n, n, n, rng);
    budget::Budget budget;
    const latin::CompletionProblem problem = problem_of(p);
    const latin::Completion c = latin::complete_square(problem, budget, 1000000);
    ASSERT_EQ(c.status, latin::CompletionStatus::kFound);
    const auto other = latin::switched_square(problem, c.square, budget);
    if (!other) continue;
    ++switched;
    EXPECT_NE(*other, c.square);
    EXPECT_TRUE(testing::oracle_satisfies(p, *other)) << trial;
  }
  EXPECT_GT(switched, 100);
}

// Row 0 and row 1 each a rising chain of signs: both must start with 1, in
// the same column. No given, so the quick completion runs, and it must
// prove that there is no solution, not give up or guess.
TEST(QuickCompletion, NoSolutionIsProvedAtOrder20) {
  const int n = 20;
  Puzzle p = bare(n);
  for (int r = 0; r < 2; ++r)
    for (int c = 0; c + 1 < n; ++c) p.right[r * (n - 1) + c] = Relation::kLess;
  ASSERT_TRUE(tries_completion(p, look_options()));
  const Answer a = solve_with_look(p);
  EXPECT_TRUE(a.found.empty());
  EXPECT_TRUE(a.result.complete);
  EXPECT_EQ(a.result.stop, budget::StopReason::kNone);
}

TEST(QuickCompletion, FirstOnlyStopsAtOneSolutionAndANodeLimitStopsIt) {
  search::SearchOptions options;
  options.solution_limit = 1;
  std::mt19937_64 rng(1);
  const Puzzle p = sparse(100, 50, 50, rng);
  std::vector<Grid> found;
  const auto r = solve(p, options, [&](const Grid& g) {
    found.push_back(g);
    return true;
  });
  EXPECT_EQ(found.size(), 1u);
  EXPECT_EQ(r.search.stop, budget::StopReason::kSolutionLimit);
  options.limits.node_limit = 100;
  found.clear();
  const auto cut = solve(p, options, [&](const Grid& g) {
    found.push_back(g);
    return true;
  });
  EXPECT_TRUE(found.empty());
  EXPECT_EQ(cut.search.stop, budget::StopReason::kNodeLimit);
}

}  // namespace
}  // namespace deduce::puzzles::futoshiki

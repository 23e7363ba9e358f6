// Differential tests of the two searches that restart, on random Futoshiki,
// Adjacent and Latin-square completion puzzles of order 1..5, against the
// brute-force oracle (tests/testing/latin_oracle.h) and the plain
// depth-first search: the restarting search (search/restarts.h) and clause
// learning (puzzles/futoshiki/learning.h over sat/solver.h).
//
// The restarts restart after every failure here (a Luby unit of 1), so on
// these small instances each search runs through many restarts and records
// many nogoods; a nogood that cut a solution, or a restart that lost part of
// the tree, shows up as a missing solution or a wrong "no solution". Checked
// for each instance:
// - the first solution exists exactly when the oracle finds one, and is valid;
// - with a limit of two, it finds min(count, 2) solutions, and says complete
//   exactly when there are fewer than two (the uniqueness proof);
// - listing every solution (each excluded by a nogood once found, then
//   restarting) gives exactly the oracle's set: nothing lost, nothing twice;
// - solve() with --restarts on keeps the plain search's count (counting
//   never restarts) and the first solution solve() returns is valid.
// Clause learning answers the same three questions (first, two, every
// solution, the last through one excluding clause per solution) and is
// checked the same way: its encoding drops the values the givens exclude,
// folds givens into the relations' clauses and explains line propagations as
// clauses, and a mistake in any of them, or a learnt clause that cut a
// solution, shows up as a missing or invalid solution or a wrong proof.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "deduce/core/store.h"
#include "deduce/puzzles/futoshiki/check.h"
#include "deduce/puzzles/futoshiki/format.h"
#include "deduce/puzzles/futoshiki/learning.h"
#include "deduce/puzzles/futoshiki/model.h"
#include "deduce/puzzles/futoshiki/solver.h"
#include "deduce/search/restarts.h"
#include "testing/instances.h"
#include "differential/random_futoshiki.h"
#include "testing/latin_oracle.h"

namespace deduce::puzzles::futoshiki {
namespace {

constexpr std::uint64_t kMaxCounted = 300;

struct Found {
  std::vector<Grid> grids;
  search::SearchResult result;
  std::uint64_t restarts = 0;
};

// Runs RestartingSearch on p's default model with a Luby unit of one failure.
Found restarting(const Puzzle& p, std::uint64_t limit, std::uint64_t seed) {
  core::Store store;
  latin::LatinModel m = post_futoshiki(store, p, default_model(p, false));
  search::SearchOptions options;
  options.solution_limit = limit;
  search::RestartOptions restart;
  restart.seed = seed;
  restart.luby_unit = 1;
  search::RestartingSearch rs(store, m.cells, options, restart);
  Found f;
  f.result = rs.run([&](const core::Store& s) {
    Grid g(p.n * p.n);
    for (std::size_t i = 0; i < g.size(); ++i) g[i] = s.value(m.cells[i]) + 1;
    f.grids.push_back(g);
    return true;
  });
  f.restarts = rs.restarts();
  return f;
}

// Runs the clause-learning search on p, as a race of `threads` searches.
Found learning_on(int threads, const Puzzle& p, std::uint64_t limit, std::uint64_t seed) {
  search::SearchSettings options;
  options.solution_limit = limit;
  options.seed = seed;
  Found f;
  f.result = solve_learning(
      p, options,
      [&](const Grid& g) {
        f.grids.push_back(g);
        return true;
      },
      threads);
  return f;
}
Found learning(const Puzzle& p, std::uint64_t limit, std::uint64_t seed) {
  return learning_on(1, p, limit, seed);
}
Found learning_race(const Puzzle& p, std::uint64_t limit, std::uint64_t seed) {
  return learning_on(2, p, limit, seed);
}

struct Tally {
  int instances = 0, unsolvable = 0, unique = 0, many = 0;
  std::uint64_t restarts = 0;
  std::uint64_t conflicts = 0;
};

// The first, the first two and every solution of `search` against the oracle's.
template <class Search>
void check_searches(const Puzzle& p, std::uint64_t seed, Search search,
                    const testing::OracleResult& oracle, Found& all) {
  const std::uint64_t count = oracle.count;
  const Found first = search(p, 1, seed);
  ASSERT_EQ(first.grids.size(), std::min<std::uint64_t>(count, 1));
  for (const Grid& g : first.grids) ASSERT_TRUE(testing::oracle_satisfies(p, g));
  EXPECT_EQ(first.result.complete, count == 0);

  const Found two = search(p, 2, seed + 1);
  ASSERT_EQ(two.grids.size(), std::min<std::uint64_t>(count, 2));
  EXPECT_EQ(two.result.complete, count < 2) << "the uniqueness proof";
  if (two.grids.size() == 2) {
    EXPECT_NE(two.grids[0], two.grids[1]);
  }

  all = search(p, 0, seed);
  EXPECT_TRUE(all.result.complete);
  std::vector<Grid> expected = oracle.solutions;
  std::sort(expected.begin(), expected.end());
  std::sort(all.grids.begin(), all.grids.end());
  ASSERT_EQ(all.grids, expected) << "every solution, each once";
}

void check_instance(const Puzzle& p, std::uint64_t seed, Tally& tally) {
  if (!check(p).valid) return;
  const auto oracle = testing::oracle_solve(p, kMaxCounted + 1, kMaxCounted + 1);
  const std::uint64_t count = oracle.count;
  if (count > kMaxCounted) return;
  ++tally.instances;
  (count == 0 ? tally.unsolvable : count == 1 ? tally.unique : tally.many)++;

  Found all;
  {
    SCOPED_TRACE("restarts");
    check_searches(p, seed, restarting, oracle, all);
    if (::testing::Test::HasFatalFailure()) return;
    tally.restarts += all.restarts;
  }
  {
    SCOPED_TRACE("clause learning");
    check_searches(p, seed, learning, oracle, all);
    if (::testing::Test::HasFatalFailure()) return;
    tally.conflicts += all.result.stats.failures;
  }
  {
    SCOPED_TRACE("clause learning, two searches racing");
    check_searches(p, seed, learning_race, oracle, all);
    if (::testing::Test::HasFatalFailure()) return;
  }

  search::SearchOptions on;
  on.restarts = search::RestartMode::kOn;
  on.seed = seed;
  EXPECT_EQ(solve(p, on, nullptr).search.stats.solutions, count) << "counting is exact";
  on.solution_limit = 1;
  std::vector<Grid> got;
  solve(p, on, [&](const Grid& g) {
    got.push_back(g);
    return true;
  });
  ASSERT_EQ(got.size(), std::min<std::uint64_t>(count, 1));
  for (const Grid& g : got) EXPECT_TRUE(testing::oracle_satisfies(p, g));

  on.restarts = search::RestartMode::kLearn;
  got.clear();
  const SolveResult learnt = solve(p, on, [&](const Grid& g) {
    got.push_back(g);
    return true;
  });
  ASSERT_EQ(got.size(), std::min<std::uint64_t>(count, 1));
  for (const Grid& g : got) EXPECT_TRUE(testing::oracle_satisfies(p, g));
  EXPECT_EQ(learnt.search.stats.solutions, got.size());
}

void run_family(Family family, std::uint64_t family_number, std::uint64_t normal_count) {
  const std::uint64_t seed = testing::family_seed(20261125, family_number);
  const std::uint64_t count = testing::instance_count(normal_count);
  Tally tally;
  for (std::uint64_t i = 0; i < count; ++i) {
    std::seed_seq seq{seed, i};
    std::mt19937_64 rng(seq);
    const Puzzle p = random_puzzle(family, rng);
    SCOPED_TRACE(testing::repro(seed, i) + ": " + format_game_id(p));
    check_instance(p, seed + i, tally);
    if (::testing::Test::HasFatalFailure()) return;
  }
  std::printf(
      "%d instances: %d without solution, %d unique, %d with several; %llu restarts, %llu "
      "conflicts learnt from\n",
      tally.instances, tally.unsolvable, tally.unique, tally.many,
      static_cast<unsigned long long>(tally.restarts),
      static_cast<unsigned long long>(tally.conflicts));
  if (count >= 300) {  // the generator gives every kind of outcome
    EXPECT_GT(tally.unsolvable, 0);
    EXPECT_GT(tally.many, 0);
    EXPECT_GT(tally.restarts, 100u) << "the searches did restart";
    EXPECT_GT(tally.conflicts, 100u) << "clause learning did learn";
  }
}

TEST(RestartDifferential, RandomFutoshikiMatchTheOracle) {
  run_family(Family::kFutoshiki, 1, 600);
}

TEST(RestartDifferential, RandomAdjacentPuzzlesMatchTheOracle) {
  run_family(Family::kAdjacent, 2, 400);
}

TEST(RestartDifferential, RandomLatinSquareCompletionsMatchTheOracle) {
  run_family(Family::kLatin, 3, 400);
}

}  // namespace
}  // namespace deduce::puzzles::futoshiki

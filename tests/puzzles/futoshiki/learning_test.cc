// Clause learning (learning.h) on instances too large for the brute-force
// oracle: the order-30 quasigroup-completion set near the hardness peak, where
// solve() learns by default. Each solution is checked by the checker
// (check.h), the second solution of a proof differs from the first, the plain
// search agrees on a puzzle with signs, and a node limit stops an order-35
// search honestly; two searches racing agree with one.
#include "deduce/puzzles/futoshiki/learning.h"

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "deduce/io/read_file.h"
#include "deduce/puzzles/futoshiki/check.h"
#include "deduce/puzzles/futoshiki/parse.h"
#include "deduce/puzzles/futoshiki/solver.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::futoshiki {
namespace {

std::vector<Puzzle> read_set(const std::string& name) {
  const std::string path = testing::source_path("bench/data/futoshiki/" + name);
  return parse_puzzles(io::read_file(path), path);
}

std::vector<Grid> learn(const Puzzle& p, std::uint64_t limit, search::SearchResult* result,
                        int threads = 1) {
  search::SearchSettings options;
  options.solution_limit = limit;
  std::vector<Grid> found;
  *result = solve_learning(
      p, options,
      [&](const Grid& g) {
        found.push_back(g);
        return true;
      },
      threads);
  return found;
}

TEST(Learning, SolvesTheOrder30SetWithValidSolutions) {
  const std::vector<Puzzle> set = read_set("qwh_30_316.fut");
  ASSERT_EQ(set.size(), 10u);
  for (const Puzzle& p : set) {
    search::SearchResult result;
    const std::vector<Grid> two = learn(p, 2, &result);
    ASSERT_FALSE(two.empty());
    for (const Grid& g : two) EXPECT_TRUE(is_solution(p, g));
    if (two.size() == 2) {
      EXPECT_NE(two[0], two[1]);
      EXPECT_EQ(result.stop, budget::StopReason::kSolutionLimit);
    } else {
      EXPECT_TRUE(result.complete) << "a unique solution is proved";
    }
    EXPECT_GT(result.stats.nodes, 0u);
  }
}

// Two searches racing: valid solutions, the same verdict as one search, the
// same answer on every run, and the one solution of a unique puzzle.
TEST(Learning, TwoSearchesRaceToTheSameAnswerOnEveryRun) {
  const std::vector<Puzzle> set = read_set("qwh_30_316.fut");
  for (const Puzzle& p : set) {
    search::SearchResult one, race, again;
    const std::vector<Grid> alone = learn(p, 2, &one);
    const std::vector<Grid> two = learn(p, 2, &race, 2);
    ASSERT_EQ(two.size(), alone.size());
    for (const Grid& g : two) EXPECT_TRUE(is_solution(p, g));
    EXPECT_EQ(race.complete, one.complete);
    if (alone.size() == 1) {
      EXPECT_EQ(two, alone) << "a unique solution";
    }
    EXPECT_EQ(learn(p, 2, &again, 2), two);
    EXPECT_EQ(again.stats.solutions, race.stats.solutions);
  }
}

TEST(Learning, AgreesWithThePlainSearchOnASignedSquare) {
  // The solution of the 9x9 example, blanked to its givens: a unique puzzle
  // whose signs the clauses must carry.
  const std::string path = testing::source_path("examples/futoshiki_9x9.fut");
  const Puzzle p = parse_puzzles(io::read_file(path), path).front();
  search::SearchOptions plain;
  plain.restarts = search::RestartMode::kOff;
  plain.solution_limit = 2;
  std::vector<Grid> expected;
  const SolveResult r = solve(p, plain, [&](const Grid& g) {
    expected.push_back(g);
    return true;
  });
  search::SearchResult result;
  EXPECT_EQ(learn(p, 2, &result), expected);
  EXPECT_EQ(result.complete, r.search.complete);
}

TEST(Learning, ANodeLimitStopsWithoutASolution) {
  const Puzzle p = read_set("qwh_35_405.fut").front();
  search::SearchSettings options;
  options.solution_limit = 1;
  options.limits.node_limit = 5;
  std::size_t found = 0;
  const search::SearchResult r = solve_learning(p, options, [&](const Grid&) {
    ++found;
    return true;
  });
  EXPECT_EQ(found, 0u);
  EXPECT_FALSE(r.complete);
  EXPECT_EQ(r.stop, budget::StopReason::kNodeLimit);
}

// solve_on_threads decides once between learning and the constraint search:
// where learns() says so it is the race of that many searches (the same
// decisions as solve_learning on one, the same answer on two), and where
// it does not (--restarts off) it is solve().
TEST(Learning, SolveOnThreadsLearnsWhereLearnsSaysSo) {
  const Puzzle p = read_set("qwh_30_316.fut").front();
  search::SearchOptions options;
  options.solution_limit = 2;
  ASSERT_TRUE(learns(p, options));
  const auto run = [&](auto&& search) {
    std::vector<Grid> found;
    const search::SearchResult r = search([&](const Grid& g) {
      found.push_back(g);
      return true;
    });
    return std::make_pair(r, found);
  };
  // One search is deterministic to the decision; a race's answer is.
  const auto one = run([&](const auto& f) { return solve_on_threads(p, options, f, 1); });
  const auto learnt = run([&](const auto& f) { return solve_learning(p, options, f, 1); });
  EXPECT_EQ(one.second, learnt.second);
  EXPECT_EQ(one.first.stats.nodes, learnt.first.stats.nodes);
  const auto raced = run([&](const auto& f) { return solve_on_threads(p, options, f, 2); });
  const auto race = run([&](const auto& f) { return solve_learning(p, options, f, 2); });
  EXPECT_EQ(raced.second, race.second);
  EXPECT_EQ(raced.first.complete, race.first.complete);

  options.restarts = search::RestartMode::kOff;
  ASSERT_FALSE(learns(p, options));
  const auto plain = run([&](const auto& f) { return solve_on_threads(p, options, f, 2); });
  const auto searched = run([&](const auto& f) { return solve(p, options, f).search; });
  EXPECT_EQ(plain.second, searched.second);
  EXPECT_EQ(plain.first.stats.nodes, searched.first.stats.nodes);
}

}  // namespace
}  // namespace deduce::puzzles::futoshiki

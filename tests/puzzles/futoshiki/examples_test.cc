// The bundled examples: each is solved by the engine and by the independent
// oracle, both must find exactly the stored solution
// (examples/<name>.solution), and `deduce solve` must print it. Random small
// puzzles are solved both ways too, and every solution the engine gives must
// pass the oracle's checker.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <random>
#include <sstream>

#include "deduce/puzzles/futoshiki/check.h"
#include "deduce/puzzles/futoshiki/parse.h"
#include "deduce/puzzles/futoshiki/solver.h"
#include "testing/latin_oracle.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::futoshiki {
namespace {

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<Grid> engine_solutions(const Puzzle& p, std::uint64_t limit = 0) {
  std::vector<Grid> found;
  search::SearchOptions options;
  options.solution_limit = limit;
  SolveResult r = solve(p, options, [&](const Grid& g) {
    found.push_back(g);
    return true;
  });
  EXPECT_EQ(r.search.stats.solutions, found.size());
  return found;
}

// The lines of `text` that are answers, not `# ` comments or blank lines.
std::string answer_lines(const std::string& text) {
  std::istringstream in(text);
  std::string kept;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line[0] != '#') kept += line + "\n";
  }
  return kept;
}

// How many lines of `text` start with `prefix`.
std::size_t summaries(const std::string& text, const std::string& prefix) {
  std::istringstream in(text);
  std::size_t n = 0;
  for (std::string line; std::getline(in, line);) n += line.rfind(prefix, 0) == 0;
  return n;
}

class FutoshikiExample : public ::testing::TestWithParam<const char*> {};

TEST_P(FutoshikiExample, HasExactlyTheStoredSolution) {
  const std::string name = GetParam();
  const std::string puzzle_path = testing::source_path("examples/" + name);
  const std::string solution_path =
      testing::source_path("examples/" + name.substr(0, name.rfind('.')) + ".solution");
  auto puzzles = parse_puzzles(slurp(puzzle_path), puzzle_path);
  auto solutions = parse_puzzles(slurp(solution_path), solution_path);
  ASSERT_EQ(puzzles.size(), solutions.size());
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    SCOPED_TRACE("puzzle " + std::to_string(i + 1));
    const Puzzle& p = puzzles[i];
    const Grid& expected = solutions[i].givens;
    EXPECT_EQ(check(solutions[i]).verdict, Verdict::kCompleteValid);
    ASSERT_TRUE(testing::oracle_satisfies(p, expected));
    auto oracle = testing::oracle_solve(p, 0, 2);
    EXPECT_TRUE(oracle.complete);
    ASSERT_EQ(oracle.count, 1u);
    EXPECT_EQ(oracle.solutions[0], expected);
    auto mine = engine_solutions(p);
    ASSERT_EQ(mine.size(), 1u);
    EXPECT_EQ(mine[0], expected);
  }
}

TEST_P(FutoshikiExample, TheCommandPrintsTheStoredSolution) {
  const std::string name = GetParam();
  const std::string solution_path =
      testing::source_path("examples/" + name.substr(0, name.rfind('.')) + ".solution");
  testing::RunResult r = testing::run_deduce({"solve", testing::source_path("examples/" + name)});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  auto printed = parse_puzzles(r.out, "out");
  auto solutions = parse_puzzles(slurp(solution_path), solution_path);
  // Game-ID input prints each solution twice: as a solved ID, then as a grid.
  std::vector<Grid> grids;
  for (const Puzzle& p : printed) {
    if (p.source == SourceFormat::kGrid) grids.push_back(p.givens);
  }
  ASSERT_EQ(grids.size(), solutions.size());
  for (std::size_t i = 0; i < grids.size(); ++i) EXPECT_EQ(grids[i], solutions[i].givens);
  EXPECT_EQ(summaries(r.out, "# unique solution"), solutions.size()) << r.out;
  testing::RunResult count =
      testing::run_deduce({"solve", "--count", testing::source_path("examples/" + name)});
  EXPECT_EQ(count.exit_code, 0);
  // One count per puzzle, each 1; a file of several puzzles heads each with
  // a `# FILE:LINE (puzzle K)` line.
  std::string ones;
  for (std::size_t i = 0; i < solutions.size(); ++i) ones += "1\n";
  EXPECT_EQ(answer_lines(count.out), ones) << count.out;
  EXPECT_EQ(summaries(count.out, "# " + testing::source_path("examples/" + name) + ":"),
            solutions.size() > 1 ? solutions.size() : 0u)
      << count.out;
}

INSTANTIATE_TEST_SUITE_P(Examples, FutoshikiExample,
                         ::testing::Values("futoshiki_5x5.fut", "futoshiki_7x7.fut",
                                           "futoshiki_9x9.fut", "futoshiki_ids.txt"));

// Random puzzles of order 2..5 in both modes: the engine and the oracle find
// the same solutions (listing and counting), and each passes the
// independent checker.
TEST(FutoshikiDifferential, EngineAndOracleAgreeOnRandomPuzzles) {
  std::mt19937 rng(20261123);
  int with_solutions = 0, without = 0;
  for (int trial = 0; trial < 400; ++trial) {
    Puzzle p;
    p.n = 2 + static_cast<int>(rng() % 4);
    const int n = p.n;
    p.mode = rng() % 3 == 0 ? Mode::kAdjacent : Mode::kUnequal;
    p.givens.assign(n * n, 0);
    p.right.assign(n * (n - 1), Relation::kNone);
    p.down.assign((n - 1) * n, Relation::kNone);
    for (int k = 0; k < n * n; ++k) {
      if (rng() % 6 == 0) p.givens[k] = static_cast<int>(rng() % n) + 1;
    }
    for (auto* rels : {&p.right, &p.down}) {
      for (Relation& r : *rels) {
        int k = rng() % 5;
        if (p.mode == Mode::kAdjacent)
          r = k < 2 ? Relation::kAdjacent : Relation::kNone;
        else
          r = k == 0 ? Relation::kLess : k == 1 ? Relation::kGreater : Relation::kNone;
      }
    }
    if (!check(p).valid) continue;  // solve is only called on valid puzzles
    auto oracle = testing::oracle_solve(p, 0, 100000);
    auto mine = engine_solutions(p);
    ASSERT_EQ(mine.size(), oracle.count) << "trial " << trial;
    // Count-only mode (no solutions kept) agrees too.
    ASSERT_EQ(solve(p, {}, nullptr).search.stats.solutions, oracle.count) << "trial " << trial;
    for (const Grid& g : mine) ASSERT_TRUE(testing::oracle_satisfies(p, g)) << "trial " << trial;
    std::sort(mine.begin(), mine.end());
    std::sort(oracle.solutions.begin(), oracle.solutions.end());
    EXPECT_EQ(mine, oracle.solutions) << "trial " << trial;
    (mine.empty() ? without : with_solutions)++;
  }
  EXPECT_GT(with_solutions, 20);
  EXPECT_GT(without, 20);
}

TEST(FutoshikiDifferential, LatinSquareCountsMatchTheOracle) {
  for (int n = 1; n <= 5; ++n) {
    Puzzle p;
    p.n = n;
    p.givens.assign(n * n, 0);
    p.right.assign(n * (n - 1), Relation::kNone);
    p.down.assign((n - 1) * n, Relation::kNone);
    SolveResult r = solve(p, {}, nullptr);
    EXPECT_EQ(r.search.stats.solutions, testing::oracle_solve(p).count) << n;
  }
}

}  // namespace
}  // namespace deduce::puzzles::futoshiki

// The kernel's counts against the plain backtracking oracle on random grids
// with holes (many solutions, one, and none), its solutions against the
// rules and the givens, and its limits.
#include "deduce/puzzles/sudoku/kernel/count_solutions.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <numeric>
#include <random>
#include <vector>

#include "puzzles/sudoku/kernel/backtracking_oracle.h"
#include "puzzles/sudoku/kernel/random_grids.h"

namespace deduce::puzzles::sudoku::kernel {
namespace {

using testing::keeps_rules;
using testing::random_puzzle;
using testing::random_solved_grid;

TEST(SudokuKernel, CountsAsTheOracleOnRandomPuzzles) {
  std::mt19937_64 rng(37);
  testing::BacktrackingOracle oracle;
  std::array<int, 4> seen{};  // puzzles with 0, 1, 2 to 9, and 10 or more solutions
  for (int i = 0; i < 3000; ++i) {
    const Grid puzzle = random_puzzle(rng, i % 3);
    for (const std::uint64_t limit : {1u, 2u, 10u}) {
      const std::uint64_t expected = oracle.count(puzzle, limit);
      const CountResult got = count_solutions(puzzle, Limits{.solution_limit = limit});
      ASSERT_EQ(got.count, expected) << "puzzle " << i << " limit " << limit;
      ASSERT_FALSE(got.stopped);
      if (got.count > 0) {
        ASSERT_TRUE(keeps_rules(got.first_solution, puzzle)) << "puzzle " << i;
      }
      if (limit == 10) ++seen[expected == 0 ? 0 : expected == 1 ? 1 : expected < 10 ? 2 : 3];
    }
  }
  // The random puzzles reach every kind of count, so the comparison means something.
  for (const int n : seen) EXPECT_GT(n, 100);
}

Grid transposed(const Grid& grid) {
  Grid t{};
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) t[c * 9 + r] = grid[r * 9 + c];
  }
  return t;
}

// Counts in the hundreds and thousands need many splits of every kind (a
// band split of a puzzle is a stack split of its transpose), and count each
// solution once only if the children of every split are disjoint.
TEST(SudokuKernel, CountsManySolutionsAsTheOracle) {
  std::mt19937_64 rng(1905);
  testing::BacktrackingOracle oracle;
  int large = 0;
  for (int i = 0; i < 30; ++i) {
    Grid puzzle = random_solved_grid(rng);
    std::array<int, 81> order{};
    std::iota(order.begin(), order.end(), 0);
    std::shuffle(order.begin(), order.end(), rng);
    const int holes = std::uniform_int_distribution<int>(50, 58)(rng);
    for (int h = 0; h < holes; ++h) puzzle[order[h]] = 0;
    for (const Grid& grid : {puzzle, transposed(puzzle)}) {
      const std::uint64_t expected = oracle.count(grid, 5000);
      const CountResult got = count_solutions(grid, Limits{.solution_limit = 5000});
      ASSERT_EQ(got.count, expected) << "puzzle " << i;
      large += expected >= 100;
    }
  }
  EXPECT_GT(large, 10);
}

// Arto Inkala's "AI Escargot" and "the world's hardest Sudoku" (2010), and
// a 17-given puzzle of Royle's collection (its first line).
constexpr std::array<const char*, 3> kHardLines = {
    "100007090030020008009600500005300900010080002600004000300000010040000007007000300",
    "800000000003600000070090200050007000000045700000100030001000068008500010090000400",
    "000000010400000000020000000000050407008000300001090000300400200050100000000806000"};

TEST(SudokuKernel, SolvesHardPuzzlesUniquely) {
  for (const char* line : kHardLines) {
    Grid grid{};
    ASSERT_TRUE(parse_line(line, std::strlen(line), grid));
    testing::BacktrackingOracle oracle;
    ASSERT_EQ(oracle.count(grid, 2), 1u) << line;
    const CountResult got = count_solutions(grid, Limits{.solution_limit = 2});
    EXPECT_EQ(got.count, 1u) << line;
    EXPECT_EQ(got.first_solution, oracle.first_solution()) << line;
  }
}

TEST(SudokuKernel, ContradictingGivensHaveNoSolution) {
  Grid grid{};
  grid[0] = 5;
  grid[8] = 5;  // the same digit twice in row 1
  EXPECT_EQ(count_solutions(grid).count, 0u);
  grid[8] = 0;
  grid[10] = 5;  // twice in box 1
  EXPECT_EQ(count_solutions(grid).count, 0u);
  grid[10] = 0;
  grid[72] = 5;  // twice in column 1
  EXPECT_EQ(count_solutions(grid).count, 0u);
  // No digit left for cell 0: 1-8 in its row, 9 in its column.
  Grid crowded{};
  for (int c = 1; c < 9; ++c) crowded[c] = static_cast<std::uint8_t>(c);
  crowded[27] = 9;
  EXPECT_EQ(count_solutions(crowded).count, 0u);
  Grid bad{};
  bad[40] = 10;
  EXPECT_TRUE(count_solutions(bad).bad_input);
  EXPECT_EQ(count_solutions(bad).count, 0u);
}

TEST(SudokuKernel, TwoSinglesOfOneDigitInARowFailAtTheRoot) {
  // Columns 1 and 9 hold 1-8 below row 1, so row 1's first and last cells
  // can only be 9: no solution, which the root's propagation must see
  // without a branch. (place_set_test.cc checks the conflict check itself.)
  Grid grid{};
  for (int r = 1; r < 9; ++r) {
    grid[r * 9] = static_cast<std::uint8_t>(r);
    grid[r * 9 + 8] = static_cast<std::uint8_t>(r % 8 + 1);
  }
  testing::BacktrackingOracle oracle;
  ASSERT_EQ(oracle.count(grid, 2), 0u);
  const CountResult got = count_solutions(grid, Limits{.solution_limit = 2});
  EXPECT_EQ(got.count, 0u);
  EXPECT_EQ(got.nodes, 1u);
}

TEST(SudokuKernel, EmptyGridCountsToItsLimit) {
  const CountResult got = count_solutions(Grid{}, Limits{.solution_limit = 1000});
  EXPECT_EQ(got.count, 1000u);
  EXPECT_FALSE(got.stopped);
  EXPECT_TRUE(keeps_rules(got.first_solution, Grid{}));
}

TEST(SudokuKernel, NodeLimitStopsWithAPartialCount) {
  const CountResult got = count_solutions(Grid{}, Limits{.solution_limit = 1000, .node_limit = 50});
  EXPECT_TRUE(got.stopped);
  EXPECT_EQ(got.reason, budget::StopReason::kNodeLimit);
  EXPECT_EQ(got.nodes, 50u);
  EXPECT_GT(got.count, 0u);
  EXPECT_LT(got.count, 1000u);
}

TEST(SudokuKernel, StopTokenStopsAtTheNextPoll) {
  budget::StopToken token{static_cast<int>(budget::StopReason::kInterrupted)};
  budget::StopTokenScope scope(&token);
  budget::Budget budget;
  const CountResult got =
      count_solutions(Grid{}, Limits{.solution_limit = 1000000, .budget = &budget});
  EXPECT_TRUE(got.stopped);
  EXPECT_EQ(got.reason, budget::StopReason::kInterrupted);
  EXPECT_EQ(got.nodes, kPollStride);
  EXPECT_GT(got.count, 0u);
  EXPECT_EQ(budget.spent(), got.nodes);
}

// What a count under a budget spends shows on the progress line.
TEST(SudokuKernel, NodesGoToTheProgressCount) {
  budget::Budget budget;
  const std::uint64_t before = budget::g_progress_units.load();
  const CountResult got =
      count_solutions(Grid{}, Limits{.solution_limit = 5000, .budget = &budget});
  EXPECT_GE(got.nodes, 2 * kPollStride);
  EXPECT_EQ(budget::g_progress_units.load() - before, got.nodes / kPollStride * kPollStride);
}

TEST(SudokuKernel, SpentTimeoutStopsAtTheFirstPoll) {
  // A timeout already spent (as budget::Deadline hands one on): no clock
  // race, the first poll is past it.
  budget::Limits limits;
  limits.timeout_seconds = 1e-9;
  budget::Budget budget(limits);
  const CountResult got =
      count_solutions(Grid{}, Limits{.solution_limit = 1000000, .budget = &budget});
  EXPECT_TRUE(got.stopped);
  EXPECT_EQ(got.reason, budget::StopReason::kTimeout);
  EXPECT_EQ(got.nodes, kPollStride);
}

// The visitor sees every solution once, each keeping the rules, as many
// as the oracle counts; its false ends the search as the limit does.
TEST(SudokuKernel, VisitorSeesEverySolutionOnce) {
  std::mt19937_64 rng(2026);
  testing::BacktrackingOracle oracle;
  int several = 0;
  for (int i = 0; i < 200; ++i) {
    const Grid puzzle = random_puzzle(rng, i % 2);
    std::vector<Grid> seen;
    auto keep = [&seen](const Grid& solution) {
      seen.push_back(solution);
      return true;
    };
    const CountResult got =
        count_solutions(puzzle, Limits{.solution_limit = 300, .on_solution = visitor_of(keep)});
    ASSERT_EQ(got.count, oracle.count(puzzle, 300)) << "puzzle " << i;
    ASSERT_EQ(seen.size(), got.count);
    for (const Grid& s : seen) {
      ASSERT_TRUE(keeps_rules(s, puzzle));
    }
    if (!seen.empty()) {
      EXPECT_EQ(seen.front(), got.first_solution);
    }
    std::sort(seen.begin(), seen.end());
    EXPECT_EQ(std::adjacent_find(seen.begin(), seen.end()), seen.end()) << "puzzle " << i;
    several += got.count >= 2;
  }
  EXPECT_GT(several, 20);
  std::uint64_t calls = 0;
  auto three = [&calls](const Grid&) { return ++calls < 3; };
  const CountResult stopped =
      count_solutions(Grid{}, Limits{.solution_limit = 100, .on_solution = visitor_of(three)});
  EXPECT_EQ(calls, 3u);
  EXPECT_EQ(stopped.count, 3u);
  EXPECT_FALSE(stopped.stopped);
}

// After the first solution the look for a second is bounded by as many
// nodes again as the first took (and at least min_look): it ends unique,
// or stops there for kLookBound; a smaller node limit still says kNodeLimit.
TEST(SudokuKernel, LookForASecondSolutionIsBounded) {
  int bound = 0;
  for (const char* line : kHardLines) {
    Grid grid{};
    ASSERT_TRUE(parse_line(line, std::strlen(line), grid));
    const CountResult first = count_solutions(grid, Limits{.solution_limit = 1});
    const CountResult whole = count_solutions(grid, Limits{.solution_limit = 2});
    const CountResult looked = count_solutions(grid, Limits{.solution_limit = 2, .min_look = 1});
    ASSERT_EQ(whole.count, 1u);
    EXPECT_EQ(looked.count, 1u);
    if (whole.nodes <= 2 * first.nodes) {
      EXPECT_FALSE(looked.stopped) << line;
    } else {
      EXPECT_TRUE(looked.stopped) << line;
      EXPECT_EQ(looked.reason, budget::StopReason::kLookBound);
      EXPECT_EQ(looked.nodes, 2 * first.nodes);
      ++bound;
    }
    const CountResult wide =
        count_solutions(grid, Limits{.solution_limit = 2, .min_look = 1000000});
    EXPECT_FALSE(wide.stopped);
    const CountResult capped = count_solutions(
        grid, Limits{.solution_limit = 2, .node_limit = first.nodes + 1, .min_look = 1000000});
    if (whole.nodes > first.nodes + 1) {
      EXPECT_EQ(capped.reason, budget::StopReason::kNodeLimit);
    }
  }
  EXPECT_GT(bound, 0);
}

TEST(SudokuKernel, ParsesLines) {
  Grid grid{};
  std::string line(81, '.');
  line[3] = '7';
  ASSERT_TRUE(parse_line(line.data(), line.size(), grid));
  EXPECT_EQ(grid[3], 7);
  EXPECT_EQ(grid[4], 0);
  EXPECT_FALSE(parse_line(line.data(), 80, grid));
  line[5] = 'x';
  EXPECT_FALSE(parse_line(line.data(), line.size(), grid));
}

}  // namespace
}  // namespace deduce::puzzles::sudoku::kernel

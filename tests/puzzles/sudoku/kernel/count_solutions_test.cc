// The kernel's counts against the plain backtracking oracle on random grids
// with holes (many solutions, one, and none), its solutions against the
// rules and the givens, and its limits.
#include "deduce/puzzles/sudoku/kernel/count_solutions.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <numeric>
#include <random>

#include "puzzles/sudoku/kernel/backtracking_oracle.h"

namespace deduce::puzzles::sudoku::kernel {
namespace {

// A solved grid by the pattern (3 * (r % 3) + r / 3 + c) % 9 + 1, shuffled by
// the moves that keep a grid solved: digits relabelled, rows within a band,
// bands, columns within a stack, stacks, and a transposition.
Grid random_solved_grid(std::mt19937_64& rng) {
  std::array<int, 9> digit{};
  std::iota(digit.begin(), digit.end(), 1);
  std::shuffle(digit.begin(), digit.end(), rng);
  auto line_order = [&rng]() {
    std::array<int, 3> bands{0, 1, 2};
    std::shuffle(bands.begin(), bands.end(), rng);
    std::array<int, 9> order{};
    for (int b = 0; b < 3; ++b) {
      std::array<int, 3> inner{0, 1, 2};
      std::shuffle(inner.begin(), inner.end(), rng);
      for (int i = 0; i < 3; ++i) order[3 * b + i] = 3 * bands[b] + inner[i];
    }
    return order;
  };
  const std::array<int, 9> rows = line_order();
  const std::array<int, 9> columns = line_order();
  const bool transpose = (rng() & 1) != 0;
  Grid grid{};
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) {
      const int pr = rows[r];
      const int pc = columns[c];
      const int value = digit[(3 * (pr % 3) + pr / 3 + pc) % 9];
      grid[transpose ? c * 9 + r : r * 9 + c] = static_cast<std::uint8_t>(value);
    }
  }
  return grid;
}

// Whether `solution` is a complete grid that keeps every rule and every given.
bool keeps_rules(const Grid& solution, const Grid& givens) {
  for (int cell = 0; cell < 81; ++cell) {
    if (solution[cell] < 1 || solution[cell] > 9) return false;
    if (givens[cell] != 0 && givens[cell] != solution[cell]) return false;
  }
  for (int unit = 0; unit < 9; ++unit) {
    unsigned row = 0, column = 0, box = 0;
    for (int i = 0; i < 9; ++i) {
      row |= 1u << solution[unit * 9 + i];
      column |= 1u << solution[i * 9 + unit];
      box |= 1u << solution[(unit / 3 * 3 + i / 3) * 9 + unit % 3 * 3 + i % 3];
    }
    if (row != 0x3FE || column != 0x3FE || box != 0x3FE) return false;
  }
  return true;
}

// Random puzzles of three sorts: a solved grid with random holes (at least
// one solution); the same with a given or two changed at random (often
// none); and random givens that need not come from a grid (none to many).
Grid random_puzzle(std::mt19937_64& rng, int sort) {
  std::uniform_int_distribution<int> cell_of(0, 80);
  std::uniform_int_distribution<int> digit_of(1, 9);
  if (sort == 2) {
    Grid grid{};
    const int givens = std::uniform_int_distribution<int>(0, 30)(rng);
    for (int i = 0; i < givens; ++i) grid[cell_of(rng)] = static_cast<std::uint8_t>(digit_of(rng));
    return grid;
  }
  Grid grid = random_solved_grid(rng);
  const int holes = std::uniform_int_distribution<int>(0, 81)(rng);
  std::array<int, 81> order{};
  std::iota(order.begin(), order.end(), 0);
  std::shuffle(order.begin(), order.end(), rng);
  for (int i = 0; i < holes; ++i) grid[order[i]] = 0;
  if (sort == 1) {
    const int changes = 1 + static_cast<int>(rng() % 2);
    for (int i = 0; i < changes; ++i) grid[cell_of(rng)] = static_cast<std::uint8_t>(digit_of(rng));
  }
  return grid;
}

TEST(SudokuKernel, CountsAsTheOracleOnRandomPuzzles) {
  std::mt19937_64 rng(37);
  testing::BacktrackingOracle oracle;
  std::array<int, 4> seen{};  // puzzles with 0, 1, 2 to 9, and 10 or more solutions
  for (int i = 0; i < 3000; ++i) {
    const Grid puzzle = random_puzzle(rng, i % 3);
    for (const std::uint64_t limit : {1u, 2u, 10u}) {
      const std::uint64_t expected = oracle.count(puzzle, limit);
      const CountResult got = count_solutions(puzzle, Limits{limit, 0, nullptr});
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
      const CountResult got = count_solutions(grid, Limits{5000, 0, nullptr});
      ASSERT_EQ(got.count, expected) << "puzzle " << i;
      large += expected >= 100;
    }
  }
  EXPECT_GT(large, 10);
}

TEST(SudokuKernel, SolvesHardPuzzlesUniquely) {
  // Arto Inkala's "AI Escargot" and "the world's hardest Sudoku" (2010),
  // and a 17-given puzzle of Royle's collection (its first line).
  for (const char* line :
       {"100007090030020008009600500005300900010080002600004000300000010040000007007000300",
        "800000000003600000070090200050007000000045700000100030001000068008500010090000400",
        "000000010400000000020000000000050407008000300001090000300400200050100000000806000"}) {
    Grid grid{};
    ASSERT_TRUE(parse_line(line, std::strlen(line), grid));
    testing::BacktrackingOracle oracle;
    ASSERT_EQ(oracle.count(grid, 2), 1u) << line;
    const CountResult got = count_solutions(grid, Limits{2, 0, nullptr});
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
  const CountResult got = count_solutions(grid, Limits{2, 0, nullptr});
  EXPECT_EQ(got.count, 0u);
  EXPECT_EQ(got.nodes, 1u);
}

TEST(SudokuKernel, EmptyGridCountsToItsLimit) {
  const CountResult got = count_solutions(Grid{}, Limits{1000, 0, nullptr});
  EXPECT_EQ(got.count, 1000u);
  EXPECT_FALSE(got.stopped);
  EXPECT_TRUE(keeps_rules(got.first_solution, Grid{}));
}

TEST(SudokuKernel, NodeLimitStopsWithAPartialCount) {
  const CountResult got = count_solutions(Grid{}, Limits{1000, 50, nullptr});
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
  const CountResult got = count_solutions(Grid{}, Limits{1000000, 0, &budget});
  EXPECT_TRUE(got.stopped);
  EXPECT_EQ(got.reason, budget::StopReason::kInterrupted);
  EXPECT_EQ(got.nodes, kPollStride);
  EXPECT_GT(got.count, 0u);
  EXPECT_EQ(budget.spent(), got.nodes);
}

TEST(SudokuKernel, SpentTimeoutStopsAtTheFirstPoll) {
  // A timeout already spent (as budget::Deadline hands one on): no clock
  // race, the first poll is past it.
  budget::Limits limits;
  limits.timeout_seconds = 1e-9;
  budget::Budget budget(limits);
  const CountResult got = count_solutions(Grid{}, Limits{1000000, 0, &budget});
  EXPECT_TRUE(got.stopped);
  EXPECT_EQ(got.reason, budget::StopReason::kTimeout);
  EXPECT_EQ(got.nodes, kPollStride);
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

// The family's two engines held to the same answers (solver.h): the exact
// kernel, which the plain 9x9 puzzle goes to, and the model with the
// engine's search, which every other puzzle goes to. Random puzzles with
// one, several and no solutions: the counts, the solutions listed (as
// sets: the two search in different orders), the first solution of a
// unique puzzle, how solve's bounded look for a second one ends, and the
// reasons a search stops for.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <vector>

#include "deduce/puzzles/sudoku/check.h"
#include "deduce/puzzles/sudoku/kernel_solver.h"
#include "deduce/puzzles/sudoku/puzzle.h"
#include "deduce/puzzles/sudoku/solver.h"
#include "puzzles/sudoku/kernel/random_grids.h"

namespace deduce::puzzles::sudoku {
namespace {

// The plain 9x9 puzzle of `givens` (0 empty), as a line of 81 cells reads.
Puzzle plain_nine(const kernel::Grid& givens) {
  Puzzle p;
  p.n = 9;
  p.box_rows = 3;
  p.box_cols = 3;
  set_boxes(p);
  p.givens.assign(givens.begin(), givens.end());
  p.source = Source::kLine;
  return p;
}

// What one engine's search answered: its solutions (sorted), how it ended.
struct Answer {
  std::vector<Grid> solutions;
  search::SearchResult search;
};

Answer search_with(const Puzzle& p, const search::SearchOptions& so, Engine engine) {
  Answer a;
  a.search = solve(
      p, so,
      [&a](const Grid& g) {
        a.solutions.push_back(g);
        return true;
      },
      engine);
  return a;
}

TEST(SudokuEngines, TheKernelTakesThePlainNineByNineOnly) {
  const Puzzle plain = plain_nine(kernel::Grid{});
  EXPECT_TRUE(fits_kernel(plain));
  Puzzle x = plain;
  x.x = true;
  EXPECT_FALSE(fits_kernel(x));
  Puzzle jigsaw = plain;
  jigsaw.box_rows = jigsaw.box_cols = 0;  // the same regions, read as a jigsaw
  EXPECT_FALSE(fits_kernel(jigsaw));
  Puzzle killer = plain;
  killer.killer = true;
  EXPECT_FALSE(fits_kernel(killer));
  Puzzle small;
  small.n = 4;
  small.box_rows = small.box_cols = 2;
  set_boxes(small);
  small.givens.assign(16, 0);
  EXPECT_FALSE(fits_kernel(small));
}

TEST(SudokuEngines, CountsListingsAndLooksAgreeOnRandomPuzzles) {
  std::mt19937_64 rng(4937);
  constexpr std::uint64_t kCountCap = 1000;
  constexpr std::uint64_t kListCap = 100;
  std::array<int, 3> seen{};  // puzzles with no, one and several solutions
  for (int i = 0; i < 1500; ++i) {
    const Puzzle p = plain_nine(kernel::testing::random_puzzle(rng, i % 3));
    ASSERT_TRUE(fits_kernel(p));
    const std::string what = "puzzle " + std::to_string(i);

    search::SearchOptions counting;
    counting.solution_limit = kCountCap;
    const Counted fast = count_solutions(p, counting, Engine::kAuto);
    const Counted model = count_solutions(p, counting, Engine::kModel);
    ASSERT_EQ(fast.count, model.count) << what;
    EXPECT_EQ(fast.search.stop, model.search.stop) << what;
    EXPECT_EQ(fast.search.complete, model.search.complete) << what;

    search::SearchOptions listing;
    listing.solution_limit = kListCap;
    Answer a = search_with(p, listing, Engine::kAuto);
    Answer b = search_with(p, listing, Engine::kModel);
    ASSERT_EQ(a.solutions.size(), b.solutions.size()) << what;
    EXPECT_EQ(a.search.stop, b.search.stop) << what;
    EXPECT_EQ(a.search.stats.solutions, a.solutions.size()) << what;
    for (const Grid& g : a.solutions) {
      ASSERT_TRUE(is_solution(p, g)) << what;
    }
    std::sort(a.solutions.begin(), a.solutions.end());
    std::sort(b.solutions.begin(), b.solutions.end());
    EXPECT_EQ(std::adjacent_find(a.solutions.begin(), a.solutions.end()), a.solutions.end());
    // Under the cap both listed every solution: the same ones.
    if (a.solutions.size() < kListCap) {
      EXPECT_EQ(a.solutions, b.solutions) << what;
    }

    // solve: a first solution and the bounded look for a second.
    search::SearchOptions looking;
    looking.solution_limit = 2;
    looking.min_look = 10000;
    const Answer c = search_with(p, looking, Engine::kAuto);
    const Answer d = search_with(p, looking, Engine::kModel);
    ASSERT_EQ(c.solutions.size(), d.solutions.size()) << what;
    EXPECT_EQ(c.search.stop, d.search.stop) << what;
    if (c.solutions.size() == 1) {
      EXPECT_EQ(c.solutions, d.solutions) << what;
    }

    const std::uint64_t n = a.solutions.size();
    ++seen[n == 0 ? 0 : n == 1 ? 1 : 2];
  }
  // The random puzzles reach every kind of answer, so the comparison means something.
  for (const int n : seen) EXPECT_GT(n, 50);
}

// A node limit, and the solution limit reached, end both searches with the
// same reason, and the kernel reports its own nodes.
TEST(SudokuEngines, StopsForTheSameReasons) {
  const Puzzle empty = plain_nine(kernel::Grid{});
  search::SearchOptions so;
  so.solution_limit = 1000000;
  so.limits.node_limit = 50;
  for (const Engine engine : {Engine::kAuto, Engine::kModel}) {
    const Counted c = count_solutions(empty, so, engine);
    EXPECT_EQ(c.search.stop, budget::StopReason::kNodeLimit);
    EXPECT_FALSE(c.search.complete);
    EXPECT_GT(c.count, 0);
    EXPECT_LE(c.search.stats.nodes, 50u);
  }
  search::SearchOptions five;
  five.solution_limit = 5;
  for (const Engine engine : {Engine::kAuto, Engine::kModel}) {
    const Counted c = count_solutions(empty, five, engine);
    EXPECT_EQ(c.count, 5);
    EXPECT_EQ(c.search.stop, budget::StopReason::kSolutionLimit);
  }
  // A callback's false is a stop at the solution limit, as the engine has it.
  std::uint64_t calls = 0;
  const search::SearchResult r =
      solve(empty, search::SearchOptions{}, [&calls](const Grid&) { return ++calls < 2; });
  EXPECT_EQ(calls, 2u);
  EXPECT_EQ(r.stop, budget::StopReason::kSolutionLimit);
  EXPECT_EQ(r.stats.solutions, 2u);
  // Statistics are the kernel's: a 17-given puzzle of Royle's, one node.
  kernel::Grid royle{};
  const char* line =
      "000000010400000000020000000000050407008000300001090000300400200050100000000806000";
  ASSERT_TRUE(kernel::parse_line(line, 81, royle));
  search::SearchOptions two;
  two.solution_limit = 2;
  const search::SearchResult one = solve(plain_nine(royle), two, nullptr);
  EXPECT_EQ(one.stop, budget::StopReason::kNone);
  EXPECT_EQ(one.stats.solutions, 1u);
  EXPECT_GE(one.stats.nodes, 1u);
  EXPECT_EQ(one.stats.propagations, one.stats.nodes);
}

}  // namespace
}  // namespace deduce::puzzles::sudoku

// Killer Sudoku from the generator (generate/killer_generate.h) against what
// it promises: every puzzle has no givens and exactly one solution by a
// count written apart from the engine (a plain backtracking that knows the
// rules as cell lists and the cages as sums of distinct digits), that
// solution is the one it says and its cage sums add up to it, and its grade
// is exactly the one asked with Solo's Advanced killer sub-grade by
// sudoku::grade (his solver's, with his guesses); at every grade of the 9x9
// and on 2x3, X and jigsaw shapes. Its cages are Solo's: connected, at most
// n cells, distinct digits, no single cells, mostly dominoes. The same
// stream gives the same puzzle; the limits stop it.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>

#include "deduce/puzzles/sudoku/explain/ladder.h"
#include "deduce/puzzles/sudoku/game_id.h"
#include "deduce/puzzles/sudoku/generate/filled_grid.h"
#include "deduce/puzzles/sudoku/generate/generate.h"
#include "deduce/puzzles/sudoku/generate/killer_cages.h"
#include "puzzles/sudoku/generate_helpers.h"

// A namespace of its own: the tests are built as one unit with generate_test.cc.
namespace deduce::puzzles::sudoku::generate::killer_test {
namespace {

using testing::expect_limits_stop;
using testing::solo_options;

using Mask = std::uint64_t;
using testing::SolutionCount;

// Every cage connected, of 2 to n cells, with distinct digits in `solution`
// summing to its clue.
void expect_solo_cages(const Puzzle& p, const Grid& solution) {
  for (const Cage& c : p.cages) {
    EXPECT_GE(c.cells.size(), 2u) << format_game_id(p);
    EXPECT_LE(c.cells.size(), static_cast<std::size_t>(p.n));
    Mask digits = 0;
    int sum = 0;
    for (const int k : c.cells) digits |= Mask{1} << solution[k], sum += solution[k];
    EXPECT_EQ(std::popcount(digits), static_cast<int>(c.cells.size()));
    EXPECT_EQ(sum, c.sum);
    std::vector<int> todo = {c.cells.front()}, seen = todo;
    while (!todo.empty()) {
      const int k = todo.back();
      todo.pop_back();
      for (const int m : c.cells) {
        const bool next = (m == k + 1 && m % p.n != 0) || (k == m + 1 && k % p.n != 0) ||
                          m == k + p.n || k == m + p.n;
        if (next && std::find(seen.begin(), seen.end(), m) == seen.end())
          seen.push_back(m), todo.push_back(m);
      }
    }
    EXPECT_EQ(seen.size(), c.cells.size()) << "a cage not connected: " << format_game_id(p);
  }
}

// Makes `count` killer puzzles of `params` at `grade` and checks each.
void check_made(const char* params, int grade, int count) {
  for (int i = 0; i < count; ++i) {
    util::Rng rng(util::stream_seed(3, static_cast<std::uint64_t>(i)));
    const GenerateOutcome out = generate(solo_options(params, grade), rng, {});
    ASSERT_TRUE(out.made) << params << " grade " << grade << " #" << i;
    const GeneratedPuzzle& made = *out.made;
    const std::string id = format_game_id(made.puzzle);
    ASSERT_TRUE(made.puzzle.killer) << id;
    EXPECT_TRUE(std::all_of(made.puzzle.givens.begin(), made.puzzle.givens.end(), [](int v) {
      return v == 0;
    })) << id;
    expect_solo_cages(made.puzzle, made.solution);
    SolutionCount c(made.puzzle);
    ASSERT_EQ(c.solutions(2), 1) << id;
    EXPECT_EQ(c.first(), made.solution) << id;
    const SoloGrade g = sudoku::grade(made.puzzle);
    EXPECT_EQ(g.grade, grade) << id;
    EXPECT_EQ(g.killer, 3) << id;  // Solo's Advanced killer sub-grade
    EXPECT_EQ(made.grade, grade);
    // Read back from its game ID, the same puzzle.
    const Puzzle back = read_game_id(id, {"test", 1, 1});
    EXPECT_EQ(back.cage_of, made.puzzle.cage_of);
    EXPECT_EQ(format_game_id(back), id);
  }
}

TEST(KillerGenerate, NineByNineOfEveryGradeUniqueAndExactlyThatGrade) {
  for (int grade = 0; grade <= 5; ++grade) check_made("3x3k", grade, grade >= 4 ? 2 : 3);
}

TEST(KillerGenerate, OtherBoxesXAndJigsaw) {
  check_made("2x3k", 1, 3);
  check_made("3x3xk", 2, 2);
  check_made("9jk", 1, 2);
  check_made("2x2k", 0, 3);
}

// Solo's cover: every cell in one connected cage of two cells or more, most
// of them dominoes (three cells in four open one); a filled grid drawn on it
// has distinct digits in each cage.
TEST(KillerGenerate, TheCoverIsDominoesAndSmallCagesWithDistinctDigits) {
  int dominoes = 0, cages_seen = 0, filled = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    util::Rng rng(seed);
    const KillerCages cages = KillerCages::draw(9, rng);
    Puzzle p = solo_options("3x3k", 0).shape;
    cages.apply(p, Grid(81, 0));
    EXPECT_EQ(p.cages.size(), static_cast<std::size_t>(cages.count()));
    for (const Cage& c : p.cages) {
      EXPECT_GE(c.cells.size(), 2u) << "seed " << seed;
      for (const int k : c.cells) EXPECT_EQ(cages.cage_of(k), cages.cage_of(c.cells.front()));
      dominoes += c.cells.size() == 2;
    }
    cages_seen += cages.count();
    if (cages.largest() > 9) continue;
    const Grid solution = random_filled_grid(p, rng, 100000);
    if (solution.empty()) continue;
    ++filled;
    cages.apply(p, solution);
    expect_solo_cages(p, solution);
  }
  EXPECT_GT(filled, 30);
  EXPECT_GT(dominoes * 2, cages_seen);
}

TEST(KillerGenerate, SameStreamSamePuzzleOtherStreamAnother) {
  const GenerateOptions o = solo_options("3x3k", 2);
  util::Rng a(5), b(5), c(6);
  const GenerateOutcome x = generate(o, a, {}), y = generate(o, b, {}), z = generate(o, c, {});
  ASSERT_TRUE(x.made && y.made && z.made);
  EXPECT_EQ(format_game_id(x.made->puzzle), format_game_id(y.made->puzzle));
  EXPECT_NE(format_game_id(x.made->puzzle), format_game_id(z.made->puzzle));
}

TEST(KillerGenerate, NodeLimitAndInterruptStopIt) {
  expect_limits_stop(solo_options("3x3k", 4), 5);
}

}  // namespace
}  // namespace deduce::puzzles::sudoku::generate::killer_test

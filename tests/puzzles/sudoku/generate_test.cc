// The Sudoku generator (puzzles/sudoku/generate) against what it promises:
// every puzzle has exactly one solution by a count written apart from the
// kernel and the model (a plain backtracking over the cells with fewest
// digits left, the rules as cell lists), is the solution it says, and has
// exactly the grade asked by Solo's grade with his guesses (sudoku::grade,
// which equals his own solver on every ID we hold: grade_test.cc), at every
// grade of the 9x9 and on 2x3, 3x4, X and jigsaw shapes; the symmetry
// holds; the same stream gives the same puzzle; the limits stop it.
#include <gtest/gtest.h>

#include <bit>
#include <cstdint>

#include "deduce/puzzles/sudoku/explain/ladder.h"
#include "deduce/puzzles/sudoku/game_id.h"
#include "deduce/puzzles/sudoku/generate/clue_removal.h"
#include "deduce/puzzles/sudoku/generate/easy_fill.h"
#include "deduce/puzzles/sudoku/generate/filled_grid.h"
#include "deduce/puzzles/sudoku/generate/generate.h"
#include "deduce/puzzles/sudoku/generate/jigsaw_regions.h"
#include "puzzles/sudoku/generate_helpers.h"

namespace deduce::puzzles::sudoku::generate {
namespace {

using testing::expect_limits_stop;
using testing::solo_options;
using testing::SolutionCount;

// Makes `count` puzzles of `params` at `grade` and checks each.
void check_made(const char* params, int grade, int count) {
  for (int i = 0; i < count; ++i) {
    util::Rng rng(util::stream_seed(7, static_cast<std::uint64_t>(i)));
    const GenerateOutcome out = generate(solo_options(params, grade), rng, {});
    ASSERT_TRUE(out.made) << params << " grade " << grade << " #" << i;
    const GeneratedPuzzle& made = *out.made;
    SolutionCount c(made.puzzle);
    ASSERT_EQ(c.solutions(2), 1) << format_game_id(made.puzzle);
    EXPECT_EQ(c.first(), made.solution);
    EXPECT_EQ(sudoku::grade(made.puzzle).grade, grade) << format_game_id(made.puzzle);
    EXPECT_EQ(made.grade, grade);
    for (int k = 0; k < made.puzzle.cells(); ++k) {
      if (made.puzzle.givens[k] != 0) {
        EXPECT_EQ(made.puzzle.givens[k], made.solution[k]);
      }
    }
  }
}

TEST(SudokuGenerate, NineByNineOfEveryGradeUniqueAndExactlyThatGrade) {
  for (int grade = 0; grade <= 5; ++grade) check_made("3x3", grade, grade >= 4 ? 4 : 6);
}

TEST(SudokuGenerate, OtherBoxesXAndJigsaw) {
  check_made("2x3", 1, 6);
  check_made("2x3", 2, 3);
  check_made("3x4", 1, 2);
  check_made("3x3x", 3, 3);
  check_made("9j", 1, 3);
  check_made("9jx", 2, 2);
  check_made("2x2", 0, 6);
}

TEST(SudokuGenerate, GivensKeepTheSymmetryAsked) {
  for (const char* params : {"3x3", "3x3r4", "3x3m8", "3x3md2"}) {
    const GenerateOptions o = solo_options(params, 1);
    util::Rng rng(11);
    const GenerateOutcome out = generate(o, rng, {});
    ASSERT_TRUE(out.made) << params;
    const Grid& g = out.made->puzzle.givens;
    for (const std::vector<int>& cls : symmetry_classes(9, o.symmetry))
      for (const int k : cls) {
        EXPECT_EQ(g[k] != 0, g[cls.front()] != 0) << params << " cell " << k;
      }
  }
  // Rotation by a half turn pairs cell k with 80 - k, the middle alone.
  const auto classes = symmetry_classes(9, Symmetry::kRot2);
  EXPECT_EQ(classes.size(), 41u);
  EXPECT_EQ(classes.front(), (std::vector<int>{0, 80}));
  EXPECT_EQ(symmetry_classes(9, Symmetry::kRef8).size(), 15u);
  EXPECT_EQ(symmetry_classes(9, Symmetry::kNone).size(), 81u);
}

// The easy techniques fill a grid exactly when Solo's ladder capped at
// Trivial, Basic or Intermediate does (easy_fill.h): on grids with random
// cells emptied from filled grids of 9x9, X, 2x3 and jigsaw shapes, from
// nearly full to nearly empty.
TEST(SudokuGenerate, EasyTechniquesFillExactlyWhenTheCappedLadderDoes) {
  int filled[3] = {0, 0, 0}, tried = 0;
  for (const char* params : {"3x3", "3x3x", "2x3", "9j"}) {
    Puzzle shape = read_solo_params(params, {"test", 1, 1}).shape;
    util::Rng rng(17);
    // A jigsaw cut that admits a Sudoku (not every one does: filled_grid.h).
    while (shape.jigsaw() &&
           (shape.region.empty() || random_filled_grid(shape, rng, 100000).empty()))
      shape.region = random_jigsaw_regions(shape.n, rng);
    EasyFill easy(shape);
    for (int round = 0; round < 150; ++round) {
      Grid g = random_filled_grid(shape, rng, 1000000);
      if (g.empty()) continue;  // a jigsaw search past its allowance: the generator draws again
      const int empty = 1 + rng.below(shape.cells() - 1);
      for (int e = 0; e < empty; ++e) g[rng.below(shape.cells())] = 0;
      ++tried;
      for (int level = 0; level <= 2; ++level) {
        const bool ladder = grade_within(shape, g, level).grade <= level;
        EXPECT_EQ(easy.fills(g, level), ladder) << params << " level " << level;
        filled[level] += ladder;
      }
    }
  }
  // Both answers were met at every level.
  for (const int f : filled) {
    EXPECT_GT(f, 0);
    EXPECT_LT(f, tried);
  }
}

TEST(SudokuGenerate, SameStreamSamePuzzleOtherStreamAnother) {
  const GenerateOptions o = solo_options("3x3", 3);
  util::Rng a(5), b(5), c(6);
  const GenerateOutcome x = generate(o, a, {}), y = generate(o, b, {}), z = generate(o, c, {});
  ASSERT_TRUE(x.made && y.made && z.made);
  EXPECT_EQ(x.made->puzzle.givens, y.made->puzzle.givens);
  EXPECT_NE(x.made->puzzle.givens, z.made->puzzle.givens);
}

TEST(SudokuGenerate, JigsawRegionsArePiecesOfNConnectedCells) {
  for (const int n : {4, 5, 7, 9, 12}) {
    util::Rng rng(static_cast<std::uint64_t>(n));
    const std::vector<int> region = random_jigsaw_regions(n, rng);
    std::vector<int> size(static_cast<std::size_t>(n), 0);
    for (const int r : region) ++size[static_cast<std::size_t>(r)];
    for (const int s : size) EXPECT_EQ(s, n);
    // Each piece connected: a flood fill from its first cell reaches all.
    for (int piece = 0; piece < n; ++piece) {
      std::vector<int> todo, seen(region.size(), 0);
      for (int k = 0; k < n * n && todo.empty(); ++k)
        if (region[k] == piece) todo.push_back(k), seen[k] = 1;
      int reached = 0;
      while (!todo.empty()) {
        const int k = todo.back();
        todo.pop_back();
        ++reached;
        for (const int m : {k - n, k + n, k % n > 0 ? k - 1 : -1, k % n < n - 1 ? k + 1 : -1})
          if (m >= 0 && m < n * n && !seen[m] && region[m] == piece) seen[m] = 1, todo.push_back(m);
      }
      EXPECT_EQ(reached, n) << "order " << n << " piece " << piece;
    }
  }
  // Not the boxes any more: the walk moved cells.
  util::Rng rng(1);
  Puzzle boxes;
  boxes.n = 9, boxes.box_rows = 3, boxes.box_cols = 3;
  set_boxes(boxes);
  EXPECT_NE(random_jigsaw_regions(9, rng), boxes.region);
}

TEST(SudokuGenerate, NodeLimitAndInterruptStopIt) {
  expect_limits_stop(solo_options("3x3", 4), 50);
}

TEST(SudokuGenerate, AGradeTheShapeCannotReachIsNotFound) {
  // Every unique 4x4 puzzle falls to box singles (Solo holds 2x2 to trivial).
  GenerateOptions o = solo_options("2x2", 3);
  o.attempts = 50;
  util::Rng rng(1);
  const GenerateOutcome out = generate(o, rng, {});
  EXPECT_FALSE(out.made);
  EXPECT_EQ(out.stop, budget::StopReason::kNone);
}

}  // namespace
}  // namespace deduce::puzzles::sudoku::generate

// Generating Sudoku puzzles as Simon Tatham's Solo does, each with exactly
// one solution and exactly the grade asked of his solver: the library
// behind `deduce generate sudoku` (docs/generate.md).
//
// The recipe is his (solo.c, new_game_desc): a random filled grid
// (filled_grid.h), then the givens taken away in classes under the
// symmetry, each removal kept while the ladder up to the grade asked still
// fills the grid (for unreasonable: while the puzzle stays unique), and the
// puzzle kept when its grade is exactly the one asked; otherwise a new
// grid. The same puzzles come out of cheaper tests: the easy techniques
// (singles and intersections: easy_fill.h) decide every removal up to
// Intermediate and accept most above it without the ladder, and runs of
// removals go at once while they fill the grid (clue_removal.h); on the plain 9x9 the
// kernel (kernel/count_solutions.h) rules out in microseconds the removals
// that leave two solutions, which no sound ladder can fill; the ladder runs
// on what is left (a few percent of the tests). A pass capped a grade below
// first, so that more attempts end at exactly the grade, was measured and
// lost: 2 to 3 times slower at every grade (each attempt costs two passes,
// and the attempts saved were fewer).
//
// A killer shape has no givens: its cages are drawn until they grade as
// asked, as Solo's are (killer_generate.h).
//
// Limits: every search and ladder pass spends the puzzle's budget (the
// run's timeout and Ctrl-C, this puzzle's node limit); when it runs out,
// generate() returns no puzzle and the reason.
#pragma once

#include <optional>

#include "deduce/budget/limits.h"
#include "deduce/puzzles/sudoku/game_id.h"
#include "deduce/util/rng.h"

namespace deduce::puzzles::sudoku::generate {

struct GenerateOptions {
  // The shape: n, boxes (box_rows x box_cols) or jigsaw, x, killer; as
  // read_solo_params gives it. The symmetry is not looked at for killer
  // (no givens), as Solo's generator ignores it.
  Puzzle shape;
  Symmetry symmetry = Symmetry::kRot2;
  int grade = 0;        // Solo's grade, 0 trivial .. 5 unreasonable
  int attempts = 5000;  // filled grids tried before giving up
  // Killer: covers of cages (each with its filled grid) tried before giving
  // up. Each is graded once, and at 9x9 Extreme about one in a thousand
  // has exactly the grade (Solo's rate too).
  int killer_attempts = 100000;
};

struct GeneratedPuzzle {
  Puzzle puzzle;  // the shape with its givens (and, for jigsaw, regions; for killer, cages)
  Grid solution;
  int grade = 0;
};

struct GenerateOutcome {
  std::optional<GeneratedPuzzle> made;  // none: not found in the attempts, or stopped
  budget::StopReason stop = budget::StopReason::kNone;
};

// A puzzle as the options ask, drawn only from `rng`, under `limits`.
GenerateOutcome generate(const GenerateOptions& options, util::Rng& rng,
                         const budget::Limits& limits);

// Solo makes killer puzzles up to order 9 (his cage sums and digit sets
// are laid out for them), and so does this generator.
inline constexpr int kMaxKillerOrder = 9;

// Whether the generator makes puzzles of this shape: an order with a shape
// (n >= 4; boxes, or jigsaw), and for killer one up to kMaxKillerOrder.
bool generates(const Puzzle& shape);

}  // namespace deduce::puzzles::sudoku::generate

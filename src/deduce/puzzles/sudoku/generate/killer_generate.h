// Killer Sudoku made as Tatham's Solo makes it (solo.c, new_game_desc in
// killer mode, read for its meaning; the code is ours): no givens at all,
// the cages and their sums are the whole puzzle.
//
// The recipe, for each attempt: the cages' first cover (dominoes, single
// cells joined to a neighbour: killer_cages.h), a random filled grid whose
// digits differ within each cage (filled_grid.h), then a walk of merges:
// the sums taken from the grid, the empty grid graded by Solo's solver
// capped at the grade asked (his maxdiff; unreasonable: his guesses), and
//   - exactly the grade asked and his Advanced killer sub-grade (the only
//     one his generator asks for): kept as the best so far, and two cages
//     merged again, to see whether fewer, larger cages still are;
//   - easier: remembered as the last easier cover, and two cages merged;
//   - harder (stuck at the cap, or ambiguous): back to the best (and
//     another merge from it), else to the last easier cover; after more
//     than 50 of these since the last exact one, the walk ends;
// the walk also ends when no two cages can merge (a cage holds at most n
// cells with distinct digits). The best cover, when there is one, is the
// puzzle; otherwise another attempt. Every puzzle is unique: the capped
// ladder fills the grid by sound steps, and Solo's guesses find exactly one
// solution (his quirk in killer guesses only adds false solutions, so it
// can only call a unique puzzle ambiguous, never the reverse).
//
// Limits: each pass of the ladder spends the puzzle's budget; when it runs
// out, no puzzle and the reason.
#pragma once

#include "deduce/puzzles/sudoku/generate/generate.h"

namespace deduce::puzzles::sudoku::generate {

// A killer puzzle (options.shape.killer) of options.grade, drawn only from
// `rng`, under `limits`.
GenerateOutcome generate_killer(const GenerateOptions& options, util::Rng& rng,
                                const budget::Limits& limits);

}  // namespace deduce::puzzles::sudoku::generate

// Killer Sudoku made as Tatham's Solo makes it (solo.c at 806ae71,
// new_game_desc in killer mode, read for its meaning; the code is ours): no
// givens at all, the cages and their sums are the whole puzzle.
//
// Each attempt draws the cages' cover (dominoes, single cells joined to a
// neighbour: killer_cages.h), then a random filled grid whose digits differ
// within each cage (filled_grid.h); the sums are the grid's. The empty grid
// is graded by Solo's solver capped at the grade asked (his maxdiff; at
// unreasonable, his guesses), and the puzzle is kept when that is exactly
// the grade asked with his Advanced killer sub-grade, the only one his
// generator asks for; otherwise another attempt, up to
// GenerateOptions::killer_attempts.
//
// What Solo's code means to do after the first grading is a walk of merges:
// two neighbouring cages joined while the grade stays, back to the best
// cover when it passes the grade. It never runs: his merge_some_cages fills
// its list of neighbouring pairs without counting them (npairs stays 0), so
// no merge is ever found, and every walk ends after the first grading (a
// copy of his generator with a trace, seeded "s1": 1,006 covers graded for
// one 3x3kde puzzle, each once). So his killer puzzles are the first cover
// that grades exactly, and so are these: the same cages of two to four or
// so cells, the same grades, the same cost shape (many cheap attempts at
// Extreme). Merging as he meant was built and measured: larger cages, and
// at 9x9 Unreasonable 60 times slower than his generator.
//
// Every puzzle is unique: the capped ladder fills the grid by sound steps,
// and Solo's guesses find exactly one solution (his quirk in killer guesses
// only adds false solutions, so it can call a unique puzzle ambiguous,
// never the reverse).
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

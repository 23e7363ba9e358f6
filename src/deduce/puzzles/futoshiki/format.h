// Writing Futoshiki puzzles and solved grids back as text: the grid format
// and Simon Tatham's "Unequal" game IDs, both described in docs/futoshiki.md.
//
// Everything written here reads back through parse.h to the same puzzle: the
// round trip is tested. The grid format is compact (`4>2|5`) for n <= 9 and
// spaced, with values right-aligned to the width of n, above that. An
// Adjacent-mode puzzle is written as an Adjacent grid (order line `Na`, `:`
// for a pair that differs by 1), so both formats keep every mark.
#pragma once

#include <string>

#include "deduce/puzzles/futoshiki/puzzle.h"

namespace deduce::puzzles::futoshiki {

// The puzzle in the grid format: the order line, then 2n-1 rows, each ending
// in a newline.
std::string format_grid(const Puzzle& puzzle);

// A solution (or any n * n values, 0 for empty) of `puzzle` in the grid
// format, with the puzzle's relations.
std::string format_grid(const Puzzle& puzzle, const Grid& values);

// The puzzle as a game ID, `N:` or `Na:` (with `d` and the difficulty letter
// before the `:` when the puzzle has one, as in `5adk:`) then the n * n cells
// with their flags and a comma after each, as Tatham's encoder writes it (no
// newline).
// Unequal mode: the flag goes on the greater cell only (Tatham rejects a pair
// of cells that both claim to be greater). Adjacent mode: both cells of an
// adjacent pair carry the flag, which Tatham requires. Tatham's program
// accepts orders 3 to 32; other orders are written the same way but only
// deduce reads them.
std::string format_game_id(const Puzzle& puzzle);

// The same with `values` in place of the givens (e.g. a solution).
std::string format_game_id(const Puzzle& puzzle, const Grid& values);

}  // namespace deduce::puzzles::futoshiki

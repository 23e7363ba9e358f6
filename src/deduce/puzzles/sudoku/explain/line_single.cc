// Line single (Basic): a digit that can go in only one cell of a row, a
// column or a diagonal of the X variant goes there. Solo's row-, column- and
// diagonal-wise positional elimination, tried in that order after the box
// singles and the killer stages.
#include "deduce/puzzles/sudoku/explain/ladder_table.h"

namespace deduce::puzzles::sudoku::ladder {

Effect line_single(Board& board, deduce::explain::Step* step) {
  const int n = board.n();
  auto scan = [&](int region) {
    return region_singles(board, region, step, "line_single", kBasic);
  };
  for (int r = 0; r < 2 * n; ++r)  // the rows, then the columns
    if (const Effect e = scan(r); e != Effect::kNone) return e;
  for (int r = 3 * n; r < board.regions(); ++r)  // the diagonals
    if (const Effect e = scan(r); e != Effect::kNone) return e;
  return Effect::kNone;
}

}  // namespace deduce::puzzles::sudoku::ladder

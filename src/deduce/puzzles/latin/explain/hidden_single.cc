// Hidden single (Trivial): a value that can go in only one cell of a row or
// column goes there. Tatham's "positional elimination". A value with no place
// left in a line is a contradiction.
#include "deduce/puzzles/latin/explain/ladder_table.h"

namespace deduce::puzzles::latin::ladder {

Effect hidden_single(Board& board, deduce::explain::Step* step) {
  const int n = board.n();
  bool progress = false;
  for (int line = 0; line < 2 * n; ++line) {
    // Values seen once and seen at least twice among the line's open cells,
    // and the values placed: one pass of bit operations finds every single.
    Mask once = 0, twice = 0, placed = 0;
    for (int i = 0; i < n; ++i) {
      const int cell = board.line_cell(line, i);
      const Mask m = board.candidates(cell);
      if (board.value(cell) != 0) {
        placed |= m;
        continue;
      }
      twice |= once & m;
      once |= m;
    }
    const Mask open = board.full() & ~placed;
    if ((open & ~once) != 0) {
      board.mark_broken();
      return Effect::kContradiction;
    }
    const Mask singles = open & once & ~twice;
    for (Mask s = singles; s != 0; s &= s - 1) {
      const int v = lowest_value(s);
      int cell = -1;
      for (int i = 0; i < n && cell < 0; ++i) {
        const int c = board.line_cell(line, i);
        if (board.value(c) == 0 && (board.candidates(c) & bit_of(v)) != 0) cell = c;
      }
      // An earlier placement of this pass may have taken the cell or the value.
      if (cell < 0 || board.value(cell) != 0) continue;
      if (step == nullptr) {
        board.place(cell, v);
        progress = true;
        continue;
      }
      begin_step(*step, "hidden_single", kTrivial);
      add_line(*step, board, line);
      add_place(*step, board, cell, v);
      step->text = cell_name(board, cell) + " = " + std::to_string(v) + ": " + std::to_string(v) +
                   " can go nowhere else in " + line_name(board, line);
      board.place(cell, v);
      return Effect::kProgress;
    }
  }
  if (board.broken()) return Effect::kContradiction;
  return progress ? Effect::kProgress : Effect::kNone;
}

}  // namespace deduce::puzzles::latin::ladder

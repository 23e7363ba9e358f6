// Naked single (Trivial): a cell with one value left takes it. Tatham's
// "numeric elimination".
#include "deduce/puzzles/latin/explain/ladder_table.h"

namespace deduce::puzzles::latin::ladder {

Effect naked_single(Board& board, deduce::explain::Step* step) {
  bool progress = false;
  for (int cell = 0; cell < board.cells(); ++cell) {
    const Mask m = board.candidates(cell);
    if (board.value(cell) != 0 || popcount(m) != 1) continue;
    const int v = lowest_value(m);
    if (step == nullptr) {
      board.place(cell, v);
      progress = true;
      continue;
    }
    begin_step(*step, "naked_single", kTrivial);
    add_cell(*step, board, cell);
    add_place(*step, board, cell, v);
    step->text = cell_name(board, cell) + " = " + std::to_string(v) +
                 ": every other value is ruled out in " + cell_name(board, cell);
    board.place(cell, v);
    return Effect::kProgress;
  }
  if (board.broken()) return Effect::kContradiction;
  return progress ? Effect::kProgress : Effect::kNone;
}

}  // namespace deduce::puzzles::latin::ladder

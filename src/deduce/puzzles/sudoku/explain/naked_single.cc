// Naked single (Basic): a cell with one digit left takes it. Solo's "numeric
// elimination"; he scans the cells column by column (x outer), and so does
// this, so that the first step is his.
#include "deduce/puzzles/sudoku/explain/ladder_table.h"

namespace deduce::puzzles::sudoku::ladder {

Effect naked_single(Board& board, deduce::explain::Step* step) {
  const int n = board.n();
  for (int c = 0; c < n; ++c)
    for (int r = 0; r < n; ++r) {
      const int cell = r * n + c;
      if (board.value(cell) != 0) continue;
      const Mask m = board.candidates(cell);
      if (m == 0) {
        if (step != nullptr) {
          begin_step(*step, "naked_single", kBasic);
          add_cell(*step, board, cell);
          step->text = cell_name(board, cell) + " has no digit left";
        }
        return Effect::kContradiction;
      }
      if (popcount(m) != 1) continue;
      const int v = lowest_value(m);
      if (step != nullptr) {
        begin_step(*step, "naked_single", kBasic);
        add_cell(*step, board, cell);
        add_place(*step, board, cell, v);
        step->text = cell_name(board, cell) + " = " + std::to_string(v) +
                     ": every other digit is ruled out there";
      }
      board.place(cell, v);
      return Effect::kProgress;
    }
  return Effect::kNone;
}

}  // namespace deduce::puzzles::sudoku::ladder

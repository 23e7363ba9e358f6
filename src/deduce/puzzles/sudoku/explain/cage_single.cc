// Cage single (killer Trivial): a cage of one open cell takes what is left
// of its sum. Solo's "single-square cages", every one of a pass at once; a
// sum that is no digit, or a digit ruled out there, is a contradiction.
#include "deduce/puzzles/sudoku/explain/ladder_table.h"

namespace deduce::puzzles::sudoku::ladder {

Effect cage_single(Board& board, deduce::explain::Step* step) {
  if (!board.killer()) return Effect::kNone;
  bool placed = false;
  std::string text;
  for (const KillerCage& cage : board.cages()) {
    if (cage.cells.size() != 1 || !cage.has_sum) continue;
    const int cell = cage.cells.front();
    const int v = cage.sum;
    if (v < 1 || v > board.n() || (board.candidates(cell) & bit_of(v)) == 0) {
      if (step != nullptr) {
        begin_step(*step, "cage_single", kTrivial);
        add_cage(*step, cage);
        step->text = cage.name + " has only " + cell_name(board, cell) + " left, which cannot be " +
                     std::to_string(v);
      }
      return Effect::kContradiction;
    }
    if (step != nullptr) {
      if (!placed) begin_step(*step, "cage_single", kTrivial);
      add_cage(*step, cage);
      add_place(*step, board, cell, v);
      if (!text.empty()) text += "; ";
      text += cell_name(board, cell) + " = " + std::to_string(v) + ": it is all that is left of " +
              cage.name + ", which needs " + std::to_string(v);
    }
    board.place(cell, v);
    placed = true;
  }
  if (!placed) return Effect::kNone;
  if (step != nullptr) step->text = text;
  return Effect::kProgress;
}

}  // namespace deduce::puzzles::sudoku::ladder

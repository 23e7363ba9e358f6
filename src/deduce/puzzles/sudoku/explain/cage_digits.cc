// Cage digits (killer bookkeeping, no grade of its own): a filled cell
// leaves its cage, its digit comes off the cage's sum, and no other cell of
// the cage may take it (a cage's digits differ). Solo does this on every
// pass before his killer stages and does not count it as progress: the
// ladder goes on to the next technique whatever it removed. A digit larger
// than what is left of its cage's sum is a contradiction.
#include "deduce/puzzles/sudoku/explain/ladder_table.h"

namespace deduce::puzzles::sudoku::ladder {

Effect cage_digits(Board& board, deduce::explain::Step* step) {
  if (!board.killer()) return Effect::kNone;
  std::vector<KillerCage>& cages = board.cages();
  std::vector<int>& cage_of = board.cage_of();
  bool removed = false;
  for (std::size_t b = 0; b < cages.size(); ++b) {
    KillerCage& cage = cages[b];
    for (std::size_t i = cage.cells.size(); i-- > 0;) {
      const int cell = cage.cells[i];
      const int t = board.value(cell);
      if (t == 0) continue;
      cage.cells.erase(cage.cells.begin() + static_cast<std::ptrdiff_t>(i));
      board.edit_cages();
      cage_of[cell] = -1;
      if (cage.has_sum) {
        if (t > cage.sum) {
          if (step != nullptr) {
            begin_step(*step, "cage_digits", kTrivial);
            add_cage(*step, cage);
            step->text = cell_name(board, cell) + " = " + std::to_string(t) + " is more than " +
                         cage.name + " has left of its sum (" + std::to_string(cage.sum) + ")";
          }
          return Effect::kContradiction;
        }
        cage.sum -= t;
      }
      for (const int other : cage.cells) {
        if ((board.candidates(other) & bit_of(t)) == 0) continue;
        if (step != nullptr) {
          if (!removed) begin_step(*step, "cage_digits", kTrivial);
          add_eliminations(*step, board, other, bit_of(t));
        }
        board.eliminate(other, bit_of(t));
        removed = true;
      }
    }
  }
  if (!removed) return Effect::kNone;
  if (step != nullptr)
    step->text = "the digits of a cage differ, so " + eliminations_text(board, *step);
  return Effect::kQuiet;
}

}  // namespace deduce::puzzles::sudoku::ladder

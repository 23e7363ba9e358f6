// Cage min-max (killer Simple): a digit is ruled out of a cage's cell when,
// with the other cells at their smallest candidates, the sum is passed, or
// with them at their largest it cannot be reached. Solo's "killer minmax
// analysis", over every cage and then the derived cages of the pass
// (cage_remainder.cc), cell by cell with what is ruled out at once, all in
// one pass.
#include "deduce/puzzles/sudoku/explain/ladder_table.h"

namespace deduce::puzzles::sudoku::ladder {

namespace {

bool minmax(Board& board, const KillerCage& cage, deduce::explain::Step* step, std::string& text) {
  if (!cage.has_sum || cage.sum == 0) return false;
  const std::size_t size = cage.cells.size();
  bool changed = false;
  // The cells' smallest and largest digits summed (a cell with none adds
  // nothing), kept as digits are ruled out: a cell's partners sum to the
  // totals less its own, as Solo's sums over the others at each cell.
  const auto low_of = [](Mask m) { return m == 0 ? 0 : lowest_value(m); };
  const auto high_of = [](Mask m) { return m == 0 ? 0 : highest_value(m); };
  int low_total = 0, high_total = 0;
  for (const int cell : cage.cells) {
    low_total += low_of(board.candidates(cell));
    high_total += high_of(board.candidates(cell));
  }
  for (std::size_t i = 0; i < size; ++i) {
    const int cell = cage.cells[i];
    const Mask before = board.candidates(cell);
    const int low = low_total - low_of(before), high = high_total - high_of(before);
    Mask out = 0;
    for (Mask m = board.candidates(cell); m != 0; m &= m - 1) {
      const int v = lowest_value(m);
      if (high + v < cage.sum || low + v > cage.sum) {
        board.eliminate(cell, bit_of(v));
        out |= bit_of(v);
      }
    }
    if (out == 0) continue;
    const Mask after = board.candidates(cell);
    low_total += low_of(after) - low_of(before);
    high_total += high_of(after) - high_of(before);
    if (step != nullptr) {
      if (!changed) add_cage(*step, cage);
      add_eliminations(*step, board, cell, out);
      if (!text.empty()) text += "; ";
      text += cell_name(board, cell) + " is not " + or_list(out) + " (" + cage.name +
              " must sum to " + std::to_string(cage.sum) + ")";
    }
    changed = true;
  }
  return changed;
}

}  // namespace

Effect cage_minmax(Board& board, deduce::explain::Step* step) {
  if (!board.killer()) return Effect::kNone;
  if (step != nullptr) begin_step(*step, "cage_minmax", kTrivial);
  std::string text;
  bool changed = false;
  // Indices, not references: nothing here adds cages, but stay safe.
  for (std::size_t b = 0; b < board.cages().size(); ++b)
    changed = minmax(board, board.cages()[b], step, text) || changed;
  for (std::size_t b = 0; b < board.derived().size(); ++b)
    changed = minmax(board, board.derived()[b], step, text) || changed;
  if (!changed) {
    if (step != nullptr) *step = {};
    return Effect::kNone;
  }
  if (step != nullptr)
    step->text = text + ": the other cells' smallest and largest digits leave no room for them";
  return Effect::kProgress;
}

}  // namespace deduce::puzzles::sudoku::ladder

// Subset (Advanced): in a box, row, column or diagonal, k digits that can go
// only in the same k cells fill those cells, which then hold nothing else;
// the same as the other cells' digits being a naked subset. Solo's "set
// elimination" (set_search.h), over boxes, rows, columns, then the
// diagonals; the first that rules anything out is taken.
#include <bit>

#include "deduce/puzzles/sudoku/explain/ladder_table.h"
#include "deduce/puzzles/sudoku/explain/set_search.h"

namespace deduce::puzzles::sudoku::ladder {

namespace {

Effect in_region(Board& board, int region, deduce::explain::Step* step) {
  const std::vector<int>& cells = board.region(region).cells;
  const int n = board.n();
  Mask rows[64];
  for (int i = 0; i < n; ++i) rows[i] = board.candidates(cells[i]);
  const SetFound f = find_set(rows, n, board);
  if (f.outcome == SetFound::Outcome::kContradiction) {
    if (step != nullptr) {
      begin_step(*step, "subset", kAdvanced);
      add_region(*step, board, region);
      step->text =
          "in " + region_name(board, region) + " some digits have fewer places than digits";
    }
    return Effect::kContradiction;
  }
  if (f.outcome == SetFound::Outcome::kNone) return Effect::kNone;
  // Digits are columns: bit v - 1 is digit v, a Mask of digits as is.
  const Mask digits = f.columns;
  const Mask out = f.kept & ~digits;
  std::vector<int> holders;
  for (Mask r = f.rows; r != 0; r &= r - 1) holders.push_back(cells[std::countr_zero(r)]);
  if (step != nullptr) {
    begin_step(*step, "subset", kAdvanced);
    add_region(*step, board, region);
    for (const int cell : holders) add_cell(*step, board, cell);
    for (const int cell : holders)
      add_eliminations(*step, board, cell, board.candidates(cell) & out);
    step->text = "in " + region_name(board, region) + ", " + and_list(digits) + " can only go in " +
                 cells_text(board, holders) + ", so " + eliminations_text(board, *step);
  }
  for (const int cell : holders) board.eliminate(cell, out);
  return Effect::kProgress;
}

}  // namespace

Effect subset(Board& board, deduce::explain::Step* step) {
  const int n = board.n();
  for (int b = 0; b < n; ++b)
    if (const Effect e = in_region(board, board.box_region(b), step); e != Effect::kNone) return e;
  for (int r = 0; r < 2 * n; ++r)  // rows, then columns
    if (const Effect e = in_region(board, r, step); e != Effect::kNone) return e;
  for (int d = 3 * n; d < board.regions(); ++d)
    if (const Effect e = in_region(board, d, step); e != Effect::kNone) return e;
  return Effect::kNone;
}

}  // namespace deduce::puzzles::sudoku::ladder

// Fish (Extreme): for one digit, k columns whose places for it lie in the
// same k rows use those rows' places for it, so the digit is in no other
// cell of those rows (an X-wing for k = 2, a swordfish for 3, a jellyfish
// for 4 ...; rows and columns swapped is the same search seen from the
// other side). Solo's "positional set elimination" (set_search.h over the
// digit's rows x columns), digit by digit, the first that rules anything out.
#include <bit>

#include "deduce/puzzles/sudoku/explain/ladder_table.h"
#include "deduce/puzzles/sudoku/explain/set_search.h"

namespace deduce::puzzles::sudoku::ladder {

namespace {

std::string numbered(const char* one, const char* many, Mask m) {
  std::string names;
  for (Mask r = m; r != 0; r &= r - 1) {
    if (!names.empty()) names += (r & (r - 1)) == 0 ? " and " : ", ";
    names += std::to_string(std::countr_zero(r) + 1);
  }
  return (std::popcount(m) == 1 ? one : many) + (" " + names);
}

}  // namespace

Effect fish(Board& board, deduce::explain::Step* step) {
  const int n = board.n();
  for (int v = 1; v <= n; ++v) {
    const Mask b = bit_of(v);
    Mask rows[64];
    for (int r = 0; r < n; ++r) {
      rows[r] = 0;
      for (int c = 0; c < n; ++c)
        if ((board.candidates(r * n + c) & b) != 0) rows[r] |= Mask{1} << c;
    }
    const SetFound f = find_set(rows, n, board);
    if (f.outcome == SetFound::Outcome::kContradiction) {
      if (step != nullptr) {
        begin_step(*step, "fish", kExtreme);
        step->text = std::to_string(v) + " has fewer places in some rows than it needs";
      }
      return Effect::kContradiction;
    }
    if (f.outcome == SetFound::Outcome::kNone) continue;
    const Mask out = f.kept & ~f.columns;
    if (step != nullptr) {
      begin_step(*step, "fish", kExtreme);
      for (Mask c = f.columns; c != 0; c &= c - 1)
        add_region(*step, board, board.column_region(std::countr_zero(c)));
      for (Mask r = f.rows; r != 0; r &= r - 1) {
        const int row = std::countr_zero(r);
        for (Mask c = rows[row] & out; c != 0; c &= c - 1)
          add_eliminations(*step, board, row * n + std::countr_zero(c), b);
      }
      step->text = std::to_string(v) + " in " + numbered("column", "columns", f.columns) +
                   " can only go in " + numbered("row", "rows", f.rows) + ", so " +
                   eliminations_text(board, *step);
    }
    for (Mask r = f.rows; r != 0; r &= r - 1) {
      const int row = std::countr_zero(r);
      for (Mask c = rows[row] & out; c != 0; c &= c - 1)
        board.eliminate(row * n + std::countr_zero(c), b);
    }
    return Effect::kProgress;
  }
  return Effect::kNone;
}

}  // namespace deduce::puzzles::sudoku::ladder

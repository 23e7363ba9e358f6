// Naked subset (Tricky): k open cells of a line that hold only k values
// between them take those values, so no other cell of the line does. With
// hidden_subset, Tatham's "set elimination" in a row or column: his search of
// every set of values finds both kinds; a naked set of more than half a line's
// open cells is a hidden set of the rest, so each kind looks only up to half.
#include <array>

#include "deduce/puzzles/latin/explain/combinations.h"
#include "deduce/puzzles/latin/explain/ladder_table.h"

namespace deduce::puzzles::latin::ladder {

Effect naked_subset(Board& board, deduce::explain::Step* step) {
  const int n = board.n();
  bool progress = false;
  std::array<int, kMaxMaskOrder> open{};
  for (int line = 0; line < 2 * n; ++line) {
    int k = 0;
    for (int i = 0; i < n; ++i) {
      const int cell = board.line_cell(line, i);
      if (board.value(cell) == 0) open[k++] = cell;
    }
    for (int size = 2; size <= k / 2 && size <= kMaxSubset; ++size) {
      for (Mask set = first_combination(size); set != 0; set = next_combination(set, k)) {
        Mask values = 0;
        for (Mask m = set; m != 0; m &= m - 1)
          values |= board.candidates(open[std::countr_zero(m)]);
        const int count = popcount(values);
        if (count < size) {
          board.mark_broken();
          return Effect::kContradiction;
        }
        if (count > size) continue;
        Mask others = 0;  // the open cells outside the set that lose a value
        for (int j = 0; j < k; ++j) {
          if ((set >> j & 1) == 0 && (board.candidates(open[j]) & values) != 0)
            others |= Mask{1} << j;
        }
        if (others == 0) continue;
        if (step == nullptr) {
          for (Mask m = others; m != 0; m &= m - 1)
            board.eliminate(open[std::countr_zero(m)], values);
          progress = true;
          continue;
        }
        begin_step(*step, "naked_subset", kTricky);
        add_line(*step, board, line);
        const std::string names = add_cells(*step, board, open.data(), set);
        add_eliminations_from(*step, board, open.data(), others, values);
        step->text = std::string("naked ") + subset_word(size) + " in " + line_name(board, line) +
                     ": " + names + " hold only " + and_list(values) +
                     " between them, so no other cell of " + line_name(board, line) +
                     " does: " + eliminations_text(board, *step);
        apply_conclusions(board, *step);
        return board.broken() ? Effect::kContradiction : Effect::kProgress;
      }
    }
  }
  if (board.broken()) return Effect::kContradiction;
  return progress ? Effect::kProgress : Effect::kNone;
}

}  // namespace deduce::puzzles::latin::ladder

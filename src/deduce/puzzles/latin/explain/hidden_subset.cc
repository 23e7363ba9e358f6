// Hidden subset (Tricky): k values that can go in only k open cells of a line
// fill those cells, so the cells hold nothing else. The other half of
// Tatham's "set elimination" (see naked_subset.cc).
#include <array>

#include "deduce/puzzles/latin/explain/combinations.h"
#include "deduce/puzzles/latin/explain/ladder_table.h"

namespace deduce::puzzles::latin::ladder {

Effect hidden_subset(Board& board, deduce::explain::Step* step) {
  const int n = board.n();
  bool progress = false;
  std::array<int, kMaxMaskOrder> open{};
  std::array<int, kMaxMaskOrder> values{};  // the values not yet placed in the line
  std::array<Mask, kMaxMaskOrder>
      where{};  // for each of them, the open cells (by index) it may take
  for (int line = 0; line < 2 * n; ++line) {
    int k = 0;
    Mask placed = 0;
    for (int i = 0; i < n; ++i) {
      const int cell = board.line_cell(line, i);
      if (board.value(cell) == 0) {
        open[k++] = cell;
      } else {
        placed |= bit_of(board.value(cell));
      }
    }
    int nv = 0;
    for (Mask m = board.full() & ~placed; m != 0; m &= m - 1) {
      const int v = lowest_value(m);
      Mask w = 0;
      for (int j = 0; j < k; ++j) {
        if (board.candidates(open[j]) & bit_of(v)) w |= Mask{1} << j;
      }
      values[nv] = v;
      where[nv++] = w;
    }
    for (int size = 2; size <= nv / 2 && size <= kMaxSubset; ++size) {
      for (Mask set = first_combination(size); set != 0; set = next_combination(set, nv)) {
        Mask cells = 0, set_values = 0;
        for (Mask m = set; m != 0; m &= m - 1) {
          cells |= where[std::countr_zero(m)];
          set_values |= bit_of(values[std::countr_zero(m)]);
        }
        const int count = popcount(cells);
        if (count < size) {
          board.mark_broken();
          return Effect::kContradiction;
        }
        if (count > size) continue;
        Mask losers = 0;  // the cells of the set that hold other values too
        for (Mask m = cells; m != 0; m &= m - 1) {
          if (board.candidates(open[std::countr_zero(m)]) & ~set_values) losers |= m & -m;
        }
        if (losers == 0) continue;
        if (step == nullptr) {
          for (Mask m = losers; m != 0; m &= m - 1) {
            board.eliminate(open[std::countr_zero(m)], ~set_values);
          }
          progress = true;
          continue;
        }
        begin_step(*step, "hidden_subset", kTricky);
        add_line(*step, board, line);
        const std::string names = add_cells(*step, board, open.data(), cells);
        add_eliminations_from(*step, board, open.data(), losers, ~set_values);
        step->text = std::string("hidden ") + subset_word(size) + " in " + line_name(board, line) +
                     ": " + and_list(set_values) + " can go only in " + names +
                     ", so those cells hold nothing else: " + eliminations_text(board, *step);
        apply_conclusions(board, *step);
        return board.broken() ? Effect::kContradiction : Effect::kProgress;
      }
    }
  }
  if (board.broken()) return Effect::kContradiction;
  return progress ? Effect::kProgress : Effect::kNone;
}

}  // namespace deduce::puzzles::latin::ladder

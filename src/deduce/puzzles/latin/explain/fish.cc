// Fish on one value (Extreme): when value v can go, in k rows, only in k
// columns between them, those rows take v in those columns, so no other row
// has v there (k = 2 X-wing, 3 swordfish, 4 jellyfish); the same with rows and
// columns swapped. Tatham's "positional set elimination on a number". As with
// the subsets, a fish of more than half the open lines is the other
// orientation's fish of the rest, so each orientation looks only up to half.
#include <array>

#include "deduce/puzzles/latin/explain/combinations.h"
#include "deduce/puzzles/latin/explain/ladder_table.h"

namespace deduce::puzzles::latin::ladder {

namespace {

const char* fish_name(int size) {
  switch (size) {
    case 2:
      return "X-wing";
    case 3:
      return "swordfish";
    case 4:
      return "jellyfish";
    default:
      return "fish";
  }
}

}  // namespace

Effect fish(Board& board, deduce::explain::Step* step) {
  const int n = board.n();
  bool progress = false;
  std::array<int, kMaxMaskOrder> base{};    // the open base lines (rows, or columns), by index
  std::array<Mask, kMaxMaskOrder> where{};  // for each, the cross lines where v may go
  for (int v = 1; v <= n; ++v) {
    const Mask bv = bit_of(v);
    for (int orientation = 0; orientation < 2; ++orientation) {
      // orientation 0: base lines are rows and cross lines columns; 1: swapped.
      const auto cell_of = [&](int b, int x) {
        return orientation == 0 ? board.at(b, x) : board.at(x, b);
      };
      int k = 0;
      for (int b = 0; b < n; ++b) {
        Mask w = 0;
        bool placed = false;
        for (int x = 0; x < n; ++x) {
          const int cell = cell_of(b, x);
          if (board.value(cell) == v) placed = true;
          if (board.value(cell) == 0 && (board.candidates(cell) & bv) != 0) w |= Mask{1} << x;
        }
        if (placed) continue;
        base[k] = b;
        where[k++] = w;
      }
      for (int size = 2; size <= k / 2 && size <= kMaxSubset; ++size) {
        for (Mask set = first_combination(size); set != 0; set = next_combination(set, k)) {
          Mask cross = 0, base_lines = 0;
          for (Mask m = set; m != 0; m &= m - 1) {
            cross |= where[std::countr_zero(m)];
            base_lines |= Mask{1} << base[std::countr_zero(m)];
          }
          const int count = popcount(cross);
          if (count < size) {
            board.mark_broken();
            return Effect::kContradiction;
          }
          if (count > size) continue;
          // v goes out of the cross lines' cells outside the base lines.
          bool any = false;
          for (int j = 0; j < k && !any; ++j) {
            if ((set >> j & 1) == 0 && (where[j] & cross) != 0) any = true;
          }
          if (!any) continue;
          if (step == nullptr) {
            for (int j = 0; j < k; ++j) {
              if (set >> j & 1) continue;
              for (Mask m = where[j] & cross; m != 0; m &= m - 1) {
                board.eliminate(cell_of(base[j], std::countr_zero(m)), bv);
              }
            }
            progress = true;
            continue;
          }
          begin_step(*step, "fish", kExtreme);
          const int line_offset = orientation == 0 ? 0 : n;
          std::string base_names, cross_names;
          for (Mask m = base_lines; m != 0; m &= m - 1) {
            const int b = std::countr_zero(m);
            add_line(*step, board, b + line_offset);
            if (!base_names.empty()) base_names += (m & (m - 1)) == 0 ? " and " : ", ";
            base_names += std::to_string(b + 1);
          }
          for (Mask m = cross; m != 0; m &= m - 1) {
            if (!cross_names.empty()) cross_names += (m & (m - 1)) == 0 ? " and " : ", ";
            cross_names += std::to_string(std::countr_zero(m) + 1);
          }
          for (int j = 0; j < k; ++j) {
            if (set >> j & 1) continue;
            for (Mask m = where[j] & cross; m != 0; m &= m - 1) {
              add_eliminations(*step, board, cell_of(base[j], std::countr_zero(m)), bv);
            }
          }
          const char* base_word = orientation == 0 ? "rows " : "columns ";
          const char* cross_word = orientation == 0 ? "columns " : "rows ";
          step->text = std::string(fish_name(size)) + " on " + std::to_string(v) + ": in " +
                       base_word + base_names + ", " + std::to_string(v) + " can go only in " +
                       cross_word + cross_names + ", so no other cell of those " +
                       (orientation == 0 ? "columns" : "rows") + " holds " + std::to_string(v) +
                       ": " + eliminations_text(board, *step);
          apply_conclusions(board, *step);
          return board.broken() ? Effect::kContradiction : Effect::kProgress;
        }
      }
    }
  }
  if (board.broken()) return Effect::kContradiction;
  return progress ? Effect::kProgress : Effect::kNone;
}

}  // namespace deduce::puzzles::latin::ladder

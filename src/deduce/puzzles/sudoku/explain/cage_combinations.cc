// Cage combinations (killer Intermediate): a cage of 2 to 4 open cells
// holds distinct digits summing to its sum; of those sets of digits, the
// ones some cell can take none of are out, and digits in none of the others
// are ruled out of every cell. Solo's "killer sums analysis": every cage,
// then the derived cages of the pass that lie in one row, column or box
// (only then are their digits distinct), all in one pass.
//
// As Solo, the digits of a set run from 1 to 9 whatever the order (his
// tables are for 9x9), so that an order below 9 grades as his does; orders
// above 9 (not Solo's) use 1 to n.
#include <array>
#include <bit>

#include "deduce/puzzles/sudoku/explain/ladder_table.h"

namespace deduce::puzzles::sudoku::ladder {

namespace {

// Every set of `count` distinct digits from `low` to `top` summing to `sum`
// (bit d for digit d), added to `out`.
void digit_sets(int count, int sum, int low, int top, Mask so_far, std::vector<Mask>& out) {
  if (count == 0) {
    if (sum == 0) out.push_back(so_far);
    return;
  }
  for (int d = low; d <= top && d <= sum; ++d)
    digit_sets(count - 1, sum - d, d + 1, top, so_far | (Mask{1} << d), out);
}

// digit_sets of 2 to 4 digits from 1 to 9 (Solo's tables), made once:
// every pass asks them of every cage.
const std::vector<Mask>& nine_digit_sets(int count, int sum) {
  constexpr int kMostSum = 9 + 8 + 7 + 6;
  static const auto table = [] {
    std::array<std::array<std::vector<Mask>, kMostSum + 1>, 5> t;
    for (int c = 2; c <= 4; ++c)
      for (int s = 0; s <= kMostSum; ++s) digit_sets(c, s, 1, 9, 0, t[c][s]);
    return t;
  }();
  static const std::vector<Mask> none;
  return sum < 0 || sum > kMostSum ? none : table[count][sum];
}

bool in_one_region(const Board& board, const KillerCage& cage) {
  bool row = true, col = true, box = true;
  const int first = cage.cells.front();
  for (const int cell : cage.cells) {
    row = row && board.row_of(cell) == board.row_of(first);
    col = col && board.col_of(cell) == board.col_of(first);
    box = box && board.box_of(cell) == board.box_of(first);
  }
  return row || col || box;
}

// -1 contradiction, 0 nothing, 1 ruled something out.
int combinations(Board& board, const KillerCage& cage, bool derived, deduce::explain::Step* step,
                 std::string& text) {
  if (!cage.has_sum || cage.sum == 0) return 0;
  const int size = static_cast<int>(cage.cells.size());
  if (size == 0) return -1;
  if (size < 2 || size > 4) return 0;
  if (derived && !in_one_region(board, cage)) return 0;
  const int n = board.n();
  thread_local std::vector<Mask> wide;  // orders past 9: made for each cage
  if (n > 9) {
    wide.clear();
    digit_sets(size, cage.sum, 1, n, 0, wide);
  }
  const std::vector<Mask>& sets = n > 9 ? wide : nine_digit_sets(size, cage.sum);
  Mask possible = 0;  // bit d for digit d
  for (const Mask set : sets) {
    bool fits = true;
    for (const int cell : cage.cells) {
      // Digits above n are never ruled out (Solo's tables, see above).
      const Mask ruled = (board.full() & ~board.candidates(cell)) << 1;
      fits = fits && (set & ~ruled) != 0;
    }
    if (fits) possible |= set;
  }
  if (possible == 0) return -1;
  const Mask allowed = possible >> 1;  // bit d - 1 for digit d
  bool changed = false;
  for (const int cell : cage.cells) {
    const Mask out = board.candidates(cell) & ~allowed;
    if (out == 0) continue;
    if (step != nullptr) {
      if (!changed) {
        add_cage(*step, cage);
        if (!text.empty()) text += "; ";
        text += cage.name + " sums to " + std::to_string(cage.sum) + " with " +
                std::to_string(size) + " digits: only " + set_text(allowed & board.full()) +
                " fit its cells, so ";
      } else {
        text += ", ";
      }
      add_eliminations(*step, board, cell, out);
      text += cell_name(board, cell) + " is not " + or_list(out);
    }
    board.eliminate(cell, out);
    changed = true;
  }
  return changed ? 1 : 0;
}

}  // namespace

Effect cage_combinations(Board& board, deduce::explain::Step* step) {
  if (!board.killer()) return Effect::kNone;
  if (step != nullptr) begin_step(*step, "cage_combinations", kTrivial);
  std::string text;
  bool changed = false;
  for (int pass = 0; pass < 2; ++pass) {
    std::vector<KillerCage>& list = pass == 0 ? board.cages() : board.derived();
    for (std::size_t b = 0; b < list.size(); ++b) {
      const int r = combinations(board, list[b], pass == 1, step, text);
      if (r < 0) {
        if (step != nullptr) {
          begin_step(*step, "cage_combinations", kTrivial);
          add_cage(*step, list[b]);
          step->text = "no digits that fit its cells make " + list[b].name + "'s sum";
        }
        return Effect::kContradiction;
      }
      changed = changed || r > 0;
    }
  }
  if (!changed) {
    if (step != nullptr) *step = {};
    return Effect::kNone;
  }
  if (step != nullptr) step->text = text;
  return Effect::kProgress;
}

}  // namespace deduce::puzzles::sudoku::ladder

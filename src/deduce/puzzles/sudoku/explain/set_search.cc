#include "deduce/puzzles/sudoku/explain/set_search.h"

#include <bit>
#include <vector>

namespace deduce::puzzles::sudoku::ladder {

SetFound find_set(const Mask* rows, int n, const Board& board) {
  SetFound found;
  Mask live_rows = 0, live_cols = (n >= 64 ? ~Mask{0} : (Mask{1} << n) - 1);
  for (int i = 0; i < n; ++i) {
    const int count = std::popcount(rows[i]);
    if (count == 0) {
      found.outcome = SetFound::Outcome::kContradiction;
      return found;
    }
    if (count == 1) {
      live_cols &= ~rows[i];
    } else {
      live_rows |= Mask{1} << i;
    }
  }
  // The kept columns in order, and each kept row over them in the counting
  // order: column j of the m kept is bit m - 1 - j.
  int cols[64];
  int m = 0;
  for (Mask c = live_cols; c != 0; c &= c - 1) cols[m++] = std::countr_zero(c);
  if (std::popcount(live_rows) != m) {  // two rows with the same single column
    found.outcome = SetFound::Outcome::kContradiction;
    return found;
  }
  int row_of[64];
  Mask packed[64];
  int k = 0;
  for (Mask r = live_rows; r != 0; r &= r - 1) {
    const int i = std::countr_zero(r);
    Mask p = 0;
    for (int j = 0; j < m; ++j)
      if ((rows[i] >> cols[j]) & 1) p |= Mask{1} << (m - 1 - j);
    row_of[k] = i;
    packed[k++] = p;
  }
  if (m < 4 || m > 62) return found;
  const Mask last = (Mask{1} << m) - 1;
  // The rows that touch S, for every S up to 2^kTable: S without its lowest
  // column, and the rows of that column (one OR a set, instead of a pass
  // over the rows); larger matrices take the pass.
  constexpr int kTable = 12;
  thread_local std::vector<Mask> touching;
  Mask column_rows[64] = {};
  for (int i = 0; i < m; ++i)
    for (Mask p = packed[i]; p != 0; p &= p - 1) column_rows[std::countr_zero(p)] |= Mask{1} << i;
  const bool tabled = m <= kTable;
  if (tabled) {
    touching.resize(std::size_t{1} << m);
    touching[0] = 0;
  }
  for (Mask s = 1; s < last; ++s) {
    if ((s & 0xFFFF) == 0 && board.out_of_budget()) return found;
    Mask inside = 0;
    if (tabled) {
      inside = touching[s] = touching[s & (s - 1)] | column_rows[std::countr_zero(s)];
    } else {
      for (int i = 0; i < m; ++i)
        if ((packed[i] & s) != 0) inside |= Mask{1} << i;
    }
    const int count = std::popcount(s);
    if (count < 2 || count > m - 2) continue;
    const int avoiding = m - std::popcount(inside);
    if (avoiding > m - count) {
      found.outcome = SetFound::Outcome::kContradiction;
      return found;
    }
    if (avoiding < m - count) continue;
    bool rules_out = false;
    for (Mask r = inside; r != 0 && !rules_out; r &= r - 1)
      rules_out = (packed[std::countr_zero(r)] & ~s) != 0;
    if (!rules_out) continue;
    found.outcome = SetFound::Outcome::kFound;
    for (int j = 0; j < m; ++j) {
      found.kept |= Mask{1} << cols[j];
      if ((s >> (m - 1 - j)) & 1) found.columns |= Mask{1} << cols[j];
    }
    for (Mask r = inside; r != 0; r &= r - 1) found.rows |= Mask{1} << row_of[std::countr_zero(r)];
    return found;
  }
  return found;
}

}  // namespace deduce::puzzles::sudoku::ladder

// Triads of the exact 9x9 Sudoku kernel: the three cells a row shares with a
// box (a minirow) hold exactly three digits, and so do the three a column
// shares with a box (a minicolumn).
//
// Consistency: per band (and per stack), with each digit's set of minirows
// that may still hold it (from line_box_shrink.h's view), and the set it
// must take (the only one left of a row): a minirow that three digits must
// take holds no other digit (a naked triple on the triad); a minirow that
// only three digits may take holds all three, so each leaves the rest of
// that row and box (a hidden triple); fewer than three possible or more
// than three forced digits is a failure. Counts are bit-sliced over the
// nine digits, nine minirows at once.
//
// Cost: about 300 word operations a band or a stack, run once the singles
// and the locked candidates are at their fixpoint; it halves the nodes on
// the hardest puzzles. Reference: the triad constraints of tdoku's
// docs/sudoku.md (exactly three values per triad); implemented here on
// minirow sets, not as tdoku's clauses.
#pragma once

#include "deduce/puzzles/sudoku/kernel/board.h"
#include "deduce/puzzles/sudoku/kernel/line_box_shrink.h"

namespace deduce::puzzles::sudoku::kernel {

// On a 3 x 3 set of minirows (bit 3 * i + j: matrix row i, column j):
// the bits alone in their matrix row (or column), and the whole matrix rows
// (or columns) that hold a bit.
struct TriadTables {
  std::array<std::uint16_t, 512> alone_in_row;
  std::array<std::uint16_t, 512> alone_in_column;
  std::array<std::uint16_t, 512> rows_of;
  std::array<std::uint16_t, 512> columns_of;
};

constexpr TriadTables make_triad_tables() {
  TriadTables t{};
  for (int set = 0; set < 512; ++set) {
    for (int i = 0; i < 3; ++i) {
      const int row = (set >> (3 * i)) & 7;
      if (row == 1 || row == 2 || row == 4) t.alone_in_row[set] |= row << (3 * i);
      if (row != 0) t.rows_of[set] |= 7 << (3 * i);
      const int column = set & (0x49 << i);
      if (column == (1 << i) || column == (8 << i) || column == (64 << i))
        t.alone_in_column[set] |= column;
      if (column != 0) t.columns_of[set] |= 0x49 << i;
    }
  }
  return t;
}

inline constexpr TriadTables kTriad = make_triad_tables();

// The triad rules on the minirow sets `sets` of the nine digits in one band
// (lines are matrix rows, boxes matrix columns) or one stack (the other way
// round). Narrows `sets`; false on a failure.
inline bool triad_sets(std::uint32_t (&sets)[kDigits], const std::uint16_t* alone_in_line,
                       const std::uint16_t* lines_of, const std::uint16_t* boxes_of) {
  std::uint32_t p1 = 0, p2 = 0, p3 = 0, p4 = 0;  // at least k digits may
  std::uint32_t m1 = 0, m2 = 0, m3 = 0, m4 = 0;  // at least k digits must
  std::uint32_t must[kDigits];
  for (int d = 0; d < kDigits; ++d) {
    const std::uint32_t may = sets[d];
    must[d] = alone_in_line[may];
    p4 |= p3 & may;
    p3 |= p2 & may;
    p2 |= p1 & may;
    p1 |= may;
    m4 |= m3 & must[d];
    m3 |= m2 & must[d];
    m2 |= m1 & must[d];
    m1 |= must[d];
  }
  if ((p3 & 0x1FF) != 0x1FF || m4 != 0) return false;
  const std::uint32_t full = m3;         // three digits must: no other may
  const std::uint32_t exact = p3 & ~p4;  // three digits may: each must
  if ((full | exact) == 0) return true;
  for (int d = 0; d < kDigits; ++d) {
    std::uint32_t may = sets[d] & ~(full & ~must[d]);
    const std::uint32_t forced = exact & may;
    // No branch on forced == 0 (the tables give 0 there): a tenth of the
    // mispredicted branches on the hard sets was this one.
    may &= ~((lines_of[forced] | boxes_of[forced]) & ~forced);
    sets[d] = may;
  }
  return true;
}

// Applies the triad rules to every band and stack once. Returns false on a
// failure; sets `changed` when a candidate went (and marks its digit dirty).
inline bool triads(Board& b, bool& changed) {
  // Minirows of each band: bit 3 * row + box.
  for (int band = 0; band < kBands; ++band) {
    if (b.unsolved_[band] == 0) continue;
    std::uint32_t sets[kDigits];
    std::uint32_t before[kDigits];
    for (int d = 0; d < kDigits; ++d) {
      const std::uint32_t x = b.candidates_[3 * d + band];
      sets[d] = kShrink.occupied[x & kRowMask] | kShrink.occupied[(x >> 9) & kRowMask] << 3 |
                kShrink.occupied[x >> 18] << 6;
      before[d] = sets[d];
    }
    if (!triad_sets(sets, kTriad.alone_in_row.data(), kTriad.rows_of.data(),
                    kTriad.columns_of.data()))
      return false;
    for (int d = 0; d < kDigits; ++d) {
      if (sets[d] == before[d]) continue;
      b.candidates_[3 * d + band] &= kShrink.expanded[sets[d]];
      b.dirty_ |= kDirtyBoth << d;
      changed = true;
    }
  }
  // Minicolumns of each stack: bit 3 * band + column within the stack.
  std::uint32_t folded[kDigits][kBands];
  for (int d = 0; d < kDigits; ++d) {
    for (int band = 0; band < kBands; ++band) {
      const std::uint32_t y = b.candidates_[3 * d + band];
      folded[d][band] = (y | (y >> 9) | (y >> 18)) & kRowMask;
    }
  }
  for (int stack = 0; stack < 3; ++stack) {
    const int shift = 3 * stack;
    std::uint32_t sets[kDigits];
    std::uint32_t before[kDigits];
    for (int d = 0; d < kDigits; ++d) {
      sets[d] = ((folded[d][0] >> shift) & 7) | ((folded[d][1] >> shift) & 7) << 3 |
                ((folded[d][2] >> shift) & 7) << 6;
      before[d] = sets[d];
    }
    if (!triad_sets(sets, kTriad.alone_in_column.data(), kTriad.columns_of.data(),
                    kTriad.rows_of.data()))
      return false;
    for (int d = 0; d < kDigits; ++d) {
      const std::uint32_t gone = before[d] & ~sets[d];
      if (gone == 0) continue;
      for (int band = 0; band < kBands; ++band) {
        const std::uint32_t columns = ((gone >> (3 * band)) & 7) << shift;
        b.candidates_[3 * d + band] &= ~(columns * kColumnSpread);
      }
      b.dirty_ |= kDirtyBoth << d;
      changed = true;
    }
  }
  return true;
}

}  // namespace deduce::puzzles::sudoku::kernel

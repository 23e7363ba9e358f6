// Placing one digit in a set of cells at once, for the exact 9x9 Sudoku
// kernel's singles (propagate.cc): the set's rows, boxes and columns are
// found by SWAR over the lanes of the band words (board.h), so a whole batch
// of naked or hidden singles costs about 60 word operations and no branch,
// where placing them one by one cost a mispredicted loop exit each (a fifth
// of the time on the hard sets went on such branches).
//
// Two cells of the set that see each other are a failure: the set is checked
// by counting its cells against the rows, boxes and columns it holds.
#pragma once

#include <cstdint>

#include "deduce/puzzles/sudoku/kernel/board.h"

namespace deduce::puzzles::sudoku::kernel {

// Lanes of a band word: the three rows (9 bits each) and, of a word folded
// to one row, the three boxes (3 bits each). A lane is nonzero when its low
// bits plus all ones carry into its top bit, or its top bit is set.
inline constexpr std::uint32_t kRowLow = 0x3FDFEFF;  // bits 0-7 of each row
inline constexpr std::uint32_t kRowTop = 0x4020100;  // bit 8 of each row
inline constexpr std::uint32_t kRowOne = 0x40201;    // bit 0 of each row
inline constexpr std::uint32_t kGroupLow = 0xDB;     // bits 0-1 of each 3-bit group
inline constexpr std::uint32_t kGroupTop = 0x124;    // bit 2 of each 3-bit group
inline constexpr std::uint32_t kGroupOne = 0x49;     // bit 0 of each 3-bit group

// The top bit of each row of `x` that holds a bit.
inline std::uint32_t row_tops(std::uint32_t x) {
  return (((x & kRowLow) + kRowLow) | x) & kRowTop;
}
// The top bit of each 3-bit group of `f` (9 bits) that holds a bit.
inline std::uint32_t group_tops(std::uint32_t f) {
  return (((f & kGroupLow) + kGroupLow) | f) & kGroupTop;
}
// The columns of a band word, as one 9-bit row.
inline std::uint32_t fold(std::uint32_t x) {
  return (x | (x >> 9) | (x >> 18)) & kRowMask;
}

// Puts `digit` in every cell of `cells` (one word a band), which must be
// unsolved and allow it. Returns false when two of them see each other (the
// board is then garbage). With Others::kAlone the caller knows no other
// digit is left in them (naked singles), which spares clearing them.
template <Others kOthers>
inline bool place_set(Board& b, int digit, const std::uint32_t (&cells)[kBands]) {
  std::uint32_t* own = &b.candidates_[3 * digit];
  std::uint32_t folded[kBands];
  std::uint32_t clear[kBands];
  std::uint32_t bad = 0;
  for (int band = 0; band < kBands; ++band) {
    const std::uint32_t s = cells[band];
    folded[band] = fold(s);
    const std::uint32_t rows = row_tops(s);
    const std::uint32_t boxes = group_tops(folded[band]);
    const int n = __builtin_popcount(s);
    bad |= static_cast<std::uint32_t>(n ^ __builtin_popcount(rows)) |
           static_cast<std::uint32_t>(n ^ __builtin_popcount(boxes));
    clear[band] = ((rows >> 8) * kRowMask) | ((boxes >> 2) * 7 * kColumnSpread);
  }
  bad |= (folded[0] & folded[1]) | (folded[0] & folded[2]) | (folded[1] & folded[2]);
  const std::uint32_t columns = (folded[0] | folded[1] | folded[2]) * kColumnSpread;
  std::uint32_t touched = 1u << digit;
  if constexpr (kOthers == Others::kFind) {
    for (int d = 0; d < kDigits; ++d) {
      std::uint32_t* x = &b.candidates_[3 * d];
      const std::uint32_t hit = (x[0] & cells[0]) | (x[1] & cells[1]) | (x[2] & cells[2]);
      touched |= static_cast<std::uint32_t>(hit != 0) << d;
      x[0] &= ~cells[0];
      x[1] &= ~cells[1];
      x[2] &= ~cells[2];
    }
  }
  for (int band = 0; band < kBands; ++band) {
    own[band] = (own[band] & ~(clear[band] | columns)) | cells[band];
    b.unsolved_[band] &= ~cells[band];
  }
  b.dirty_ |= touched * kDirtyBoth;
  return bad == 0;
}

}  // namespace deduce::puzzles::sudoku::kernel

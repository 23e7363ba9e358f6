// Propagation of the exact 9x9 Sudoku kernel: singles, locked candidates and
// triads to a fixpoint, in that order, back to the singles after any change.
//
// Consistency: naked singles (a cell with one digit left), hidden singles (a
// digit with one place left in a row, column or box), locked candidates
// (line_box_shrink.h) and triads (triads.h); a failure as soon as a cell has
// no digit or a unit has no place for a digit. Everything is bit-parallel
// over the board's bands (board.h): a naked single is a cell in the
// ones-but-not-twos of a bit-sliced count over the nine digits, a hidden
// single in a column the same count over the nine rows, in a row or a box a
// SWAR test of the band word's lanes; a digit's singles are placed as one
// set (place_set.h). Only the digits a change touched are looked at again
// (Board::dirty_).
//
// Cost: a digit's singles cost about 60 word operations, its locked
// candidates about as many, the triads about 600 for the whole board; a
// 17-given puzzle's root takes some 20,000 operations in all.
//
// Reference: the naked and hidden singles of every human-style solver; the
// bit-sliced counts as in JCZSolve and tdoku (ideas from their public
// write-ups, no code of theirs).
#pragma once

#include "deduce/puzzles/sudoku/kernel/board.h"
#include "deduce/puzzles/sudoku/kernel/line_box_shrink.h"
#include "deduce/puzzles/sudoku/kernel/place_set.h"
#include "deduce/puzzles/sudoku/kernel/triads.h"

namespace deduce::puzzles::sudoku::kernel {

// The cells with exactly one digit left are placed, a digit at a time.
// Returns false on a cell with none or two singles of a digit that see each
// other; sets `placed` when it placed one. A single whose digit an earlier
// one of this call took is left unsolved without a digit: the next call
// fails on it.
inline bool naked_singles(Board& b, bool& placed) {
  std::uint32_t singles[kBands];
  std::uint32_t any = 0;
  for (int band = 0; band < kBands; ++band) {
    const std::uint32_t unsolved = b.unsolved_[band];
    std::uint32_t ones = 0;
    std::uint32_t twos = 0;
    for (int d = 0; d < kDigits; ++d) {
      const std::uint32_t x = b.candidates_[3 * d + band];
      twos |= ones & x;
      ones |= x;
    }
    if ((unsolved & ~ones) != 0) return false;
    singles[band] = unsolved & ~twos;
    any |= singles[band];
  }
  if (any == 0) return true;
  // The digits that have a single, found without a branch each: whether a
  // digit has one is data the predictor cannot learn.
  std::uint32_t digits = 0;
  for (int d = 0; d < kDigits; ++d) {
    const std::uint32_t* x = &b.candidates_[3 * d];
    const std::uint32_t hit = (x[0] & singles[0]) | (x[1] & singles[1]) | (x[2] & singles[2]);
    digits |= static_cast<std::uint32_t>(hit != 0) << d;
  }
  for (; digits != 0; digits &= digits - 1) {
    const int d = __builtin_ctz(digits);
    const std::uint32_t* x = &b.candidates_[3 * d];
    const std::uint32_t cells[kBands] = {x[0] & singles[0], x[1] & singles[1], x[2] & singles[2]};
    if (!place_set<Others::kAlone>(b, d, cells)) return false;
  }
  placed = true;
  return true;
}

// The single cells of `x` (one band of one digit) within each row and each
// box; `empty` becomes nonzero when a row or a box has none. SWAR over the
// three rows (9-bit lanes) and the three boxes (3-bit lanes of the rows
// folded): a lane v is single when v & (v - 1) is zero (the subtraction
// borrows across lanes only from an empty one, a failure anyway), and a
// lane is nonzero when its low bits plus all ones carry into its top bit,
// or the top bit is set. A unit at a time took a third of all the time.
inline std::uint32_t band_singles(std::uint32_t x, std::uint32_t& empty) {
  const std::uint32_t row_extra = x & (x - kRowOne);
  const std::uint32_t row_single = ((~row_tops(row_extra) & kRowTop) >> 8) * kRowMask;
  const std::uint32_t r0 = x & kRowMask;
  const std::uint32_t r1 = (x >> 9) & kRowMask;
  const std::uint32_t r2 = x >> 18;
  const std::uint32_t ones = r0 | r1 | r2;
  const std::uint32_t twos = (r0 & r1) | ((r0 | r1) & r2);
  const std::uint32_t box_extra = (ones & (ones - kGroupOne)) | twos;
  const std::uint32_t box_single = ((~group_tops(box_extra) & kGroupTop) >> 2) * 7 * kColumnSpread;
  empty |= (row_tops(x) ^ kRowTop) | (group_tops(ones) ^ kGroupTop);
  return x & (row_single | box_single);
}

// Narrows `digit` by its locked candidates (line_box_shrink.h). False on a
// failure; sets `changed` (and marks the digit for hidden singles) when a
// cell went. The digit is not marked for this again although its columns
// may have narrowed its rows' minirows further: looking again cost 6% more
// time on the hard sets for 0.3% fewer nodes.
inline bool locked_candidates(Board& b, int digit, bool& changed) {
  std::uint32_t* own = &b.candidates_[3 * digit];
  const std::uint32_t before[kBands] = {own[0], own[1], own[2]};
  if (!shrink_digit(own)) return false;
  if (((before[0] ^ own[0]) | (before[1] ^ own[1]) | (before[2] ^ own[2])) != 0) {
    b.dirty_ |= 1u << digit;
    changed = true;
  }
  return true;
}

// Places the hidden singles of `digit`. Returns false when a unit has no
// place for it, or when two of its singles see each other.
inline bool hidden_singles(Board& b, int digit, bool& placed) {
  std::uint32_t* own = &b.candidates_[3 * digit];
  const std::uint32_t x0 = own[0];
  const std::uint32_t x1 = own[1];
  const std::uint32_t x2 = own[2];
  // Columns: count the three bands cell by cell, then the three rows of the
  // band-wide count, each as ones (at least one) and twos (at least two).
  const std::uint32_t o = x0 | x1 | x2;
  const std::uint32_t t = (x0 & x1) | ((x0 | x1) & x2);
  const std::uint32_t o0 = o & kRowMask;
  const std::uint32_t o1 = (o >> 9) & kRowMask;
  const std::uint32_t o2 = o >> 18;
  const std::uint32_t column_ones = o0 | o1 | o2;
  const std::uint32_t column_twos =
      (t & kRowMask) | ((t >> 9) & kRowMask) | (t >> 18) | (o0 & o1) | ((o0 | o1) & o2);
  if (column_ones != kRowMask) return false;
  const std::uint32_t column_single = (~column_twos & kRowMask) * kColumnSpread;
  std::uint32_t empty = 0;
  const std::uint32_t s0 = band_singles(x0, empty);
  const std::uint32_t s1 = band_singles(x1, empty);
  const std::uint32_t s2 = band_singles(x2, empty);
  if (empty != 0) return false;
  const std::uint32_t singles[kBands] = {(s0 | (x0 & column_single)) & b.unsolved_[0],
                                         (s1 | (x1 & column_single)) & b.unsolved_[1],
                                         (s2 | (x2 & column_single)) & b.unsolved_[2]};
  if ((singles[0] | singles[1] | singles[2]) == 0) return true;
  placed = true;
  return place_set<Others::kFind>(b, digit, singles);
}

// Propagates to the fixpoint: singles, then locked candidates, then triads,
// back to singles after any change. Returns false when the board has no
// solution (a cell without a digit, a digit without a place in a unit); the
// board is then garbage.
inline bool propagate(Board& b) {
  for (;;) {
    bool changed = false;
    if (!naked_singles(b, changed)) return false;
    if (changed) continue;
    // The digits touched since they were last looked at, until none is:
    // a placement touches its digit and the others its cell had. Singles
    // first, the locked candidates once they are done (a third of the time
    // on Royle's puzzles went on narrowing digits the next single changed).
    while ((b.dirty_ & 0x1FF) != 0) {
      const int d = __builtin_ctz(b.dirty_);
      b.dirty_ &= ~(1u << d);
      if (!hidden_singles(b, d, changed)) return false;
    }
    if (changed) continue;
    while ((b.dirty_ >> 16) != 0) {
      const int d = __builtin_ctz(b.dirty_ >> 16);
      b.dirty_ &= ~(0x10000u << d);
      if (!locked_candidates(b, d, changed)) return false;
    }
    if (changed) continue;
    if (!triads(b, changed)) return false;
    if (!changed) return true;
  }
}

}  // namespace deduce::puzzles::sudoku::kernel

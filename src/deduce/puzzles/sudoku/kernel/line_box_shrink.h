// Locked candidates of the exact 9x9 Sudoku kernel (board.h), as one table.
//
// Within a band, a digit takes exactly one cell of each of its three rows and
// of each of its three boxes, so the (row, box) pairs it takes form a 3 x 3
// permutation matrix. The 9-bit set of the band's "minirows" (a row's three
// cells in one box) that still hold the digit allows only the union of the
// permutation matrices it contains: kShrink gives that union (0: none, a
// failure). The same table on a stack's minicolumns does columns and boxes.
// One lookup so does both ways of locked candidates ("pointing" and
// "claiming") and more: a minirow all of whose permutations are gone.
//
// Cost: per digit, three lookups for the bands and three for the stacks,
// about 60 word operations. Reference: the band tables of JCZSolve (as
// tdoku's benchmarks/README.md describes them); this table is derived here.
#pragma once

#include <array>
#include <cstdint>

#include "deduce/puzzles/sudoku/kernel/board.h"

namespace deduce::puzzles::sudoku::kernel {

struct ShrinkTables {
  std::array<std::uint16_t, 512> allowed;   // minirow set -> union of its permutations
  std::array<std::uint8_t, 512> occupied;   // a row's 9 bits -> its 3 minirows held
  std::array<std::uint32_t, 512> expanded;  // a band's 9 minirows -> its 27 cells
};

constexpr ShrinkTables make_shrink_tables() {
  ShrinkTables t{};
  constexpr int kPermutations[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                       {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  for (int set = 0; set < 512; ++set) {
    for (const auto& p : kPermutations) {
      const int matrix = (1 << p[0]) | (1 << (3 + p[1])) | (1 << (6 + p[2]));
      if ((matrix & ~set) == 0)
        t.allowed[set] = static_cast<std::uint16_t>(t.allowed[set] | matrix);
    }
    for (int k = 0; k < 3; ++k) {
      if (((set >> (3 * k)) & 7) != 0)
        t.occupied[set] = static_cast<std::uint8_t>(t.occupied[set] | (1 << k));
    }
    for (int m = 0; m < 9; ++m) {
      if ((set >> m) & 1) t.expanded[set] |= 7u << (9 * (m / 3) + 3 * (m % 3));
    }
  }
  return t;
}

inline constexpr ShrinkTables kShrink = make_shrink_tables();

// Narrows one digit's three bands (own[0..2]) to the cells some permutation
// of each band and of each stack still allows. False when none is left.
inline bool shrink_digit(std::uint32_t* own) {
  std::uint32_t folded[kBands];
  for (int band = 0; band < kBands; ++band) {
    const std::uint32_t x = own[band];
    const unsigned minirows = kShrink.occupied[x & kRowMask] |
                              kShrink.occupied[(x >> 9) & kRowMask] << 3 |
                              kShrink.occupied[x >> 18] << 6;
    const unsigned allowed = kShrink.allowed[minirows];
    if (allowed == 0) return false;
    own[band] = x & kShrink.expanded[allowed];
    const std::uint32_t y = own[band];
    folded[band] = (y | (y >> 9) | (y >> 18)) & kRowMask;
  }
  std::uint32_t columns[kBands] = {0, 0, 0};
  for (int stack = 0; stack < 3; ++stack) {
    const int shift = 3 * stack;
    const unsigned minicolumns = ((folded[0] >> shift) & 7) | ((folded[1] >> shift) & 7) << 3 |
                                 ((folded[2] >> shift) & 7) << 6;
    const unsigned allowed = kShrink.allowed[minicolumns];
    if (allowed == 0) return false;
    columns[0] |= (allowed & 7) << shift;
    columns[1] |= ((allowed >> 3) & 7) << shift;
    columns[2] |= ((allowed >> 6) & 7) << shift;
  }
  own[0] &= columns[0] * kColumnSpread;
  own[1] &= columns[1] * kColumnSpread;
  own[2] &= columns[2] * kColumnSpread;
  return true;
}

}  // namespace deduce::puzzles::sudoku::kernel

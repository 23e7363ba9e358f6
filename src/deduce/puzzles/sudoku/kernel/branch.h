// Branching of the exact 9x9 Sudoku kernel: what to split a propagated,
// unsolved board on, and the children one at a time.
//
// Two kinds of split. A band split takes a digit in one band and tries each
// way it may still cross the band (a permutation of its rows over the boxes,
// line_box_shrink.h: at most 6), the choice tdoku's docs/sudoku.md reports
// as fastest: the band with the fewest such ways over all digits, and in it
// the digit with the fewest (two or more). A stack split is the same on the
// columns of a stack, and the band or stack with the fewest ways wins
// (stacks too: 18% fewer nodes on forum_hardest_1905_11 and 13% less time
// there, 3% on forum_hardest_1106, the same on the easier sets). When no digit has two ways left
// anywhere (its minirows are fixed, not its cells), a cell split tries each
// digit of a cell with the fewest, two when there is one. (A bivalue cell
// first, before any band, took twice the nodes on forum_hardest_1106.)
// Children are disjoint and cover the parent, so counts add up.
//
// Cost: a split is chosen with 81 table lookups (the sets, then the ways);
// a cell split with a bit-sliced count over the digits.
#pragma once

#include <array>
#include <cstdint>

#include "deduce/puzzles/sudoku/kernel/board.h"
#include "deduce/puzzles/sudoku/kernel/line_box_shrink.h"
#include "deduce/puzzles/sudoku/kernel/place_set.h"

namespace deduce::puzzles::sudoku::kernel {

enum class Split : std::uint8_t { kCell, kBand, kStack };

struct Branch {
  std::uint32_t options;  // children left: digits (cell split) or ways (band or stack split)
  Split split;
  std::uint8_t cell;   // cell split: the cell
  std::uint8_t digit;  // band or stack split: the digit (0-8)
  std::uint8_t band;   // band or stack split: the band or the stack
};

// The six ways a digit crosses a band, as minirow sets (bit 3 * row + box),
// and for each minirow set the ways it still holds (bit i: way i).
struct WayTables {
  std::array<std::uint16_t, 6> ways;
  std::array<std::uint8_t, 512> ways_in;
};

constexpr WayTables make_way_tables() {
  WayTables t{};
  constexpr int kBoxOfRow[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                   {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  for (int i = 0; i < 6; ++i) {
    t.ways[i] = static_cast<std::uint16_t>((1 << kBoxOfRow[i][0]) | (1 << (3 + kBoxOfRow[i][1])) |
                                           (1 << (6 + kBoxOfRow[i][2])));
  }
  for (int set = 0; set < 512; ++set) {
    for (int i = 0; i < 6; ++i) {
      if ((t.ways[i] & ~set) == 0)
        t.ways_in[set] = static_cast<std::uint8_t>(t.ways_in[set] | (1 << i));
    }
  }
  return t;
}

inline constexpr WayTables kWays = make_way_tables();

inline std::uint32_t minirows_of(std::uint32_t x) {
  return kShrink.occupied[x & kRowMask] | kShrink.occupied[(x >> 9) & kRowMask] << 3 |
         kShrink.occupied[x >> 18] << 6;
}

// A cell with the fewest digits: the first with two, else the first fewest.
inline Branch cell_branch(const Board& b) {
  int best_cell = -1;
  int best_count = kDigits + 1;
  for (int band = 0; band < kBands && best_count > 2; ++band) {
    const std::uint32_t unsolved = b.unsolved_[band];
    if (unsolved == 0) continue;
    std::uint32_t ones = 0, twos = 0, threes = 0;
    for (int d = 0; d < kDigits; ++d) {
      const std::uint32_t x = b.candidates_[3 * d + band];
      threes |= twos & x;
      twos |= ones & x;
      ones |= x;
    }
    const std::uint32_t bivalue = unsolved & twos & ~threes;
    if (bivalue != 0) {
      best_cell = 27 * band + __builtin_ctz(bivalue);
      best_count = 2;
      break;
    }
    for (std::uint32_t m = unsolved; m != 0; m &= m - 1) {
      const int bit_index = __builtin_ctz(m);
      int count = 0;
      for (int d = 0; d < kDigits; ++d) count += (b.candidates_[3 * d + band] >> bit_index) & 1;
      if (count < best_count) {
        best_count = count;
        best_cell = 27 * band + bit_index;
      }
    }
  }
  const int band = best_cell / 27;
  const int bit_index = best_cell - 27 * band;
  std::uint32_t digits = 0;
  for (int d = 0; d < kDigits; ++d) digits |= ((b.candidates_[3 * d + band] >> bit_index) & 1) << d;
  return Branch{digits, Split::kCell, static_cast<std::uint8_t>(best_cell), 0, 0};
}

// The split of `b`, which must be propagated and not solved.
inline Branch choose_branch(const Board& b) {
  // Minirow sets of each digit in each band (bit 3 * row + box), then
  // minicolumn sets in each stack (bit 3 * band + column): the same table
  // of ways reads both.
  std::uint32_t sets[6][kDigits];
  for (int d = 0; d < kDigits; ++d) {
    std::uint32_t folded[kBands];
    for (int band = 0; band < kBands; ++band) {
      const std::uint32_t x = b.candidates_[3 * d + band];
      sets[band][d] = minirows_of(x);
      folded[band] = fold(x);
    }
    for (int stack = 0; stack < 3; ++stack) {
      const int shift = 3 * stack;
      sets[3 + stack][d] = ((folded[0] >> shift) & 7) | ((folded[1] >> shift) & 7) << 3 |
                           ((folded[2] >> shift) & 7) << 6;
    }
  }
  // Scores packed as (count << 4 | digit) and (total << 8 | line << 4 |
  // digit), minimised without a branch: the comparisons of a branchy
  // version were a fifth of all mispredicted branches on the hard sets.
  std::uint32_t best = ~0u;
  for (int line = 0; line < 6; ++line) {
    std::uint32_t total = 0;
    std::uint32_t fewest = ~0u;
    for (int d = 0; d < kDigits; ++d) {
      const std::uint32_t count = __builtin_popcount(kWays.ways_in[sets[line][d]]);
      total += count;
      const std::uint32_t score = (count < 2 ? 15u : count) << 4 | static_cast<std::uint32_t>(d);
      fewest = score < fewest ? score : fewest;
    }
    const std::uint32_t line_score =
        (fewest >> 4) == 15 ? ~0u
                            : total << 8 | static_cast<std::uint32_t>(line) << 4 | (fewest & 15);
    best = line_score < best ? line_score : best;
  }
  if (best != ~0u) {
    const int line = static_cast<int>((best >> 4) & 15);
    const int digit = static_cast<int>(best & 15);
    return Branch{kWays.ways_in[sets[line][digit]], line < 3 ? Split::kBand : Split::kStack, 0,
                  static_cast<std::uint8_t>(digit), static_cast<std::uint8_t>(line % 3)};
  }
  return cell_branch(b);
}

// Turns `child` (a copy of the parent board) into the next child of
// `branch`, and takes that child from the options left.
inline void take_next(Branch& branch, Board& child) {
  const int next = __builtin_ctz(branch.options);
  branch.options &= branch.options - 1;
  if (branch.split == Split::kBand) {
    child.candidates_[3 * branch.digit + branch.band] &= kShrink.expanded[kWays.ways[next]];
    child.dirty_ |= kDirtyBoth << branch.digit;
  } else if (branch.split == Split::kStack) {
    const int shift = 3 * branch.band;
    const std::uint32_t way = kWays.ways[next];
    for (int band = 0; band < kBands; ++band) {
      const std::uint32_t gone = (~(way >> (3 * band)) & 7) << shift;
      child.candidates_[3 * branch.digit + band] &= ~(gone * kColumnSpread);
    }
    child.dirty_ |= kDirtyBoth << branch.digit;
  } else {
    place(child, next, branch.cell);
  }
}

}  // namespace deduce::puzzles::sudoku::kernel

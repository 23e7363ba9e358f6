// Branching of the exact 9x9 Sudoku kernel: what to split a propagated,
// unsolved board on, and the children one at a time.
//
// Two kinds of split. A band split takes a digit in one band and tries each
// way it may still cross the band (a permutation of its rows over the boxes,
// line_box_shrink.h: at most 6), the choice tdoku's docs/sudoku.md reports
// as fastest: the band with the fewest such ways over all digits, and in it
// the digit with the fewest (two or more). When no digit of any band has two
// ways left (every digit's minirows are fixed, not its cells), a cell split
// tries each digit of a cell with the fewest, two when there is one.
// Children are disjoint and cover the parent, so counts add up.
//
// Cost: a band split is chosen with 27 table lookups; a cell split with a
// bit-sliced count over the digits.
#pragma once

#include <cstdint>

#include "deduce/puzzles/sudoku/kernel/board.h"

namespace deduce::sudoku::kernel {

struct Branch {
  std::uint32_t options;  // children left: digits (cell split) or permutations (band split)
  std::uint8_t by_band;   // 1: a band split
  std::uint8_t cell;      // cell split: the cell
  std::uint8_t digit;     // band split: the digit (0-8)
  std::uint8_t band;      // band split: the band
};

// The split of `b`, which must be propagated and not solved.
Branch choose_branch(const Board& b);

// Turns `child` (a copy of the parent board) into the next child of
// `branch`, and takes that child from the options left.
void take_next(Branch& branch, Board& child);

}  // namespace deduce::sudoku::kernel

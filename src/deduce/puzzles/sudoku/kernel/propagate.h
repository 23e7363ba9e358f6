// Propagation of the exact 9x9 Sudoku kernel: singles, locked candidates and
// triads to a fixpoint.
//
// Consistency: naked singles (a cell with one digit left), hidden singles (a
// digit with one place left in a row, column or box), and a failure as soon
// as a cell has no digit or a unit has no place for a digit. Both are
// bit-parallel over the board's bands (board.h): a naked single is a cell in
// the ones-but-not-twos of a bit-sliced count over the nine digits, a hidden
// single in a column the same count over the nine rows, and a row or a box
// is one mask on one band word. Cost: a pass over the board is about 500
// word operations; a puzzle with 17 givens takes a few passes a node.
//
// Reference: the naked and hidden singles of every human-style solver; the
// bit-sliced counts as in JCZSolve and tdoku (ideas from their public
// write-ups, no code of theirs).
#pragma once

#include "deduce/puzzles/sudoku/kernel/board.h"

namespace deduce::sudoku::kernel {

// Places every single until none is left. Returns false when the board has
// no solution (a cell without a digit, a digit without a place in a unit);
// the board is then garbage.
bool propagate(Board& b);

}  // namespace deduce::sudoku::kernel

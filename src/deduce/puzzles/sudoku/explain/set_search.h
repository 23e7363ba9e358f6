// The search behind Solo's set elimination (subset.cc) and his positional
// set elimination of one digit (fish.cc): an n x n matrix of booleans
// (rows: a region's cells and columns: digits; or rows and columns of the
// grid for one digit) in which a set S of columns and n - |S| rows that are
// all false on S are sought. Then the columns of S take their trues in the
// other |S| rows, so those rows lose their trues outside S.
//
// As Solo does: rows with a single true are set aside first with their
// column (placed cells, and digits with one place); the sets S are tried
// in his order (a binary count over the remaining columns, the first column
// the highest bit), sizes 2 to m - 2 of the m left; the first S that rules
// anything out is taken. More than n - |S| such rows is a contradiction.
// Cost: 2^m subsets of m bit operations each (m <= n).
#pragma once

#include <cstdint>

#include "deduce/puzzles/sudoku/explain/board.h"

namespace deduce::puzzles::sudoku::ladder {

struct SetFound {
  enum class Outcome : std::uint8_t { kNone, kFound, kContradiction };
  Outcome outcome = Outcome::kNone;
  Mask columns = 0;  // S, as columns of the matrix
  Mask rows = 0;     // the |S| rows S is confined to (each loses its trues outside S)
  Mask kept = 0;     // the columns left after setting singles aside (only these are ruled out)
};

// rows[i]: the columns true in row i (bit j for column j), i, j < n.
// `board` lends its budget: a long search spends from it and stops early.
SetFound find_set(const Mask* rows, int n, const Board& board);

}  // namespace deduce::puzzles::sudoku::ladder

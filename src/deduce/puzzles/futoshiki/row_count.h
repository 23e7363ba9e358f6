// Counting the completions of a Latin square with givens, row by row.
//
// A Latin square without signs is a stack of rows, each a permutation that
// avoids, column by column, the symbols of the rows above it. So the number
// of ways to finish it from row r depends only on r and on the symbols each
// column has used (a mask a column); counts are kept per such state. Columns
// with no given in rows r and below are interchangeable: sorting their
// masks puts every column permutation of a state under one key, so the
// rectangles that differ only by the order of those columns are counted
// once. For reduced squares of order 7 (first row and column given) this
// replaces 13.8 million search nodes of the constraint model by a few
// hundred thousand states.
//
// It applies to Unequal-mode puzzles without signs of order up to 8 (a mask
// a byte, eight of them a word); anything else is counted by search.
#pragma once

#include <optional>

#include "deduce/budget/limits.h"
#include "deduce/puzzles/futoshiki/puzzle.h"
#include "deduce/util/big_count.h"

namespace deduce::puzzles::futoshiki {

// The puzzle is a Latin square with givens only, small enough to count here.
bool row_countable(const Puzzle& puzzle);

struct RowCount {
  util::BigCount count = 0;
  bool complete = true;  // false: `limits` stopped it (count is then a lower bound)
  budget::StopReason stop = budget::StopReason::kNone;
  std::uint64_t states = 0;  // rows extended: the nodes of this count
  std::uint64_t hits = 0;    // states found already counted
  double seconds = 0;
};

// Counts the solutions of a row_countable() puzzle.
RowCount row_count(const Puzzle& puzzle, const budget::Limits& limits);

}  // namespace deduce::puzzles::futoshiki

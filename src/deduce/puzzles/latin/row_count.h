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
// It applies to squares of order up to 8 (a mask a byte, eight of them a
// word) with nothing but givens; anything else is counted by search (a
// family with more constraints, as Futoshiki's signs, asks first whether a
// puzzle has any: futoshiki/latin_only.h).
#pragma once

#include <optional>

#include "deduce/budget/limits.h"
#include "deduce/puzzles/latin/square.h"
#include "deduce/util/big_count.h"

namespace deduce::puzzles::latin {

// The square is small enough to count here.
bool row_countable(const Square& square);

struct RowCount {
  util::BigCount count = 0;
  bool complete = true;  // false: `limits` stopped it (count is then a lower bound)
  budget::StopReason stop = budget::StopReason::kNone;
  std::uint64_t states = 0;  // rows extended: the nodes of this count
  std::uint64_t hits = 0;    // states found already counted
  double seconds = 0;
};

// Counts the completions of a row_countable() square.
RowCount row_count(const Square& square, const budget::Limits& limits);

}  // namespace deduce::puzzles::latin

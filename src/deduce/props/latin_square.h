// LatinSquare: an n x n grid of cells, values 0..n-1, every row and every
// column a permutation.
//
// This is the 0/1 cube (row, column, value) with exactly one 1 on every line,
// kept implicitly in the cell domains: a cell (r, c) is a line of the cube
// along values, and for a row r and value v the line along columns is
// "which cells of row r still hold v" (likewise for columns). One run makes
// every line of all three families consistent:
// - naked single: a fixed cell's value leaves the other cells of its row and
//   column;
// - hidden single: a value with one place left in a row (or column) fixes
//   that cell; a value with no place left fails.
// That is exactly the pruning of the three-view model (cells, row-values and
// column-values channelled by Inverse), without the 2n^2 extra variables
// and their notifications: it is the cheap core every grid puzzle shares,
// as Tatham's latin.c is.
//
// Consistency: domain consistency of the decomposition into the 3n^2 cube
// lines "exactly one" (not GAC on a row: naked and hidden pairs are
// AllDifferent's job). Cost: O(n) word operations per dirty line; advisors
// mark the row and column of each changed cell dirty, and a run processes
// only dirty lines, marking the crossing lines of the cells it changes.
// Reference: S. Tatham, latin.c (latin_solver_elim, latin_solver_place),
// done with bit sets over whole lines.
#pragma once

#include <cstdint>
#include <vector>

#include "deduce/core/store.h"

namespace deduce::props {

class LatinSquare : public core::Propagator {
 public:
  // cells[r * n + c]; 1 <= n <= 64.
  LatinSquare(core::Store& s, int n, std::vector<core::VarId> cells);
  core::PropStatus propagate(core::Store& s) override;
  bool advise(core::Store& s, int index, core::Event e, core::Bits removed) override;
  void cancel() override { dirty_rows_ = dirty_cols_ = 0; }
  const char* name() const override { return "latin-square"; }

 private:
  // Makes the line of n cells starting at `base` with `stride` consistent and
  // marks in `dirty_cross` the crossing line of every cell it changed.
  bool line(core::Store& s, int base, int stride, core::Bits& dirty_cross);

  int n_;
  std::vector<core::VarId> cells_;
  core::Bits dirty_rows_, dirty_cols_;
};

}  // namespace deduce::props

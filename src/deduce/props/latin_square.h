// LatinSquare: an n x n grid of cells, values 0..n-1, every row and every
// column a permutation.
//
// This is the 0/1 cube (row, column, value) with exactly one 1 on every line.
// The cells are the store's variables (the lines along values); the two other
// line families are kept inside the propagator as trailed masks (sets of the
// store's domain type D, so that orders past 64 work the same way):
//   in_row_[r * n + v]  the columns of row r where v can still go
//   in_col_[c * n + v]  the rows of column c where v can still go
// which are the "row-value" and "column-value" views of the three-view model,
// without their 2n^2 variables, subscriptions and notifications.
//
// Pruning, per removed value (cell (r, c) loses u):
// - u leaves in_row_[r][u] and in_col_[c][u]; a mask left empty fails, a
//   mask left with one place fixes that cell (a hidden single);
// - a cell fixed to v removes v from the other cells of its row and column
//   (a naked single).
// That is the domain consistency of the decomposition into the 3n^2 cube
// lines "exactly one" (the pruning of three channelled views; not GAC on a
// row: naked and hidden pairs are AllDifferent's job).
//
// Cost: O(1) per removed value (two trailed mask updates) plus O(n) per cell
// placed; nothing is rescanned. Advisors hand over each cell's removed values
// and a run walks only those. An earlier version rescanned every dirty line
// (O(n) per line, ten lines a node) and cost three times as much per node
// when counting Latin squares.
// Reference: the exact-cover view of Knuth's DLX (column counts kept as
// masks), and Tatham's latin.c for the elimination rules.
#pragma once

#include <cstdint>
#include <vector>

#include "deduce/core/store.h"

namespace deduce::props {

template <class D>
class BasicLatinGac;

template <class D>
class BasicLatinSquare : public core::BasicPropagator<D> {
 public:
  using Store = core::BasicStore<D>;
  // cells[r * n + c]; 1 <= n <= kCapacity<D>.
  BasicLatinSquare(Store& s, int n, std::vector<core::VarId> cells);
  core::PropStatus propagate(Store& s) override;
  bool advise(Store& s, int index, core::Event e, D removed) override;
  void cancel() override;
  const char* name() const override { return "latin-square"; }
  bool residual_determined() const override { return true; }

  // The tightest choice over all three views at a fixpoint, as exact-cover
  // search picks its column: a cell with the fewest values, or a row-value or
  // column-value with the fewest places. A row-value (r, v) with places
  // {c1, ...} becomes the decision cell(r, c1) = v (else != v), so the store
  // needs no variables for those views. var == -1 when every cell is fixed.
  struct Choice {
    core::VarId var = -1;
    int value = 0;
  };
  Choice choose(const Store& s) const;

  // The LatinGac on the same cells (post_latin_gac links it): told here of
  // every change of a cell, which it would otherwise hear of from an advisor
  // of its own, a second virtual call for each of the cells' changes.
  void link(BasicLatinGac<D>* gac) { gac_ = gac; }

  // The columns of row r where value v can still go (exact at this
  // propagator's fixpoint).
  const D& row_places(int r, int v) const { return in_row_[r * n_ + v]; }
  // The rows of column c where value v can still go.
  const D& col_places(int c, int v) const { return in_col_[c * n_ + v]; }

 private:
  void note(int cell, const D& removed) {
    if (!queued_[cell]) {
      queued_[cell] = 1;
      std::size_t at = work_head_ + work_count_++;
      if (at >= work_.size()) at -= work_.size();
      work_[at] = cell;
    }
    delta_[cell] |= removed;
  }
  // note() for a change of the store's, passed on to the linked LatinGac.
  void note_change(Store& s, int cell, const D& removed);
  // Narrows cell to `keep`, noting what it removed; false on a wipeout.
  bool narrow(Store& s, int cell, const D& keep);
  // Processes one cell's removed values and, if it is fixed, its placement.
  bool process(Store& s, int cell);
  // The place mask of a removed value along the line through a cell that
  // a placement did not clear: the mask, its trail epoch, the cell's bit in
  // it, and the cell a single bit b names (base + b * step).
  struct Cross {
    D* mask;
    std::uint64_t* epoch;
    int at, base, step;
  };
  // Removes v from cell, a peer of a cell just placed with v, and clears
  // the cell from v's mask along its other line (`cross`) at once, which
  // process() would do: the cell is queued only if it is left placed.
  // Most of a placement's peers keep two values or more, and each cost a
  // queue entry and a process() call of its own: 7% of the instructions of
  // `deduce solve` on 100 Tatham 9x9 Extreme puzzles. Inlined into
  // process(), its one caller (a call of its own cost 2.5% more).
  [[gnu::always_inline]] bool eliminate(Store& s, int cell, int v, const Cross& cross);
  // First run: every mask checked for an empty or single line.
  bool initial_scan(Store& s);

  int n_;
  std::vector<core::VarId> cells_;
  std::vector<D> in_row_, in_col_;  // trailed masks, see above
  // The trail epoch each mask was last saved in: a mask changes up to n - 1
  // times a level and is trailed once (Store::trail_once_set).
  std::vector<std::uint64_t> row_epoch_, col_epoch_;
  std::vector<D> delta_;  // removed values not processed yet
  std::vector<std::uint8_t> queued_;
  std::vector<std::uint8_t> row_of_;  // cell / n, without a division per cell processed
  // Cells with pending deltas, oldest first: a ring of n * n (a cell is in
  // it at most once). First in, first out: a cell's removals are processed
  // after those that were pending before them, which leaves fewer stale
  // masks to read than the newest first did (1% fewer instructions on 9x9
  // puzzles, the same fixpoint).
  std::vector<std::int32_t> work_;
  std::size_t work_head_ = 0, work_count_ = 0;
  BasicLatinGac<D>* gac_ = nullptr;  // see link()
  bool scanned_ = false;
};
using LatinSquare = BasicLatinSquare<core::Bits>;
extern template class BasicLatinSquare<core::Bits>;
extern template class BasicLatinSquare<core::WideBits>;

}  // namespace deduce::props

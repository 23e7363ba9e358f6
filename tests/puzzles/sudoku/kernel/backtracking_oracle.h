// A plain backtracking Sudoku counter, the kernel's oracle in its tests.
//
// Written apart from the kernel and as simply as possible: a cell-by-cell
// search over nine-bit "used" sets of each row, column and box. It branches
// on the empty cell with the fewest digits, or on the digit of a unit with
// fewer places than that (every place of it in turn), the choice of exact
// cover solvers (Knuth's Algorithm X): a cell-only search took 10 s on one
// of the test's random grids with holes. No propagation, no bitboards,
// nothing shared with src/deduce/puzzles/sudoku/kernel.
#pragma once

#include <array>
#include <cstdint>

namespace deduce::puzzles::sudoku::kernel::testing {

class BacktrackingOracle {
 public:
  // Counts the solutions of `grid` (0 empty, 1-9 given) up to `limit`; the
  // first one found goes to first_solution().
  std::uint64_t count(const std::array<std::uint8_t, 81>& grid, std::uint64_t limit) {
    cells_ = grid;
    rows_.fill(0);
    columns_.fill(0);
    boxes_.fill(0);
    found_ = 0;
    limit_ = limit;
    for (int cell = 0; cell < 81; ++cell) {
      const int v = cells_[cell];
      if (v == 0) continue;
      const unsigned bit = 1u << v;
      if ((used(cell) & bit) != 0) return 0;  // givens contradict
      mark(cell, bit);
    }
    search();
    return found_;
  }
  const std::array<std::uint8_t, 81>& first_solution() const { return first_; }

 private:
  unsigned used(int cell) const {
    return rows_[cell / 9] | columns_[cell % 9] | boxes_[(cell / 27) * 3 + (cell % 9) / 3];
  }
  void mark(int cell, unsigned bit) {
    rows_[cell / 9] ^= bit;
    columns_[cell % 9] ^= bit;
    boxes_[(cell / 27) * 3 + (cell % 9) / 3] ^= bit;
  }
  // The cells of unit `unit` (0-8 rows, 9-17 columns, 18-26 boxes).
  static int unit_cell(int unit, int i) {
    if (unit < 9) return unit * 9 + i;
    if (unit < 18) return i * 9 + (unit - 9);
    const int box = unit - 18;
    return (box / 3 * 3 + i / 3) * 9 + box % 3 * 3 + i % 3;
  }
  void search() {
    int best = -1;
    int best_options = 10;
    for (int cell = 0; cell < 81; ++cell) {
      if (cells_[cell] != 0) continue;
      int options = 0;
      for (int v = 1; v <= 9; ++v) options += (used(cell) & (1u << v)) == 0;
      if (options < best_options) {
        best_options = options;
        best = cell;
      }
    }
    if (best < 0) {
      if (found_++ == 0) first_ = cells_;
      return;
    }
    // A digit of a unit with fewer places than the best cell has digits.
    int best_unit = -1;
    int best_digit = 0;
    for (int unit = 0; unit < 27 && best_options > 1; ++unit) {
      for (int v = 1; v <= 9; ++v) {
        int places = 0;
        bool placed = false;
        for (int i = 0; i < 9; ++i) {
          const int cell = unit_cell(unit, i);
          if (cells_[cell] == v) placed = true;
          if (cells_[cell] == 0 && (used(cell) & (1u << v)) == 0) ++places;
        }
        if (!placed && places < best_options) {
          best_options = places;
          best_unit = unit;
          best_digit = v;
        }
      }
    }
    if (best_unit >= 0) {
      const unsigned bit = 1u << best_digit;
      for (int i = 0; i < 9 && found_ < limit_; ++i) {
        const int cell = unit_cell(best_unit, i);
        if (cells_[cell] != 0 || (used(cell) & bit) != 0) continue;
        try_value(cell, best_digit);
      }
      return;
    }
    for (int v = 1; v <= 9 && found_ < limit_; ++v) {
      if ((used(best) & (1u << v)) == 0) try_value(best, v);
    }
  }
  void try_value(int cell, int v) {
    const unsigned bit = 1u << v;
    cells_[cell] = static_cast<std::uint8_t>(v);
    mark(cell, bit);
    search();
    mark(cell, bit);
    cells_[cell] = 0;
  }

  std::array<std::uint8_t, 81> cells_{};
  std::array<std::uint8_t, 81> first_{};
  std::array<unsigned, 9> rows_{};
  std::array<unsigned, 9> columns_{};
  std::array<unsigned, 9> boxes_{};
  std::uint64_t found_ = 0;
  std::uint64_t limit_ = 0;
};

}  // namespace deduce::puzzles::sudoku::kernel::testing

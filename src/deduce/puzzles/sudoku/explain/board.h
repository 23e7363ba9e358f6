// The pencil-mark board Solo's ladder works on (Tatham's "cube"): for every
// cell the digits it could still take (bit v - 1 for digit v, as the Latin
// ladder's Mask), the digits placed, the regions every digit fills once
// (rows, columns, boxes or jigsaw regions, and the two diagonals of the X
// variant) and, for a killer puzzle, the cages as the ladder reshapes them.
//
// Invariants: a placed cell's set is exactly its digit, and that digit is
// gone from every other cell of its row, column, box and diagonals (place()
// keeps them). Cages are not regions here, as in Solo: the killer techniques
// keep their digits apart (cage_digits.cc). A digit placed where it was
// ruled out, or a technique that finds a contradiction, marks the board
// broken().
//
// Killer state: a cage's open cells and what they still sum to. Filled cells
// leave their cage and take their digit off its sum (cage_digits.cc); a cage
// part that lies inside a row, column or box beyond the region's whole cages
// becomes a cage of its own (cage_remainder.cc), and the remainders that do
// not fit in one cage are kept as derived cages (`derived`) for the sum
// techniques of that pass.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "deduce/puzzles/latin/explain/board.h"
#include "deduce/puzzles/latin/explain/board_budget.h"
#include "deduce/puzzles/sudoku/puzzle.h"

namespace deduce::puzzles::sudoku::ladder {

using latin::ladder::bit_of;
using latin::ladder::highest_value;
using latin::ladder::lowest_value;
using latin::ladder::Mask;
using latin::ladder::popcount;

enum class RegionKind : std::uint8_t { kRow, kColumn, kBox, kDiagonal };

// n cells that hold every digit once, in reading order.
struct Region {
  RegionKind kind = RegionKind::kRow;
  int index = 0;  // row, column, box from 0; diagonal 0 is \, 1 is /
  std::vector<int> cells;
};

// Cells whose digits differ and sum to `sum` (has_sum false: a cage of a
// .sudoku file given without a sum, distinct digits only).
struct KillerCage {
  std::vector<int> cells;
  int sum = 0;
  bool has_sum = true;
  std::string name;  // "the cage at r1c1", "r2c3 and r2c4 (row 2 beyond its whole cages)"
};

// set_budget, out_of_budget and stopped: the Latin ladder's BoardBudget.
class Board : public latin::ladder::BoardBudget {
 public:
  // The puzzle with the digits of `grid` (n * n, 0 empty: its givens and any
  // entries) placed. A digit that breaks a rule breaks the board.
  Board(const Puzzle& puzzle, const Grid& grid);

  const Puzzle& puzzle() const { return *puzzle_; }
  int n() const { return n_; }
  int cells() const { return n_ * n_; }
  Mask full() const { return full_; }
  Mask candidates(int cell) const { return cand_[cell]; }
  int value(int cell) const { return value_[cell]; }
  const Grid& grid() const { return value_; }
  bool solved() const { return placed_ == n_ * n_; }
  bool broken() const { return broken_; }
  void mark_broken() { broken_ = true; }

  // Places v in cell and rules v out of the cell's other regions.
  void place(int cell, int v);
  // Rules `values` out of cell; true when that removed anything.
  bool eliminate(int cell, Mask values);

  int row_of(int cell) const { return cell / n_; }
  int col_of(int cell) const { return cell % n_; }

  // Regions: rows 0..n-1, columns n..2n-1, boxes 2n..3n-1, then the \ and /
  // diagonals of an X puzzle.
  int regions() const { return static_cast<int>(regions_.size()); }
  const Region& region(int r) const { return regions_[r]; }
  int row_region(int row) const { return row; }
  int column_region(int col) const { return n_ + col; }
  int box_region(int box) const { return 2 * n_ + box; }
  int box_of(int cell) const { return puzzle_->region[cell]; }
  bool x() const { return puzzle_->x; }
  bool on_diagonal(int cell, int d) const;
  // Whether `cell` lies in region r.
  bool in(int r, int cell) const {
    for (const int s : regions_of_[cell]) {
      if (s == r) return true;
      if (s < 0) break;
    }
    return false;
  }
  // The digits placed in region r.
  Mask placed_in(int r) const { return placed_in_[r]; }
  // Whether two cells share a row, column, box or diagonal (Solo's "in line").
  bool sees(int a, int b) const;

  bool killer() const { return puzzle_->killer; }
  std::vector<KillerCage>& cages() { return cages_; }
  const std::vector<KillerCage>& cages() const { return cages_; }
  // cell -> its cage in cages(), -1 once filled and out of it.
  std::vector<int>& cage_of() { return cage_of_; }
  const std::vector<int>& cage_of() const { return cage_of_; }
  std::vector<KillerCage>& derived() { return derived_; }
  const std::vector<KillerCage>& derived() const { return derived_; }
  // What cage_remainder reads is the digits placed and the cages: a count of
  // placements and one of edits to the cages (a cell leaving, a split) tell
  // whether either changed since a run of it that changed nothing, which a
  // run now would repeat to the letter (derived() is still its result).
  void edit_cages() { ++cage_edits_; }
  bool remainder_unchanged() const {
    return remainder_placed_ == placed_ && remainder_edits_ == cage_edits_;
  }
  void remainder_changed_nothing() {
    remainder_placed_ = placed_;
    remainder_edits_ = cage_edits_;
  }

 private:
  const Puzzle* puzzle_;
  int n_ = 0;
  Mask full_ = 0;
  int placed_ = 0;
  bool broken_ = false;
  std::vector<Mask> cand_;
  Grid value_;
  std::vector<Region> regions_;
  std::vector<Mask> placed_in_;
  // cell -> the regions it is in (row, column, box and up to two diagonals;
  // -1 past the last).
  std::vector<std::array<int, 5>> regions_of_;
  std::vector<KillerCage> cages_;
  std::vector<int> cage_of_;
  std::vector<KillerCage> derived_;
  std::uint64_t cage_edits_ = 0;
  int remainder_placed_ = -1;  // no run yet
  std::uint64_t remainder_edits_ = 0;
};

// "r3c4" (rows and columns from 1).
std::string cell_name(int n, int cell);
inline std::string cell_name(const Board& b, int cell) {
  return cell_name(b.n(), cell);
}
// "row 3", "column 4", "box 2", "the region of r1c1" (jigsaw), the diagonals
// ("the \\ diagonal", "the / diagonal").
std::string region_name(const Board& b, int r);
// "r1c2, r1c4 and r1c5".
std::string cells_text(const Board& b, const std::vector<int>& cells);
// The words for a broken board: a cell with no digit left or a digit with no
// place left in a region; empty when neither shows.
std::string contradiction_text(const Board& b);

}  // namespace deduce::puzzles::sudoku::ladder

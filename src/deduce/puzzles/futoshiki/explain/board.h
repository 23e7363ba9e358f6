// The pencil-mark board the Futoshiki explanation ladder works on: for every
// cell the values it could still take (a 64-bit set, bit v - 1 for value v),
// the values placed, and the puzzle's relations in the shapes the techniques
// scan (the signs as links greater > lesser, the Adjacent marks as neighbour
// pairs).
//
// Invariants: a placed cell's set is exactly its value, and that value is gone
// from every other cell of its row and column (place() keeps both). A set that
// becomes empty, a value placed where it was ruled out, or a technique that
// finds a value with no place in a line marks the board broken(): the trial
// step reads that as its contradiction.
//
// Everything is sized at construction; place() and eliminate() never allocate,
// so a board copied into a scratch board of the same order does not either.
//
// The board also carries the explanation's limits (a budget::Budget, none by
// default), so that the copies trials make and the searches inside them
// spend from the same budget.
#pragma once

#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "deduce/budget/limits.h"
#include "deduce/puzzles/futoshiki/puzzle.h"

namespace deduce::puzzles::futoshiki::ladder {

using Mask = std::uint64_t;

inline Mask bit_of(int value) {
  return Mask{1} << (value - 1);
}
inline int popcount(Mask m) {
  return std::popcount(m);
}
inline int lowest_value(Mask m) {
  return std::countr_zero(m) + 1;
}
inline int highest_value(Mask m) {
  return 64 - std::countl_zero(m);
}

// A sign: greater > lesser, stored once per sign.
struct Link {
  int greater = 0;
  int lesser = 0;
};

// Two neighbours in Adjacent mode: they differ by exactly 1 when `adjacent`,
// otherwise by anything but 1. Stored once per neighbouring pair.
struct NeighbourPair {
  int a = 0;
  int b = 0;
  bool adjacent = false;
};

class Board {
 public:
  // The puzzle's givens placed, plus `entered` (n * n values, 0 for empty; may
  // be empty) as if they were givens.
  explicit Board(const Puzzle& puzzle, const Grid& entered = {});

  int n() const { return n_; }
  int cells() const { return n_ * n_; }
  Mode mode() const { return mode_; }
  Mask full() const { return full_; }
  Mask candidates(int cell) const { return cand_[cell]; }
  int value(int cell) const { return value_[cell]; }
  bool solved() const { return placed_ == n_ * n_; }
  bool broken() const { return broken_; }
  void mark_broken() { broken_ = true; }

  // The limits this board's work spends from (nullptr: none).
  void set_budget(budget::Budget* budget) { budget_ = budget; }
  // Spends one unit and says whether the work must stop; once stopped, it
  // stays stopped. A technique cut short finds less, never something unsound.
  bool out_of_budget() const {
    return budget_ != nullptr && (budget_->stopped() || budget_->spend());
  }
  bool stopped() const { return budget_ != nullptr && budget_->stopped(); }

  // Places v in cell and rules v out of the cell's row and column. Placing a
  // value the cell cannot take breaks the board.
  void place(int cell, int v);
  // Rules `values` out of cell; true when that removed anything.
  bool eliminate(int cell, Mask values);

  // The cell of row r, column c, and back.
  int at(int r, int c) const { return r * n_ + c; }
  int row_of(int cell) const { return cell / n_; }
  int col_of(int cell) const { return cell % n_; }
  bool sees(int a, int b) const {
    return a != b && (row_of(a) == row_of(b) || col_of(a) == col_of(b));
  }
  // Line k: rows are 0..n-1, columns n..2n-1; the i-th cell of line k.
  int line_cell(int line, int i) const { return line < n_ ? at(line, i) : at(i, line - n_); }

  const std::vector<Link>& links() const { return links_; }
  const std::vector<NeighbourPair>& pairs() const { return pairs_; }

  // True when every sign or mark between two placed cells holds; a full grid
  // the singles reached may still break one.
  bool relations_hold() const;

  // The relation between neighbours a and b, seen from the upper or left one.
  Relation relation(int a, int b) const;

 private:
  int n_ = 0;
  Mode mode_ = Mode::kUnequal;
  Mask full_ = 0;
  int placed_ = 0;
  bool broken_ = false;
  budget::Budget* budget_ = nullptr;
  std::vector<Mask> cand_;
  std::vector<int> value_;
  std::vector<Link> links_;
  std::vector<NeighbourPair> pairs_;
  std::vector<Relation> right_;  // as Puzzle::right
  std::vector<Relation> down_;   // as Puzzle::down
};

// "r3c4" (rows and columns from 1).
std::string cell_name(const Board& board, int cell);
// "row 3", "column 4" for line k as in Board::line_cell.
std::string line_name(const Board& board, int line);
// "{2,5}".
std::string set_text(Mask values);
// "3", "3 or 4", "2, 3 or 4".
std::string or_list(Mask values);
// "2 and 5", "2, 3 and 5".
std::string and_list(Mask values);
// The relation of two neighbours as a person writes it, the upper or left
// cell first: "r1c2 < r1c3", "r2c2 > r3c2"; in Adjacent mode
// "r1c1 and r1c2 differ by 1", "r1c1 and r1c2 do not differ by 1".
std::string relation_text(const Board& board, int a, int b);

}  // namespace deduce::puzzles::futoshiki::ladder

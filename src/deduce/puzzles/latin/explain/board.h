// The pencil-mark board the Latin explanation ladder works on: for every
// cell the values it could still take (a 64-bit set, bit v - 1 for value v)
// and the values placed. A family built on Latin squares extends it with its
// own constraints in the shapes its techniques scan (Futoshiki's signs:
// futoshiki/explain/board.h); the Latin techniques see only this part.
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

#include "deduce/puzzles/latin/explain/board_budget.h"
#include "deduce/puzzles/latin/square.h"

namespace deduce::puzzles::latin::ladder {

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

// set_budget, out_of_budget and stopped: BoardBudget.
class Board : public BoardBudget {
 public:
  // The square's givens placed (order 1..kMaxMaskOrder), plus `entered`
  // (n * n values, 0 for empty; may be empty) as if they were givens.
  explicit Board(const Square& square, const Grid& entered = {});

  int n() const { return n_; }
  int cells() const { return n_ * n_; }
  Mask full() const { return full_; }
  Mask candidates(int cell) const { return cand_[cell]; }
  int value(int cell) const { return value_[cell]; }
  bool solved() const { return placed_ == n_ * n_; }
  bool broken() const { return broken_; }
  void mark_broken() { broken_ = true; }

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

  // A Latin square has no constraint beyond its lines, which place() keeps:
  // a full board holds. (A family's board hides this with its own check.)
  bool relations_hold() const { return true; }

 private:
  int n_ = 0;
  Mask full_ = 0;
  int placed_ = 0;
  bool broken_ = false;
  std::vector<Mask> cand_;
  std::vector<int> value_;
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

// What breaks a broken board in its cells and lines, in words ("r2c3 has no
// value left", "4 has no place left in row 2"); empty when they all hold.
std::string lines_contradiction_text(const Board& board);
// The words when nothing simpler says it.
inline constexpr const char* kSubsetContradiction =
    "a set of cells has fewer values left than cells";
// Why a broken Latin board is broken: the two above.
std::string contradiction_text(const Board& board);

}  // namespace deduce::puzzles::latin::ladder

// A quick test the generator asks before Solo's ladder: do singles alone
// fill the grid? Hidden singles in the boxes (or jigsaw regions) only, as
// Solo's Trivial allows, or hidden singles in every row, column, box and
// diagonal and naked singles, as his Basic does.
//
// Why it may stand in for the ladder: singles only ever place digits the
// puzzle forces, so any order of them that goes on while one applies ends
// in the same grid (they are confluent). When they fill it, his ladder,
// which tries them first on every pass, fills it with them too, at a grade
// of at most Trivial (boxes only) or Basic; when they do not, the ladder
// decides. Most puzzles a removal tries are of this kind (the early ones,
// with many givens), and this test costs a few microseconds on a 9x9 where
// the ladder's bookkeeping costs several times that.
//
// No allocation per call: the units and each cell's peers are laid out
// once for the shape.
#pragma once

#include <cstdint>
#include <vector>

#include "deduce/puzzles/sudoku/puzzle.h"

namespace deduce::puzzles::sudoku::generate {

class SinglesFill {
 public:
  // The shape's units: rows, columns, regions, and the diagonals when x.
  explicit SinglesFill(const Puzzle& shape);

  // Whether the singles fill `givens` (n * n digits, 0 empty): box singles
  // only when `boxes_only`. False on a contradiction too.
  bool fills(const Grid& givens, bool boxes_only);

 private:
  using Mask = std::uint64_t;
  bool place(int cell, int v);
  // The hidden singles of unit u: false on a digit with no place.
  bool unit_singles(int u, bool& progress);

  int n_ = 0;
  Mask full_ = 0;
  int regions_from_ = 0;  // units_[regions_from_ .. regions_from_ + n) are the regions
  std::vector<std::vector<int>> units_;
  std::vector<std::vector<int>> peers_;  // cell -> the cells it sees
  std::vector<Mask> cand_;
  std::vector<Mask> placed_;  // unit -> its digits placed
  std::vector<std::vector<int>> units_of_;
  std::vector<int> value_;
  int filled_ = 0;
};

}  // namespace deduce::puzzles::sudoku::generate

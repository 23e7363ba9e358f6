// A quick test the generator asks before Solo's ladder: do the easy
// techniques alone fill the grid? Level 0: hidden singles in the boxes (or
// jigsaw regions) only, as his Trivial allows; level 1: hidden singles in
// every row, column, box and diagonal, and naked singles, as his Basic
// does; level 2: those and intersections (a digit of a line confined to one
// box, or of a box to one line), as his Intermediate does.
//
// Why it may stand in for the ladder: these techniques only rule out what
// the puzzle rules out, and each stays true with fewer candidates, so any
// order of them that goes on while one applies ends in the same grid (they
// are confluent). His ladder up to Intermediate is these techniques in one
// such order, so it fills the grid exactly when this does, at a grade of at
// most the level. Above it the ladder decides what this does not fill. Most
// puzzles a removal tries are decided here (the early ones, with many
// givens), in a few microseconds on a 9x9, several times less than the
// ladder's bookkeeping.
//
// No allocation per call: the units, the cells' peers and the line and box
// crossings are laid out once for the shape.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "deduce/puzzles/sudoku/puzzle.h"

namespace deduce::puzzles::sudoku::generate {

class EasyFill {
 public:
  // The shape's units: rows, columns, regions, and the diagonals when x.
  explicit EasyFill(const Puzzle& shape);

  // Whether the techniques up to `level` (0, 1 or 2; above 2 as 2) fill
  // `givens` (n * n digits, 0 empty). False on a contradiction too.
  bool fills(const Grid& givens, int level);

 private:
  using Mask = std::uint64_t;
  // A line (row, column, diagonal) and a region that share cells.
  struct Crossing {
    int line = 0, region = 0;
    std::vector<int> line_only, region_only, both;
  };
  bool place(int cell, int v);
  // The hidden singles of unit u: false on a digit with no place.
  bool unit_singles(int u, bool& progress);
  bool naked_singles(bool& progress);
  void intersections(bool& progress);
  Mask any_of(const std::vector<int>& cells) const;
  void rule_out(const std::vector<int>& cells, Mask digits, bool& progress);

  int n_ = 0;
  Mask full_ = 0;
  int regions_from_ = 0;  // units_[regions_from_ .. regions_from_ + n) are the regions
  std::vector<std::vector<int>> units_;
  std::vector<int> unit_cells_;               // unit u's n cells at u * n
  std::vector<std::array<int, 5>> units_of_;  // cell -> its units, -1 past the last
  std::vector<int> peers_, peer_start_;       // cell k sees peers_[peer_start_[k] ..
                                              // peer_start_[k + 1])
  std::vector<Crossing> crossings_;
  std::vector<Mask> cand_;
  std::vector<Mask> placed_;  // unit -> its digits placed
  std::vector<int> value_;
  int filled_ = 0;
};

}  // namespace deduce::puzzles::sudoku::generate

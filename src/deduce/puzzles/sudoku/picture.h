// The picture of a Sudoku puzzle or of its solution (svg/picture.h): thin
// lines between cells, thick ones around the boxes or jigsaw regions, the
// X variant's diagonals shaded, killer cages as dashed outlines inside
// their cells with their sums in the first cell's corner; givens in black,
// solved digits in blue.
//
// The grid at a point of an explanation (explain_picture.h) adds, drawn by
// the second form: the cells a step reasons from filled pale yellow
// (<rect class="premise" data-cell="r2c3">) and each empty cell's
// candidates in small type (<text class="candidate" data-cell="r2c3"
// data-value="5">).
#pragma once

#include <cstdint>
#include <vector>

#include "deduce/puzzles/sudoku/puzzle.h"
#include "deduce/svg/picture.h"

namespace deduce::puzzles::sudoku {

// `solution` empty: the puzzle as given.
svg::Picture picture(const Puzzle& p, const Grid& solution = {});

// The grid with `values` (n * n, 0 empty; digits that are not givens drawn
// as found), each empty cell's `candidates` (bit d - 1 for digit d; none
// drawn where 0) and the cells of `highlighted` (n * n, nonzero: a premise).
svg::Picture picture(const Puzzle& p, const Grid& values,
                     const std::vector<std::uint64_t>& candidates,
                     const std::vector<std::uint8_t>& highlighted);

// Where candidate d of cell k is drawn: the centre of its small square.
struct CandidatePlace {
  double x = 0, y = 0, size = 0;  // size: the small square's side
};
CandidatePlace candidate_place(const Puzzle& p, int k, int d);
// The centre of cell k, and the font size of a cell's digit.
CandidatePlace cell_place(const Puzzle& p, int k);

}  // namespace deduce::puzzles::sudoku

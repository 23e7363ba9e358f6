// The picture of a Sudoku puzzle or of its solution (svg/picture.h): thin
// lines between cells, thick ones around the boxes or jigsaw regions, the
// X variant's diagonals shaded, killer cages as dashed outlines inside
// their cells with their sums in the first cell's corner; givens in black,
// solved digits in blue.
#pragma once

#include "deduce/puzzles/sudoku/puzzle.h"
#include "deduce/svg/picture.h"

namespace deduce::puzzles::sudoku {

// `solution` empty: the puzzle as given.
svg::Picture picture(const Puzzle& p, const Grid& solution = {});

}  // namespace deduce::puzzles::sudoku

// Random jigsaw regions for `deduce generate sudoku` with Solo's `Nj`
// parameters: the n x n grid cut into n connected pieces of n cells each,
// as his divvy_rectangle makes them (this is not his method).
//
// How: from a regular cut (boxes where the order has them, else rows), a
// random walk of swaps: a cell of one piece on its border with another
// trades places with a cell of that other piece on the same border, kept
// when both pieces stay connected (4-neighbours). Each piece keeps its n
// cells throughout; 10 n^2 swaps tried mix the cut well at orders 4 to 16.
// Not every cut admits a Sudoku: the generator draws a new one when its
// filled grid fails (filled_grid.h), as Solo's does.
#pragma once

#include <vector>

#include "deduce/util/rng.h"

namespace deduce::puzzles::sudoku::generate {

// cell -> its piece (0..n-1), cells in reading order; n >= 2.
std::vector<int> random_jigsaw_regions(int n, util::Rng& rng);

}  // namespace deduce::puzzles::sudoku::generate

// Taking givens away from a filled grid while the puzzle stays what was
// asked, as Solo's generator does: the cells in classes under the symmetry
// asked (a cell with its images), the classes in a random order, each
// class emptied when the puzzle without it still passes the test (solved
// by the ladder up to the grade asked, or unique), and put back when not.
// What is left is minimal for the test: no class can go.
#pragma once

#include <functional>
#include <vector>

#include "deduce/puzzles/sudoku/game_id.h"
#include "deduce/util/rng.h"

namespace deduce::puzzles::sudoku::generate {

// The classes of cells of an order-n grid that `symmetry` maps onto each
// other: each cell with its images, listed once, in reading order of their
// first cell (Solo's `symmetries`: rotations and mirrors of the square).
std::vector<std::vector<int>> symmetry_classes(int n, Symmetry symmetry);

// What the removal asks of a puzzle: true when `givens` may stand.
using KeepsTest = std::function<bool(const Grid& givens)>;

// Empties the classes of `givens` in a random order from `rng`, each one
// while `keeps` accepts the grid without it (classes already empty are
// passed over). `keeps` may also end the work (a limit): `stopped`
// returning true stops the removal where it is.
//
// `quick` (optional) is a cheaper test that implies `keeps` and holds for
// any grid with more givens whenever it holds for one with fewer (the easy
// techniques filling the grid: easy_fill.h). The removal then tries runs of the
// next classes at once with it, doubling the run while it passes and
// halving it when not, and tests one class with `keeps` only where a run of
// one fails: every class of a run that passes would have passed one by one
// (each grid between has more givens), so the puzzle left is the one the
// class-by-class removal leaves, from a third of the tests.
Grid remove_clues(Grid givens, const std::vector<std::vector<int>>& classes, util::Rng& rng,
                  const KeepsTest& keeps, const std::function<bool()>& stopped,
                  const KeepsTest& quick = nullptr);

}  // namespace deduce::puzzles::sudoku::generate

// The cages of a killer Sudoku as Solo's generator draws them (solo.c,
// gen_killer_cages, read for its meaning; the code is ours), before any
// digit is placed: a cover of the grid by dominoes and single cells in
// reading order (each free cell pairs with its right or lower neighbour
// three times in four), then each single cell joined to its right or lower
// neighbour's cage, since his killer puzzles ask for his Advanced killer
// grade, for which his generator removes single cells. (His generator also
// has a step that merges neighbouring cages, which never finds a pair:
// killer_generate.h.)
//
// Invariants: every cell is in exactly one cage; cage_of(k) is its cage;
// cages are connected (built from neighbours) and of two cells or more.
#pragma once

#include <vector>

#include "deduce/puzzles/sudoku/puzzle.h"
#include "deduce/util/rng.h"

namespace deduce::puzzles::sudoku::generate {

class KillerCages {
 public:
  // Solo's cover of an order-n grid: dominoes and single cells, then the
  // single cells joined to a neighbour's cage. Drawn from `rng` alone.
  static KillerCages draw(int n, util::Rng& rng);

  // The largest cage's cells (a cover whose largest cage exceeds n admits
  // no grid: the caller draws again).
  int largest() const;
  int count() const { return static_cast<int>(cells_.size()); }
  int cage_of(int cell) const { return cage_of_[cell]; }

  // `shape` made killer with these cages, each summing its digits in
  // `solution` (its givens untouched).
  void apply(Puzzle& shape, const Grid& solution) const;

 private:
  KillerCages() = default;
  // Cages a and b become one under the lower number; the last cage takes
  // the higher one.
  void merge(int a, int b);

  std::vector<int> cage_of_;             // cell -> cage
  std::vector<std::vector<int>> cells_;  // cage -> its cells
};

}  // namespace deduce::puzzles::sudoku::generate

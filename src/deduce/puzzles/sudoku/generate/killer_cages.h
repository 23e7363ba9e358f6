// The cages of a killer Sudoku as Solo's generator grows them (solo.c,
// gen_killer_cages and merge_some_cages, read for their meaning; the code
// is ours): first a cover of the grid by dominoes and single cells, drawn
// in reading order before any digit is placed (each free cell pairs with
// its right or lower neighbour three times in four), then each single cell
// joined to its right or lower neighbour's cage (Solo's killer puzzles ask
// for his Advanced killer grade, whose generator removes single cells);
// later, once the grid is filled, two neighbouring cages at a time merged
// into one while the merged cage holds distinct digits and at most n cells.
//
// Invariants: every cell is in exactly one cage; cage_of(k) is its cage;
// cages are connected (built from neighbours). Cage numbers are dense
// (0 .. count()-1) but change when cages merge.
#pragma once

#include <vector>

#include "deduce/puzzles/sudoku/puzzle.h"
#include "deduce/util/rng.h"

namespace deduce::puzzles::sudoku::generate {

class KillerCages {
 public:
  // Solo's first cover of an order-n grid: dominoes and single cells, then
  // the single cells joined to a neighbour's cage. Drawn from `rng` alone.
  static KillerCages initial(int n, util::Rng& rng);

  // Merges two neighbouring cages, chosen uniformly among the pairs whose
  // union has at most n cells, tried in a random order until one whose
  // digits in `solution` are distinct; false when no pair can merge.
  bool merge_some(const Grid& solution, util::Rng& rng);

  // The largest cage's cells (a cover whose largest cage exceeds n admits
  // no grid: the caller draws again).
  int largest() const;
  int count() const { return static_cast<int>(cells_.size()); }
  int cage_of(int cell) const { return cage_of_[cell]; }

  // `shape` made killer with these cages, each summing its digits in
  // `solution` (its givens untouched).
  void apply(Puzzle& shape, const Grid& solution) const;

 private:
  explicit KillerCages(int n) : n_(n) {}
  void merge(int a, int b);

  int n_ = 0;
  std::vector<int> cage_of_;             // cell -> cage
  std::vector<std::vector<int>> cells_;  // cage -> its cells
};

}  // namespace deduce::puzzles::sudoku::generate

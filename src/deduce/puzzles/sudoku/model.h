// The Sudoku model: the Latin square of the rows and columns
// (latin/latin_model.h, the cube model with its singles and its three-view
// branching),
// then each region (box or jigsaw piece) and, for X, each diagonal as n
// cells taking the n digits once, each killer cage as distinct digits with
// its sum (props/cage_sum.h), and the givens told last. Values in the store
// are digit - 1.
#pragma once

#include "deduce/core/store.h"
#include "deduce/puzzles/latin/latin_model.h"
#include "deduce/puzzles/sudoku/puzzle.h"

namespace deduce::puzzles::sudoku {

// How strongly the regions and diagonals are propagated. The rows and
// columns have the cube's naked and hidden singles (LatinSquare) in both:
// GAC on them as well (the Latin model's all_different) cost more than it
// saved. Measured on 10,000 Solo 9x9 Extreme and Unreasonable puzzles, one
// a line, solved with the uniqueness proof: GAC nowhere 0.31 s, on the
// regions only 0.33 s, on rows and columns only 0.41 s, everywhere 0.44 s;
// on three famous hard puzzles (AI Escargot, Easter Monster, one of
// Stertenbrink's) GAC on the regions took the fewest nodes but one and the
// least time (0.29, 0.59, 0.35 ms against 0.29, 0.67, 1.63 without).
enum class Strength : std::uint8_t {
  // GAC all-different on the regions and diagonals (naked and hidden
  // subsets there): a first solution and its uniqueness proof.
  kSubsets,
  // Naked and hidden singles only: counting, where the subsets rarely pay.
  kSingles,
};

latin::LatinModel post_sudoku(core::Store& store, const Puzzle& p,
                              Strength strength = Strength::kSubsets);

// post_sudoku in two steps: the rules alone (every puzzle of the same
// shape has the same), then the givens told.
latin::LatinModel post_rules(core::Store& store, const Puzzle& p, Strength strength);
void tell_givens(core::Store& store, const latin::LatinModel& model, const Puzzle& p);

}  // namespace deduce::puzzles::sudoku

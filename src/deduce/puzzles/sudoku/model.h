// The Sudoku model: the Latin square of the rows and columns
// (latin/latin_model.h, the cube model with its three-view branching),
// then each region (box or jigsaw piece) and, for X, each diagonal as n
// cells taking the n digits once, each killer cage as distinct digits with
// its sum (props/cage_sum.h), and the givens told last. Values in the store
// are digit - 1.
#pragma once

#include "deduce/core/store.h"
#include "deduce/puzzles/latin/latin_model.h"
#include "deduce/puzzles/sudoku/puzzle.h"

namespace deduce::puzzles::sudoku {

enum class Strength : std::uint8_t {
  // GAC all-different on rows, columns, regions and diagonals (naked and
  // hidden subsets): the first solutions of hard puzzles.
  kSubsets,
  // Naked and hidden singles only: counting, where the subsets rarely pay.
  kSingles,
};

latin::LatinModel post_sudoku(core::Store& store, const Puzzle& p,
                              Strength strength = Strength::kSubsets);

}  // namespace deduce::puzzles::sudoku

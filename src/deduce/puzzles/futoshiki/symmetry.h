// Counting the empty Latin square by its symmetry.
//
// Permuting the rows, the columns or the symbols of a Latin square gives a
// Latin square, so when a puzzle has nothing of its own (no givens, no
// signs, Unequal mode) every square is found exactly once by first putting
// its first row in order (n! symbol permutations) and then its first column
// in order (the (n-1)! orders of the rows below the first): the count is
// n! (n-1)! times the number of reduced squares, those whose first row and
// column are 1..n. Counting the reduced squares searches a tree n!(n-1)!
// times smaller: all 812,851,200 squares of order 6 are 9,408 reduced ones.
#pragma once

#include "deduce/puzzles/futoshiki/puzzle.h"
#include "deduce/util/big_count.h"

namespace deduce::puzzles::futoshiki {

// The puzzle is an empty Latin square (nothing but the order).
bool is_free_square(const Puzzle& puzzle);

// The reduced form of an empty square of `puzzle`'s order: first row and
// first column given as 1..n.
Puzzle reduced_square(const Puzzle& puzzle);

// n! (n-1)!: the squares each reduced square stands for.
util::BigCount reduced_multiplier(int n);

}  // namespace deduce::puzzles::futoshiki

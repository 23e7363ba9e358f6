// Counting the empty Latin square by its symmetry.
//
// Permuting the rows, the columns or the symbols of a Latin square gives a
// Latin square, so when a puzzle has nothing of its own (no givens, and no
// constraints of its family: futoshiki/latin_only.h asks) every square is
// found exactly once by first putting its first row in order (n! symbol
// permutations) and then its first column in order (the (n-1)! orders of the
// rows below the first): the count is n! (n-1)! times the number of reduced
// squares, those whose first row and column are 1..n. Counting the reduced
// squares searches a tree n!(n-1)! times smaller: all 812,851,200 squares of
// order 6 are 9,408 reduced ones.
#pragma once

#include "deduce/puzzles/latin/square.h"
#include "deduce/util/big_count.h"

namespace deduce::puzzles::latin {

// The square has an order of 2 or more and no givens: its count is the
// reduced squares' times reduced_multiplier.
bool is_free_square(const Square& square);

// Gives the first row and the first column of `square` as 1..n: the reduced
// form of an empty square.
void reduce(Square& square);

// n! (n-1)!: the squares each reduced square stands for.
util::BigCount reduced_multiplier(int n);

}  // namespace deduce::puzzles::latin

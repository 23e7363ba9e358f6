// Post functions: the one place models call to add constraints.
//
// Each picks the propagator (or none) for its arguments and simplifies first,
// as Gecode's post functions do: a constraint on a fixed value becomes a
// domain restriction, a relation of a variable with itself is decided at once.
// A constraint found inconsistent while posting marks the store failed.
#pragma once

#include <vector>

#include "deduce/core/store.h"

namespace deduce::props {

using core::Store;
using core::VarId;

void post_less(Store& s, VarId x, VarId y, int offset = 0);   // x + offset < y
void post_not_equal(Store& s, VarId x, VarId y);              // x != y
void post_equal(Store& s, VarId x, VarId y);                  // x == y
void post_equal_const(Store& s, VarId x, int c);              // x == c
void post_distance(Store& s, VarId x, VarId y, int k);        // |x - y| == k
void post_not_distance(Store& s, VarId x, VarId y, int k);    // |x - y| != k
void post_offset_equal(Store& s, VarId x, VarId y, int k);    // x + k == y
void post_not_equal_const(Store& s, VarId x, int c);          // x != c
void post_either_equal(Store& s, VarId x, VarId y, VarId z);  // x == y or x == z
// x == y (b = 0) or x == z and x != y (b = 1): the disjunction with its
// choice as a variable b in {0, 1}, exactly one b per solution.
void post_either_equal_choice(Store& s, VarId x, VarId y, VarId z, VarId b);
void post_between(Store& s, VarId x, VarId y, VarId z);  // y < x < z or z < x < y
// GAC all-different (at most 64 variables).
void post_all_different(Store& s, std::vector<VarId> xs);
// The variables take each value of `values`, a set of exactly xs.size()
// values, once: naked and hidden singles, weaker and cheaper than GAC
// all-different (permutation.h; at most 64 variables).
void post_permutation(Store& s, std::vector<VarId> xs, core::Bits values);
// The variables take distinct values that sum to `target` (a killer
// Sudoku cage; values 0..values-1): CageSum (cage_sum.h) and GAC
// all-different; one variable is fixed at once.
void post_cage_sum(Store& s, std::vector<VarId> xs, int target, int values);
template <class D>
class BasicLatinSquare;
using LatinSquare = BasicLatinSquare<core::Bits>;
// cells[r * n + c] form a Latin square of order n (rows and columns
// permutations). Returns the propagator, whose choose() gives three-view
// branching decisions.
LatinSquare& post_latin_square(Store& s, int n, std::vector<VarId> cells);
// GAC all-different on every row, column and value slice of a Latin square.
// `singles`, the LatinSquare posted on the same cells (same order), if any:
// its place masks are then read for the value slices instead of transposing
// the cell domains, and it tells the GAC of the cells' changes (one advisor
// for the two).
void post_latin_gac(Store& s, int n, std::vector<VarId> cells, LatinSquare* singles = nullptr);
// xs[i] == j <=> ys[j] == i; restricts xs to 0..|ys|-1 and ys to 0..|xs|-1.
void post_inverse(Store& s, std::vector<VarId> xs, std::vector<VarId> ys);

// ---- Wide domains (core::WideStore): Latin squares and Futoshiki of orders
// 65 to 256 need these, with the same meaning as above.
using core::WideStore;
void post_less(WideStore& s, VarId x, VarId y, int offset = 0);
void post_equal_const(WideStore& s, VarId x, int c);
void post_distance(WideStore& s, VarId x, VarId y, int k);      // k >= 1
void post_not_distance(WideStore& s, VarId x, VarId y, int k);  // k >= 1
using WideLatinSquare = BasicLatinSquare<core::WideBits>;
WideLatinSquare& post_latin_square(WideStore& s, int n, std::vector<VarId> cells);
void post_latin_gac(WideStore& s, int n, std::vector<VarId> cells,
                    WideLatinSquare* singles = nullptr);

}  // namespace deduce::props

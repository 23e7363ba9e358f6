// A second completion of a Latin square from a first one, by a cycle
// switch: cheap evidence that a puzzle has several solutions.
//
// Take two rows r1, r2 of a Latin square S and a column c0; follow
// c -> the column where row r2 holds S[r1][c], from c0 until it comes back.
// On the columns of that cycle the two rows hold the same set of values, so
// exchanging them there gives another Latin square (the whole rows when the
// cycle is every column). The same holds for two columns and a cycle of
// rows. When none of the switched cells is a given and every "less" pair
// through them still holds, the result is a second completion of the same
// puzzle: an empty square of order n >= 2 always has one (any two rows).
//
// Cost: O(n) a pair of lines, so at most O(n^3) when no switch fits; the
// budget is asked once a pair.
#pragma once

#include <optional>
#include <vector>

#include "deduce/budget/limits.h"
#include "deduce/puzzles/latin/completion.h"

namespace deduce::puzzles::latin {

// A completion of `problem` other than `square` (itself one), made by one
// cycle switch, or nullopt when no switch keeps the givens and pairs (or
// the budget stopped the look). problem.excluded is not looked at.
std::optional<std::vector<int>> switched_square(const CompletionProblem& problem,
                                                const std::vector<int>& square,
                                                budget::Budget& budget);

}  // namespace deduce::puzzles::latin

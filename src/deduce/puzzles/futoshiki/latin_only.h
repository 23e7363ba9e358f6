// When a Futoshiki puzzle is a plain Latin square with givens (Unequal mode,
// no sign), the Latin part's counters apply to it as is: the row counter
// (latin/row_count.h) and, for an empty square, the symmetry of Latin
// squares (latin/symmetry.h). These are the family's questions that pick
// them.
#pragma once

#include "deduce/puzzles/futoshiki/puzzle.h"

namespace deduce::puzzles::futoshiki {

// Unequal mode and no sign: nothing but a Latin square with givens. (In
// Adjacent mode the absence of a mark is a constraint too.)
bool has_no_signs(const Puzzle& puzzle);

// A Latin square with givens only, small enough for latin::row_count.
bool row_countable(const Puzzle& puzzle);

// The puzzle is an empty Latin square (nothing but the order).
bool is_free_square(const Puzzle& puzzle);

// The reduced form of an empty square of `puzzle`'s order: first row and
// first column given as 1..n (latin::reduce).
Puzzle reduced_square(const Puzzle& puzzle);

}  // namespace deduce::puzzles::futoshiki

// What one published-puzzle clue (formula.h: arithmetic, combinators, the
// position statements, base ones on a circle or a map) allows, given the
// positions its values can still take: the explanation's counterpart of
// clue_filter.h for clues of kind kFormula.
//
// Consistency: a position of a value is kept when some placement of the
// clue's values on their masks (values of one category apart) satisfies
// the clue, NAME(A) reading the number of some value of NAME that can
// stand at A's position (two NAME(A)s at one position read the same value,
// at two positions two different ones). That is generalised arc
// consistency on the clue and the grid's "one value a position" rule for
// the values it names, a relaxation of the whole grid: it may keep a
// position, never drops one wrongly. Above kFormulaFilterLimit placements
// it keeps everything (the solver's SupportTable waits the same way).
// Cost: O(placements * formula size).
#pragma once

#include <vector>

#include "deduce/puzzles/zebra/explain/state.h"

namespace deduce::puzzles::zebra::explain {

inline constexpr long kFormulaFilterLimit = 1L << 14;

// The vars a formula clue reads: the values it names, and every value of an
// ordered category it reads the number of (NAME(A): which NAME value stands
// with A). Each once.
std::vector<int> formula_vars(const State& s, const Statement& st);

// The masks the clue leaves the values it names (formula_vars() order; the
// values of NAME keep their masks). Empty masks: the clue cannot hold.
std::vector<Bits> formula_filter(const State& s, const Statement& st, const std::vector<int>& vars);

}  // namespace deduce::puzzles::zebra::explain

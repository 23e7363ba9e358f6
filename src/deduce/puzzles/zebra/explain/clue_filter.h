// What one clue allows: given the positions its values can take, the
// positions each can keep, because some placement of the others satisfies
// the clue there (its support). One call is one revision of each value in
// turn; filter_fixpoint() repeats it until nothing changes.
//
// Consistency: exact (generalised arc consistency on the clue alone) for
// every kind but `is either` and `not next to`/`is not` between values of
// one category, where a support is sought without the rule that the two
// values differ (a relaxation: it may keep a position, never drops one
// wrongly). Cost: O(1) word operations a clue, O(n) for between, not next
// to and is not. The techniques one_clue, two_clues and trial use it.
#pragma once

#include "deduce/puzzles/zebra/explain/state.h"

namespace deduce::puzzles::zebra::explain {

// The masks of a clue's values a, b, c (c only for `is either`, `between`;
// b unused for `at`/`not at`).
struct ClueMasks {
  Bits a = 0, b = 0, c = 0;
  bool operator==(const ClueMasks&) const = default;
};

// One revision of a, b, c by statement `st` (same_ab etc.: the two values
// are of one category; equal_ab: they are the same value). `full` is the
// set of all positions.
ClueMasks filter_once(const Statement& st, ClueMasks m, Bits full);

// Revisions until a fixpoint (or a mask is empty).
ClueMasks filter_fixpoint(const Statement& st, ClueMasks m, Bits full);

}  // namespace deduce::puzzles::zebra::explain

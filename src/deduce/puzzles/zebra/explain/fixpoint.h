// The ladder's rungs without words: what they deduce, applied straight to
// the masks until nothing changes. Trials test each supposition this way and
// write out the steps (with the ladder itself) only for the one they keep.
//
// Why the two agree: every rung is monotone (fewer positions never allow
// fewer deductions), so whatever order they run in, rungs up to a level
// reach the same fixpoint; a contradiction found here is one the ladder's
// own run will reach too.
#pragma once

#include "deduce/puzzles/zebra/explain/techniques.h"

namespace deduce::puzzles::zebra::explain {

// Applies the rungs up to `max_level` (kMedium: clues one at a time, the
// grid's singles, Hall sets and entity rules; kHard: also pairs of clues) to `s` until a fixpoint.
// Returns false on a contradiction (s is then left part-way). With
// `changed_category` >= 0, s was at that fixpoint but for a change in that
// category (a supposition), and only what it touches is revisited.
bool propagate(State& s, const Context& ctx, int max_level, int changed_category = -1);

// The same from a state that was at the fixpoint `fixpoint` (masks, one per
// var) but for the vars whose masks now differ from it.
bool propagate_from(State& s, const Context& ctx, int max_level, const Bits* fixpoint);

// two_clues on pair `index` (Context::pairs), its eliminations applied to
// `s`: the number of values it changed (listed in `changed`), -1 when one
// has no place left. Defined in two_clues.cc.
int apply_pair(State& s, const Context& ctx, std::size_t index, int (&changed)[6]);

}  // namespace deduce::puzzles::zebra::explain

// A supposition's fixpoint, remembered from one ladder step to the next.
//
// Trials and either_way test the same suppositions ("var at position") at
// every ladder step, and each step changes only a few masks. The ladder's
// states only shrink, so the fixpoint F a supposition reached at an earlier
// ladder state lies above the one it reaches now, and the new one is the
// fixpoint below F and the current masks: the rungs restart from F, on the
// values whose masks differ, instead of from the supposition alone.
//
// Only states the ladder itself stands on (Context::ladder_state) write the
// memo. The states of trials inside trials lie below the ladder's state, so
// they start from its memo too when there is one, but never write it: later
// ladder states need not lie below them.
#pragma once

#include "deduce/puzzles/zebra/explain/context.h"
#include "deduce/puzzles/zebra/explain/state.h"

namespace deduce::puzzles::zebra::explain {

// Sets `t` to `s` with var at position, taken to the fixpoint of the rungs
// up to `level` (kMedium or kHard); false on a contradiction.
bool suppose(const State& s, const Context& ctx, int var, int position, int level, State& t);

}  // namespace deduce::puzzles::zebra::explain

// A trial's lines, written the way a conflict analysis reads a failed
// propagation: run the rungs without words (fixpoint.h) from the
// supposition, tracing every application; from the application that failed,
// walk the trace back and keep the applications whose changes it depends on
// (one changed a mask that a kept one read); then write words for those
// alone, in their order, each with its own rung on its own clue, category,
// entity rule or pair of clues (techniques.h, the `_on` / `_in` forms).
//
// So a trial's lines are only the ones its contradiction needs, and the
// ladder is never rescanned from the easiest rung for each line. Each line
// is still a rung's step on the trial's state, so it is sound whatever the
// trace says; replaying the kept applications reaches the same masks on
// every value they read (all that changed those values is kept), hence the
// contradiction.
#pragma once

#include <vector>

#include "deduce/explain/step.h"
#include "deduce/puzzles/zebra/explain/context.h"
#include "deduce/puzzles/zebra/explain/state.h"

namespace deduce::puzzles::zebra::explain {

// `t` is a state at the fixpoint of the rungs up to `level` but for a change
// in `category` (a supposition just placed). Appends to `steps` the lines
// that take `t` to the contradiction those rungs reach, applying them to
// `t`; true when `t` is then a contradiction (false: no contradiction, or
// the lines fell short and the caller goes on with the ladder).
//
// With `at_fixpoint`, when the rungs reach no contradiction, the lines of
// every application are appended instead (the outer lines of a trial inside
// a trial, written without rescanning the ladder a line), and
// *at_fixpoint says whether they took `t` to the rungs' fixpoint.
bool conflict_steps(State& t, const Context& ctx, int level, int category,
                    std::vector<deduce::explain::Step>& steps, bool* at_fixpoint = nullptr);

}  // namespace deduce::puzzles::zebra::explain

// Explaining a logic grid step by step with human techniques, and grading
// it: the library behind `deduce explain|hint|grade` for .zebra puzzles.
//
// The ladder (techniques.h, one file a rung) is tried easiest first; after
// any progress it restarts from the easiest, so every step is the easiest
// available then, and the hardest rung the explanation needs is the
// puzzle's grade on grade_scale():
//   0 easy      direct clues (at, not at, is / is not with a placed value)
//               and only place left
//   1 medium    what one relative clue implies (bounds, neighbours, linked
//               values, either), entity grid and Hall sets
//   2 hard      two clues sharing a value, combined
//   3 fiendish  trial: a supposition the easier rungs refute
//
// Steps cite clues by label (Premise kClue "clue 10", detail the statement
// as written) and say what they do in words. Conclusions: var = category *
// n + value index (categories and values in file order), value = position,
// 0-based (1-based in names: "position 2"), var_name the value's name.
// Replaying the conclusions alone (State::apply: a placement also takes the
// position from the rest of the category) reaches the solution.
//
// The caller guarantees exactly one solution (zebra::count). On a puzzle
// with several, the steps stay sound but stop short (solved = false).
#pragma once

#include <optional>

#include "deduce/explain/step.h"
#include "deduce/puzzles/zebra/puzzle.h"

namespace deduce::puzzles::zebra::explain {

// The whole explanation, from the clues to the solution.
deduce::explain::Explanation explain(const Puzzle& puzzle);

// The first step of the explanation: the hint. A player's entries are
// clues in the file (`at`, `not at`), so the hint follows from them.
// Nothing when the puzzle is solved or the ladder is stuck.
std::optional<deduce::explain::Step> next_step(const Puzzle& puzzle);

// easy, medium, hard, fiendish, with what each allows.
const deduce::explain::GradeScale& grade_scale();

}  // namespace deduce::puzzles::zebra::explain

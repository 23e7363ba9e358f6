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
//
// Limits: with a budget, each ladder step and each supposition a trial or
// either_way tests spends one unit (Budget::spend: --node-limit counts them,
// --timeout and Ctrl-C are seen within one unit); when it is spent the
// ladder stops with the steps found so far (Explanation::stopped). Sweeps of
// trials inside trials are capped (trial.cc), so that their cost, which
// grows with the square of the open suppositions, stays bounded without one.
#pragma once

#include <optional>

#include "deduce/budget/limits.h"
#include "deduce/explain/step.h"
#include "deduce/puzzles/zebra/model/puzzle.h"

namespace deduce::puzzles::zebra::explain {

// The whole explanation, from the clues to the solution (or as far as the
// budget reached).
deduce::explain::Explanation explain(const Puzzle& puzzle, budget::Budget* budget = nullptr);

// A puzzle with several solutions whose questions (`ask:`) each have one
// answer in all of them: the ladder runs until every question is decided,
// and `proves` says the answers ("nationality of fish is german"). solved
// is whether it got there (the techniques may stop short).
deduce::explain::Explanation explain_asks(const Puzzle& puzzle, budget::Budget* budget = nullptr);

// The first step of the explanation: the hint. A player's entries are
// clues in the file (`at`, `not at`), so the hint follows from them.
// Nothing when the puzzle is solved, the ladder is stuck or the budget
// stopped it (budget->stopped()).
std::optional<deduce::explain::Step> next_step(const Puzzle& puzzle,
                                               budget::Budget* budget = nullptr);

// easy, medium, hard, fiendish, with what each allows.
const deduce::explain::GradeScale& grade_scale();

}  // namespace deduce::puzzles::zebra::explain

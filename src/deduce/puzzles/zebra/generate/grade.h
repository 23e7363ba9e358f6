// The ladder's grade of a logic grid, stopping early when it passes a cap:
// the generator grades thousands of candidates and rejects most, and a
// rejection at "stuck with the rungs up to medium" costs a fraction of a
// whole explanation.
//
// Why the cap changes nothing below it: the ladder (explain/ladder.cc)
// always takes the easiest step available, trying the rungs in a fixed
// order, so while a step of level <= cap exists the capped loop takes the
// very step the full one does. The capped loop therefore solves the puzzle
// exactly when the full explanation never needs a rung above the cap, and
// then both have the same steps and grade.
#pragma once

#include <optional>

#include "deduce/puzzles/zebra/puzzle.h"

namespace deduce::puzzles::zebra::generate {

// The grade of explain::explain(puzzle) when the explanation solves the
// puzzle with rungs up to `max_level` only; nothing otherwise. With
// max_level = fiendish (3) it is explain()'s grade when that solves it.
std::optional<int> grade_within(const Puzzle& puzzle, int max_level);

}  // namespace deduce::puzzles::zebra::generate

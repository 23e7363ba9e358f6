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

#include "deduce/budget/limits.h"
#include "deduce/puzzles/zebra/model/puzzle.h"

namespace deduce::puzzles::zebra::generate {

// One more cut, at fiendish: the ladder's last resort, a trial inside a
// trial (explain/ladder.cc), is left out. Puzzles that need it are dropped
// by the generator: on 10x10 grids they took up to 14 s to grade against
// 0.04 to 0.6 s for the rest (measured on seeds 1 to 8), and a supposition
// within a supposition is beyond what a solver does on paper.

// The grade of explain::explain(puzzle) when the explanation solves the
// puzzle with rungs up to `max_level` only, and without nested trials;
// nothing otherwise, and nothing as soon as budget::poll(limits) says the
// work must stop (checked between steps).
std::optional<int> grade_within(const Puzzle& puzzle, int max_level,
                                const budget::Limits& limits = {});

}  // namespace deduce::puzzles::zebra::generate

// The rungs of the logic-grid ladder, easiest first, one file each:
//
//   level 0 easy      direct_clue.cc      at, not at, and is / is not with one value placed
//                     only_place_left.cc  a value with one position left, or a position
//                                         only one value of a category can take
//   level 1 medium    one_clue.cc         what one clue implies for its values' positions
//                     entity_grid.cc      a value the clues say is none of some values of
//                                         another category, only where the rest can be
//                     hall_set.cc         k values of a category filling k positions
//   level 2 hard      two_clues.cc        what two clues sharing a value imply together
//   level 3 fiendish  trial.cc            an assumption the easier rungs refute
//                     either_way.cc       what every position of a value implies
//
// Each function returns the first application of its technique in `s` (clues
// in file order, values in variable order), or nothing; the step's
// conclusions are not yet applied. ladder.cc runs them easiest first and
// restarts from the easiest after any progress.
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "deduce/explain/step.h"
#include "deduce/puzzles/zebra/explain/context.h"
#include "deduce/puzzles/zebra/explain/state.h"

namespace deduce::puzzles::zebra::explain {

enum Level : int { kEasy = 0, kMedium = 1, kHard = 2, kFiendish = 3 };

std::optional<deduce::explain::Step> direct_clue(const State& s);
std::optional<deduce::explain::Step> only_place_left(const State& s);
std::optional<deduce::explain::Step> one_clue(const State& s);
std::optional<deduce::explain::Step> entity_grid(const State& s, const Context& ctx);
std::optional<deduce::explain::Step> hall_set(const State& s);
std::optional<deduce::explain::Step> two_clues(const State& s, const Context& ctx);
// `depth`: how many trials may nest (1: the supposition runs the rungs up to
// `level`, kMedium or kHard, only).
std::optional<deduce::explain::Step> trial(const State& s, const Context& ctx, int depth,
                                           int level);
// Also fiendish: every position a value can take leads (by the rungs up to
// medium) to the same elimination, so it holds.
std::optional<deduce::explain::Step> either_way(const State& s, const Context& ctx);

// The same rungs on one clue, category, entity rule (Context::entity_rules)
// or pair of clues (Context::pairs): the lines a trial's contradiction
// depends on (conflict.h).
std::optional<deduce::explain::Step> direct_clue_on(const State& s, int clue);
std::optional<deduce::explain::Step> one_clue_on(const State& s, int clue);
std::optional<deduce::explain::Step> only_place_left_in(const State& s, int category);
std::optional<deduce::explain::Step> hall_set_in(const State& s, int category);
std::optional<deduce::explain::Step> entity_rule_step(const State& s, const Context& ctx, int rule);
std::optional<deduce::explain::Step> pair_step(const State& s, const Context& ctx,
                                               std::size_t pair);

// The easiest step in `s` of a technique at most `max_level` (trials nest
// up to `trial_depth`).
std::optional<deduce::explain::Step> easiest_step(const State& s, const Context& ctx, int max_level,
                                                  int trial_depth = 1);

}  // namespace deduce::puzzles::zebra::explain

// River crossings as SVG storyboards: one frame per state, the start and then
// one after each crossing, laid out in rows like a comic strip.
//
// Each frame: <g class="frame" data-step="K"> (0 for the start) holding
// - <text class="caption">: "start", then "K. " and the move in the words of
//   the text output (describe_move: "1. farmer and goat cross ->");
// - the scene: the left bank, the river and the right bank, each bank a
//   <g class="bank" data-side="left|right"> whose title is describe_bank's
//   sentence and whose lines are <text class="travellers" data-group="monk"
//   data-count="3">3 monks</text> (travellers(): a group of one by its name);
// - the boat: <path class="boat" data-side="left|right">, moored at the bank
//   it is on, with an arrow (<path class="arrow">) for the crossing just made.
//
// Frames share one size, wide enough for the longest caption and bank line
// of the whole solution, so the strip reads as a grid.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "deduce/puzzles/river/model.h"
#include "deduce/puzzles/river/puzzle.h"
#include "deduce/statespace/state_space.h"
#include "deduce/svg/picture.h"

namespace deduce::puzzles::river {

// The storyboard of a solution: `start` then the state after each of `steps`
// (as in RiverSolution::steps and OptimalResult::path).
svg::Picture storyboard(const RiverPuzzle& puzzle, const RiverModel& model, std::uint64_t start,
                        const std::vector<statespace::Step>& steps);

std::string storyboard_svg(const RiverPuzzle& puzzle, const RiverModel& model, std::uint64_t start,
                           const std::vector<statespace::Step>& steps);

// The rules in words, one line each, with its key ("goal", "boat",
// "rowers", "forbid", "forbid boat", "cost", "key"): what is asked, the
// boat's capacity, who rows, and each expression as written.
std::vector<std::pair<std::string, std::string>> rules(const RiverPuzzle& puzzle);

// The bare puzzle, all a reader needs to solve it: the start frame,
// everyone on the left bank, and under it the rules, each a
// <text class="rule" data-rule="KEY"> in a <g class="rules">.
svg::Picture picture(const RiverPuzzle& puzzle, const RiverModel& model);

}  // namespace deduce::puzzles::river

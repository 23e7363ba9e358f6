// One step of a logic-grid explanation as a picture. The grid of category
// pairs (picture.h) is hard to read a step off, so a frame is a plain table:
// one row a category, its values across, and under each value the positions
// (1-based) it could still take before the step; the values the step
// reasons from filled pale yellow, what it concludes marked, the step in
// words below.
//
// What is drawn, and how tests find it:
// - the frame: <g class="frame" data-step="3">, around everything;
// - a value: <g class="value" data-var="7" data-name="drink:tea"> holding
//   <rect class="slot">, the name, and one <text class="position"
//   data-position="2"> per position still possible (none when the step
//   places the value);
// - a premise: the slot with data-highlight="premise" (the vars of every
//   premise of the step);
// - a placement: <text class="placed" data-var="7" data-position="2">at 2</text>
//   in orange;
// - an elimination: <line class="strike" data-var="7" data-position="2">, red,
//   across that position;
// - the step: <text class="caption">, as given.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "deduce/explain/step.h"
#include "deduce/puzzles/zebra/model/puzzle.h"
#include "deduce/svg/picture.h"

namespace deduce::puzzles::zebra {

// For each variable (category * n + value index) the positions it can still
// take, bit p for position p (0-based).
using PositionMasks = std::vector<std::uint64_t>;

// Every position open to every value.
PositionMasks start_masks(const Puzzle& puzzle);

// Applies a step's conclusions in order, as the explanation's state does: a
// placement sets the value's position and takes that position from the other
// values of its category; an elimination removes one position.
void apply_step(const Puzzle& puzzle, PositionMasks& masks, const deduce::explain::Step& step);

// The frame of `step` drawn over the masks as they were `before` it, with
// `caption` below. Throws std::invalid_argument when `before` does not fit.
svg::Picture step_picture(const Puzzle& puzzle, const PositionMasks& before,
                          const deduce::explain::Step& step, int number,
                          const std::string& caption);

}  // namespace deduce::puzzles::zebra

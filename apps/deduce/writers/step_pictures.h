// The frames of an explanation (explain) or of a hint, in the family's own
// drawing (puzzles/*/explain_picture.h): one picture a step, each drawn over
// the candidates left before it, which are found by replaying the earlier
// steps' conclusions from the start (a Futoshiki's givens; every position
// open in a logic grid), or from a person's entries (hint --entered). Each
// frame's caption is "N. text". A hint that found wrong entries draws them
// instead (entries_picture).
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "deduce/explain/step.h"
#include "deduce/svg/picture.h"
#include "result.h"

namespace deduce::apps {

// Draws one frame per step of `steps`, which follow each other from the
// puzzle's start, or from `entered` (a Futoshiki grid of givens and entries,
// as Explained::entered) when it is not empty, and hands each to `frame` as
// it is drawn, so that only one is held at a time; `frame` returns false to
// stop. None for a family without frames (river crossings). Returns the
// frames handed over.
using FrameSink = std::function<bool(const svg::Picture&)>;
std::size_t step_pictures(const PuzzleInfo& info, const std::vector<explain::Step>& steps,
                          const std::vector<int>& entered, const FrameSink& frame);

// The grid of a person's entries with the wrong ones marked, when `x` found
// wrong entries in a Futoshiki grid; nothing otherwise.
std::optional<svg::Picture> entries_picture(const PuzzleInfo& info, const Explained& x);

}  // namespace deduce::apps

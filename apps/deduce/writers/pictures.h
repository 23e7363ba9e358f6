// The picture of a puzzle, bare or with one solution, in its family's own
// drawing (puzzles/*/picture.h): the SVG and print writers share it.
#pragma once

#include "deduce/svg/picture.h"
#include "result.h"

namespace deduce::apps {

// `solution` may be null: the bare puzzle (a river crossing: its start).
// `candidates`: a bare Futoshiki puzzle shows each empty cell's candidates,
// what is left once each given rules its value out of its row and column
// (the pencil marks a person starts from, as the first explanation frame).
svg::Picture picture_of(const PuzzleInfo& info, const Solution* solution, bool candidates = false);

}  // namespace deduce::apps

// The picture of a puzzle, bare or with one solution, in its family's own
// drawing (puzzles/*/picture.h): the SVG and print writers share it.
#pragma once

#include "deduce/svg/picture.h"
#include "result.h"

namespace deduce::apps {

// `solution` may be null: the bare puzzle (a river crossing: its start).
svg::Picture picture_of(const PuzzleInfo& info, const Solution* solution);

}  // namespace deduce::apps

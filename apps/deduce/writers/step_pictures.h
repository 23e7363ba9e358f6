// The frames of an explanation (explain) or of a hint, in the family's own
// drawing (puzzles/*/explain_picture.h): one picture a step, each drawn over
// the candidates left before it, which are found by replaying the earlier
// steps' conclusions from the start (a Futoshiki's givens; every position
// open in a logic grid). Each frame's caption is "N. text".
#pragma once

#include <vector>

#include "deduce/explain/step.h"
#include "deduce/svg/picture.h"
#include "result.h"

namespace deduce::apps {

// One frame per step of `steps`, which follow each other from the puzzle's
// start; none for a family without frames (river crossings).
std::vector<svg::Picture> step_pictures(const PuzzleInfo& info,
                                        const std::vector<explain::Step>& steps);

}  // namespace deduce::apps

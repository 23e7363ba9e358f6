// The text of `deduce analyze`: the count, each clue's count without it, the
// redundant clues, a minimal clue set or a conflicting one.
#pragma once

#include <cstdint>
#include <ostream>

#include "deduce/puzzles/zebra/analyze.h"
#include "deduce/puzzles/zebra/puzzle.h"
#include "result.h"

namespace deduce::apps {

// `cap` is --limit (0: none): counts that reach it are written ">= cap".
void write_analysis_text(std::ostream& out, const puzzles::zebra::Puzzle& p,
                         const puzzles::zebra::Analysis& a, const Outcome& o, std::uint64_t cap);

}  // namespace deduce::apps

// The text of `deduce analyze`: the count, each clue's count without it, the
// redundant clues, a minimal clue set or a conflicting one.
#pragma once

#include <cstdint>
#include <ostream>

#include "deduce/puzzles/zebra/count/analyze.h"
#include "deduce/puzzles/zebra/model/puzzle.h"
#include "result.h"

namespace deduce::apps {

// Whether the count without clue i is exact: not capped at `cap` (--limit,
// 0: none) and not the count a limit stopped (the last one kept when the
// analysis is incomplete). Counts past it were not made (Analysis::without).
bool without_is_exact(const puzzles::zebra::Analysis& a, std::size_t i, std::uint64_t cap);

// `cap` is --limit (0: none): counts that are not exact are written "at least N".
void write_analysis_text(std::ostream& out, const puzzles::zebra::Puzzle& p,
                         const puzzles::zebra::Analysis& a, const Outcome& o, std::uint64_t cap);

}  // namespace deduce::apps

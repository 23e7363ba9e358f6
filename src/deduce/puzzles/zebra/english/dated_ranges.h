// Dates said as a range, the way a magazine gives a list of dates without
// writing it out: `one for each Saturday from June 3 through July 1`,
// `every Friday from 5 May to 2 June`, `weekly from March 1st to March
// 29th`, `on consecutive days from 3 June to 7 June`. The values are
// written as the range's first end is (`June 10`, `12 May`, `March 8th`),
// so that the clues' dates name them.
#pragma once

#include <optional>
#include <string_view>

#include "deduce/puzzles/zebra/english/timed_ranges.h"

namespace deduce::puzzles::zebra::english {

// The range of dates in `text` whose count is `size` (3 to 8 when 0): a
// week apart where a weekday is said with `each` or `every` before the
// range, or `weekly`; a day apart otherwise. nullopt when the text says
// none or the step does not divide the span. (The year is not leap: a
// range over February's end is read as the year most have.)
std::optional<TimedRange> dated_range(std::string_view text, int size);

}  // namespace deduce::puzzles::zebra::english

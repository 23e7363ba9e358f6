// Times of day said as a range and a step, the way a magazine gives a
// list of times without writing it out: `arriving at half-hourly intervals
// from 2.00pm to 4.00pm`, `every 15 minutes from 9:00 to 10:00`, `hourly
// from 9am until 1pm`. The values are written as the range's first end is
// (`2.30pm`, `9:15`), so that the clues' times name them.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace deduce::puzzles::zebra::english {

struct TimedRange {
  std::vector<std::string> values;  // in order, as the first end is written
  std::size_t begin = 0;            // the phrase's offset in the text (`at half-hourly ...`)
  std::size_t first = 0;            // the first end's offset
};

// The range in `text` whose count is `size` (3 to 8 when 0); nullopt when
// the text says none, or its step does not divide the span.
std::optional<TimedRange> timed_range(std::string_view text, int size);

}  // namespace deduce::puzzles::zebra::english

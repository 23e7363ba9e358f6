// A part of the day said for a time (`Tom's is in the afternoon`, `the
// morning session`): the times of the list of times of day that fall in
// it, said again as `at 1:30pm or 3:00pm` so that it reads as one of them.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/lexicon.h"

namespace deduce::puzzles::zebra::english {

// `text` with its first `in the morning` (before noon), `in the
// afternoon` (noon to 6pm) or `in the evening` (from 6pm), or `one of the
// afternoon calls` (of any noun), said as `at
// <t1> or <t2> ...`, the times of the one list of times of day in
// `categories` that fall in that part; nullopt where the sentence says no
// such part, no list is of times, or none or all of its times fall in it.
std::optional<std::string> day_part_as_times(std::string_view text,
                                             const std::vector<CategoryText>& categories);

}  // namespace deduce::puzzles::zebra::english

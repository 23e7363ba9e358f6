// A superlative said with the amount that makes it so (`The Nine Patch was
// the biggest of the lot, with 60 squares`, `Fiona's was the smallest, at
// 36 squares`): the amount says all, where it is the end of its list the
// superlative points at; the sentence is said again as `... had 60
// squares`.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/lexicon.h"

namespace deduce::puzzles::zebra::english {

// `text` as `<subject> had <amount>` where it says `<subject> was|is the
// <superlative> [of the lot|of the N|of all|of them], with|at <amount>`,
// the amount a value of a list of numbers in `categories` and the end of
// it the superlative names (`biggest` the largest, `smallest` the least);
// nullopt otherwise (never where they disagree: that is refused).
std::optional<std::string> superlative_with_amount(std::string_view text, const Lexicon& lexicon,
                                                   const std::vector<CategoryText>& categories);

}  // namespace deduce::puzzles::zebra::english

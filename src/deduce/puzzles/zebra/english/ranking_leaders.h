// Whoever leads a ranking, said as the ranking's first place: `The league
// leaders are on sheet C` where the rinks sit 1st to 4th in the standings
// reads as `the one in 1st is on sheet C`.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/lexicon.h"
#include "deduce/puzzles/zebra/english/sentence_reader.h"

namespace deduce::puzzles::zebra::english {

// `the leader`, `the leaders`, `the league leaders` (one noun between) of
// the one ordered list of places (`1st`, `2nd`, ...), said by its first
// value; nothing where no such list is, or where a value says `leader`
// (`team leader` of a list of roles).
std::optional<std::string> leaders_as_first(std::string_view text,
                                            const std::vector<CategoryText>& categories,
                                            const std::vector<NumericCategory>& numeric);

}  // namespace deduce::puzzles::zebra::english

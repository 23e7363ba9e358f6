// A comparison with an amount that is none of the list's values (`The
// rocking horse went for less than $2,000` of prices $1,500, $2,250,
// $3,000 and $3,750; `arrived before 10am`; `weighed over 3 kg`): said
// again as the choice of the values past it (`went for $1,500`, `arrived
// at 9:15am or 9:45am`), which the tables read as `is A or B`. An amount
// that is one of the values is a comparison the tables read as it is.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/lexicon.h"
#include "deduce/puzzles/zebra/english/sentence_reader.h"

namespace deduce::puzzles::zebra::english {

// `text` with its comparison against an amount outside the list said as
// the values past it; nullopt when it has none, when the amount's unit
// fits no list or several, or when no value is past it.
std::optional<std::string> bound_as_choice(std::string_view text,
                                           const std::vector<CategoryText>& categories,
                                           const std::vector<NumericCategory>& numeric);

// `a three-figure checkout`, `in double figures` of checkouts 81, 96, 104,
// ...: said as the choice of the values with that many digits (`104, 118
// or 137`); nullopt when the text says none, no one list is of plain
// numbers, or the count picks none or all of them.
std::optional<std::string> figures_as_choice(std::string_view text,
                                             const std::vector<CategoryText>& categories,
                                             const std::vector<NumericCategory>& numeric);

// `didn't finish in the top three`, `was among the last two` of places
// `1st` to `5th`: said as the choice of those places (`didn't finish 1st,
// 2nd or 3rd`); nullopt when the text says no such run of places or no
// one list is of places.
std::optional<std::string> top_places_as_choice(std::string_view text,
                                                const std::vector<CategoryText>& categories,
                                                const std::vector<NumericCategory>& numeric);

}  // namespace deduce::puzzles::zebra::english

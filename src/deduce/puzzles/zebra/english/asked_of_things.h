// Questions that ask of a thing by what someone outside the lists did with
// it: `Where did grandad grow the leeks?` and `Where were the leeks grown?`
// ask where the leeks are (in a row: `Where is the leeks`, their place);
// `What did he put on the beans?` and `What was put on the beans?` ask
// what was on them (`What was on the beans`, the one list of things there).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "deduce/puzzles/zebra/english/lexicon.h"

namespace deduce::puzzles::zebra::english {

// The question said as asked of the thing; nullopt when it is not so.
// `row`: the riddle has places, which `where` asks.
std::optional<std::string> asked_of_thing(std::string_view text, const Lexicon& lexicon, bool row);

}  // namespace deduce::puzzles::zebra::english

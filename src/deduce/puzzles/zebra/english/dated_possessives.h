// A day's or a month's thing said as its owner (`The patrol nearest the
// gate did Wednesday's supper`, `Ann ran March's meeting`): the thing done
// on that day, said again as `the supper on Wednesday` so that the day is
// read as when, never as whose.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "deduce/puzzles/zebra/english/lexicon.h"

namespace deduce::puzzles::zebra::english {

// `text` with its first `<day>'s <noun>` said as `the <noun> on <day>`,
// where the day (a weekday or a month) is a value of the lists and the
// noun names none; nullopt when it has none.
std::optional<std::string> dated_possessive_as_on(std::string_view text, const Lexicon& lexicon);

}  // namespace deduce::puzzles::zebra::english

// A gap said as what lies between two values: `There are twelve years
// between the E-Type and the TR6` is the two twelve years apart, either
// way; `, the Triumph being the younger` (`the TR6 the younger`) says which
// way: the TR6 is twelve years younger than the E-Type. Read by saying it
// so (Reader::apart and the comparison phrases read the rest). Places
// between (`There is one house between Bob and the German`) are no gap.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "deduce/puzzles/zebra/english/lexicon.h"

namespace deduce::puzzles::zebra::english {

// `text` said as a gap (`A and B are twelve years apart`, or `B is twelve
// years younger than A` where the rest says which is younger); nullopt
// where it is no `There are <amount> between A and B` or the one its rest
// names is neither of the two.
std::optional<std::string> gap_between(std::string_view text, const Lexicon& lexicon);

}  // namespace deduce::puzzles::zebra::english

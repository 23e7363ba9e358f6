// An order said as a walk past the row (`If you walk down the path from the
// gate you will pass the rhubarb first, then the onions, and then the
// potatoes`), where the row is counted from a landmark: said again as
// which is nearer the landmark (`The rhubarb is nearer the gate than the
// onions, and the onions are nearer the gate than the potatoes`), which
// the ends' phrasings read.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "deduce/puzzles/zebra/english/named_ends.h"

namespace deduce::puzzles::zebra::english {

// `text`'s walk from one of `ends`' landmarks, past two or more things in
// turn, said as nearer and further; nullopt when it says no such walk.
// What follows the last thing (`, though not necessarily one straight
// after the other`) says nothing more and goes.
std::optional<std::string> walk_as_order(std::string_view text, const NamedEnds& ends);

}  // namespace deduce::puzzles::zebra::english

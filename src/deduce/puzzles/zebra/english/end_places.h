// A row's two end places said as places, not as ends: `Neither of the two
// end huts has the deckchair in it`, `Neither end cottage is blue`, `The
// map is not in either end locker`, `The kite is in one of the end huts`.
// Each is said again as the phrase table says ends (`The deckchair is not
// at either end`, `The kite is at an end`).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace deduce::puzzles::zebra::english {

// `text` with its end places said as ends; nullopt when it names none.
std::optional<std::string> end_places_as_ends(std::string_view text);

}  // namespace deduce::puzzles::zebra::english

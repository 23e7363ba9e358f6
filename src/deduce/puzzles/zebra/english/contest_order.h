// A contest's words where the places it was finished in are the riddle's
// order (`Five runners finished the park run in the first five places`,
// no list of places or numbers): `Bea won the race` is first, `finished
// second` and `came in last` are those places, `just ahead of Abe` is just
// before him, `behind` after, and `Dot beat Cid` is before him. Said in the
// order's words, which order_as_row and the ends read.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace deduce::puzzles::zebra::english {

// `text` with its contest's words said as the order's; nullopt when it has
// none.
std::optional<std::string> contest_as_order(std::string_view text);

// `text` with its contest's words said as places of a list of them
// (`1st` to `5th`) in a riddle whose order is elsewhere (lanes): `won the
// race` is `came 1st` and `the winner` is `the 1st`, `first` the first
// place as its list writes it; nullopt when it has none.
std::optional<std::string> contest_as_places(std::string_view text, std::string_view first);

// `The lime honey was placed immediately above the borage`: next above or
// below in a contest's places is just ahead or just behind (`finished
// just ahead of`), which `above` alone, read as higher, is not; nullopt
// when the text says neither.
std::optional<std::string> placed_next_to(std::string_view text);

// `The poodle won 1st prize`, `won second place`: the place won, said as
// `came 1st` (where places are a list, `won` alone says the first, and is
// no filler); nullopt when no place follows `won`.
std::optional<std::string> won_place_as_came(std::string_view text);

}  // namespace deduce::puzzles::zebra::english

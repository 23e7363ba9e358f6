// A part of a thing said for the thing: `The cat was asleep on the roof of
// the yellow boat` is on the yellow boat, `the parcel was left on the
// doorstep of the blue house` at the blue house. Only the parts of boats,
// houses, cars and stalls that hold what is on or in them, and only where
// `of the` or a name follows the part (`on the roof of Willow`).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace deduce::puzzles::zebra::english {

// `text` with `the <part> of the` said as `the` (`the <part> of Willow`
// as `Willow`); nullopt where it says none.
std::optional<std::string> part_as_thing(std::string_view text);

}  // namespace deduce::puzzles::zebra::english

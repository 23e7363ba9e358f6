// A magazine grid (no positions) whose places are one of its lists:
// `each fishing from a different peg (peg 1 to peg 5)`, `lockers 1 to 6`.
// There `Miss Dale fished from the peg next to Mrs. Booth's` says the two
// pegs' numbers are one apart: the reading `A next to B`, which a grid
// without positions cannot hold, is said as arithmetic over that list.
// Only what is the same either way is said so (`next to`, `not next to`,
// `two pegs away from`, `at an end`, `in the middle`): which way is left
// along numbered pegs the numbers do not tell.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "deduce/puzzles/zebra/english/sentence_reader.h"

namespace deduce::puzzles::zebra::english {

// Of a magazine grid's ordered lists, the one its places are: the only
// list of bare numbers 1 to n (`labels`); nullopt when there is none or
// more than one.
std::optional<std::string> labelled_places(const std::vector<NumericCategory>& numeric);

// `statement` (a reading, `all of:` and `any of:` included) with each
// distance between two values said over `places` (`A next to B`:
// `any of: peg(A) = peg(B) + 1; peg(A) = peg(B) - 1`); nullopt when it
// says some other position (`left of`, `at 3`), which stays unread. The
// ends and the middle of its `n` numbers are said too (`A at an end`:
// `any of: A is peg.1; A is peg.5`), as they are the same either way.
std::optional<std::string> distance_over(const std::string& statement, const std::string& places,
                                         int n);

}  // namespace deduce::puzzles::zebra::english

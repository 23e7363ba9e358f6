// A round table (`Four friends sat down to dinner at a round table`): the
// positions are seats in a circle (the .zebra `layout: circle`), where
// `next to` wraps round, `opposite` is half the table away and `to the
// immediate left of` is the neighbouring seat one way round. Nothing marks
// a first seat, so the translation counts the seats from the first
// person's (a clue of its own, said as such): the riddle's answers are
// the same from any seat, and a rotation is not another solution.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace deduce::puzzles::zebra::english {

// Whether `sentence` seats the riddle round a table (`at a round table`,
// `around a circular table`, `in a circle`).
bool seats_round_a_table(std::string_view sentence);

// `text` with `opposite` (`directly opposite`, `across the table from`)
// said as so many seats away, for a table of `n` seats; nullopt when it
// says none. An odd table has no seat opposite: the sentence is left as it
// is, and refused.
std::optional<std::string> opposite_as_seats(std::string_view text, int n);

}  // namespace deduce::puzzles::zebra::english

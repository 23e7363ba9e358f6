// Rows of seats in a hall, lettered or numbered from its front (`They sat
// in different rows (Row C, Row F, Row J and Row M, counting back from the
// stage)`): there `the seat farthest from the stage` is the last row listed
// and `the row nearest the stage` the first. Rows so listed are ordered by
// their letters (value_numbers.h: `Row C` is 3), and `behind`, `in front
// of` and `nearer the stage than` compare them (numeric_for.cc).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace deduce::puzzles::zebra::english {

// The front a framing sentence counts rows from (`counting back from the
// stage`, `numbered from the screen`): its noun, or "".
std::string hall_front(const std::vector<std::string_view>& framing);

// `text` with `farthest from the stage` (`furthest`, with its noun
// before it: `the seat farthest from the stage`) said as `in <last>`, and
// `nearest the stage` (`closest to`) as `in <first>`; nullopt when it says
// neither.
std::optional<std::string> hall_ends_as_rows(std::string_view text, const std::string& front,
                                             const std::string& first, const std::string& last);

}  // namespace deduce::puzzles::zebra::english

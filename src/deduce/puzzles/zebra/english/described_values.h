// Values an introduction describes by where they are: `the three rooms
// along the upstairs hall, rooms 1, 2 and 3, and room 1's the one at the
// top of the stairs`. A clue that names the value by its description
// (`Brannoc took the room at the top of the stairs`) names the value, so
// it is read with the value's own words (`Brannoc took room 1`).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace deduce::puzzles::zebra::english {

struct DescribedValue {
  std::string noun;         // the values' noun, `room`
  std::string value;        // the value as the introduction says it, `room 1`
  std::string description;  // what it is, `at the top of the stairs`
};

// Each `<noun> <number> is the one <where>` of `text` (also `'s the one`,
// `being the one`), where <where> opens with a word of place (`at`, `by`,
// `nearest`, `next to`, ...) and runs to the clause's end: a comma, a
// semicolon, a bracket, `and`, `but` or the sentence's end, at most eight
// words.
std::vector<DescribedValue> described_values(std::string_view text);

// `text` with every `the <noun> <where>` and `the one <where>` of
// `described` said as its value; nullopt when it says none.
std::optional<std::string> with_described_values(std::string_view text,
                                                 const std::vector<DescribedValue>& described);

}  // namespace deduce::puzzles::zebra::english

// Other names a riddle gives the unit of a list, in brackets after it
// (`they managed 3, 6, 8 and 11 maximums (180s) over the season`): a clue
// that counts in the other name (`threw five more 180s than him`) counts
// in the unit, so it is read with the unit's own word.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace deduce::puzzles::zebra::english {

// {other name, unit} for each `N units (other)` in `text`: a number, a
// word in lower case, then brackets that hold one word and nothing else.
std::vector<std::pair<std::string, std::string>> bracketed_unit_names(std::string_view text);

// `text` with every whole word that is an other name said as its unit;
// nullopt when it says none.
std::optional<std::string> with_unit_names(
    std::string_view text, const std::vector<std::pair<std::string, std::string>>& names);

}  // namespace deduce::puzzles::zebra::english

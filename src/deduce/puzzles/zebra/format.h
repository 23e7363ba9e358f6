// Writing logic-grid solutions: an aligned text table (positions across,
// categories down) and JSON objects. Widths count code points, so UTF-8
// names line up in a terminal as long as each code point is one column.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "deduce/puzzles/zebra/puzzle.h"

namespace deduce::puzzles::zebra {

// The table of a solution:
//               1          2      3    ...
//   nationality norwegian  dane   brit ...
std::string format_table(const Puzzle& puzzle, const Positions& solution);

// "nationality of fish: german" for each ask, one a line.
std::string format_asks(const Puzzle& puzzle, const Positions& solution);

// {category: [values by position], ...}
nlohmann::ordered_json solution_json(const Puzzle& puzzle, const Positions& solution);

// [{"category", "value", "answer"}] for each ask.
nlohmann::ordered_json asks_json(const Puzzle& puzzle, const Positions& solution);

// The number of code points of a UTF-8 string.
std::size_t display_width(const std::string& s);

}  // namespace deduce::puzzles::zebra

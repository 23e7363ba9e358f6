// Writing logic-grid solutions: an aligned text table (positions across,
// categories down) and JSON objects. Widths are terminal columns
// (io/display_width.h), so Chinese, Japanese and Korean names, two columns a
// character, line up with Latin ones.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "deduce/io/display_width.h"
#include "deduce/puzzles/zebra/model/puzzle.h"

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

// The terminal columns of a name. Declared here too because the command
// line's clue list (apps/deduce) aligns labels with zebra::display_width.
using io::display_width;

}  // namespace deduce::puzzles::zebra

// Writing a logic grid in English, in the form of a benchmark or of a
// riddle (docs/english.md, "Writing English"): `deduce generate zebra
// --format english --style bbeh|zebralogic|classic`. Every text written
// reads back (read_english.h) to the same categories, values and clues.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

#include "deduce/puzzles/zebra/model/puzzle.h"

namespace deduce::puzzles::zebra::english {

enum class Style : std::uint8_t { kBbeh, kZebraLogic, kClassic };

// Throws std::invalid_argument for a clue no phrasing writes (the
// published-puzzle statements other than `at an end`, `in the middle`).
std::string write_english(const Puzzle& puzzle, Style style);

}  // namespace deduce::puzzles::zebra::english

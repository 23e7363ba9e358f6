// Reads a .river file into a RiverPuzzle.
//
// Line by line: `#` starts a comment, blank lines are skipped, each other line
// starts with a keyword (`puzzle:`, `group`, `boat`, `rowers:`, `forbid:`,
// `forbid boat:`, `cost:`, `goal:`). Expressions are compiled once all groups
// are known, so a rule may come before the groups it names. Several `forbid:`
// (or `forbid boat:`) lines are joined with `or`: each forbids on its own.
// Any malformed input throws io::InputError at file:line:col saying what was
// expected; nothing in the input can make the parser crash or loop.
#pragma once

#include <string>

#include "deduce/puzzles/river/puzzle.h"

namespace deduce::puzzles::river {

RiverPuzzle parse_river(const std::string& text, const std::string& file);

}  // namespace deduce::puzzles::river

// Reads a .river file into its puzzles.
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
#include <vector>

#include "deduce/puzzles/river/puzzle.h"

namespace deduce::puzzles::river {

// Every puzzle of `text`: a `puzzle:` line after another puzzle's lines
// opens the next one, and a file of several gives each its `puzzle:` line
// (docs/river.md). Lines keep their numbers in the whole file.
std::vector<RiverPuzzle> parse_river_puzzles(const std::string& text, const std::string& file);

// The only puzzle of `text`; a second one is an error at its `puzzle:` line.
RiverPuzzle parse_river(const std::string& text, const std::string& file);

}  // namespace deduce::puzzles::river

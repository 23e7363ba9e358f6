// The example pictures of every family, by name, drawn from the puzzles under
// examples/: what the reference renderings and the docs show.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "deduce/puzzles/zebra/model/puzzle.h"

namespace deduce::testing {

// The first solution of a logic grid (the tests' and the examples' shortcut).
puzzles::zebra::Positions zebra_solution(const puzzles::zebra::Puzzle& p);

// (name, standalone SVG) pairs, e.g. ("futoshiki_5x5_solution", "<?xml ...").
std::vector<std::pair<std::string, std::string>> example_pictures(const std::string& source_dir);

}  // namespace deduce::testing

// Solving a Futoshiki puzzle: the model (Latin square in three views plus the
// relations) and a depth-first search over it.
#pragma once

#include <functional>

#include "deduce/puzzles/futoshiki/puzzle.h"
#include "deduce/puzzles/latin/latin_model.h"
#include "deduce/search/dfs.h"

namespace deduce::puzzles::futoshiki {

struct SolveResult {
  search::SearchResult search;  // complete?, stop reason, stats (stats.solutions = found)
};

// Searches `puzzle`. on_solution (may be empty: count only) receives each
// solution grid; return false from it to stop. options.solution_limit stops
// after that many solutions.
// `model` picks the Latin-square model (benchmarks compare them).
SolveResult solve(const Puzzle& puzzle, const search::SearchOptions& options,
                  const std::function<bool(const Grid&)>& on_solution,
                  const latin::LatinOptions& model = {});

}  // namespace deduce::puzzles::futoshiki

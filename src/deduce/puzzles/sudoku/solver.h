// Solving and counting Sudoku puzzles: the model (model.h) and the
// engine's depth-first search (search/dfs.h) with the Latin square's
// three-view branching; counts by the counting search with its subtree
// cache (search/counting_dfs.h). One search a call, on one thread.
#pragma once

#include <functional>

#include "deduce/puzzles/sudoku/puzzle.h"
#include "deduce/search/dfs.h"
#include "deduce/util/big_count.h"

namespace deduce::puzzles::sudoku {

// Searches p; `on_solution` receives each solution grid (return false to
// stop); options.solution_limit stops after that many.
search::SearchResult solve(const Puzzle& p, const search::SearchOptions& options,
                           const std::function<bool(const Grid&)>& on_solution);

struct Counted {
  util::BigCount count = 0;  // at most options.solution_limit when set
  search::SearchResult search;
};

// The number of solutions, in constant memory.
Counted count_solutions(const Puzzle& p, const search::SearchOptions& options);

}  // namespace deduce::puzzles::sudoku

// Solving a Futoshiki puzzle by clause learning: the Latin square's direct
// encoding (latin/learning.h) plus the signs and adjacency marks as clauses
// over the same variables (a < b: if a = v then b is one of the values
// above v).
#pragma once

#include <functional>

#include "deduce/puzzles/futoshiki/puzzle.h"
#include "deduce/search/dfs.h"

namespace deduce::puzzles::futoshiki {

// latin::solve_learning with the puzzle's relations: same arguments, same
// statistics, same answer for any number of threads.
search::SearchResult solve_learning(const Puzzle& puzzle, const search::SearchSettings& options,
                                    const std::function<bool(const Grid&)>& on_solution,
                                    int threads = 1);

}  // namespace deduce::puzzles::futoshiki

// The plain 9x9 Sudoku (3x3 boxes, no X diagonals, no cages) on the exact
// kernel (kernel/count_solutions.h), in the engine's terms: search options
// in, a SearchResult out, so that solve and count (solver.h) give it the
// puzzles it fits and the model every other one, and the commands cannot
// tell the two apart but by the statistics.
//
// What carries over: the solution limit (0: all), the node limit, the
// bounded look for a second solution (min_look), the timeout, Ctrl-C and a
// call's stop token (the budget, polled every kernel::kPollStride nodes), a
// callback's false as a stop at the solution limit. The statistics are the
// kernel's: nodes are its boards propagated to a fixpoint, the root
// included (one propagation each, so propagations = nodes); failures,
// solutions and the deepest level as the engine counts them.
#pragma once

#include <cstdint>
#include <functional>

#include "deduce/puzzles/sudoku/puzzle.h"
#include "deduce/search/dfs.h"

namespace deduce::puzzles::sudoku {

// Whether the kernel solves p: order 9 in 3x3 boxes, neither X nor killer.
bool fits_kernel(const Puzzle& p);

// Searches p (which must fit the kernel) as search::Dfs::run does;
// `on_solution` (if set) receives each solution grid and returns false to
// stop. The result's stats.solutions is the number found.
search::SearchResult kernel_search(const Puzzle& p, const search::SearchSettings& options,
                                   const std::function<bool(const Grid&)>& on_solution);

}  // namespace deduce::puzzles::sudoku

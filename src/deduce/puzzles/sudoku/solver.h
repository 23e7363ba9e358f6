// Solving and counting Sudoku puzzles. The plain 9x9 puzzle (3x3 boxes, no
// X, no cages) goes to the exact kernel (kernel_solver.h), 10 to 30 times
// faster; every other one to the model (model.h) and the engine's
// depth-first search (search/dfs.h) with the Latin square's three-view
// branching, and its counts to the counting search with its subtree cache
// (search/counting_dfs.h). One search a call, on one thread.
#pragma once

#include <cstdint>
#include <functional>

#include "deduce/puzzles/sudoku/puzzle.h"
#include "deduce/search/dfs.h"
#include "deduce/util/big_count.h"

namespace deduce::puzzles::sudoku {

// Which search runs a puzzle: the kernel where it fits and the model
// elsewhere (kAuto), or the model always (kModel: for the tests that hold
// the two to the same answers).
enum class Engine : std::uint8_t { kAuto, kModel };

// Searches p; `on_solution` receives each solution grid (return false to
// stop); options.solution_limit stops after that many. A chooser in
// `options` is the model's: the kernel branches its own way.
search::SearchResult solve(const Puzzle& p, const search::SearchOptions& options,
                           const std::function<bool(const Grid&)>& on_solution,
                           Engine engine = Engine::kAuto);

struct Counted {
  util::BigCount count = 0;  // at most options.solution_limit when set
  search::SearchResult search;
};

// The number of solutions, in constant memory.
Counted count_solutions(const Puzzle& p, const search::SearchOptions& options,
                        Engine engine = Engine::kAuto);

}  // namespace deduce::puzzles::sudoku

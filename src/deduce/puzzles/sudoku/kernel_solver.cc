#include "deduce/puzzles/sudoku/kernel_solver.h"

#include <limits>

#include "deduce/puzzles/sudoku/kernel/count_solutions.h"

namespace deduce::puzzles::sudoku {

bool fits_kernel(const Puzzle& p) {
  return p.n == 9 && p.box_rows == 3 && p.box_cols == 3 && !p.x && !p.killer &&
         p.givens.size() == 81;
}

search::SearchResult kernel_search(const Puzzle& p, const search::SearchSettings& options,
                                   const std::function<bool(const Grid&)>& on_solution) {
  kernel::Grid givens{};
  for (int k = 0; k < 81; ++k) givens[k] = static_cast<std::uint8_t>(p.givens[k]);
  // The kernel counts the node limit itself, exactly; the budget is for the
  // clock, Ctrl-C and the stop token.
  budget::Limits outside = options.limits;
  outside.node_limit = 0;
  budget::Budget budget(outside);
  kernel::Limits limits;
  limits.solution_limit = options.solution_limit == 0 ? std::numeric_limits<std::uint64_t>::max()
                                                      : options.solution_limit;
  limits.node_limit = options.limits.node_limit;
  limits.budget = &budget;
  limits.min_look = options.min_look;
  Grid grid;  // made at the first solution: a count never makes one
  bool stopped_by_callback = false;
  auto visit = [&](const kernel::Grid& solution) {
    grid.assign(solution.begin(), solution.end());
    stopped_by_callback = !on_solution(grid);
    return !stopped_by_callback;
  };
  if (on_solution) limits.on_solution = kernel::visitor_of(visit);
  const kernel::CountResult r = kernel::count_solutions(givens, limits);
  // The engine's words for the end: a stop for a limit, else the solution
  // limit reached (or a callback's false) as search::Dfs says it.
  bool stopped = r.stopped;
  if (r.stopped) {
    budget.stop(r.reason);
  } else if (stopped_by_callback || r.count >= limits.solution_limit) {
    budget.stop(budget::StopReason::kSolutionLimit);
    stopped = true;
  }
  return search::finish_search(
      stopped, budget,
      {.nodes = r.nodes, .failures = r.failures, .solutions = r.count, .max_depth = r.max_depth},
      r.nodes);
}

}  // namespace deduce::puzzles::sudoku

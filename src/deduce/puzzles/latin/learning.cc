#include "deduce/puzzles/latin/learning.h"

#include <algorithm>
#include <vector>

#include "deduce/sat/portfolio.h"

namespace deduce::puzzles::latin {

search::SearchResult solve_learning(const Square& square, const search::SearchSettings& options,
                                    const std::function<bool(const Grid&)>& on_solution,
                                    int threads, const MoreClauses& more_clauses) {
  budget::Budget budget(options.limits);
  search::Stats stats;
  const DirectEncoding encoding(square);
  sat::SolverSettings settings;
  settings.seed = options.seed;
  sat::Solver base(encoding.vars(), settings);
  bool possible = !encoding.repeated();
  if (possible) {
    encoding.add_lines(base);
    if (more_clauses) possible = more_clauses(encoding, base);
  }
  sat::Portfolio solver(base, threads, options.seed);
  bool stopped = false;
  Grid grid = square.givens;
  std::vector<sat::Lit> exclude;
  std::uint64_t look = 0;  // after the first solution: decisions a search may take for the next
  while (possible) {
    const sat::Value answer = solver.solve(budget, look);
    if (answer == sat::Value::kUndef) {
      stopped = true;
      break;
    }
    if (answer == sat::Value::kFalse) break;
    exclude.clear();
    for (sat::Var x = 0; x < encoding.vars(); ++x) {
      if (!solver.value(x)) continue;
      grid[static_cast<std::size_t>(encoding.cell(x))] = encoding.value(x) + 1;
      exclude.push_back(sat::Lit::neg(x));
    }
    ++stats.solutions;
    const bool go_on = on_solution(grid);
    // As many decisions again as the first solution took its search, or
    // min_look: the winner's own count, so the bound is the same on every run.
    if (stats.solutions == 1 && options.min_look != 0)
      look = std::max(solver.winner_decisions(), options.min_look);
    if (!go_on || (options.solution_limit != 0 && stats.solutions >= options.solution_limit)) {
      budget.stop(budget::StopReason::kSolutionLimit);
      stopped = true;
      break;
    }
    possible = solver.add_clause(exclude);  // some empty cell takes another value
  }
  const sat::SolverStats& s = solver.stats();
  stats.nodes = s.decisions;
  stats.failures = s.conflicts;
  stats.max_depth = s.max_level;
  return search::finish_search(stopped, budget, stats, s.propagations);
}

}  // namespace deduce::puzzles::latin

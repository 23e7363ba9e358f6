#include "deduce/puzzles/futoshiki/solver.h"

#include "deduce/puzzles/futoshiki/model.h"

namespace deduce::puzzles::futoshiki {

SolveResult solve(const Puzzle& puzzle, const search::SearchOptions& options,
                  const std::function<bool(const Grid&)>& on_solution,
                  const latin::LatinOptions& model_options) {
  core::Store store;
  latin::LatinModel model = post_futoshiki(store, puzzle, model_options);
  search::SearchOptions with_chooser = options;
  if (!with_chooser.chooser) with_chooser.chooser = model.chooser();
  search::Dfs dfs(store, model.branch_vars(), with_chooser);
  SolveResult result;
  if (!on_solution) {
    result.search = dfs.count();
    return result;
  }
  Grid grid(puzzle.n * puzzle.n);
  result.search = dfs.run([&](const core::Store& s) {
    for (std::size_t i = 0; i < grid.size(); ++i) grid[i] = s.value(model.cells[i]) + 1;
    return on_solution(grid);
  });
  return result;
}

}  // namespace deduce::puzzles::futoshiki

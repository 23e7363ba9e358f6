#include "deduce/puzzles/sudoku/solver.h"

#include "deduce/puzzles/sudoku/model.h"
#include "deduce/search/counting_dfs.h"

namespace deduce::puzzles::sudoku {

search::SearchResult solve(const Puzzle& p, const search::SearchOptions& options,
                           const std::function<bool(const Grid&)>& on_solution) {
  core::Store store;
  const latin::LatinModel model = post_sudoku(store, p, Strength::kSubsets);
  search::SearchOptions with_chooser = options;
  if (!with_chooser.chooser) with_chooser.chooser = model.chooser();
  Grid grid(static_cast<std::size_t>(p.cells()));
  search::Dfs dfs(store, model.branch_vars(), with_chooser);
  return dfs.run([&](const core::Store& s) {
    for (std::size_t k = 0; k < grid.size(); ++k) grid[k] = s.value(model.cells[k]) + 1;
    return on_solution(grid);
  });
}

Counted count_solutions(const Puzzle& p, const search::SearchOptions& options) {
  core::Store store;
  const latin::LatinModel model = post_sudoku(store, p, Strength::kSingles);
  search::SearchOptions with_chooser = options;
  if (!with_chooser.chooser) with_chooser.chooser = model.chooser();
  Counted out;
  out.search = search::count_solutions(store, model.branch_vars(), with_chooser);
  out.count = util::big_from_u64(out.search.stats.solutions);
  return out;
}

}  // namespace deduce::puzzles::sudoku

#include "deduce/puzzles/futoshiki/solver.h"

#include "deduce/puzzles/futoshiki/model.h"
#include "deduce/search/counting_dfs.h"

namespace deduce::puzzles::futoshiki {

latin::LatinOptions default_model(const Puzzle& puzzle, bool counting) {
  latin::LatinOptions options;
  if (counting && puzzle.mode == Mode::kUnequal) {
    bool signs = false;
    for (Relation r : puzzle.right) signs = signs || r != Relation::kNone;
    for (Relation r : puzzle.down) signs = signs || r != Relation::kNone;
    if (!signs) options.all_different = false;
  }
  return options;
}

SolveResult solve(const Puzzle& puzzle, const search::SearchOptions& options,
                  const std::function<bool(const Grid&)>& on_solution,
                  const std::optional<latin::LatinOptions>& model_options) {
  core::Store store;
  latin::LatinModel model = post_futoshiki(
      store, puzzle, model_options ? *model_options : default_model(puzzle, !on_solution));
  search::SearchOptions with_chooser = options;
  if (!with_chooser.chooser) with_chooser.chooser = model.chooser();
  SolveResult result;
  if (!on_solution) {
    result.search = search::count_solutions(store, model.branch_vars(), with_chooser);
    return result;
  }
  search::Dfs dfs(store, model.branch_vars(), with_chooser);
  Grid grid(puzzle.n * puzzle.n);
  result.search = dfs.run([&](const core::Store& s) {
    for (std::size_t i = 0; i < grid.size(); ++i) grid[i] = s.value(model.cells[i]) + 1;
    return on_solution(grid);
  });
  return result;
}

}  // namespace deduce::puzzles::futoshiki

#include "deduce/puzzles/futoshiki/solver.h"

#include <algorithm>
#include <stdexcept>
#include <type_traits>

#include "deduce/puzzles/futoshiki/completion_first.h"
#include "deduce/puzzles/futoshiki/learning.h"
#include "deduce/puzzles/futoshiki/model.h"
#include "deduce/puzzles/futoshiki/puzzle_model.h"
#include "deduce/puzzles/latin/restart_choice.h"
#include "deduce/search/counting_dfs.h"
#include "deduce/search/parallel_search.h"
#include "deduce/search/restarts.h"

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

FirstSearch first_search(const Puzzle& puzzle, const search::SearchSettings& options,
                         bool counting) {
  if (counting || options.solution_limit == 0 || options.solution_limit > 2)
    return FirstSearch::kPlain;
  switch (options.restarts) {
    case search::RestartMode::kOn:
      return FirstSearch::kRestarts;
    case search::RestartMode::kOff:
      return FirstSearch::kPlain;
    case search::RestartMode::kLearn:
      return FirstSearch::kLearning;
    case search::RestartMode::kAuto: {
      if (puzzle.n < kRestartOrder) return FirstSearch::kPlain;
      const auto empty =
          static_cast<std::size_t>(std::count(puzzle.givens.begin(), puzzle.givens.end(), 0));
      return 2 * empty <= puzzle.givens.size() ? FirstSearch::kLearning : FirstSearch::kRestarts;
    }
  }
  return FirstSearch::kPlain;
}

bool learns(const Puzzle& puzzle, const search::SearchOptions& options) {
  return !options.chooser && !options.at_node &&
         first_search(puzzle, options, false) == FirstSearch::kLearning;
}

namespace {

// The search of solve() over domain sets D (Bits to order 64, WideBits
// past) on a model loaded with the puzzle.
template <class D>
SolveResult search_on(core::BasicStore<D>& store, const latin::BasicLatinModel<D>& model,
                      const Puzzle& puzzle, const search::BasicSearchOptions<D>& options,
                      const std::function<bool(const Grid&)>& on_solution) {
  search::BasicSearchOptions<D> with_chooser = options;
  if (!with_chooser.chooser) with_chooser.chooser = model.chooser();
  SolveResult result;
  if (!on_solution) {
    result.search = search::count_solutions(store, model.branch_vars(), with_chooser);
    return result;
  }
  Grid grid(puzzle.n * puzzle.n);
  auto found = [&](const core::BasicStore<D>& s) {
    for (std::size_t i = 0; i < grid.size(); ++i) grid[i] = s.value(model.cells[i]) + 1;
    return on_solution(grid);
  };
  if (first_search(puzzle, options, false) == FirstSearch::kRestarts) {
    search::BasicRestartOptions<D> restart;
    restart.seed = options.seed;
    if (model.cube != nullptr) {  // the three views, randomised (restart_choice.h)
      const props::BasicLatinSquare<D>* cube = model.cube;
      const int n = puzzle.n;
      restart.chooser = [cube, n, &model](const core::BasicStore<D>& s, util::SplitMix64& rng,
                                          const std::vector<std::uint32_t>& w) {
        return latin::choose_for_restart(*cube, model.cells, n, s, rng, w);
      };
    }
    search::BasicRestartingSearch<D> rs(store, model.cells, options, restart);
    result.search = rs.run(found);
    return result;
  }
  search::BasicDfs<D> dfs(store, model.branch_vars(), with_chooser);
  result.search = dfs.run(found);
  return result;
}

// solve()'s search on the model of `puzzle`: the thread's kept model
// (puzzle_model.h) when the search adds nothing to the store (restarts post
// their nogoods, a node hook may post), a new one loaded the same way
// otherwise; Adjacent mode's relations are posted with a store of their own.
template <class D>
SolveResult solve_on(const Puzzle& puzzle, const search::BasicSearchOptions<D>& options,
                     const std::function<bool(const Grid&)>& on_solution,
                     const latin::LatinOptions& model_options) {
  if (puzzle.mode == Mode::kAdjacent) {
    core::BasicStore<D> store;
    const latin::BasicLatinModel<D> model = post_futoshiki(store, puzzle, model_options);
    return search_on(store, model, puzzle, options, on_solution);
  }
  const bool adds_to_store =
      options.at_node ||
      (on_solution && first_search(puzzle, options, false) == FirstSearch::kRestarts);
  if constexpr (std::is_same_v<D, core::Bits>) {
    if (!adds_to_store) {
      ModelLease lease(puzzle, model_options);
      PuzzleModel& m = lease.model();
      return search_on(m.store(), m.latin(), puzzle, options, on_solution);
    }
  }
  BasicPuzzleModel<D> m(puzzle.n, model_options);
  m.load(puzzle);
  return search_on(m.store(), m.latin(), puzzle, options, on_solution);
}

// solve() past the quick completion: clause learning or the constraint model.
// The one place that decides whether a search learns clauses.
SolveResult solve_model(const Puzzle& puzzle, const search::SearchOptions& options,
                        const std::function<bool(const Grid&)>& on_solution,
                        const std::optional<latin::LatinOptions>& model_options, DomainWidth width,
                        int threads) {
  // Clause learning keeps its own encoding: not for a model the caller
  // chose for the constraint search.
  if (on_solution && !model_options && learns(puzzle, options))
    return SolveResult{solve_learning(puzzle, options, on_solution, search::thread_count(threads))};
  const latin::LatinOptions model =
      model_options ? *model_options : default_model(puzzle, !on_solution);
  if (!needs_wide_domains(puzzle) && width == DomainWidth::kAuto)
    return solve_on(puzzle, options, on_solution, model);
  // Past order 64 the same search runs on wide domains; a model hook made
  // for 64-bit stores cannot follow it there.
  if (options.chooser || options.at_node)
    throw std::invalid_argument("search hooks are for orders up to 64");
  return solve_on(puzzle, search::with_settings<core::WideBits>(options), on_solution, model);
}

// solve() with clause learning's searches racing on `threads`.
SolveResult solve_with(const Puzzle& puzzle, const search::SearchOptions& options,
                       const std::function<bool(const Grid&)>& on_solution,
                       const std::optional<latin::LatinOptions>& model_options, DomainWidth width,
                       int threads) {
  // The quick completion has its own cube: not for a model or hooks the
  // caller chose for the constraint search.
  if (!on_solution || model_options || options.chooser || options.at_node ||
      !tries_completion(puzzle, options))
    return solve_model(puzzle, options, on_solution, model_options, width, threads);
  const ModelSearch model_search = [&](const search::SearchSettings& settings,
                                       const std::function<bool(const Grid&)>& found) {
    search::SearchOptions rest;
    static_cast<search::SearchSettings&>(rest) = settings;
    return solve_model(puzzle, rest, found, std::nullopt, width, threads).search;
  };
  return SolveResult{solve_by_completion(puzzle, options, on_solution, model_search)};
}

}  // namespace

SolveResult solve(const Puzzle& puzzle, const search::SearchOptions& options,
                  const std::function<bool(const Grid&)>& on_solution,
                  const std::optional<latin::LatinOptions>& model_options, DomainWidth width) {
  return solve_with(puzzle, options, on_solution, model_options, width, 1);
}

search::SearchResult solve_on_threads(const Puzzle& puzzle, const search::SearchOptions& options,
                                      const std::function<bool(const Grid&)>& on_solution,
                                      int threads) {
  return solve_with(puzzle, options, on_solution, std::nullopt, DomainWidth::kAuto, threads).search;
}

}  // namespace deduce::puzzles::futoshiki

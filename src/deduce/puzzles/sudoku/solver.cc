#include "deduce/puzzles/sudoku/solver.h"

#include <exception>
#include <memory>

#include "deduce/puzzles/sudoku/kernel_solver.h"
#include "deduce/puzzles/sudoku/model.h"
#include "deduce/search/counting_dfs.h"

namespace deduce::puzzles::sudoku {

namespace {

// The rules of one shape of puzzle posted in a store whose level 0 is
// their fixpoint; a puzzle is loaded at level 1, which the next load pops.
// Why: posting a 9x9 model and freeing it was 12% of solving Royle's 49,151
// puzzles with 17 givens (perf), about 60 allocations a puzzle; a file of
// puzzles of one shape (a collection, one a line) now posts it once. A
// search leaves nothing outside the trail that the next one reads as true:
// the all-different matchings are repaired by any later run, as after a
// backtrack, and load() puts the failure weights back.
struct KeptModel {
  KeptModel(const Puzzle& p, Strength s)
      : n(p.n), region(p.region), x(p.x), strength(s), model(post_rules(store, p, s)) {
    // The rules alone can be inconsistent (a killer cage's sum no digits
    // make): the store stays failed at its root then, for every puzzle.
    if (!store.propagate()) store.fail();
  }
  bool fits(const Puzzle& p, Strength s) const {
    return p.n == n && p.cages.empty() && p.x == x && s == strength && p.region == region;
  }
  void load(const Puzzle& p) {
    while (store.level() > 0) store.pop_level();
    store.reset_weights();
    store.push_level();
    tell_givens(store, model, p);
  }

  int n;
  std::vector<int> region;
  bool x;
  Strength strength;
  core::Store store;
  latin::LatinModel model;
};

// The thread's kept model, lent to one search at a time: a search started
// from a solution's callback (none does today) gets a model of its own, and
// a search that ends by an exception drops the kept one (its levels and
// queues were not undone).
class ModelLease {
 public:
  ModelLease(const Puzzle& p, Strength s) : exceptions_(std::uncaught_exceptions()) {
    Slot& slot = kept();
    if (!slot.lent && p.cages.empty()) {
      if (!slot.model || !slot.model->fits(p, s)) slot.model = std::make_unique<KeptModel>(p, s);
      slot.lent = true;
      lent_ = true;
      model_ = slot.model.get();
    } else {
      own_ = std::make_unique<KeptModel>(p, s);
      model_ = own_.get();
    }
    model_->load(p);
  }
  ~ModelLease() {
    if (!lent_) return;
    Slot& slot = kept();
    slot.lent = false;
    if (std::uncaught_exceptions() > exceptions_) slot.model.reset();
  }
  ModelLease(const ModelLease&) = delete;
  ModelLease& operator=(const ModelLease&) = delete;

  KeptModel& operator*() { return *model_; }

 private:
  struct Slot {
    std::unique_ptr<KeptModel> model;
    bool lent = false;
  };
  static Slot& kept() {
    thread_local Slot slot;
    return slot;
  }
  KeptModel* model_ = nullptr;
  std::unique_ptr<KeptModel> own_;
  bool lent_ = false;
  int exceptions_;
};

}  // namespace

search::SearchResult solve(const Puzzle& p, const search::SearchOptions& options,
                           const std::function<bool(const Grid&)>& on_solution, Engine engine) {
  if (engine == Engine::kAuto && !options.chooser && fits_kernel(p))
    return kernel_search(p, options, on_solution);
  // A killer puzzle's cages differ from puzzle to puzzle: posted afresh.
  ModelLease lease(p, Strength::kSubsets);
  KeptModel& kept = *lease;
  const latin::LatinModel& model = kept.model;
  search::SearchOptions with_chooser = options;
  if (!with_chooser.chooser) with_chooser.chooser = model.chooser();
  Grid grid(static_cast<std::size_t>(p.cells()));
  search::Dfs dfs(kept.store, model.branch_vars(), with_chooser);
  return dfs.run([&](const core::Store& s) {
    for (std::size_t k = 0; k < grid.size(); ++k) grid[k] = s.value(model.cells[k]) + 1;
    return on_solution(grid);
  });
}

Counted count_solutions(const Puzzle& p, const search::SearchOptions& options, Engine engine) {
  if (engine == Engine::kAuto && !options.chooser && fits_kernel(p)) {
    Counted out;
    out.search = kernel_search(p, options, nullptr);
    out.count = util::big_from_u64(out.search.stats.solutions);
    return out;
  }
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

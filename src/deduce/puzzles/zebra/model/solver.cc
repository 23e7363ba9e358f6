#include "deduce/puzzles/zebra/model/solver.h"

#include <algorithm>
#include <numeric>

#include "deduce/budget/deadline.h"
#include "deduce/puzzles/zebra/count/shortcut_listing.h"
#include "deduce/search/counting_dfs.h"
#include "deduce/search/singleton.h"
#include "deduce/util/union_find.h"

namespace deduce::puzzles::zebra {

bool add_inference(core::Store& store, search::SingletonProber& prober, const Inference& inference,
                   search::SearchOptions& options) {
  options.var_choice = inference.var_choice;
  switch (inference.probing) {
    case Probing::kNone:
      return true;
    case Probing::kRoot:
      return store.propagate() && prober.run(store);
    case Probing::kEveryNode:
      options.at_node = [&prober](core::Store& s) { return prober.run(s); };
      return true;
  }
  return true;
}

search::SearchResult solve(const Puzzle& puzzle, const search::SearchOptions& options,
                           const std::function<bool(const Positions&)>& on_solution,
                           const ModelScope& in_scope, const Inference& inference) {
  // A listing in any order has no order to keep: the model without the
  // channels nothing reads (model.h).
  ModelScope scope = in_scope;
  if (inference.list_entailed) scope.channel_every_category = false;
  core::Store store;
  Model model(store, puzzle, scope);
  search::SingletonProber prober(model.branch_vars());
  search::SearchOptions o = options;
  if (!store.failed() && !add_inference(store, prober, inference, o)) store.fail();
  if (store.failed()) {
    search::SearchResult r;
    r.complete = true;
    r.stats.failures = 1;
    return r;
  }
  Positions positions;  // one buffer for every solution
  // The bounded look after a first solution and a node limit count the
  // search's nodes: the shortcut would hide the solutions it lists from them.
  if (on_solution && inference.list_entailed && o.min_look == 0 && options.limits.node_limit == 0) {
    ShortcutListing listing(puzzle, model, scope, options.solution_limit,
                            ShortcutListing::clock(options.limits), on_solution);
    const ShortcutListing::OnSolution found = listing.install(o);
    search::Dfs dfs(store, model.branch_vars(), o);
    search::SearchResult r = dfs.run([&](const core::Store& s) {
      model.read_into(s, positions);
      return found(positions);
    });
    listing.correct(r);
    return r;
  }
  search::Dfs dfs(store, model.branch_vars(), o);
  if (!on_solution) return dfs.count();
  return dfs.run([&](const core::Store& s) {
    model.read_into(s, positions);
    return on_solution(positions);
  });
}

search::Space make_space(const Puzzle& puzzle, const ModelScope& scope,
                         const Inference& inference) {
  struct Kept {
    Model model;
    search::SingletonProber prober;
    Kept(core::Store& s, const Puzzle& p, const ModelScope& sc)
        : model(s, p, sc), prober(model.branch_vars()) {}
  };
  search::Space space;
  auto kept = std::make_shared<Kept>(*space.store, puzzle, scope);
  space.branch_vars = kept->model.branch_vars();
  if (!space.store->failed() &&
      !add_inference(*space.store, kept->prober, inference, space.options))
    space.store->fail();
  space.keep = kept;
  return space;
}

namespace {

// The groups of categories linked by the clues in scope: group[c].
std::vector<int> category_groups(const Puzzle& p, const ModelScope& scope) {
  std::vector<int> parent(p.categories.size());
  std::iota(parent.begin(), parent.end(), 0);
  for (std::size_t i = 0; i < p.clues.size(); ++i) {
    if (!scope.clue(i)) continue;
    const std::vector<int> cs = categories_of(p.clues[i].statement);
    for (std::size_t k = 1; k < cs.size(); ++k)
      parent[util::find_root(parent, cs[0])] = util::find_root(parent, cs[k]);
  }
  std::vector<int> group(p.categories.size());
  for (std::size_t c = 0; c < group.size(); ++c)
    group[c] = util::find_root(parent, static_cast<int>(c));
  return group;
}

bool has_clue_in(const Puzzle& p, const ModelScope& scope, const std::vector<int>& group, int g) {
  for (std::size_t i = 0; i < p.clues.size(); ++i) {
    if (scope.clue(i) && group[p.clues[i].statement.a.category] == g) return true;
  }
  return false;
}

// Adds a group's search figures to `result` and multiplies its count in.
// false: the count is settled (no solution in the group: none at all; a
// stopped group: the product is only a lower bound), count no more groups.
bool add_group(CountResult& result, const search::SearchResult& r, const util::BigCount& count) {
  result.stats.nodes += r.stats.nodes;
  result.stats.failures += r.stats.failures;
  result.stats.propagations += r.stats.propagations;
  result.stats.cache_hits += r.stats.cache_hits;
  result.stats.max_depth = std::max(result.stats.max_depth, r.stats.max_depth);
  result.count *= count;
  if (!r.complete && r.stop != budget::StopReason::kSolutionLimit) {
    result.complete = false;
    result.stop = r.stop;
  }
  return result.count != 0 && result.complete;
}

}  // namespace

CountResult count(const Puzzle& puzzle, const search::SearchOptions& options,
                  const ModelScope& scope, const Inference& inference, int threads) {
  const budget::Deadline deadline(options.limits);
  CountResult result;
  result.count = 1;
  const std::vector<int> group = category_groups(puzzle, scope);
  util::BigCount factorial = 1;
  for (int i = 2; i <= puzzle.n; ++i) factorial *= i;
  const util::BigCount cap = util::big_from_u64(options.solution_limit);
  const bool capped = options.solution_limit != 0;
  for (std::size_t g = 0; g < group.size(); ++g) {
    if (group[g] != static_cast<int>(g)) continue;  // one pass per group, at its root
    ++result.groups;
    if (!has_clue_in(puzzle, scope, group, static_cast<int>(g))) {
      // A category of its own with no clue: any permutation (but the first
      // category of `positions: none`, which names the entities: one).
      if (puzzle.layout != LayoutKind::kNone || g != 0) result.count *= factorial;
    } else {
      ModelScope sub = scope;
      sub.category_on.assign(puzzle.categories.size(), 0);
      for (std::size_t c = 0; c < group.size(); ++c) sub.category_on[c] = group[c] == group[g];
      const bool one_thread = search::thread_count(threads) == 1;
      if (!capped && inference.count_entailed) {
        search::SearchOptions o = options;
        o.limits = deadline.limits_left();
        util::BigCount counted;
        const search::SearchResult r = count_through_entailed(
            puzzle, sub, inference, o, search::thread_count(threads), counted);
        if (!add_group(result, r, counted)) break;
        continue;
      }
      search::Space space = make_space(puzzle, sub, inference);
      core::Store& store = *space.store;
      search::SearchOptions o = space.options;
      o.limits = deadline.limits_left();
      o.solution_limit = options.solution_limit;
      search::SearchResult r;
      if (store.failed()) {
        r.complete = true;
        r.stats.failures = 1;
      } else if (one_thread || capped) {
        // A capped count runs on one thread: it stops at the cap in the
        // sequential order, so its figures are the same on every run.
        r = search::count_solutions(store, space.branch_vars, o);
      } else {
        search::ParallelOptions po;
        po.threads = threads;
        r = search::parallel_count([&] { return make_space(puzzle, sub, inference); }, o, po)
                .search;
      }
      if (!add_group(result, r, util::big_from_u64(r.stats.solutions))) break;
    }
  }
  // Each group was counted up to the cap, so when none has no solution, a
  // product at or over the cap means the whole count is.
  if (capped && result.count >= cap && result.complete) {
    result.count = cap;
    result.stop = budget::StopReason::kSolutionLimit;
  }
  result.stats.solutions = result.count.fits_ulong_p() ? result.count.get_ui() : ~0ULL;
  result.stats.seconds = deadline.elapsed_seconds();
  return result;
}

}  // namespace deduce::puzzles::zebra

#include "deduce/search/restarts.h"

#include <algorithm>
#include <utility>

namespace deduce::search {

template <class D>
BasicRestartingSearch<D>::BasicRestartingSearch(Store& store, std::vector<core::VarId> branch_vars,
                                                BasicSearchOptions<D> options,
                                                BasicRestartOptions<D> restart)
    : store_(store),
      vars_(std::move(branch_vars)),
      live_(vars_.size()),
      options_(std::move(options)),
      restart_(restart),
      rng_(restart.seed),
      weight_(store.num_vars(), 0) {}

template <class D>
Decision BasicRestartingSearch<D>::choose() {
  if (restart_.chooser) return restart_.chooser(store_, rng_, weight_);
  std::uint64_t live = live_;
  core::VarId best = -1;
  std::uint64_t best_size = 0, best_weight = 1, ties = 0;
  for (std::uint64_t i = 0; i < live;) {
    const core::VarId x = vars_[i];
    const int s = store_.size(x);
    if (s == 1) {  // fixed: move it past the live boundary (trailed, as Brancher does)
      vars_[i] = vars_[live - 1];
      vars_[live - 1] = x;
      --live;
      continue;
    }
    const std::uint64_t w = weight_[x] + 1;
    // s / w against best_size / best_weight, without division.
    const std::uint64_t lhs = std::uint64_t(s) * best_weight, rhs = best_size * w;
    if (best < 0 || lhs < rhs) {
      best = x;
      best_size = s;
      best_weight = w;
      ties = 1;
    } else if (lhs == rhs && rng_.below(static_cast<std::uint32_t>(++ties)) == 0) {
      best = x;  // each of the tied variables is kept with the same chance
    }
    ++i;
  }
  store_.trail_set(live_, live);
  if (best < 0) return {};
  const D d = store_.dom(best);
  return {best, core::nth_value(
                    d, static_cast<int>(rng_.below(static_cast<std::uint32_t>(core::size(d)))))};
}

template <class D>
bool BasicRestartingSearch<D>::record(std::size_t end, const Decision* last) {
  scratch_.clear();
  for (std::size_t i = 0; i < end; ++i)
    if (path_[i].positive) scratch_.push_back({path_[i].d.var, path_[i].d.value});
  if (last != nullptr) scratch_.push_back({last->var, last->value});
  return nogoods_->add(store_, scratch_);
}

template <class D>
bool BasicRestartingSearch<D>::learn(bool failed) {
  bool ok = true;
  for (std::size_t i = 0; ok && i < path_.size(); ++i) {
    if (path_[i].positive) continue;
    // A failed last negative step is refuted together with its positive
    // twin below: the positive decisions before it are the nogood.
    const bool refuted_last = failed && i + 1 == path_.size();
    ok = record(i, refuted_last ? nullptr : &path_[i].d);
  }
  if (ok && failed && !path_.empty() && path_.back().positive)
    ok = record(path_.size() - 1, &path_.back().d);
  if (ok && !failed) ok = record(path_.size(), nullptr);  // the solution just found
  path_.clear();
  open_.clear();
  return ok;
}

template <class D>
SearchResult BasicRestartingSearch<D>::run(const BasicSolutionCallback<D>& on_solution) {
  budget::Budget budget(options_.limits);
  std::uint64_t nodes = 0, failures = 0, solutions = 0;
  std::uint32_t max_depth = 0;
  const std::uint64_t propagations_before = store_.propagations();
  const int base_level = store_.level();
  if (nogoods_ == nullptr) nogoods_ = &store_.template post<BasicNogoodStore<D>>(vars_);
  nogoods_->set_enabled(true);
  store_.push_level();  // the root of every run; the store is left as it was found
  const int root = store_.level();
  path_.clear();
  open_.clear();
  auto settle = [&]() {
    return store_.propagate() && (!options_.at_node || options_.at_node(store_));
  };
  auto restart = [&](bool failed) {
    while (store_.level() > root) store_.pop_level();
    return learn(failed) && settle();
  };

  bool consistent = settle();
  if (!consistent) ++failures;
  bool stopped = false;
  std::uint64_t run_index = 1, run_failures = 0;
  std::uint64_t cutoff = util::luby(run_index) * restart_.luby_unit;
  auto fail_on = [&](core::VarId x) {
    ++failures;
    ++run_failures;
    ++weight_[x];
  };
  while (!stopped) {
    if (consistent) {
      const Decision d = choose();
      if (d.var < 0) {
        ++solutions;
        if (solutions == 1 && options_.min_look != 0)
          budget.look_further(std::max(budget.spent(), options_.min_look));
        const bool go_on = !on_solution || on_solution(store_);
        if (!go_on || (options_.solution_limit != 0 && solutions >= options_.solution_limit)) {
          budget.stop(budget::StopReason::kSolutionLimit);
          stopped = true;
          break;
        }
        // Exclude this solution, then search again from the root.
        consistent = restart(false);
        if (!consistent) break;
        continue;
      }
      if (budget.spend()) {
        stopped = true;
        break;
      }
      ++nodes;
      store_.push_level();
      path_.push_back({d, true});
      open_.push_back(path_.size() - 1);
      max_depth = std::max(max_depth, static_cast<std::uint32_t>(open_.size()));
      consistent = store_.assign(d.var, d.value) && settle();
      if (!consistent) fail_on(d.var);
      continue;
    }
    if (run_failures >= cutoff && !path_.empty()) {
      ++restarts_;
      cutoff = util::luby(++run_index) * restart_.luby_unit;
      run_failures = 0;
      consistent = restart(true);
      if (!consistent) break;  // the nogoods refute the root: nothing is left
      continue;
    }
    if (open_.empty()) break;  // the tree (less what nogoods cut) is exhausted
    const std::size_t at = open_.back();
    open_.pop_back();
    const Decision d = path_[at].d;
    path_.resize(at);
    store_.pop_level();
    path_.push_back({d, false});
    if (budget.spend()) {
      stopped = true;
      break;
    }
    ++nodes;
    consistent = store_.remove(d.var, d.value) && settle();
    if (!consistent) fail_on(d.var);
  }
  while (store_.level() > base_level) store_.pop_level();
  nogoods_->set_enabled(false);
  return finish_search(
      stopped, budget,
      {.nodes = nodes, .failures = failures, .solutions = solutions, .max_depth = max_depth},
      store_.propagations() - propagations_before);
}

template class BasicRestartingSearch<core::Bits>;
template class BasicRestartingSearch<core::WideBits>;

}  // namespace deduce::search

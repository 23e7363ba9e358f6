#include "deduce/search/dfs.h"

#include <algorithm>

namespace deduce::search {

template <class D>
BasicDfs<D>::BasicDfs(Store& store, std::vector<core::VarId> branch_vars,
                      BasicSearchOptions<D> options)
    : store_(store), brancher_(std::move(branch_vars), options.var_choice), options_(options) {}

template <class D>
SearchResult BasicDfs<D>::run(const BasicSolutionCallback<D>& on_solution) {
  budget::Budget budget(options_.limits);
  // Counters live in locals in the loop and are written back once.
  std::uint64_t nodes = 0, failures = 0, solutions = 0;
  std::uint32_t max_depth = 0;
  const std::uint64_t propagations_before = store_.propagations();
  const int base_level = store_.level();
  store_.push_level();  // so the store is left as it was found
  stack_.clear();

  bool consistent = store_.propagate() && (!options_.at_node || options_.at_node(store_));
  if (!consistent) ++failures;
  bool stopped = false;
  for (;;) {
    if (consistent) {
      Decision d = options_.chooser ? options_.chooser(store_) : brancher_.next(store_);
      if (d.var < 0) {
        ++solutions;
        if (solutions == 1 && options_.min_look != 0)
          budget.look_further(std::max(budget.spent(), options_.min_look));
        bool go_on = !on_solution || on_solution(store_);
        if (!go_on) {
          budget.stop(budget::StopReason::kSolutionLimit);
          stopped = true;
          break;
        }
        if (options_.solution_limit != 0 && solutions >= options_.solution_limit) {
          budget.stop(budget::StopReason::kSolutionLimit);
          stopped = true;
          break;
        }
      } else {
        if (budget.spend()) {
          stopped = true;
          break;
        }
        ++nodes;
        stack_.push_back(d);
        if (stack_.size() > max_depth) max_depth = static_cast<std::uint32_t>(stack_.size());
        store_.push_level();
        consistent = store_.assign(d.var, d.value) && store_.propagate() &&
                     (!options_.at_node || options_.at_node(store_));
        if (!consistent) ++failures;
        continue;
      }
    }
    // Backtrack: undo the deepest left branch and take its right branch.
    if (stack_.empty()) break;
    Decision d = stack_.back();
    stack_.pop_back();
    store_.pop_level();
    if (budget.spend()) {
      stopped = true;
      break;
    }
    ++nodes;
    consistent = store_.remove(d.var, d.value) && store_.propagate() &&
                 (!options_.at_node || options_.at_node(store_));
    if (!consistent) ++failures;
  }
  while (store_.level() > base_level) store_.pop_level();
  return finish_search(
      stopped, budget,
      {.nodes = nodes, .failures = failures, .solutions = solutions, .max_depth = max_depth},
      store_.propagations() - propagations_before);
}

template class BasicDfs<core::Bits>;
template class BasicDfs<core::WideBits>;

SearchResult finish_search(bool stopped, const budget::Budget& budget, Stats stats,
                           std::uint64_t propagations) {
  SearchResult result;
  result.complete = !stopped;
  result.stop = budget.reason();
  result.stats = stats;
  result.stats.propagations = propagations;
  result.stats.seconds = budget.elapsed_seconds();
  return result;
}

}  // namespace deduce::search

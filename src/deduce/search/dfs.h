// Depth-first search over a constraint store, with limits and statistics.
//
// Binary branching: at each node the brancher proposes var = value; the left
// branch assigns it, the right branch (taken after the left subtree is done)
// removes the value at the parent's level. Only left branches push a trail
// level, so the right branch's changes are undone together with the parent.
// The search is a loop over an explicit stack of decisions, so depth is not
// bounded by the C++ call stack and a limit can stop it between any two nodes.
//
// Modes: first solution (stop after 1), all solutions (a callback for each),
// count only (no callback, nothing kept, constant memory), stop after N.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "deduce/budget/limits.h"
#include "deduce/core/store.h"
#include "deduce/search/brancher.h"
#include "deduce/search/restart_mode.h"
#include "deduce/search/stats.h"

namespace deduce::search {

// Everything here is a template over the domain set type D (core::Bits, or
// core::WideBits for Latin squares past order 64); the plain names (Dfs,
// SearchOptions ...) are the Bits instantiations every other model uses.

// A model-specific choice of the next decision (var = value, else
// var != value), or var == -1 when the model is solved. It must only return
// -1 when every branch variable is fixed.
template <class D>
using BasicDecisionChooser = std::function<Decision(const core::BasicStore<D>&)>;
using DecisionChooser = BasicDecisionChooser<core::Bits>;

// Extra inference run at each node after propagation reached a fixpoint
// (e.g. SingletonProber, singleton.h): it may narrow domains at the node's
// level and propagate; false means the node has no solution.
template <class D>
using BasicNodeHook = std::function<bool(core::BasicStore<D>&)>;
using NodeHook = BasicNodeHook<core::Bits>;

// What a search is asked for, independent of the store's domain type.
struct SearchSettings {
  VarChoice var_choice = VarChoice::kFirstFail;
  budget::Limits limits;
  std::uint64_t solution_limit = 0;  // 0: all
  // > 0: after the first solution, look for more within as many nodes again
  // as the first took, and at least this many (a bounded look for a second
  // solution; a stop there is StopReason::kLookBound).
  std::uint64_t min_look = 0;
  // Restarts with learning for the first solutions (restarts.h); the models
  // that support them read these, Dfs itself ignores them.
  RestartMode restarts = RestartMode::kAuto;
  std::uint64_t seed = 1;  // the restarts' random choices
};

template <class D>
struct BasicSearchOptions : SearchSettings {
  BasicDecisionChooser<D> chooser;  // overrides var_choice when set
  BasicNodeHook<D> at_node;         // run at each consistent node, before choosing
};
using SearchOptions = BasicSearchOptions<core::Bits>;

// The settings of `options` for a search over another domain type (the
// model-specific hooks do not carry over).
template <class D>
BasicSearchOptions<D> with_settings(const SearchSettings& options) {
  BasicSearchOptions<D> out;
  static_cast<SearchSettings&>(out) = options;
  return out;
}

struct SearchResult {
  bool complete = false;  // the whole tree was explored
  budget::StopReason stop = budget::StopReason::kNone;
  Stats stats;
};

// The result of a search that counted in `stats` (nodes, failures,
// solutions, depth, cache hits), adding propagations and the time since
// `budget` was made.
SearchResult finish_search(bool stopped, const budget::Budget& budget, Stats stats,
                           std::uint64_t propagations);

// Called with the store at a solution (every branch variable fixed). Return
// false to stop the search.
template <class D>
using BasicSolutionCallback = std::function<bool(const core::BasicStore<D>&)>;
using SolutionCallback = BasicSolutionCallback<core::Bits>;

template <class D>
class BasicDfs {
 public:
  using Store = core::BasicStore<D>;
  // The store must be at the root of the search (level 0 or the caller's own
  // level); it is returned to that level when run() ends.
  BasicDfs(Store& store, std::vector<core::VarId> branch_vars, BasicSearchOptions<D> options);

  // Explores the tree; calls on_solution (if given) for each solution.
  SearchResult run(const BasicSolutionCallback<D>& on_solution);
  // Counts solutions without keeping any.
  SearchResult count() { return run(nullptr); }

 private:
  Store& store_;
  BasicBrancher<D> brancher_;
  BasicSearchOptions<D> options_;
  std::vector<Decision> stack_;
};
using Dfs = BasicDfs<core::Bits>;
extern template class BasicDfs<core::Bits>;
extern template class BasicDfs<core::WideBits>;

}  // namespace deduce::search

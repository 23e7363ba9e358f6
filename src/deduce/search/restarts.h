// Depth-first search with restarts, dom/wdeg, random values and nogoods, for
// the first solution (or the first few) of hard instances.
//
// A plain DFS that makes an early mistake on a large Latin square can spend
// minutes in the subtree below it (a heavy tail: Gomes, Selman and Kautz,
// "Boosting combinatorial search through randomization", AAAI 1998). Here
// each run stops after a number of failures that follows the Luby sequence
// (1 1 2 1 1 2 4 ... times kLubyUnit, Luby, Sinclair and Zuckerman 1993) and
// the search starts again from the root with what it learnt:
// - weights: each failure adds one to the weight of the variable decided
//   last; the variable chosen next has the smallest domain size / weight
//   (dom/wdeg, Boussemart et al., ECAI 2004, with the weight kept on the
//   variable because the Latin models' propagators each span the whole grid,
//   so a propagator's weight would say nothing);
// - randomness: the value tried first is drawn from the domain, ties
//   between variables are broken at random, with a seeded portable RNG
//   (rng.h), so one seed always gives the same search;
// - nogoods: the negative decisions of the branch being left become reduced
//   nld-nogoods (nogoods.h), so no run searches again a subtree an earlier
//   run finished. That keeps the search complete: a search that restarts
//   still proves "no solution" or "no other solution" when it ends.
// After each solution the branch's nogoods and one more that excludes the
// solution (the positive decisions leading to it) are recorded and the
// search restarts, so a second solution found later is a different one:
// `solve` proves uniqueness with restarts as well.
//
// It answers the same questions as Dfs with solution_limit > 0 (the first N
// solutions, with the bounded look of min_look); counting and listing every
// solution stay with Dfs and CountingDfs. SearchOptions::chooser and
// var_choice are not used: the order is this file's.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "deduce/core/store.h"
#include "deduce/search/dfs.h"
#include "deduce/search/nogoods.h"
#include "deduce/util/luby.h"
#include "deduce/util/rng.h"

namespace deduce::search {

// A model's own randomised choice for the restarting search (e.g. the Latin
// models' three views, puzzles/latin/restart_choice.h): the next decision
// from the store, the search's RNG and its failure weights by variable, or
// var == -1 when every branch variable is fixed.
template <class D>
using BasicRestartChooser = std::function<Decision(const core::BasicStore<D>&, util::SplitMix64&,
                                                   const std::vector<std::uint32_t>& weights)>;
using RestartChooser = BasicRestartChooser<core::Bits>;

template <class D>
struct BasicRestartOptions {
  std::uint64_t seed = 1;
  std::uint64_t luby_unit = 64;    // failures of the shortest run
  BasicRestartChooser<D> chooser;  // empty: dom/wdeg over the branch variables
};
using RestartOptions = BasicRestartOptions<core::Bits>;

template <class D>
class BasicRestartingSearch {
 public:
  using Store = core::BasicStore<D>;
  BasicRestartingSearch(Store& store, std::vector<core::VarId> branch_vars,
                        BasicSearchOptions<D> options, BasicRestartOptions<D> restart = {});

  SearchResult run(const BasicSolutionCallback<D>& on_solution);

  std::uint64_t restarts() const { return restarts_; }
  std::uint64_t nogoods() const { return nogoods_ ? nogoods_->size() : 0; }

 private:
  struct Step {
    Decision d;
    bool positive;
  };
  // The next decision by dom/wdeg with random ties and a random value, or
  // var == -1 when every branch variable is fixed.
  Decision choose();
  // Records the nld-nogoods of path_ at the root; `failed` says the node at
  // its end failed, which refutes its last step as well. false: the root has
  // no solution left.
  bool learn(bool failed);
  // Adds one nogood: the positive decisions of path_[0 .. end) plus `last`.
  bool record(std::size_t end, const Decision* last);

  Store& store_;
  std::vector<core::VarId> vars_;
  std::uint64_t live_;
  BasicSearchOptions<D> options_;
  BasicRestartOptions<D> restart_;
  util::SplitMix64 rng_;
  std::vector<std::uint32_t> weight_;  // by variable: failures it was decided last before
  std::vector<Step> path_;             // the decisions from the root to the current node
  std::vector<std::size_t> open_;      // indices in path_ of positive steps not yet refuted
  std::vector<Literal> scratch_;
  BasicNogoodStore<D>* nogoods_ = nullptr;
  std::uint64_t restarts_ = 0;
};
using RestartingSearch = BasicRestartingSearch<core::Bits>;
extern template class BasicRestartingSearch<core::Bits>;
extern template class BasicRestartingSearch<core::WideBits>;

}  // namespace deduce::search

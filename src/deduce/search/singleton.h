// Singleton arc consistency by probing ("shaving").
//
// For each value v of each unfixed variable x of a list: push a level,
// assign x = v, propagate, pop. A probe that fails proves x != v, so v is
// removed (at the caller's level, so the caller's pop undoes it) and the
// store propagated again. Puzzles written for people are designed to be
// solved by this reasoning ("suppose the Brit lives in house 2; then ...
// contradiction"), so on logic grids it replaces most of the search tree:
// the 12x12 benchmark grid goes from tens of thousands of nodes to a
// handful.
//
// Strength is a choice: one pass over the variables, or passes until a
// whole pass removes nothing (singleton arc consistency proper, Debruyne
// and Bessière, IJCAI 1997). Each probe costs one propagation, so a pass
// costs sum |D(x)| propagations.
//
// Probing changes nothing the search can observe except the domains: the
// pruned values have no solution below them, so counts and solution sets
// are unchanged (tests/puzzles/zebra/oracle_test.cc runs with it on and
// off). Failed probes raise the weights of the failing propagators like
// any failure (dom/wdeg learns from them).
#pragma once

#include <cstdint>
#include <vector>

#include "deduce/core/store.h"

namespace deduce::search {

struct SingletonOptions {
  bool to_fixpoint = true;  // repeat passes until nothing is removed
  int max_size = 64;        // probe only variables with at most this many values
};

class SingletonProber {
 public:
  SingletonProber(std::vector<core::VarId> vars, SingletonOptions options = {})
      : vars_(std::move(vars)), options_(options) {}

  // The store must be at a fixpoint. Returns false when the node has no
  // solution (every value of some variable failed). `probes` counts the
  // propagations run for probes.
  bool run(core::Store& store);

  std::uint64_t probes() const { return probes_; }
  std::uint64_t removed() const { return removed_; }

 private:
  std::vector<core::VarId> vars_;
  SingletonOptions options_;
  std::uint64_t probes_ = 0;
  std::uint64_t removed_ = 0;
};

}  // namespace deduce::search

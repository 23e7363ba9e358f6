// Permutation: n variables take n distinct values, so each of the n values
// is taken by exactly one variable (the positions of a logic grid's
// category: one attribute a house, one house an attribute).
//
// Consistency: naked and hidden singles, to a fixpoint. A fixed variable's
// value leaves every other domain; a value left in one domain only fixes
// that variable; a value in no domain, or two values each left in one
// domain only and both in the same one, is a failure. That is arc
// consistency of the decomposition into pairwise differences plus "each
// value is taken", the pruning the channel to the dual variables (which
// value stands at each place, props/inverse.h) gives; it is weaker than
// AllDifferent's generalised arc consistency (no Hall sets of two or more).
// It is the logic grids' choice for counts: the 12x12 generated grid's count
// searches 34% more nodes than with GAC and takes a quarter less time, since
// nine in ten runs of the matching pruned nothing (docs/benchmarks.md,
// "Singles, not GAC, for logic-grid counts").
//
// Cost: O(n) word operations a round, a round per variable it fixes at
// most; the domains are read once and each changed one written once.
// Priority: expensive (after the clues, so a run sees their removals at
// once). Reference: the naked and hidden single rules of Sudoku solving;
// Gecode's distinct at value consistency does the first.
#pragma once

#include <array>
#include <vector>

#include "deduce/core/store.h"

namespace deduce::props {

class Permutation : public core::Propagator {
 public:
  // Requires 2 <= xs.size() <= 64, distinct variables, and every domain within
  // `values`, a set of exactly xs.size() values.
  Permutation(core::Store& s, std::vector<core::VarId> xs, core::Bits values);
  core::PropStatus propagate(core::Store& s) override;
  const char* name() const override { return "permutation"; }
  bool residual_determined() const override { return true; }

 private:
  std::vector<core::VarId> xs_;
  int n_;
  core::Bits values_;
  std::array<core::Bits, 64> dom_;  // the domains during a run (no allocation)
};

}  // namespace deduce::props

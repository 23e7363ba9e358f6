// AllDifferent: the variables take pairwise distinct values.
//
// Consistency: generalised arc consistency (domain consistency), by Régin's
// method (AAAI 1994): a maximum matching of variables to values, then every
// edge not in the matching survives only if it lies on an alternating cycle
// (its two variables are in one strongly connected component of the
// variable graph) or on an alternating path from a free value.
//
// Before the matching, a cheap value pass removes the values of fixed
// variables from the others, to a fixpoint; when that fixes everything the
// matching is skipped.
//
// The filtering itself is BipartiteGac (bipartite_gac.h), on 64-bit sets.
// Priority: expensive (runs after the cheap propagators are quiet).
// Reference: J.-C. Régin, "A filtering algorithm for constraints of
// difference in CSPs", AAAI 1994; Gecode int/distinct/dom.hpp.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "deduce/core/store.h"
#include "deduce/props/bipartite_gac.h"

namespace deduce::props {

class AllDifferent : public core::Propagator {
 public:
  // Requires xs.size() <= 64.
  AllDifferent(core::Store& s, std::vector<core::VarId> xs);
  core::PropStatus propagate(core::Store& s) override;
  const char* name() const override { return "all-different"; }
  bool residual_determined() const override { return true; }

 private:
  // Removes the values of the variables in `fixed` (and of those this fixes)
  // from the other variables of dom_; false on a clash.
  bool value_pass(core::Store& s, core::Bits fixed, bool& all_fixed);

  std::vector<core::VarId> xs_;
  int n_;
  BipartiteGac gac_;
  std::array<core::Bits, 64>
      dom_;  // the domains during a run, reused so propagation allocates nothing
};

}  // namespace deduce::props

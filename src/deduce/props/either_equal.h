// EitherEqual: x == y or x == z ("A is B or C" in logic grids).
//
// Consistency: domain. A value of x needs a partner in D(y) | D(z); a value
// of y is supported either by x == y (it lies in D(x)) or, for any value of
// y, by x == z when D(x) & D(z) is not empty (z then takes x's value). So:
//   D(x) &= D(y) | D(z);  if D(x) & D(z) == 0: D(y) &= D(x);
//   if D(x) & D(y) == 0: D(z) &= D(x).
// One pass is the fixpoint: after the first line D(x) is inside D(y) | D(z),
// so if it misses D(z) it lies inside D(y), and cutting y down to D(x) keeps
// every value of x supported and D(x) & D(y) non-empty. O(1) a run.
// Subscribes to every domain event; subsumed when D(x) lies inside one
// fixed partner (then x is fixed to it).
// Not residual_determined: with x fixed to a, what remains ("y == a or
// z == a") depends on a.
// Reference: the support argument for a disjunction of equalities (a
// constructive disjunction, as in Gecode's `rel` with BoolVar reification,
// done here in one propagator on bit sets).
#pragma once

#include "deduce/props/binary.h"

namespace deduce::props {

class EitherEqual final : public TernaryPropagator {
 public:
  EitherEqual(core::Store& s, core::VarId x, core::VarId y, core::VarId z)
      : TernaryPropagator(s, x, y, z, core::Event::kDomain) {}
  core::PropStatus propagate(core::Store& s) override;
  const char* name() const override { return "either-equal"; }
};

}  // namespace deduce::props

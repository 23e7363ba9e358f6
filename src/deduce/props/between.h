// Between: y < x < z or z < x < y ("A between B and C" in logic grids).
//
// Consistency: domain. A value a of x is supported iff one partner can lie
// below it and the other above: min(y) < a < max(z) or min(z) < a < max(y).
// A value b of y is supported iff, with X = D(x):
//   b < max(X & below(max(z)))   (some a > b with some c > a), or
//   b > min(X & above(min(z)))   (some a < b with some c < a);
// and the same for z with y. Each rule is a few shifts and masks, O(1). The
// rules are applied until nothing changes (at most a few rounds: each round
// that changes something removes a value).
// Subscribes to every domain event (x's supports depend on its whole domain,
// y's and z's on bounds of the others and the set of x). Subsumed once
// max(y) < min(x) and max(x) < min(z), or the mirror.
// Not residual_determined: with y fixed, the side z must take depends on y.
// Reference: a direct support argument; the same reasoning as Gecode's
// bounds propagation for x in (y, z), extended to both orders and to holes.
#pragma once

#include "deduce/props/binary.h"

namespace deduce::props {

class Between final : public TernaryPropagator {
 public:
  Between(core::Store& s, core::VarId x, core::VarId y, core::VarId z)
      : TernaryPropagator(s, x, y, z, core::Event::kDomain) {}
  core::PropStatus propagate(core::Store& s) override;
  const char* name() const override { return "between"; }
};

}  // namespace deduce::props

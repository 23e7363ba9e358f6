// EitherEqualChoice: "x == y or x == z" with the choice made a variable b:
//   b == 0  <=>  x == y;   b == 1  <=>  x == z and x != y.
// Every solution of the disjunction has exactly one b (x == y == z picks
// b = 0), so b can be a branching variable without counting a solution
// twice. Branching on b splits a logic grid's "A is B or C" clues into
// plain equalities, which propagation handles well.
// Not residual_determined: the residual depends on the value of b (x == y
// or x == z and x != y) and of a fixed x (which partner must meet it); a
// counting search keys it by its whole scope (search/counting_dfs.h).
//
// Consistency: domain, on (x, y, z, b). With b open, b = 0 needs
// D(x) & D(y) != {}, b = 1 needs a value a of D(x) & D(z) other than a
// fixed y; then
//   D(x) &= D(y) | (D(z) minus a fixed y's value);
//   a value c of y needs c in D(x) or a value of D(x) & D(z) other than c;
//   z keeps every value (b = 0 leaves it free).
// With b fixed: b = 0 makes D(x) = D(y) = D(x) & D(y); b = 1 makes
// D(x) = D(z) = D(x) & D(z) and removes a fixed y's value from them and a
// fixed x's value from y. The rules loop until nothing changes (each round
// that changes something removes a value). O(1) a round, on bit sets.
// Projected on (x, y, z) the pruning equals EitherEqual's.
// Reference: reification of a disjunction by a Boolean, as in Gecode's
// `rel` with BoolVar control; made exclusive so that counting stays exact.
#pragma once

#include "deduce/props/binary.h"

namespace deduce::props {

class EitherEqualChoice final : public TernaryPropagator {
 public:
  EitherEqualChoice(core::Store& s, core::VarId x, core::VarId y, core::VarId z, core::VarId b);
  core::PropStatus propagate(core::Store& s) override;
  const char* name() const override { return "either-equal-choice"; }

 private:
  const core::VarId b_;
};

}  // namespace deduce::props

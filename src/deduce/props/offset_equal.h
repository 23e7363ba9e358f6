// OffsetEqual: x + k == y, for any whole k ("just left of" in logic grids is
// pos(a) + 1 == pos(b)).
//
// Consistency: domain. The supports of y are D(x) shifted up by k, those of
// x are D(y) shifted down by k, so a run is two shifts and two ANDs, O(1).
// One pass is the fixpoint: the relation is a bijection between values, so
// pruning one side never removes the partner of a value left on the other.
// Subscribes to every domain event. Subsumed when both sides are fixed.
// Reference: Gecode's rel/eq.hpp with an offset (int/linear for x + c = y),
// here on 64-bit sets.
#pragma once

#include "deduce/props/binary.h"

namespace deduce::props {

class OffsetEqual final : public BinaryPropagator {
 public:
  OffsetEqual(core::Store& s, core::VarId x, core::VarId y, int k)
      : BinaryPropagator(s, x, y, core::Event::kDomain), k_(k) {}
  core::PropStatus propagate(core::Store& s) override;
  const char* name() const override { return "offset-equal"; }
  bool residual_determined() const override { return true; }

  // d shifted by k (up when k > 0), values falling off either end dropped.
  static core::Bits shift(core::Bits d, int k) {
    if (k >= 64 || k <= -64) return 0;
    return k >= 0 ? d << k : d >> -k;
  }

 private:
  int k_;
};

}  // namespace deduce::props

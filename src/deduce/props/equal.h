// Equal: x == y.
//
// Consistency: domain (both domains become their intersection). Cost: O(1)
// per run. Subscribes to every domain event. Subsumed when x is fixed.
// Reference: Gecode, int/rel/eq.hpp.
#pragma once

#include "deduce/props/binary.h"

namespace deduce::props {

class Equal final : public BinaryPropagator {
 public:
  Equal(core::Store& s, core::VarId x, core::VarId y)
      : BinaryPropagator(s, x, y, core::Event::kDomain) {}
  core::PropStatus propagate(core::Store& s) override;
  const char* name() const override { return "equal"; }
  bool residual_determined() const override { return true; }
};

}  // namespace deduce::props

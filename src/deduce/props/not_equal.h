// NotEqual: x != y.
//
// Consistency: domain (a value of x loses its support only when y is fixed to
// it). Cost: O(1) per run. Subscribes to fixed events only. Subsumed as soon
// as one side is fixed and its value removed from the other.
// Reference: Gecode, int/rel/nq.hpp.
#pragma once

#include "deduce/props/binary.h"

namespace deduce::props {

class NotEqual final : public BinaryPropagator {
 public:
  NotEqual(core::Store& s, core::VarId x, core::VarId y)
      : BinaryPropagator(s, x, y, core::Event::kFixed) {}
  core::PropStatus propagate(core::Store& s) override;
  const char* name() const override { return "not-equal"; }
  bool residual_determined() const override { return true; }
};

}  // namespace deduce::props

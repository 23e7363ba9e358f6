// Equal: x == y.
//
// Consistency: domain (both domains become their intersection). Cost: O(1)
// per run. Subscribes to every domain event. Subsumed when x is fixed.
// Reference: Gecode, int/rel/eq.hpp.
#pragma once

#include "deduce/core/store.h"

namespace deduce::props {

class Equal : public core::Propagator {
 public:
  Equal(core::Store& s, core::VarId x, core::VarId y);
  core::PropStatus propagate(core::Store& s) override;
  const char* name() const override { return "equal"; }

 private:
  core::VarId x_, y_;
};

}  // namespace deduce::props

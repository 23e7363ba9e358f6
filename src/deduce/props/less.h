// Less: x + offset < y.
//
// Consistency: bounds, which for `<` is also domain consistency (every value
// left has a support). Cost: O(1) per run. Subscribes to bounds events.
// Subsumed once max(x) + offset < min(y).
// Reference: Gecode, int/rel/lq-le.hpp.
#pragma once

#include "deduce/props/binary.h"

namespace deduce::props {

class Less final : public BinaryPropagator {
 public:
  Less(core::Store& s, core::VarId x, core::VarId y, int offset)
      : BinaryPropagator(s, x, y, core::Event::kBounds), offset_(offset) {}
  core::PropStatus propagate(core::Store& s) override;
  const char* name() const override { return "less"; }
  bool residual_determined() const override { return true; }

 private:
  int offset_;
};

}  // namespace deduce::props

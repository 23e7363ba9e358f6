// Less: x + offset < y.
//
// Consistency: bounds, which for `<` is also domain consistency (every value
// left has a support). Cost: O(1) per run. Subscribes to bounds events.
// Subsumed once max(x) + offset < min(y).
// Reference: Gecode, int/rel/lq-le.hpp.
#pragma once

#include "deduce/core/store.h"

namespace deduce::props {

class Less : public core::Propagator {
 public:
  Less(core::Store& s, core::VarId x, core::VarId y, int offset);
  core::PropStatus propagate(core::Store& s) override;
  const char* name() const override { return "less"; }

 private:
  core::VarId x_, y_;
  int offset_;
};

}  // namespace deduce::props

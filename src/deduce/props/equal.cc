#include "deduce/props/equal.h"

namespace deduce::props {

using core::PropStatus;

PropStatus Equal::propagate(core::Store& s) {
  core::Bits both = s.dom(x_) & s.dom(y_);
  if (!s.restrict(x_, both) || !s.restrict(y_, both)) return PropStatus::kFailed;
  return core::is_single(both) ? PropStatus::kSubsumed : PropStatus::kFixpoint;
}

}  // namespace deduce::props

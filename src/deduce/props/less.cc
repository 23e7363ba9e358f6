#include "deduce/props/less.h"

namespace deduce::props {

using core::PropStatus;

PropStatus Less::propagate(core::Store& s) {
  // One pass reaches the fixpoint: raising min(y) cannot lower max(y).
  if (!s.set_min(y_, s.min(x_) + offset_ + 1)) return PropStatus::kFailed;
  if (!s.set_max(x_, s.max(y_) - offset_ - 1)) return PropStatus::kFailed;
  return s.max(x_) + offset_ < s.min(y_) ? PropStatus::kSubsumed : PropStatus::kFixpoint;
}

}  // namespace deduce::props

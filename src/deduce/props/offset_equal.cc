#include "deduce/props/offset_equal.h"

namespace deduce::props {

using core::PropStatus;

PropStatus OffsetEqual::propagate(core::Store& s) {
  if (!s.restrict(y_, shift(s.dom(x_), k_))) return PropStatus::kFailed;
  if (!s.restrict(x_, shift(s.dom(y_), -k_))) return PropStatus::kFailed;
  return s.fixed(x_) ? PropStatus::kSubsumed : PropStatus::kFixpoint;
}

}  // namespace deduce::props

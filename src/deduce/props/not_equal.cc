#include "deduce/props/not_equal.h"

namespace deduce::props {

using core::PropStatus;

PropStatus NotEqual::propagate(core::Store& s) {
  if (s.fixed(x_)) {
    return s.remove(y_, s.value(x_)) ? PropStatus::kSubsumed : PropStatus::kFailed;
  }
  if (s.fixed(y_)) {
    return s.remove(x_, s.value(y_)) ? PropStatus::kSubsumed : PropStatus::kFailed;
  }
  return PropStatus::kFixpoint;
}

}  // namespace deduce::props

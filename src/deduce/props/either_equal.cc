#include "deduce/props/either_equal.h"

namespace deduce::props {

using core::Bits;
using core::PropStatus;

PropStatus EitherEqual::propagate(core::Store& s) {
  if (!s.restrict(x_, s.dom(y_) | s.dom(z_))) return PropStatus::kFailed;
  const Bits dx = s.dom(x_);
  if ((dx & s.dom(z_)) == 0) {
    if (!s.restrict(y_, dx)) return PropStatus::kFailed;
  } else if ((dx & s.dom(y_)) == 0) {
    if (!s.restrict(z_, dx)) return PropStatus::kFailed;
  }
  // Entailed once x is fixed and equal to a fixed partner.
  if (s.fixed(x_) && ((s.fixed(y_) && s.dom(y_) == dx) || (s.fixed(z_) && s.dom(z_) == dx))) {
    return PropStatus::kSubsumed;
  }
  return PropStatus::kFixpoint;
}

}  // namespace deduce::props

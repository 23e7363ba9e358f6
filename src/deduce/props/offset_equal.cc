#include "deduce/props/offset_equal.h"

namespace deduce::props {

using core::PropStatus;

OffsetEqual::OffsetEqual(core::Store& s, core::VarId x, core::VarId y, int k)
    : x_(x), y_(y), k_(k) {
  s.subscribe(*this, x, core::Event::kDomain);
  s.subscribe(*this, y, core::Event::kDomain);
}

PropStatus OffsetEqual::propagate(core::Store& s) {
  if (!s.restrict(y_, shift(s.dom(x_), k_))) return PropStatus::kFailed;
  if (!s.restrict(x_, shift(s.dom(y_), -k_))) return PropStatus::kFailed;
  return s.fixed(x_) ? PropStatus::kSubsumed : PropStatus::kFixpoint;
}

}  // namespace deduce::props

#include "deduce/props/less.h"

namespace deduce::props {

using core::PropStatus;

template <class D>
PropStatus BasicLess<D>::propagate(core::BasicStore<D>& s) {
  // One pass reaches the fixpoint: raising min(y) cannot lower max(y).
  if (!s.set_min(y_, s.min(x_) + offset_ + 1)) return PropStatus::kFailed;
  if (!s.set_max(x_, s.max(y_) - offset_ - 1)) return PropStatus::kFailed;
  return s.max(x_) + offset_ < s.min(y_) ? PropStatus::kSubsumed : PropStatus::kFixpoint;
}

template class BasicLess<core::Bits>;
template class BasicLess<core::WideBits>;

}  // namespace deduce::props

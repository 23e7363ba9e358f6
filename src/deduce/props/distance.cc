#include "deduce/props/distance.h"

namespace deduce::props {

using core::PropStatus;

template <class D>
PropStatus BasicDistance<D>::propagate(core::BasicStore<D>& s) {
  // Pruning x cannot remove a support of a value of y that survived (supports
  // are symmetric), so one pass each way is the fixpoint.
  if (!s.restrict(y_, around(s.dom(x_), k_))) return PropStatus::kFailed;
  if (!s.restrict(x_, around(s.dom(y_), k_))) return PropStatus::kFailed;
  return s.fixed(x_) && s.fixed(y_) ? PropStatus::kSubsumed : PropStatus::kFixpoint;
}

template class BasicDistance<core::Bits>;
template class BasicDistance<core::WideBits>;

}  // namespace deduce::props

// NotDistance: |x - y| != k, for k >= 0.
//
// Consistency: domain. A value a of x keeps a support unless D(y) is a subset
// of {a - k, a + k}; that needs |D(y)| <= 2, so a run costs O(1): when y is
// fixed to b, remove b - k and b + k from x; when D(y) = {b, b + 2k}, remove
// b + k. Subscribes to every domain event (it acts when a domain shrinks to
// two values, which is not a bounds event in general). For k == 1 this is
// "not next to" and Adjacent-mode Futoshiki's unmarked neighbours.
// Reference: a direct support argument; Gecode has no dedicated propagator.
#pragma once

#include "deduce/props/binary.h"

namespace deduce::props {

template <class D>
class BasicNotDistance final : public BasicBinaryPropagator<D> {
 public:
  BasicNotDistance(core::BasicStore<D>& s, core::VarId x, core::VarId y, int k)
      : BasicBinaryPropagator<D>(s, x, y, core::Event::kDomain), k_(k) {}
  core::PropStatus propagate(core::BasicStore<D>& s) override;
  const char* name() const override { return "not-distance"; }
  bool residual_determined() const override { return true; }

 private:
  using BasicBinaryPropagator<D>::x_;
  using BasicBinaryPropagator<D>::y_;
  int k_;
};
using NotDistance = BasicNotDistance<core::Bits>;
extern template class BasicNotDistance<core::Bits>;
extern template class BasicNotDistance<core::WideBits>;

}  // namespace deduce::props

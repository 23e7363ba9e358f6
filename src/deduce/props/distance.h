// Distance: |x - y| == k, for k >= 0.
//
// Consistency: domain. The supports of y are D(x) shifted by +k and -k, so one
// run is two shifts, an OR and an AND per side. Cost: O(1) per run.
// Subscribes to every domain event. For k == 1 this is "next to" in logic
// grids and Adjacent-mode Futoshiki's "differ by exactly 1".
// Reference: the bit-parallel supports of Tatham's unequal.c (adjacent mode).
#pragma once

#include "deduce/props/binary.h"

namespace deduce::props {

template <class D>
class BasicDistance final : public BasicBinaryPropagator<D> {
 public:
  BasicDistance(core::BasicStore<D>& s, core::VarId x, core::VarId y, int k)
      : BasicBinaryPropagator<D>(s, x, y, core::Event::kDomain), k_(k) {}
  core::PropStatus propagate(core::BasicStore<D>& s) override;
  const char* name() const override { return "distance"; }
  bool residual_determined() const override { return true; }

  // The values at distance exactly k from some value of d.
  static D around(const D& d, int k) {
    if (k >= core::kCapacity<D>) return D{};
    return (d << k) | (d >> k);
  }

 private:
  using BasicBinaryPropagator<D>::x_;
  using BasicBinaryPropagator<D>::y_;
  int k_;
};
using Distance = BasicDistance<core::Bits>;
extern template class BasicDistance<core::Bits>;
extern template class BasicDistance<core::WideBits>;

}  // namespace deduce::props

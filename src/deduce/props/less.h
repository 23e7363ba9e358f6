// Less: x + offset < y.
//
// Consistency: bounds, which for `<` is also domain consistency (every value
// left has a support). Cost: O(1) per run. Subscribes to bounds events.
// Subsumed once max(x) + offset < min(y).
// Reference: Gecode, int/rel/lq-le.hpp.
#pragma once

#include "deduce/props/binary.h"

namespace deduce::props {

template <class D>
class BasicLess final : public BasicBinaryPropagator<D> {
 public:
  BasicLess(core::BasicStore<D>& s, core::VarId x, core::VarId y, int offset)
      : BasicBinaryPropagator<D>(s, x, y, core::Event::kBounds), offset_(offset) {}
  core::PropStatus propagate(core::BasicStore<D>& s) override;
  const char* name() const override { return "less"; }
  bool residual_determined() const override { return true; }

 private:
  using BasicBinaryPropagator<D>::x_;
  using BasicBinaryPropagator<D>::y_;
  int offset_;
};
using Less = BasicLess<core::Bits>;
extern template class BasicLess<core::Bits>;
extern template class BasicLess<core::WideBits>;

}  // namespace deduce::props

#include "deduce/props/element_at.h"

namespace deduce::props {

using core::Bits;
using core::PropStatus;

ElementAt::ElementAt(core::Store& s, core::VarId x, std::vector<core::VarId> ys, core::VarId z)
    : x_(x), ys_(std::move(ys)), z_(z) {
  s.subscribe(*this, x_, core::Event::kDomain);
  s.subscribe(*this, z_, core::Event::kDomain);
  for (core::VarId y : ys_) s.subscribe(*this, y, core::Event::kDomain);
}

PropStatus ElementAt::propagate(core::Store& s) {
  // x keeps the positions p whose ys[p] can still equal z; z keeps the
  // values some such ys[p] can take.
  const Bits dz = s.dom(z_);
  Bits keep_x = 0, keep_z = 0;
  const int m = static_cast<int>(ys_.size());
  for (Bits d = s.dom(x_); d != 0; d &= d - 1) {
    const int p = core::min_value(d);
    if (p >= m) continue;
    const Bits common = s.dom(ys_[p]) & dz;
    if (common != 0) {
      keep_x |= Bits{1} << p;
      keep_z |= common;
    }
  }
  if (!s.restrict(x_, keep_x) || !s.restrict(z_, keep_z)) return PropStatus::kFailed;
  if (s.fixed(x_)) {
    const core::VarId y = ys_[s.value(x_)];
    if (!s.restrict(y, s.dom(z_)) || !s.restrict(z_, s.dom(y))) return PropStatus::kFailed;
    if (s.fixed(z_)) return PropStatus::kSubsumed;
  }
  return PropStatus::kFixpoint;
}

}  // namespace deduce::props

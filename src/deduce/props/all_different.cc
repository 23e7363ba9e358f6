#include "deduce/props/all_different.h"

namespace deduce::props {

using core::Bits;
using core::PropStatus;

AllDifferent::AllDifferent(core::Store& s, std::vector<core::VarId> xs)
    : core::Propagator(core::Priority::kExpensive),
      xs_(std::move(xs)),
      n_(static_cast<int>(xs_.size())) {
  for (int i = 0; i < n_; ++i) s.subscribe(*this, xs_[i], core::Event::kDomain);
}

bool AllDifferent::value_pass(core::Store& s, bool& all_fixed) {
  Bits done = 0;  // variables whose fixed value has been removed from the others
  Bits taken = 0;
  for (;;) {
    Bits fresh_vals = 0;
    Bits fresh_vars = 0;
    for (int i = 0; i < n_; ++i) {
      if ((done >> i) & 1) continue;
      Bits d = s.dom(xs_[i]);
      if (!core::is_single(d)) continue;
      if ((taken | fresh_vals) & d) return false;  // two variables fixed to one value
      fresh_vals |= d;
      fresh_vars |= core::bit(i);
    }
    if (fresh_vars == 0) break;
    done |= fresh_vars;
    taken |= fresh_vals;
    for (int i = 0; i < n_; ++i) {
      if ((done >> i) & 1) continue;
      if (!s.restrict(xs_[i], ~taken)) return false;
    }
  }
  all_fixed = done == core::first_n(n_);
  return true;
}

PropStatus AllDifferent::propagate(core::Store& s) {
  bool all_fixed = false;
  if (!value_pass(s, all_fixed)) return PropStatus::kFailed;
  if (all_fixed) return PropStatus::kSubsumed;
  for (int i = 0; i < n_; ++i) dom_[i] = s.dom(xs_[i]);
  if (!gac_.filter(dom_, n_)) return PropStatus::kFailed;
  for (int i = 0; i < n_; ++i) {
    if (!s.restrict(xs_[i], dom_[i])) return PropStatus::kFailed;
  }
  return PropStatus::kFixpoint;
}

}  // namespace deduce::props

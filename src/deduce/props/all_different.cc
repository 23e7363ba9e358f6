#include "deduce/props/all_different.h"

#include <algorithm>

namespace deduce::props {

using core::Bits;
using core::PropStatus;

AllDifferent::AllDifferent(core::Store& s, std::vector<core::VarId> xs)
    : core::Propagator(core::Priority::kExpensive),
      xs_(std::move(xs)),
      n_(static_cast<int>(xs_.size())) {
  for (int i = 0; i < n_; ++i) s.subscribe(*this, xs_[i], core::Event::kDomain);
}

bool AllDifferent::value_pass(core::Store& s, Bits fixed, bool& all_fixed) {
  // Works on dom_, a copy of the domains read once, kept equal to the store's
  // by writing each change through; the tells are the same, in the same
  // order, as reading the store each round would make.
  Bits done = 0;  // variables whose fixed value has been removed from the others
  Bits taken = 0;
  for (Bits fresh_vars = fixed; fresh_vars != 0;) {
    for (int i : core::values(fresh_vars)) {
      if (taken & dom_[i]) return false;  // two variables fixed to one value
      taken |= dom_[i];
    }
    done |= fresh_vars;
    fresh_vars = 0;
    for (int i : core::values(core::first_n(n_) & ~done)) {
      const Bits d = dom_[i];
      if ((d & taken) == 0) continue;
      if (!s.restrict(xs_[i], ~taken)) return false;
      dom_[i] = d & ~taken;
      if (core::is_single(dom_[i])) fresh_vars |= core::bit(i);
    }
  }
  all_fixed = done == core::first_n(n_);
  return true;
}

PropStatus AllDifferent::propagate(core::Store& s) {
  Bits fixed = 0;
  for (int i = 0; i < n_; ++i) {
    dom_[i] = s.dom(xs_[i]);
    if (core::is_single(dom_[i])) fixed |= core::bit(i);
  }
  bool all_fixed = false;
  if (!value_pass(s, fixed, all_fixed)) return PropStatus::kFailed;
  if (all_fixed) return PropStatus::kSubsumed;
  std::array<Bits, 64> before;
  std::copy_n(dom_.begin(), n_, before.begin());
  if (!gac_.filter(dom_, n_)) return PropStatus::kFailed;
  for (int i = 0; i < n_; ++i) {
    if (dom_[i] != before[i] && !s.restrict(xs_[i], dom_[i])) return PropStatus::kFailed;
  }
  return PropStatus::kFixpoint;
}

}  // namespace deduce::props

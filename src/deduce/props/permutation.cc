#include "deduce/props/permutation.h"

namespace deduce::props {

using core::Bits;
using core::PropStatus;

Permutation::Permutation(core::Store& s, std::vector<core::VarId> xs, Bits values)
    : core::Propagator(core::Priority::kExpensive),
      xs_(std::move(xs)),
      n_(static_cast<int>(xs_.size())),
      values_(values) {
  for (int i = 0; i < n_; ++i) s.subscribe(*this, xs_[i], core::Event::kDomain);
}

PropStatus Permutation::propagate(core::Store& s) {
  Bits fixed = 0;  // variables with one value
  for (int i = 0; i < n_; ++i) {
    dom_[i] = s.dom(xs_[i]);
    if (core::is_single(dom_[i])) fixed |= core::bit(i);
  }
  Bits changed = 0;  // variables whose domain this run narrows
  Bits done = 0;     // fixed variables whose value has left the others
  Bits taken = 0;    // the values of those
  for (Bits fresh = fixed;;) {
    // Naked singles: the values of newly fixed variables leave the others.
    for (int i : core::values(fresh)) {
      if (taken & dom_[i]) return PropStatus::kFailed;  // two variables, one value
      taken |= dom_[i];
    }
    done |= fresh;
    fresh = 0;
    for (int i : core::values(core::first_n(n_) & ~done)) {
      if ((dom_[i] & taken) == 0) continue;
      dom_[i] &= ~taken;
      changed |= core::bit(i);
      if (dom_[i] == 0) return PropStatus::kFailed;
      if (core::is_single(dom_[i])) fresh |= core::bit(i);
    }
    if (fresh != 0) continue;
    // Hidden singles: a value in one open domain only fixes that variable.
    Bits once = 0, twice = 0;
    for (int i : core::values(core::first_n(n_) & ~done)) {
      twice |= once & dom_[i];
      once |= dom_[i];
    }
    if ((once | taken) != values_) return PropStatus::kFailed;  // a value nobody can take
    const Bits hidden = once & ~twice;
    if (hidden == 0) break;
    for (int i : core::values(core::first_n(n_) & ~done)) {
      const Bits h = dom_[i] & hidden;
      if (h == 0) continue;
      if (!core::is_single(h)) return PropStatus::kFailed;  // one variable, two values
      if (dom_[i] != h) {
        dom_[i] = h;
        changed |= core::bit(i);
      }
      fresh |= core::bit(i);
    }
  }
  for (int i : core::values(changed)) {
    if (!s.restrict(xs_[i], dom_[i])) return PropStatus::kFailed;
  }
  return done == core::first_n(n_) ? PropStatus::kSubsumed : PropStatus::kFixpoint;
}

}  // namespace deduce::props

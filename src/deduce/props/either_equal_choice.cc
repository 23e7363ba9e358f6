// EitherEqualChoice: see either_equal_choice.h.
#include "deduce/props/either_equal_choice.h"

namespace deduce::props {

using core::Bits;
using core::PropStatus;

EitherEqualChoice::EitherEqualChoice(core::Store& s, core::VarId x, core::VarId y, core::VarId z,
                                     core::VarId b)
    : TernaryPropagator(s, x, y, z, core::Event::kDomain), b_(b) {
  s.subscribe(*this, b, core::Event::kDomain);
}

PropStatus EitherEqualChoice::propagate(core::Store& s) {
  if (!s.restrict(b_, core::first_n(2))) return PropStatus::kFailed;
  for (;;) {
    const Bits dx = s.dom(x_), dy = s.dom(y_), dz = s.dom(z_), db = s.dom(b_);
    // A fixed y's value, which b = 1 forbids to x (and so to z).
    const Bits y_single = core::is_single(dy) ? dy : 0;
    if (db == core::bit(0)) {
      const Bits m = dx & dy;
      if (!s.restrict(x_, m) || !s.restrict(y_, m)) return PropStatus::kFailed;
      return core::is_single(m) ? PropStatus::kSubsumed : PropStatus::kFixpoint;
    }
    if (db == core::bit(1)) {
      const Bits m = dx & dz & ~y_single;
      if (!s.restrict(x_, m) || !s.restrict(z_, m)) return PropStatus::kFailed;
      if (core::is_single(s.dom(x_)) && !s.restrict(y_, ~s.dom(x_))) return PropStatus::kFailed;
      if (s.dom(x_) == dx && s.dom(y_) == dy && s.dom(z_) == dz) {
        // Entailed once x (= z) is fixed, as y then avoids its value.
        return core::is_single(dx) ? PropStatus::kSubsumed : PropStatus::kFixpoint;
      }
      continue;
    }
    const Bits xz = dx & dz & ~y_single;  // the values x = z can take with b = 1
    const bool can0 = (dx & dy) != 0, can1 = xz != 0;
    if (!can0 && !can1) return PropStatus::kFailed;
    if (!can0 || !can1) {
      s.restrict(b_, can0 ? core::bit(0) : core::bit(1));
      continue;
    }
    // Both choices open: y and z keep every value (y = c is supported by
    // b = 0 when c is in D(x), else by b = 1 with x = z on a value of xz,
    // which is then not c; z is free under b = 0). Cutting x changes
    // neither D(x) & D(y) nor xz, so this is the fixpoint.
    return s.restrict(x_, dy | xz) ? PropStatus::kFixpoint : PropStatus::kFailed;
  }
}

}  // namespace deduce::props

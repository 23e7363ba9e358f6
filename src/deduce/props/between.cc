#include "deduce/props/between.h"

namespace deduce::props {

using core::above;
using core::below;
using core::Bits;
using core::max_value;
using core::min_value;
using core::PropStatus;

namespace {

// The values strictly between lo and hi.
Bits open_range(int lo, int hi) {
  return core::range(lo + 1, hi - 1);
}

// The values of an end partner y supported, given x's set and the other end's set.
Bits end_supports(Bits x, Bits other) {
  Bits keep = 0;
  const Bits low_x = x & below(max_value(other));  // values of x with some other above
  if (low_x != 0) keep |= below(max_value(low_x));
  const Bits high_x = x & above(min_value(other));  // values of x with some other below
  if (high_x != 0) keep |= above(min_value(high_x));
  return keep;
}

}  // namespace

PropStatus Between::propagate(core::Store& s) {
  for (;;) {
    const Bits x0 = s.dom(x_), y0 = s.dom(y_), z0 = s.dom(z_);
    const Bits xs =
        open_range(min_value(y0), max_value(z0)) | open_range(min_value(z0), max_value(y0));
    if (!s.restrict(x_, xs)) return PropStatus::kFailed;
    if (!s.restrict(y_, end_supports(s.dom(x_), s.dom(z_)))) return PropStatus::kFailed;
    if (!s.restrict(z_, end_supports(s.dom(x_), s.dom(y_)))) return PropStatus::kFailed;
    if (s.dom(x_) == x0 && s.dom(y_) == y0 && s.dom(z_) == z0) break;
  }
  const int lx = s.min(x_), hx = s.max(x_);
  if ((s.max(y_) < lx && hx < s.min(z_)) || (s.max(z_) < lx && hx < s.min(y_))) {
    return PropStatus::kSubsumed;
  }
  return PropStatus::kFixpoint;
}

}  // namespace deduce::props

#include "deduce/props/not_distance.h"

namespace deduce::props {

using core::PropStatus;

namespace {

// The values of the other variable that lose every support given d.
template <class D>
D unsupported(const D& d, int k) {
  int n = core::size(d);
  if (n == 1) {
    int b = core::min_value(d);
    D r{};
    if (b - k >= 0) r |= core::bit<D>(b - k);
    if (b + k < core::kCapacity<D>) r |= core::bit<D>(b + k);
    return r;
  }
  if (n == 2 && k > 0) {
    int b = core::min_value(d), c = core::max_value(d);
    if (c - b == 2 * k) return core::bit<D>(b + k);
  }
  return D{};
}

}  // namespace

template <class D>
PropStatus BasicNotDistance<D>::propagate(core::BasicStore<D>& s) {
  // Pruning one side can shrink it to one or two values, which can prune the
  // other side again; loop until neither changes.
  for (;;) {
    const D dx = s.dom(x_), dy = s.dom(y_);
    if (!s.restrict(x_, ~unsupported(dy, k_))) return PropStatus::kFailed;
    if (!s.restrict(y_, ~unsupported(s.dom(x_), k_))) return PropStatus::kFailed;
    if (s.dom(x_) == dx && s.dom(y_) == dy) break;
  }
  // With one side fixed and the other pruned, no value can lose support again.
  if (s.fixed(x_) || s.fixed(y_)) return PropStatus::kSubsumed;
  return PropStatus::kFixpoint;
}

template class BasicNotDistance<core::Bits>;
template class BasicNotDistance<core::WideBits>;

}  // namespace deduce::props

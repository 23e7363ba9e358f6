#include "deduce/props/inverse.h"

namespace deduce::props {

using core::Bits;
using core::PropStatus;

Inverse::Inverse(core::Store& s, std::vector<core::VarId> xs, std::vector<core::VarId> ys)
    : xs_(std::move(xs)),
      ys_(std::move(ys)),
      pending_x_(core::first_n(static_cast<int>(xs_.size()))),
      pending_y_(core::first_n(static_cast<int>(ys_.size()))) {
  const int n = static_cast<int>(xs_.size());
  for (int i = 0; i < n; ++i) s.subscribe(*this, xs_[i], core::Event::kDomain, i, true);
  for (int j = 0; j < static_cast<int>(ys_.size()); ++j) {
    s.subscribe(*this, ys_[j], core::Event::kDomain, n + j, true);
  }
}

bool Inverse::advise(core::Store&, int index, core::Event) {
  const int n = static_cast<int>(xs_.size());
  if (index < n)
    pending_x_ |= core::bit(index);
  else
    pending_y_ |= core::bit(index - n);
  return true;
}

PropStatus Inverse::propagate(core::Store& s) {
  const Bits all_x = core::first_n(static_cast<int>(xs_.size()));
  const Bits all_y = core::first_n(static_cast<int>(ys_.size()));
  Bits px = pending_x_, py = pending_y_;
  pending_x_ = pending_y_ = 0;
  while ((px | py) != 0) {
    while (px != 0) {
      const int i = core::min_value(px);
      px &= px - 1;
      // Every j that xs[i] can no longer take loses i on the other side.
      const Bits gone = all_y & ~s.dom(xs_[i]);
      for (int j : core::values(gone)) {
        const core::VarId y = ys_[j];
        if (!s.contains(y, i)) continue;
        if (!s.remove(y, i)) return PropStatus::kFailed;
        py |= core::bit(j);
      }
      // xs[i] fixed to j: ys[j] must be i (this is what finds naked singles' partner).
      const Bits dx = s.dom(xs_[i]);
      if (core::is_single(dx)) {
        const int j = core::min_value(dx);
        if (!s.contains(ys_[j], i)) return PropStatus::kFailed;
        if (!s.fixed(ys_[j])) {
          if (!s.assign(ys_[j], i)) return PropStatus::kFailed;
          py |= core::bit(j);
        }
      }
    }
    while (py != 0) {
      const int j = core::min_value(py);
      py &= py - 1;
      const Bits gone = all_x & ~s.dom(ys_[j]);
      for (int i : core::values(gone)) {
        const core::VarId x = xs_[i];
        if (!s.contains(x, j)) continue;
        if (!s.remove(x, j)) return PropStatus::kFailed;
        px |= core::bit(i);
      }
      // ys[j] fixed to i: value j has one place left, so xs[i] = j (a hidden single).
      const Bits dy = s.dom(ys_[j]);
      if (core::is_single(dy)) {
        const int i = core::min_value(dy);
        if (!s.contains(xs_[i], j)) return PropStatus::kFailed;
        if (!s.fixed(xs_[i])) {
          if (!s.assign(xs_[i], j)) return PropStatus::kFailed;
          px |= core::bit(i);
        }
      }
    }
  }
  return PropStatus::kFixpoint;
}

}  // namespace deduce::props

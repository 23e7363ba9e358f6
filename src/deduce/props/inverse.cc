#include "deduce/props/inverse.h"

namespace deduce::props {

using core::Bits;
using core::PropStatus;

Inverse::Inverse(core::Store& s, std::vector<core::VarId> xs, std::vector<core::VarId> ys) {
  side_[0].vars = std::move(xs);
  side_[1].vars = std::move(ys);
  for (int k = 0; k < 2; ++k) {
    const int n = static_cast<int>(side_[k].vars.size());
    const int m = static_cast<int>(side_[1 - k].vars.size());
    // The first run sees every missing value as removed.
    side_[k].pending = core::first_n(n);
    side_[k].fixed_pending = core::first_n(n);
    for (int i = 0; i < n; ++i) {
      side_[k].removed[i] = ~s.dom(side_[k].vars[i]) & core::first_n(m);
      s.subscribe(*this, side_[k].vars[i], core::Event::kDomain, k * 64 + i, true);
    }
  }
}

bool Inverse::advise(core::Store&, int index, core::Event e, Bits removed) {
  Side& sd = side_[index >> 6];
  const int i = index & 63;
  sd.pending |= core::bit(i);
  sd.removed[i] |= removed;
  if (e == core::Event::kFixed) sd.fixed_pending |= core::bit(i);
  return true;
}

void Inverse::cancel() {
  for (Side& sd : side_) {
    for (int i : core::values(sd.pending)) sd.removed[i] = 0;
    sd.pending = 0;
    sd.fixed_pending = 0;
  }
}

bool Inverse::remove(core::Store& st, int s, int index, int value) {
  Side& sd = side_[s];
  const core::VarId x = sd.vars[index];
  const Bits before = st.dom(x);
  if (!core::contains(before, value)) return true;
  if (!st.remove(x, value)) return false;
  sd.pending |= core::bit(index);
  sd.removed[index] |= core::bit(value);
  if (core::is_single(st.dom(x))) sd.fixed_pending |= core::bit(index);
  return true;
}

bool Inverse::assign(core::Store& st, int s, int index, int value) {
  Side& sd = side_[s];
  const core::VarId x = sd.vars[index];
  const Bits before = st.dom(x);
  if (!core::contains(before, value)) return false;
  if (core::is_single(before)) return true;
  st.assign(x, value);
  sd.pending |= core::bit(index);
  sd.removed[index] |= before & ~core::bit(value);
  sd.fixed_pending |= core::bit(index);
  return true;
}

PropStatus Inverse::propagate(core::Store& st) {
  for (;;) {
    int s;
    if (side_[0].pending)
      s = 0;
    else if (side_[1].pending)
      s = 1;
    else
      break;
    Side& sd = side_[s];
    const int i = core::min_value(sd.pending);
    sd.pending &= sd.pending - 1;
    const Bits gone = sd.removed[i];
    sd.removed[i] = 0;
    // Each value j that vars[i] lost: the partner j can no longer be at i.
    for (int j : core::values(gone)) {
      if (!remove(st, 1 - s, j, i)) {
        cancel();
        return PropStatus::kFailed;
      }
    }
    if ((sd.fixed_pending >> i) & 1) {
      sd.fixed_pending &= ~core::bit(i);
      const Bits d = st.dom(sd.vars[i]);
      if (core::is_single(d) && !assign(st, 1 - s, core::min_value(d), i)) {
        cancel();
        return PropStatus::kFailed;
      }
    }
  }
  return PropStatus::kFixpoint;
}

}  // namespace deduce::props

#include "deduce/props/latin_square.h"

namespace deduce::props {

using core::Bits;
using core::PropStatus;

LatinSquare::LatinSquare(core::Store& s, int n, std::vector<core::VarId> cells)
    : n_(n),
      cells_(std::move(cells)),
      dirty_rows_(core::first_n(n)),
      dirty_cols_(core::first_n(n)) {
  for (int i = 0; i < n_ * n_; ++i) s.subscribe(*this, cells_[i], core::Event::kDomain, i, true);
}

bool LatinSquare::advise(core::Store&, int index, core::Event, Bits) {
  dirty_rows_ |= core::bit(index / n_);
  dirty_cols_ |= core::bit(index % n_);
  return true;
}

bool LatinSquare::line(core::Store& s, int base, int stride, Bits& dirty_cross) {
  const Bits all = core::first_n(n_);
  for (;;) {
    Bits once = 0, twice = 0, fixed_vals = 0;
    for (int k = 0, i = base; k < n_; ++k, i += stride) {
      const Bits d = s.dom(cells_[i]);
      twice |= once & d;
      once |= d;
      if (core::is_single(d)) {
        if (fixed_vals & d) return false;  // two cells of the line hold one value
        fixed_vals |= d;
      }
    }
    if ((once & all) != all) return false;  // some value has no place left
    const Bits hidden = once & ~twice & ~fixed_vals;
    if (fixed_vals == 0 && hidden == 0) return true;
    bool again = false;
    for (int k = 0, i = base; k < n_; ++k, i += stride) {
      const Bits d = s.dom(cells_[i]);
      if (core::is_single(d)) continue;
      Bits nd = d & ~fixed_vals;
      const Bits h = nd & hidden;
      if (h != 0) {
        if (!core::is_single(h)) return false;  // two values need this one cell
        nd = h;
      }
      if (nd == d) continue;
      if (!s.restrict(cells_[i], nd)) return false;
      dirty_cross |= core::bit(k);
      // A newly fixed cell brings a new value to remove from this line.
      if (core::is_single(nd)) again = true;
    }
    if (!again) return true;
  }
}

PropStatus LatinSquare::propagate(core::Store& s) {
  while ((dirty_rows_ | dirty_cols_) != 0) {
    bool ok;
    if (dirty_rows_ != 0) {
      const int r = core::min_value(dirty_rows_);
      dirty_rows_ &= dirty_rows_ - 1;
      ok = line(s, r * n_, 1, dirty_cols_);
    } else {
      const int c = core::min_value(dirty_cols_);
      dirty_cols_ &= dirty_cols_ - 1;
      ok = line(s, c, n_, dirty_rows_);
    }
    if (!ok) {
      cancel();
      return PropStatus::kFailed;
    }
  }
  return PropStatus::kFixpoint;
}

}  // namespace deduce::props

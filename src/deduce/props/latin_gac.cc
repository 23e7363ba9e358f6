#include "deduce/props/latin_gac.h"

namespace deduce::props {

using core::Bits;
using core::PropStatus;

LatinGac::LatinGac(core::Store& s, int n, std::vector<core::VarId> cells,
                   const LatinSquare* singles)
    : core::Propagator(core::Priority::kExpensive),
      n_(n),
      cells_(std::move(cells)),
      singles_(singles) {
  for (Bits& d : dirty_) d = core::first_n(n_);
  for (auto& family : gac_) family.resize(n_);
  // The advisor's index is (r << 6) | c: decoded by a shift and a mask, not a
  // division (it runs for every change of every cell).
  for (int r = 0; r < n_; ++r) {
    for (int c = 0; c < n_; ++c) {
      s.subscribe(*this, cells_[r * n_ + c], core::Event::kDomain, (r << 6) | c, true);
    }
  }
}

bool LatinGac::advise(core::Store&, int index, core::Event, Bits removed) {
  dirty_[kRows] |= core::bit(index >> 6);
  dirty_[kCols] |= core::bit(index & 63);
  dirty_[kValues] |= removed & core::first_n(n_);
  return true;
}

bool LatinGac::narrow(core::Store& s, int r, int c, Bits keep) {
  const core::VarId x = cells_[r * n_ + c];
  const Bits d = s.dom(x);
  if ((d & keep) == d) return true;
  if (!s.restrict(x, keep)) return false;
  dirty_[kRows] |= core::bit(r);
  dirty_[kCols] |= core::bit(c);
  dirty_[kValues] |= d & ~keep;
  return true;
}

bool LatinGac::filter_line(core::Store& s, Family family, int line, bool& pruned) {
  const int n = n_;
  switch (family) {
    case kRows:
      for (int c = 0; c < n; ++c) adj_[c] = s.dom(cells_[line * n + c]);
      break;
    case kCols:
      for (int r = 0; r < n; ++r) adj_[r] = s.dom(cells_[r * n + line]);
      break;
    case kValues:
      // Row r of value `line`: the columns whose cell still holds it.
      if (singles_ != nullptr) {
        for (int r = 0; r < n; ++r) adj_[r] = singles_->row_places(r, line);
        break;
      }
      for (int r = 0; r < n; ++r) {
        Bits cols = 0;
        for (int c = 0; c < n; ++c) cols |= ((s.dom(cells_[r * n + c]) >> line) & 1) << c;
        adj_[r] = cols;
      }
      break;
  }
  std::array<Bits, 64> before;
  for (int i = 0; i < n; ++i) before[i] = adj_[i];
  if (!gac_[family][line].filter(adj_, n)) return false;
  for (int i = 0; i < n; ++i) {
    if (adj_[i] == before[i]) continue;
    pruned = true;
    switch (family) {
      case kRows:
        if (!narrow(s, line, i, adj_[i])) return false;
        break;
      case kCols:
        if (!narrow(s, i, line, adj_[i])) return false;
        break;
      case kValues:
        for (int c : core::values(before[i] & ~adj_[i])) {
          if (!narrow(s, i, c, ~core::bit(line))) return false;
        }
        break;
    }
  }
  // Its own removals marked the line dirty again, but GAC on one line is
  // idempotent: only other lines' work can give it more to do.
  dirty_[family] &= ~core::bit(line);
  return true;
}

PropStatus LatinGac::propagate(core::Store& s) {
  for (;;) {
    int family = dirty_[kRows] ? kRows : dirty_[kCols] ? kCols : dirty_[kValues] ? kValues : -1;
    if (family < 0) return PropStatus::kFixpoint;
    const int line = core::min_value(dirty_[family]);
    dirty_[family] &= dirty_[family] - 1;
    bool pruned = false;
    if (!filter_line(s, static_cast<Family>(family), line, pruned)) {
      cancel();
      return PropStatus::kFailed;
    }
    // Let the singles follow up a pruning before filtering more lines: they
    // are cheap, and often settle the lines still marked dirty.
    if (pruned && (dirty_[kRows] | dirty_[kCols] | dirty_[kValues]) != 0) return PropStatus::kYield;
  }
}

}  // namespace deduce::props

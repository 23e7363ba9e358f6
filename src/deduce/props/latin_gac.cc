#include "deduce/props/latin_gac.h"

namespace deduce::props {

using core::PropStatus;

template <class D>
BasicLatinGac<D>::BasicLatinGac(Store& s, int n, std::vector<core::VarId> cells,
                                BasicLatinSquare<D>* singles)
    : core::BasicPropagator<D>(core::Priority::kExpensive),
      n_(n),
      cells_(std::move(cells)),
      singles_(singles) {
  for (D& d : dirty_) d = core::first_n<D>(n_);
  for (auto& family : gac_) family.resize(n_);
  s.reserve_subscriptions(*this, n_ * n_);
  if (singles != nullptr) {
    singles->link(this);
    for (core::VarId x : cells_) s.add_scope(*this, x);
    return;
  }
  for (int r = 0; r < n_; ++r) {
    for (int c = 0; c < n_; ++c) {
      s.subscribe(*this, cells_[r * n_ + c], core::Event::kDomain, (r << kShift) | c, true);
    }
  }
}

template <class D>
bool BasicLatinGac<D>::advise(Store&, int index, core::Event, D removed) {
  dirty_[kRows] |= core::bit<D>(index >> kShift);
  dirty_[kCols] |= core::bit<D>(index & (kMax - 1));
  dirty_[kValues] |= removed & core::first_n<D>(n_);
  return true;
}

template <class D>
bool BasicLatinGac<D>::narrow(Store& s, int r, int c, const D& keep) {
  const core::VarId x = cells_[r * n_ + c];
  const D d = s.dom(x);
  if ((d & keep) == d) return true;
  if (!s.restrict(x, keep)) return false;
  dirty_[kRows] |= core::bit<D>(r);
  dirty_[kCols] |= core::bit<D>(c);
  dirty_[kValues] |= d & ~keep;
  return true;
}

template <class D>
bool BasicLatinGac<D>::singles_settle(Family family, int line, int n) const {
  int open = 0;
  for (int i = 0; i < n; ++i) open += core::is_single(adj_[i]) ? 0 : 1;
  if (open <= 3) return true;
  if (open > 4) return no_tight_set(family, line, n, open);
  // Four: GAC acts only on a naked pair (two members of the same two values).
  D pairs[4];
  int k = 0;
  for (int i = 0; i < n; ++i) {
    if (core::size(adj_[i]) != 2) continue;
    for (int j = 0; j < k; ++j) {
      if (pairs[j] == adj_[i]) return false;
    }
    pairs[k++] = adj_[i];
  }
  return true;
}

template <class D>
bool BasicLatinGac<D>::no_tight_set(Family family, int line, int n, int open) const {
  // Counts in 4-bit fields, field t for t values or places: a line of at
  // most 15 fits, and one multiplication sums the fields up to each t.
  // Longer lines are left to the matching (and BipartiteGac::cannot_prune).
  if (n > 15) return false;
  constexpr std::uint64_t kOnes = 0x1111111111111111;
  std::uint64_t by_size = 0;
  for (int i = 0; i < n; ++i) by_size += std::uint64_t{1} << (4 * core::size(adj_[i]));
  const std::uint64_t members = (by_size & ~std::uint64_t{0xff}) * kOnes;
  // Members of at most s values, at least s of them, for some s: else done.
  bool some = false;
  for (int s = 2; s <= open - 2 && !some; ++s)
    some = static_cast<int>((members >> (4 * s)) & 15) >= s;
  if (!some) return true;
  // The values by their places, from the LatinSquare's masks: a row's
  // or column's values are consecutive, a value slice's columns n apart.
  const D* places = family == kRows   ? &singles_->row_places(line, 0)
                    : family == kCols ? &singles_->col_places(line, 0)
                                      : &singles_->col_places(0, line);
  const int step = family == kValues ? n : 1;
  std::uint64_t by_places = 0;
  for (int v = 0; v < n; ++v) by_places += std::uint64_t{1} << (4 * core::size(places[v * step]));
  const std::uint64_t values = (by_places & ~std::uint64_t{0xff}) * kOnes;
  // A tight set of two is two members of the same two values (a naked
  // pair), and two values of the same two places on the other side (a
  // hidden pair): looked for only when the counts leave that size.
  int naked = -1, hidden = -1;  // unknown yet
  for (int s = 2; s <= open - 2; ++s) {
    if (static_cast<int>((members >> (4 * s)) & 15) < s ||
        static_cast<int>((values >> (4 * (open - s))) & 15) < open - s)
      continue;
    if (s == 2 && (naked < 0 ? (naked = same_pair(adj_.data(), n, 1)) : naked) == 0) continue;
    if (open - s == 2 && (hidden < 0 ? (hidden = same_pair(places, n, step)) : hidden) == 0)
      continue;
    return false;
  }
  return true;
}

template <class D>
int BasicLatinGac<D>::same_pair(const D* sets, int n, int step) {
  D pairs[15];
  int k = 0;
  for (int i = 0; i < n; ++i) {
    const D& d = sets[i * step];
    if (core::size(d) != 2) continue;
    for (int j = 0; j < k; ++j) {
      if (pairs[j] == d) return 1;
    }
    pairs[k++] = d;
  }
  return 0;
}

template <class D>
bool BasicLatinGac<D>::filter_line(Store& s, Family family, int line, bool& pruned) {
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
        D cols{};
        for (int c = 0; c < n; ++c) {
          if (core::contains(s.dom(cells_[r * n + c]), line)) cols |= core::bit<D>(c);
        }
        adj_[r] = cols;
      }
      break;
  }
  // A line of at most three open members is GAC already when the singles
  // are at their fixpoint, which they are whenever a line is filtered (see
  // kSinglesEnough in the header).
  if (singles_ != nullptr && singles_settle(family, line, n)) {
    dirty_[family] &= ~core::bit<D>(line);
    return true;
  }
  for (int i = 0; i < n; ++i) before_[i] = adj_[i];
  if (!gac_[family][line].filter(adj_, n)) return false;
  // Most lines filtered lose nothing: one pass without a branch a member
  // tells so.
  bool changed = false;
  for (int i = 0; i < n; ++i) changed |= adj_[i] != before_[i];
  if (!changed) {
    dirty_[family] &= ~core::bit<D>(line);
    return true;
  }
  for (int i = 0; i < n; ++i) {
    if (adj_[i] == before_[i]) continue;
    pruned = true;
    switch (family) {
      case kRows:
        if (!narrow(s, line, i, adj_[i])) return false;
        break;
      case kCols:
        if (!narrow(s, i, line, adj_[i])) return false;
        break;
      case kValues:
        for (int c : core::values(before_[i] & ~adj_[i])) {
          if (!narrow(s, i, c, ~core::bit<D>(line))) return false;
        }
        break;
    }
  }
  // Its own removals marked the line dirty again, but GAC on one line is
  // idempotent: only other lines' work can give it more to do.
  dirty_[family] &= ~core::bit<D>(line);
  return true;
}

template <class D>
PropStatus BasicLatinGac<D>::propagate(Store& s) {
  for (;;) {
    int family = !core::is_empty(dirty_[kRows])     ? kRows
                 : !core::is_empty(dirty_[kCols])   ? kCols
                 : !core::is_empty(dirty_[kValues]) ? kValues
                                                    : -1;
    if (family < 0) return PropStatus::kFixpoint;
    const int line = core::min_value(dirty_[family]);
    dirty_[family] &= ~core::bit<D>(line);
    bool pruned = false;
    if (!filter_line(s, static_cast<Family>(family), line, pruned)) {
      cancel();
      return PropStatus::kFailed;
    }
    // Let the singles follow up a pruning before filtering more lines: they
    // are cheap, and often settle the lines still marked dirty.
    if (pruned && !core::is_empty(dirty_[kRows] | dirty_[kCols] | dirty_[kValues]))
      return PropStatus::kYield;
  }
}

template class BasicLatinGac<core::Bits>;
template class BasicLatinGac<core::WideBits>;

}  // namespace deduce::props

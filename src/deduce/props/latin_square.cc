#include "deduce/props/latin_square.h"

#include "deduce/props/latin_gac.h"

namespace deduce::props {

using core::PropStatus;

template <class D>
BasicLatinSquare<D>::BasicLatinSquare(Store& s, int n, std::vector<core::VarId> cells)
    : n_(n),
      cells_(std::move(cells)),
      in_row_(n * n, D{}),
      in_col_(n * n, D{}),
      row_epoch_(n * n, 0),
      col_epoch_(n * n, 0),
      delta_(n * n, D{}),
      queued_(n * n, 0),
      row_of_(n * n) {
  for (int i = 0; i < n * n; ++i) row_of_[i] = static_cast<std::uint8_t>(i / n);
  work_.resize(static_cast<std::size_t>(n) * n);
  // A cell with every value is in every mask of its row and column: those
  // cells are gathered a row and a column at a time, and only the others
  // are walked value by value. Value by value for every cell took n^3 steps,
  // 0.2 s at order 256 before the search (and its clock) began.
  const D all = core::first_n<D>(n_);
  std::vector<D> full_rows(n_, D{});  // full_rows[c]: the rows whose cell in column c is full
  for (int r = 0; r < n_; ++r) {
    D full_cols{};
    for (int c = 0; c < n_; ++c) {
      const D d = s.dom(cells_[r * n_ + c]) & all;
      if (d == all) {
        full_cols |= core::bit<D>(c);
        full_rows[c] |= core::bit<D>(r);
        continue;
      }
      for (int v : core::values(d)) {
        in_row_[r * n_ + v] |= core::bit<D>(c);
        in_col_[c * n_ + v] |= core::bit<D>(r);
      }
    }
    for (int v = 0; v < n_; ++v) in_row_[r * n_ + v] |= full_cols;
  }
  for (int c = 0; c < n_; ++c) {
    for (int v = 0; v < n_; ++v) in_col_[c * n_ + v] |= full_rows[c];
  }
  s.reserve_subscriptions(*this, n_ * n_);
  for (int i = 0; i < n_ * n_; ++i) s.subscribe(*this, cells_[i], core::Event::kDomain, i, true);
}

// Inlined into its two callers: a call of its own cost more than its body,
// once for each of the cells' changes.
template <class D>
[[gnu::always_inline]] inline void BasicLatinSquare<D>::note_change(Store& s, int cell,
                                                                    const D& removed) {
  note(cell, removed);
  if (gac_ != nullptr) {
    const int r = row_of_[cell];
    gac_->cell_changed(s, r, cell - r * n_, removed);
  }
}

template <class D>
bool BasicLatinSquare<D>::advise(Store& s, int index, core::Event, D removed) {
  note_change(s, index, removed);
  return true;
}

template <class D>
void BasicLatinSquare<D>::cancel() {
  for (; work_count_ > 0; --work_count_) {
    const std::int32_t cell = work_[work_head_];
    queued_[cell] = 0;
    delta_[cell] = D{};
    if (++work_head_ == work_.size()) work_head_ = 0;
  }
}

template <class D>
bool BasicLatinSquare<D>::narrow(Store& s, int cell, const D& keep) {
  const D d = s.dom(cells_[cell]);
  const D nd = d & keep;
  if (nd == d) return true;
  if (!s.restrict(cells_[cell], keep)) return false;
  note_change(s, cell, d & ~nd);
  return true;
}

template <class D>
inline bool BasicLatinSquare<D>::eliminate(Store& s, int cell, int v, const Cross& cross) {
  const D d = s.dom(cells_[cell]);
  if (!core::contains(d, v)) return true;
  if (!s.restrict(cells_[cell], ~core::bit<D>(v))) return false;
  if (gac_ != nullptr) {
    const int r = row_of_[cell];
    gac_->cell_changed(s, r, cell - r * n_, core::bit<D>(v));
  }
  D& mask = *cross.mask;
  if (core::contains(mask, cross.at)) {
    const D m = mask & ~core::bit<D>(cross.at);
    if (core::is_empty(m)) return false;  // v has no place left on that line
    s.trail_once_set(mask, *cross.epoch);
    mask = m;
    if (core::is_single(m) &&
        !narrow(s, cross.base + core::min_value(m) * cross.step, core::bit<D>(v)))
      return false;
  }
  // Left with one value, the cell is placed when it is processed.
  if (core::is_single(d & ~core::bit<D>(v))) note(cell, D{});
  return true;
}

template <class D>
bool BasicLatinSquare<D>::process(Store& s, int cell) {
  const int r = row_of_[cell], c = cell - r * n_;
  const D gone = delta_[cell];
  delta_[cell] = D{};
  queued_[cell] = 0;
  for (int u : core::values(gone & core::first_n<D>(n_))) {
    D& row_mask = in_row_[r * n_ + u];
    if (core::contains(row_mask, c)) {
      const D m = row_mask & ~core::bit<D>(c);
      if (core::is_empty(m)) return false;  // u has no place left in row r
      s.trail_once_set(row_mask, row_epoch_[r * n_ + u]);
      row_mask = m;
      if (core::is_single(m) && !narrow(s, r * n_ + core::min_value(m), core::bit<D>(u)))
        return false;
    }
    D& col_mask = in_col_[c * n_ + u];
    if (core::contains(col_mask, r)) {
      const D m = col_mask & ~core::bit<D>(r);
      if (core::is_empty(m)) return false;  // u has no place left in column c
      s.trail_once_set(col_mask, col_epoch_[c * n_ + u]);
      col_mask = m;
      if (core::is_single(m) && !narrow(s, core::min_value(m) * n_ + c, core::bit<D>(u)))
        return false;
    }
  }
  const D d = s.dom(cells_[cell]);
  if (core::is_single(d)) {
    // Placed: v leaves the rest of its row and column. Its place masks
    // there are this cell from now on: set at once, so that the other
    // cells' removals of v, processed later, find nothing to clear in them
    // (a mask update and a check for a single each, 16 of them a placement
    // at order 9).
    const int v = core::min_value(d);
    D& row_v = in_row_[r * n_ + v];
    const D row_others = row_v & ~core::bit<D>(c);
    if (!core::is_empty(row_others)) {
      s.trail_once_set(row_v, row_epoch_[r * n_ + v]);
      row_v = core::bit<D>(c);
    }
    D& col_v = in_col_[c * n_ + v];
    const D col_others = col_v & ~core::bit<D>(r);
    if (!core::is_empty(col_others)) {
      s.trail_once_set(col_v, col_epoch_[c * n_ + v]);
      col_v = core::bit<D>(r);
    }
    // The masks lag the domains by the cells still in work_: some of the
    // cells they name here lost v already, and are skipped without a call.
    for (int c2 : core::values(row_others)) {
      const int k = c2 * n_ + v;
      if (!eliminate(s, r * n_ + c2, v, {&in_col_[k], &col_epoch_[k], r, c2, n_})) return false;
    }
    for (int r2 : core::values(col_others)) {
      const int k = r2 * n_ + v;
      if (!eliminate(s, r2 * n_ + c, v, {&in_row_[k], &row_epoch_[k], c, r2 * n_, 1})) return false;
    }
  }
  return true;
}

template <class D>
bool BasicLatinSquare<D>::initial_scan(Store& s) {
  for (int i = 0; i < n_ * n_; ++i) note(i, D{});  // every fixed cell gets placed
  for (int line = 0; line < n_; ++line) {
    for (int v = 0; v < n_; ++v) {
      const D& rm = in_row_[line * n_ + v];
      const D& cm = in_col_[line * n_ + v];
      if (core::is_empty(rm) || core::is_empty(cm)) return false;
      if (core::is_single(rm) && !narrow(s, line * n_ + core::min_value(rm), core::bit<D>(v))) {
        return false;
      }
      if (core::is_single(cm) && !narrow(s, core::min_value(cm) * n_ + line, core::bit<D>(v))) {
        return false;
      }
    }
  }
  return true;
}

template <class D>
typename BasicLatinSquare<D>::Choice BasicLatinSquare<D>::choose(const Store& s) const {
  int best = core::kCapacity<D> + 1;
  Choice choice;
  for (int i = 0; i < n_ * n_; ++i) {
    const int k = core::size(s.dom(cells_[i]));
    if (k > 1 && k < best) {
      best = k;
      choice = {cells_[i], core::min_value(s.dom(cells_[i]))};
      if (k == 2) return choice;
    }
  }
  for (int line = 0; line < n_; ++line) {
    for (int v = 0; v < n_; ++v) {
      const D& rm = in_row_[line * n_ + v];
      const int kr = core::size(rm);
      if (kr > 1 && kr < best) {
        best = kr;
        choice = {cells_[line * n_ + core::min_value(rm)], v};
      }
      const D& cm = in_col_[line * n_ + v];
      const int kc = core::size(cm);
      if (kc > 1 && kc < best) {
        best = kc;
        choice = {cells_[core::min_value(cm) * n_ + line], v};
      }
    }
  }
  return choice;
}

template <class D>
PropStatus BasicLatinSquare<D>::propagate(Store& s) {
  if (!scanned_) {
    // Not trailed: the first run happens at the root, which is never undone.
    scanned_ = true;
    if (!initial_scan(s)) {
      cancel();
      return PropStatus::kFailed;
    }
  }
  while (work_count_ > 0) {
    const int cell = work_[work_head_];
    if (++work_head_ == work_.size()) work_head_ = 0;
    --work_count_;
    if (!process(s, cell)) {
      cancel();
      return PropStatus::kFailed;
    }
  }
  return PropStatus::kFixpoint;
}

template class BasicLatinSquare<core::Bits>;
template class BasicLatinSquare<core::WideBits>;

}  // namespace deduce::props

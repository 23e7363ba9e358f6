#include "deduce/props/latin_square.h"

namespace deduce::props {

using core::Bits;
using core::PropStatus;

LatinSquare::LatinSquare(core::Store& s, int n, std::vector<core::VarId> cells)
    : n_(n),
      cells_(std::move(cells)),
      in_row_(n * n, 0),
      in_col_(n * n, 0),
      row_epoch_(n * n, 0),
      col_epoch_(n * n, 0),
      delta_(n * n, 0),
      queued_(n * n, 0),
      row_of_(n * n) {
  for (int i = 0; i < n * n; ++i) row_of_[i] = static_cast<std::uint8_t>(i / n);
  work_.reserve(n * n);
  for (int r = 0; r < n_; ++r) {
    for (int c = 0; c < n_; ++c) {
      for (int v : core::values(s.dom(cells_[r * n_ + c]) & core::first_n(n_))) {
        in_row_[r * n_ + v] |= core::bit(c);
        in_col_[c * n_ + v] |= core::bit(r);
      }
    }
  }
  for (int i = 0; i < n_ * n_; ++i) s.subscribe(*this, cells_[i], core::Event::kDomain, i, true);
}

bool LatinSquare::advise(core::Store&, int index, core::Event, Bits removed) {
  note(index, removed);
  return true;
}

void LatinSquare::cancel() {
  for (std::int32_t cell : work_) {
    queued_[cell] = 0;
    delta_[cell] = 0;
  }
  work_.clear();
}

bool LatinSquare::narrow(core::Store& s, int cell, Bits keep) {
  const Bits d = s.dom(cells_[cell]);
  const Bits nd = d & keep;
  if (nd == d) return true;
  if (!s.restrict(cells_[cell], keep)) return false;
  note(cell, d & ~nd);
  return true;
}

bool LatinSquare::process(core::Store& s, int cell) {
  const int r = row_of_[cell], c = cell - r * n_;
  const Bits gone = delta_[cell];
  delta_[cell] = 0;
  queued_[cell] = 0;
  for (int u : core::values(gone & core::first_n(n_))) {
    std::uint64_t& row_mask = in_row_[r * n_ + u];
    if (row_mask & core::bit(c)) {
      const std::uint64_t m = row_mask & ~core::bit(c);
      if (m == 0) return false;  // u has no place left in row r
      s.trail_once(row_mask, row_epoch_[r * n_ + u]);
      row_mask = m;
      if (core::is_single(m) && !narrow(s, r * n_ + core::min_value(m), core::bit(u))) return false;
    }
    std::uint64_t& col_mask = in_col_[c * n_ + u];
    if (col_mask & core::bit(r)) {
      const std::uint64_t m = col_mask & ~core::bit(r);
      if (m == 0) return false;  // u has no place left in column c
      s.trail_once(col_mask, col_epoch_[c * n_ + u]);
      col_mask = m;
      if (core::is_single(m) && !narrow(s, core::min_value(m) * n_ + c, core::bit(u))) return false;
    }
  }
  const Bits d = s.dom(cells_[cell]);
  if (core::is_single(d)) {
    // Placed: v leaves the rest of its row and column.
    const int v = core::min_value(d);
    for (int c2 : core::values(in_row_[r * n_ + v] & ~core::bit(c))) {
      if (!narrow(s, r * n_ + c2, ~core::bit(v))) return false;
    }
    for (int r2 : core::values(in_col_[c * n_ + v] & ~core::bit(r))) {
      if (!narrow(s, r2 * n_ + c, ~core::bit(v))) return false;
    }
  }
  return true;
}

bool LatinSquare::initial_scan(core::Store& s) {
  for (int i = 0; i < n_ * n_; ++i) note(i, 0);  // every fixed cell gets placed
  for (int line = 0; line < n_; ++line) {
    for (int v = 0; v < n_; ++v) {
      const std::uint64_t rm = in_row_[line * n_ + v], cm = in_col_[line * n_ + v];
      if (rm == 0 || cm == 0) return false;
      if (core::is_single(rm) && !narrow(s, line * n_ + core::min_value(rm), core::bit(v))) {
        return false;
      }
      if (core::is_single(cm) && !narrow(s, core::min_value(cm) * n_ + line, core::bit(v))) {
        return false;
      }
    }
  }
  return true;
}

LatinSquare::Choice LatinSquare::choose(const core::Store& s) const {
  int best = 65;
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
      const std::uint64_t rm = in_row_[line * n_ + v];
      const int kr = core::size(rm);
      if (kr > 1 && kr < best) {
        best = kr;
        choice = {cells_[line * n_ + core::min_value(rm)], v};
      }
      const std::uint64_t cm = in_col_[line * n_ + v];
      const int kc = core::size(cm);
      if (kc > 1 && kc < best) {
        best = kc;
        choice = {cells_[core::min_value(cm) * n_ + line], v};
      }
    }
  }
  return choice;
}

PropStatus LatinSquare::propagate(core::Store& s) {
  if (!scanned_) {
    // Not trailed: the first run happens at the root, which is never undone.
    scanned_ = true;
    if (!initial_scan(s)) {
      cancel();
      return PropStatus::kFailed;
    }
  }
  while (!work_.empty()) {
    const int cell = work_.back();
    work_.pop_back();
    if (!process(s, cell)) {
      cancel();
      return PropStatus::kFailed;
    }
  }
  return PropStatus::kFixpoint;
}

}  // namespace deduce::props

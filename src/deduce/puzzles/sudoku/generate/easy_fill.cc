#include "deduce/puzzles/sudoku/generate/easy_fill.h"

#include <algorithm>
#include <bit>

namespace deduce::puzzles::sudoku::generate {

EasyFill::EasyFill(const Puzzle& shape) : n_(shape.n) {
  full_ = n_ == 64 ? ~Mask{0} : (Mask{1} << n_) - 1;
  const int cells = n_ * n_;
  units_.assign(static_cast<std::size_t>(3 * n_), {});
  for (int k = 0; k < cells; ++k) {
    units_[k / n_].push_back(k);
    units_[n_ + k % n_].push_back(k);
    units_[2 * n_ + shape.region[k]].push_back(k);
  }
  regions_from_ = 2 * n_;
  if (shape.x) {
    units_.emplace_back();
    units_.emplace_back();
    for (int i = 0; i < n_; ++i) {
      units_[3 * n_].push_back(i * n_ + i);
      units_[3 * n_ + 1].push_back(i * n_ + n_ - 1 - i);
    }
  }
  // Laid out flat, for the loops of fills(): each unit's n cells in a row,
  // each cell's units (-1 past the last), each cell's peers after its start.
  unit_cells_.clear();
  for (const std::vector<int>& u : units_)
    unit_cells_.insert(unit_cells_.end(), u.begin(), u.end());
  units_of_.assign(static_cast<std::size_t>(cells), {-1, -1, -1, -1, -1});
  for (std::size_t u = 0; u < units_.size(); ++u)
    for (const int k : units_[u])
      *std::find(units_of_[k].begin(), units_of_[k].end(), -1) = static_cast<int>(u);
  peer_start_.assign(static_cast<std::size_t>(cells) + 1, 0);
  peers_.clear();
  for (int k = 0; k < cells; ++k) {
    std::vector<int> seen;
    for (const int u : units_of_[k])
      if (u >= 0)
        for (const int p : units_[u])
          if (p != k) seen.push_back(p);
    std::sort(seen.begin(), seen.end());
    seen.erase(std::unique(seen.begin(), seen.end()), seen.end());
    peers_.insert(peers_.end(), seen.begin(), seen.end());
    peer_start_[k + 1] = static_cast<int>(peers_.size());
  }
  // Each line (not a region) with each region it shares cells with.
  for (int line = 0; line < static_cast<int>(units_.size()); ++line) {
    if (line >= regions_from_ && line < regions_from_ + n_) continue;
    for (int r = regions_from_; r < regions_from_ + n_; ++r) {
      Crossing c;
      c.line = line, c.region = r;
      for (const int k : units_[line])
        (shape.region[k] == r - regions_from_ ? c.both : c.line_only).push_back(k);
      if (c.both.empty()) continue;
      for (const int k : units_[r])
        if (std::find(c.both.begin(), c.both.end(), k) == c.both.end()) c.region_only.push_back(k);
      crossings_.push_back(std::move(c));
    }
  }
  cand_.resize(static_cast<std::size_t>(cells));
  value_.resize(static_cast<std::size_t>(cells));
  placed_.resize(units_.size());
}

bool EasyFill::place(int cell, int v) {
  const Mask b = Mask{1} << (v - 1);
  if ((cand_[cell] & b) == 0 || value_[cell] != 0) return false;
  value_[cell] = v;
  cand_[cell] = b;
  ++filled_;
  for (const int u : units_of_[cell]) {
    if (u < 0) break;
    placed_[u] |= b;
  }
  for (int i = peer_start_[cell]; i < peer_start_[cell + 1]; ++i) cand_[peers_[i]] &= ~b;
  return true;
}

bool EasyFill::unit_singles(int u, bool& progress) {
  const int* cells = unit_cells_.data() + static_cast<std::ptrdiff_t>(u) * n_;
  Mask once = 0, twice = 0;
  for (int i = 0; i < n_; ++i) {
    const Mask c = cand_[cells[i]];
    twice |= once & c;
    once |= c;
  }
  const Mask open = full_ & ~placed_[u];
  if ((open & ~once) != 0) return false;  // a digit with no place
  for (Mask m = open & ~twice; m != 0; m &= m - 1) {
    const Mask b = m & (~m + 1);
    for (int i = 0; i < n_; ++i) {
      const int k = cells[i];
      if ((cand_[k] & b) == 0) continue;
      // Placing an earlier single may have taken this one's place.
      if (value_[k] != 0) break;
      if (!place(k, std::countr_zero(b) + 1)) return false;
      progress = true;
      break;
    }
  }
  return true;
}

bool EasyFill::naked_singles(bool& progress) {
  for (int k = 0; k < n_ * n_; ++k) {
    if (value_[k] != 0) continue;
    if (cand_[k] == 0) return false;
    if (std::popcount(cand_[k]) != 1) continue;
    if (!place(k, std::countr_zero(cand_[k]) + 1)) return false;
    progress = true;
  }
  return true;
}

EasyFill::Mask EasyFill::any_of(const std::vector<int>& cells) const {
  Mask m = 0;
  for (const int k : cells) m |= cand_[k];
  return m;
}

void EasyFill::rule_out(const std::vector<int>& cells, Mask digits, bool& progress) {
  for (const int k : cells) {
    if ((cand_[k] & digits) == 0) continue;
    cand_[k] &= ~digits;
    progress = true;
  }
}

void EasyFill::intersections(bool& progress) {
  for (const Crossing& c : crossings_) {
    const Mask open = full_ & ~(placed_[c.line] | placed_[c.region]);
    const Mask inside = any_of(c.both) & open;
    if (inside == 0) continue;
    const Mask line_out = any_of(c.line_only), region_out = any_of(c.region_only);
    // The line's digits that stay in the region leave its other cells, and
    // the other way round.
    rule_out(c.region_only, inside & ~line_out, progress);
    rule_out(c.line_only, inside & ~region_out, progress);
  }
}

bool EasyFill::fills(const Grid& givens, int level) {
  std::fill(cand_.begin(), cand_.end(), full_);
  std::fill(value_.begin(), value_.end(), 0);
  std::fill(placed_.begin(), placed_.end(), Mask{0});
  filled_ = 0;
  const int cells = n_ * n_;
  for (int k = 0; k < cells; ++k)
    if (givens[k] != 0 && !place(k, givens[k])) return false;
  const int first = level == 0 ? regions_from_ : 0;
  const int last = level == 0 ? regions_from_ + n_ : static_cast<int>(units_.size());
  for (bool progress = true; progress && filled_ < cells;) {
    progress = false;
    for (int u = first; u < last; ++u)
      if (!unit_singles(u, progress)) return false;
    if (level == 0) continue;
    if (!naked_singles(progress)) return false;
    if (level >= 2 && !progress) intersections(progress);
  }
  return filled_ == cells;
}

}  // namespace deduce::puzzles::sudoku::generate

#include "deduce/puzzles/zebra/explain/state.h"

#include <algorithm>

namespace deduce::puzzles::zebra::explain {

State::State(const Puzzle& puzzle)
    : puzzle_(&puzzle),
      n_(puzzle.n),
      full_(core::first_n(puzzle.n)),
      masks_(static_cast<std::size_t>(puzzle.num_categories()) * puzzle.n,
             core::first_n(puzzle.n)) {
  // `positions: none`: the first category's value i is entity i.
  if (puzzle.layout == LayoutKind::kNone) {
    for (int v = 0; v < n_; ++v) masks_[v] = core::bit(v);
  }
  auto stated = std::make_shared<std::vector<std::uint64_t>>();
  const std::uint64_t nv = masks_.size();
  for (const Clue& clue : puzzle.clues) {
    const Statement& s = clue.statement;
    if (s.kind != StatementKind::kIs && s.kind != StatementKind::kIsNot) continue;
    const std::uint64_t r = s.kind == StatementKind::kIsNot ? 1 : 0;
    const std::uint64_t a = var(s.a), b = var(s.b);
    stated->push_back((a * nv + b) * 2 + r);
    stated->push_back((b * nv + a) * 2 + r);
  }
  std::sort(stated->begin(), stated->end());
  stated_ = std::move(stated);
}

Bits State::candidates(int category, int position) const {
  Bits out = 0;
  const Bits* m = &masks_[static_cast<std::size_t>(category) * n_];
  for (int v = 0; v < n_; ++v) {
    if (core::contains(m[v], position)) out |= core::bit(v);
  }
  return out;
}

bool State::settled(int var) const {
  if (!single(var)) return false;
  const int c = category_of(var);
  const Bits m = masks_[var];
  for (int v = c * n_; v < (c + 1) * n_; ++v) {
    if (v != var && (masks_[v] & m)) return false;
  }
  return true;
}

void State::place(int var, int position) {
  const int c = category_of(var);
  const Bits b = core::bit(position);
  // A placement on a position the value had lost leaves it none: trials
  // must see that contradiction, not hide it.
  const Bits had = masks_[var];
  for (int v = c * n_; v < (c + 1) * n_; ++v) masks_[v] &= ~b;
  masks_[var] = had & b;
}

void State::apply(const deduce::explain::Conclusion& c) {
  if (c.kind == deduce::explain::Conclusion::Kind::kPlace)
    place(c.var, c.value);
  else
    eliminate(c.var, c.value);
}

bool State::solved() const {
  for (Bits m : masks_) {
    if (!core::is_single(m)) return false;
  }
  return true;
}

bool State::contradiction() const {
  const int cats = puzzle_->num_categories();
  for (int c = 0; c < cats; ++c) {
    Bits seen = 0;
    for (int v = c * n_; v < (c + 1) * n_; ++v) {
      if (masks_[v] == 0) return true;
      seen |= masks_[v];
    }
    if (seen != full_) return true;
  }
  return false;
}

Relation State::relation(int a, int b) const {
  if (a == b) return Relation::kSame;
  if (category_of(a) == category_of(b)) return Relation::kDifferent;
  const std::uint64_t key = (static_cast<std::uint64_t>(a) * masks_.size() + b) * 2;
  auto it = std::lower_bound(stated_->begin(), stated_->end(), key);
  if (it != stated_->end() && (*it >> 1) == (key >> 1))
    return (*it & 1) ? Relation::kDifferent : Relation::kSame;
  if ((masks_[a] & masks_[b]) == 0) return Relation::kDifferent;
  if (single(a) && masks_[a] == masks_[b]) return Relation::kSame;
  return Relation::kUnknown;
}

}  // namespace deduce::puzzles::zebra::explain

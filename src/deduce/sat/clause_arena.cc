#include "deduce/sat/clause_arena.h"

namespace deduce::sat {

ClauseRef ClauseArena::add(std::span<const Lit> lits, bool learnt, std::uint32_t lbd) {
  const auto ref = static_cast<ClauseRef>(data_.size());
  data_.push_back(static_cast<std::uint32_t>(lits.size()));
  data_.push_back((learnt ? kLearnt : 0U) | (clamp_lbd(lbd) << kLbdShift));
  for (Lit l : lits) data_.push_back(l.x);
  return ref;
}

void ClauseArena::compact() {
  std::vector<std::uint32_t> moved;
  moved.reserve(data_.size() - wasted_);
  forward_.assign(data_.size(), 0);
  live_.clear();
  for (ClauseRef c = begin(); c < end(); c = next(c)) {
    if (deleted(c)) continue;
    const auto to = static_cast<ClauseRef>(moved.size());
    forward_[c] = to;
    live_.push_back(to);
    moved.insert(moved.end(), data_.begin() + c, data_.begin() + next(c));
  }
  data_.swap(moved);
  wasted_ = 0;
}

}  // namespace deduce::sat

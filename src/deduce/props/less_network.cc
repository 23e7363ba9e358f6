#include "deduce/props/less_network.h"

#include <algorithm>

namespace deduce::props {

using core::PropStatus;

template <class D>
BasicLessNetwork<D>::BasicLessNetwork(Store& s, std::vector<core::VarId> vars)
    : vars_(std::move(vars)),
      begin_(vars_.size() + 1, 0),
      mid_(vars_.size(), 0),
      queued_(vars_.size(), 0),
      listening_(vars_.size(), 0) {
  work_.reserve(vars_.size());
  const int m = static_cast<int>(vars_.size());
  // Off until set_pairs() puts a variable in a pair.
  s.reserve_subscriptions(*this, m);
  for (int i = 0; i < m; ++i) s.subscribe(*this, vars_[i], core::Event::kNever, i, true);
}

template <class D>
void BasicLessNetwork<D>::set_pairs(Store& s, std::span<const Pair> pairs) {
  const std::size_t m = vars_.size();
  // Counting sort of both ends into one array. cursor_[i]: where i's next
  // successor goes; cursor_[m + i]: its next predecessor.
  cursor_.assign(2 * m, 0);
  for (const auto& [a, b] : pairs) {
    ++cursor_[a];
    ++cursor_[m + b];
  }
  std::uint32_t at = 0;
  for (std::size_t i = 0; i < m; ++i) {
    const std::uint32_t successors = cursor_[i], predecessors = cursor_[m + i];
    begin_[i] = cursor_[i] = at;
    mid_[i] = cursor_[m + i] = at + successors;
    at += successors + predecessors;
  }
  begin_[m] = at;
  adjacent_.resize(at);
  for (const auto& [a, b] : pairs) {
    adjacent_[cursor_[a]++] = b;
    adjacent_[cursor_[m + b]++] = a;
  }
  for (std::size_t i = 0; i < m; ++i) {
    const bool on = in_a_pair(static_cast<int>(i));
    if (on == listening_[i]) continue;
    listening_[i] = on;
    s.set_condition(*this, vars_[i], on ? core::Event::kBounds : core::Event::kNever);
  }
  check_all_ = true;
}

template <class D>
bool BasicLessNetwork<D>::advise(Store&, int index, core::Event, D) {
  note(index);  // in a pair: the others' subscriptions are off
  return true;
}

template <class D>
void BasicLessNetwork<D>::cancel() {
  for (std::int32_t i : work_) queued_[i] = 0;
  work_.clear();
}

template <class D>
PropStatus BasicLessNetwork<D>::propagate(Store& s) {
  if (check_all_) {
    check_all_ = false;
    for (int i = 0; i < static_cast<int>(vars_.size()); ++i) {
      if (in_a_pair(i)) note(i);
    }
  }
  while (!work_.empty()) {
    const int i = work_.back();
    work_.pop_back();
    queued_[i] = 0;
    // Above i: at least min(i) + 1. Raising a minimum leaves the maximum.
    const int low = s.min(vars_[i]) + 1;
    for (std::uint32_t k = begin_[i]; k < mid_[i]; ++k) {
      const int j = adjacent_[k];
      if (s.min(vars_[j]) >= low) continue;
      if (!s.set_min(vars_[j], low)) {
        cancel();
        return PropStatus::kFailed;
      }
      note(j);
    }
    // Below i: at most max(i) - 1.
    const int high = s.max(vars_[i]) - 1;
    for (std::uint32_t k = mid_[i]; k < begin_[i + 1]; ++k) {
      const int j = adjacent_[k];
      if (s.max(vars_[j]) <= high) continue;
      if (!s.set_max(vars_[j], high)) {
        cancel();
        return PropStatus::kFailed;
      }
      note(j);
    }
  }
  return PropStatus::kFixpoint;
}

template class BasicLessNetwork<core::Bits>;
template class BasicLessNetwork<core::WideBits>;

}  // namespace deduce::props

#include "deduce/search/nogoods.h"

#include <algorithm>
#include <utility>

namespace deduce::search {

template <class D>
BasicNogoodStore<D>::BasicNogoodStore(Store& s, const std::vector<core::VarId>& vars) {
  begin_.push_back(0);
  for (core::VarId x : vars) {
    stride_ = std::max(stride_, static_cast<std::size_t>(core::max_value(s.dom(x))) + 1);
  }
  watches_.resize(static_cast<std::size_t>(s.num_vars()) * stride_);
  for (core::VarId x : vars) s.subscribe(*this, x, core::Event::kFixed, x, true);
}

template <class D>
bool BasicNogoodStore<D>::advise(Store& s, int index, core::Event, D) {
  // The domain is already written when subscribers are told: x is fixed.
  const int v = s.value(index);
  if (!enabled_ || static_cast<std::size_t>(v) >= stride_ || watches_[slot({index, v})].empty())
    return false;
  pending_.push_back(index);
  return true;
}

template <class D>
core::PropStatus BasicNogoodStore<D>::propagate(Store& s) {
  // wake() may fix more variables; it appends them to pending_ itself (the
  // store does not advise a propagator of its own changes).
  while (!pending_.empty()) {
    const core::VarId x = pending_.back();
    pending_.pop_back();
    if (!wake(s, x)) {
      pending_.clear();
      return core::PropStatus::kFailed;
    }
  }
  return core::PropStatus::kFixpoint;
}

template <class D>
bool BasicNogoodStore<D>::wake(Store& s, core::VarId x) {
  const int v = s.value(x);
  std::vector<std::uint32_t>& list = watches_[slot({x, v})];
  for (std::size_t i = 0; i < list.size();) {
    const std::uint32_t g = list[i];
    Literal* l = lits_.data() + begin_[g];
    const std::uint32_t size = begin_[g + 1] - begin_[g];
    if (l[0].var == x) std::swap(l[0], l[1]);  // the woken watch is l[1], x = v
    if (s.fixed(l[0].var) ? s.value(l[0].var) != l[0].value : !s.contains(l[0].var, l[0].value)) {
      ++i;  // the other watch cannot hold any more
      continue;
    }
    std::uint32_t k = 2;
    while (k < size && holds(s, l[k])) ++k;
    if (k < size) {  // move the watch to a literal that does not hold
      std::swap(l[1], l[k]);
      watches_[slot(l[1])].push_back(g);
      list[i] = list.back();
      list.pop_back();
      continue;
    }
    // Every literal but l[0] holds: l[0] must not.
    if (s.fixed(l[0].var)) return false;
    s.remove(l[0].var, l[0].value);
    if (s.fixed(l[0].var)) pending_.push_back(l[0].var);
    ++i;
  }
  return true;
}

template <class D>
bool BasicNogoodStore<D>::add(Store& s, const std::vector<Literal>& lits) {
  const std::size_t start = lits_.size();
  for (const Literal& l : lits) {
    // A value past the watch lists' stride (only if a domain grew back above
    // what it was when the store was made) is not recorded: dropping a
    // nogood loses pruning, never a solution.
    if (static_cast<std::size_t>(l.value) >= stride_) {
      lits_.resize(start);
      return true;
    }
    if (!s.contains(l.var, l.value)) {  // can never hold: the nogood is satisfied
      lits_.resize(start);
      return true;
    }
    if (!s.fixed(l.var)) lits_.push_back(l);
  }
  const std::size_t size = lits_.size() - start;
  if (size == 0) return false;
  if (size == 1) {
    const Literal l = lits_[start];
    lits_.resize(start);
    return s.remove(l.var, l.value);
  }
  const auto g = static_cast<std::uint32_t>(begin_.size() - 1);
  begin_.push_back(static_cast<std::uint32_t>(lits_.size()));
  watches_[slot(lits_[start])].push_back(g);
  watches_[slot(lits_[start + 1])].push_back(g);
  ++count_;
  return true;
}

template class BasicNogoodStore<core::Bits>;
template class BasicNogoodStore<core::WideBits>;

}  // namespace deduce::search

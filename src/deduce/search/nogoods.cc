#include "deduce/search/nogoods.h"

#include <algorithm>
#include <utility>

namespace deduce::search {

NogoodStore::NogoodStore(core::Store& s, const std::vector<core::VarId>& vars) {
  begin_.push_back(0);
  watches_.resize(static_cast<std::size_t>(s.num_vars()) * core::kMaxValues);
  for (core::VarId x : vars) s.subscribe(*this, x, core::Event::kFixed, x, true);
}

bool NogoodStore::advise(core::Store& s, int index, core::Event, std::uint64_t) {
  // The domain is already written when subscribers are told: x is fixed.
  if (!enabled_ || watches_[slot({index, s.value(index)})].empty()) return false;
  pending_.push_back(index);
  return true;
}

core::PropStatus NogoodStore::propagate(core::Store& s) {
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

bool NogoodStore::wake(core::Store& s, core::VarId x) {
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

bool NogoodStore::add(core::Store& s, const std::vector<Literal>& lits) {
  const std::size_t start = lits_.size();
  for (const Literal& l : lits) {
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

}  // namespace deduce::search

#include "deduce/props/cage_sum.h"

#include <bit>

namespace deduce::props {

using core::Bits;
using core::PropStatus;

namespace {

// The sum of the `count` smallest (or largest) values of `set`, which has
// at least `count`.
int smallest_sum(Bits set, int count) {
  int sum = 0;
  for (; count > 0; --count) {
    sum += std::countr_zero(set);
    set &= set - 1;
  }
  return sum;
}
int largest_sum(Bits set, int count) {
  int sum = 0;
  for (; count > 0; --count) {
    const int v = 63 - std::countl_zero(set);
    sum += v;
    set &= ~(Bits{1} << v);
  }
  return sum;
}

}  // namespace

CageSum::CageSum(core::Store& s, std::vector<core::VarId> xs, int target, int values)
    : xs_(std::move(xs)), target_(target), values_(values) {
  for (std::size_t i = 0; i < xs_.size(); ++i)
    s.subscribe(*this, xs_[i], core::Event::kDomain, static_cast<int>(i));
  if (!list(0, 0, static_cast<int>(xs_.size()), target_)) combos_.clear();
}

bool CageSum::list(Bits chosen, int from, int left, int rest) {
  if (left == 0) {
    if (rest != 0) return true;
    combos_.push_back(chosen);
    return combos_.size() <= kMaxCombos;
  }
  for (int v = from; v + left <= values_; ++v) {
    // The least and the greatest sums of `left` values from v on.
    const int least = left * v + left * (left - 1) / 2;
    const int most = left * (values_ - 1) - left * (left - 1) / 2;
    if (least > rest) break;
    if (most < rest) return true;
    if (!list(chosen | (Bits{1} << v), v + 1, left - 1, rest - v)) return false;
  }
  return true;
}

PropStatus CageSum::propagate(core::Store& s) {
  const int k = static_cast<int>(xs_.size());
  for (int i = 0; i < k; ++i) dom_[i] = s.dom(xs_[i]);
  for (;;) {
    Bits fixed = 0;
    int fixed_sum = 0, m = 0;
    for (int i = 0; i < k; ++i) {
      if (core::is_single(dom_[i])) {
        const int v = std::countr_zero(dom_[i]);
        if ((fixed >> v) & 1) return PropStatus::kFailed;  // distinct values
        fixed |= dom_[i];
        fixed_sum += v;
      } else {
        open_[m++] = i;
      }
    }
    const int rest = target_ - fixed_sum;
    if (m == 0) {
      if (rest != 0) return PropStatus::kFailed;
      for (int i = 0; i < k; ++i)
        if (!s.restrict(xs_[i], dom_[i])) return PropStatus::kFailed;
      return PropStatus::kSubsumed;
    }
    bool changed = false;
    if (!combos_.empty()) {
      Bits allowed = 0;
      for (const Bits set : combos_) {
        if ((set & fixed) != fixed) continue;
        const Bits left = set & ~fixed;
        Bits cover = 0;
        bool each = true;
        for (int j = 0; j < m && each; ++j) {
          const Bits d = dom_[open_[j]] & left;
          each = d != 0;
          cover |= d;
        }
        if (each && cover == left) allowed |= left;
      }
      for (int j = 0; j < m; ++j) {
        const Bits d = dom_[open_[j]] & allowed;
        if (d == 0) return PropStatus::kFailed;
        if (d != dom_[open_[j]]) changed = true, dom_[open_[j]] = d;
      }
    }
    // Each unfixed variable against the sums of m-1 distinct values of the others.
    prefix_[0] = 0;
    for (int j = 0; j < m; ++j) prefix_[j + 1] = prefix_[j] | dom_[open_[j]];
    suffix_[m] = 0;
    for (int j = m - 1; j >= 0; --j) suffix_[j] = suffix_[j + 1] | dom_[open_[j]];
    for (int j = 0; j < m; ++j) {
      const Bits others = (prefix_[j] | suffix_[j + 1]) & ~fixed;
      if (std::popcount(others) < m - 1) return PropStatus::kFailed;
      const int lo = rest - largest_sum(others, m - 1);
      const int hi = rest - smallest_sum(others, m - 1);
      if (hi < 0) return PropStatus::kFailed;
      Bits window = hi >= 63 ? ~Bits{0} : (Bits{1} << (hi + 1)) - 1;
      if (lo > 0) window &= lo >= 64 ? 0 : ~((Bits{1} << lo) - 1);
      const Bits d = dom_[open_[j]] & window & ~fixed;
      if (d == 0) return PropStatus::kFailed;
      if (d != dom_[open_[j]]) changed = true, dom_[open_[j]] = d;
    }
    if (!changed) break;
  }
  for (int i = 0; i < k; ++i)
    if (!s.restrict(xs_[i], dom_[i])) return PropStatus::kFailed;
  return PropStatus::kFixpoint;
}

}  // namespace deduce::props

#include "deduce/props/all_different.h"

namespace deduce::props {

using core::Bits;
using core::PropStatus;

AllDifferent::AllDifferent(core::Store& s, std::vector<core::VarId> xs)
    : core::Propagator(core::Priority::kExpensive),
      xs_(std::move(xs)),
      n_(static_cast<int>(xs_.size())) {
  var_value_.fill(-1);
  value_var_.fill(-1);
  for (int i = 0; i < n_; ++i) s.subscribe(*this, xs_[i], core::Event::kDomain);
}

bool AllDifferent::value_pass(core::Store& s, bool& all_fixed) {
  Bits done = 0;  // variables whose fixed value has been removed from the others
  Bits taken = 0;
  for (;;) {
    Bits fresh_vals = 0;
    Bits fresh_vars = 0;
    for (int i = 0; i < n_; ++i) {
      if ((done >> i) & 1) continue;
      Bits d = s.dom(xs_[i]);
      if (!core::is_single(d)) continue;
      if ((taken | fresh_vals) & d) return false;  // two variables fixed to one value
      fresh_vals |= d;
      fresh_vars |= core::bit(i);
    }
    if (fresh_vars == 0) break;
    done |= fresh_vars;
    taken |= fresh_vals;
    for (int i = 0; i < n_; ++i) {
      if ((done >> i) & 1) continue;
      if (!s.restrict(xs_[i], ~taken)) return false;
    }
  }
  all_fixed = done == core::first_n(n_);
  return true;
}

bool AllDifferent::augment(core::Store&, int var) {
  // Breadth-first search for an alternating path from `var` to a free value.
  Bits visited = 0;
  std::int8_t queue[64];
  int head = 0, tail = 0;
  queue[tail++] = static_cast<std::int8_t>(var);
  while (head < tail) {
    int u = queue[head++];
    Bits cand = dom_[u] & ~visited;
    visited |= cand;
    for (int v : core::values(cand)) {
      parent_var_[v] = static_cast<std::int8_t>(u);
      if (value_var_[v] < 0) {
        // Flip the path back to `var`.
        int val = v;
        for (;;) {
          int w = parent_var_[val];
          int prev = var_value_[w];
          var_value_[w] = static_cast<std::int8_t>(val);
          value_var_[val] = static_cast<std::int8_t>(w);
          if (w == var) return true;
          val = prev;
        }
      }
      queue[tail++] = value_var_[v];
    }
  }
  return false;
}

bool AllDifferent::repair_matching(core::Store& s) {
  Bits unmatched = 0;
  for (int i = 0; i < n_; ++i) {
    dom_[i] = s.dom(xs_[i]);
    int v = var_value_[i];
    if (v >= 0 && !core::contains(dom_[i], v)) {
      value_var_[v] = -1;
      var_value_[i] = -1;
    }
    if (var_value_[i] < 0) unmatched |= core::bit(i);
  }
  for (int i : core::values(unmatched)) {
    if (!augment(s, i)) return false;
  }
  return true;
}

PropStatus AllDifferent::propagate(core::Store& s) {
  bool all_fixed = false;
  if (!value_pass(s, all_fixed)) return PropStatus::kFailed;
  if (all_fixed) return PropStatus::kSubsumed;
  if (!repair_matching(s)) return PropStatus::kFailed;

  // Variable graph: i -> j when i can take j's matched value (so j would move).
  Bits matched_vals = 0;
  for (int i = 0; i < n_; ++i) matched_vals |= core::bit(var_value_[i]);
  for (int i = 0; i < n_; ++i) {
    Bits r = 0;
    for (int v : core::values(dom_[i] & matched_vals & ~core::bit(var_value_[i]))) {
      r |= core::bit(value_var_[v]);
    }
    reach_[i] = r;
  }
  // Variables that can reach a free value: their matched values can be freed.
  Bits to_free = 0;
  for (int i = 0; i < n_; ++i) {
    if (dom_[i] & ~matched_vals) to_free |= core::bit(i);
  }
  for (bool grew = to_free != 0; grew;) {
    grew = false;
    for (int i = 0; i < n_; ++i) {
      if (!((to_free >> i) & 1) && (reach_[i] & to_free)) {
        to_free |= core::bit(i);
        grew = true;
      }
    }
  }
  // Transitive closure (Warshall on bit rows).
  for (int k = 0; k < n_; ++k) {
    const Bits rk = reach_[k];
    const Bits kb = core::bit(k);
    for (int i = 0; i < n_; ++i) {
      if (reach_[i] & kb) reach_[i] |= rk;
    }
  }
  // Edge (i, value of j) survives if j reaches i (a cycle) or j can reach a
  // free value; edges to free values always survive. reach_[i] is now the
  // closure, so `keep` is masked with the domain to keep direct edges only.
  for (int i = 0; i < n_; ++i) {
    Bits keep = core::bit(var_value_[i]) | (dom_[i] & ~matched_vals);
    for (int j : core::values(reach_[i])) {
      if (((reach_[j] >> i) & 1) || ((to_free >> j) & 1)) keep |= core::bit(var_value_[j]);
    }
    keep &= dom_[i];
    if (keep != dom_[i] && !s.restrict(xs_[i], keep)) return PropStatus::kFailed;
  }
  return PropStatus::kFixpoint;
}

}  // namespace deduce::props

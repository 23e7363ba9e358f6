#include "deduce/puzzles/zebra/explain/grid_rules.h"

#include <algorithm>

namespace deduce::puzzles::zebra::explain {
namespace {

// Depth-first search for `left` more members of `pool` (bit indices into
// `sets`) such that the union of all chosen has at most `k` bits and
// `accept` holds, with a member in `required`; members in increasing index
// order.
template <typename Accept>
bool pick(const Bits* sets, Bits pool, Bits required, int k, int left, Bits chosen, Bits covered,
          const Accept& accept, Bits& out_chosen, Bits& out_covered) {
  if (left == 0) {
    if (!accept(chosen, covered)) return false;
    out_chosen = chosen;
    out_covered = covered;
    return true;
  }
  while (core::size(pool) >= left) {
    if (!(chosen & required) && !(pool & required)) return false;
    const int i = core::min_value(pool);
    pool &= pool - 1;
    const Bits u = covered | sets[i];
    if (core::size(u) > k) continue;
    if (pick(sets, pool, required, k, left - 1, chosen | core::bit(i), u, accept, out_chosen,
             out_covered))
      return true;
  }
  return false;
}

// The same, for sets with a member in `required`: each such member in turn
// is taken first and the rest picked around it (sets with an earlier one
// were tried with it), so the search starts where a new set can be rather
// than walking every set in index order. Finds some such set, not
// necessarily the first in index order.
template <typename Accept>
bool pick_around(const Bits* sets, Bits pool, Bits required, int k, const Accept& accept,
                 Bits& out_chosen, Bits& out_covered) {
  for (int r : core::values(pool & required)) {
    pool &= ~core::bit(r);
    if (pick(sets, pool, ~Bits{0}, k, k - 1, core::bit(r), sets[r], accept, out_chosen,
             out_covered))
      return true;
  }
  return false;
}

}  // namespace

bool find_hall_set(const State& s, int category, HallSet& out, Bits values, Bits positions,
                   bool in_order) {
  const int n = s.n();
  const int first = category * n;
  // Per value: its positions; per position: the values that can take it.
  Bits masks[kMaxPositions], takers[kMaxPositions];
  Bits free_values = 0, free_positions = 0;
  for (int v = 0; v < n; ++v) {
    masks[v] = s.mask(first + v);
    if (core::size(masks[v]) >= 2) free_values |= core::bit(v);
  }
  const int limit = std::min(kMaxHall, core::size(free_values) / 2);
  if (limit < 2) return false;
  // A set has its members in the pool of some size up to `limit`: the
  // filters need a member that can be in one.
  const auto fits = [&](Bits set) { return core::size(set) >= 2 && core::size(set) <= limit; };
  Bits naked_from = 0;
  for (int v : core::values(free_values & values)) {
    if (core::size(masks[v]) <= limit) naked_from |= core::bit(v);
  }
  Bits hidden_from = 0;
  for (int p : core::values(positions & s.full())) {
    Bits t = 0;
    for (int v = 0; v < n; ++v) t |= ((masks[v] >> p) & 1) << v;
    if (fits(t)) hidden_from |= core::bit(p);
  }
  if (!naked_from && !hidden_from) return false;
  values = naked_from, positions = hidden_from;
  if (positions) {
    for (int p = 0; p < n; ++p) takers[p] = 0;
    for (int v = 0; v < n; ++v) {
      for (int p : core::values(masks[v])) takers[p] |= core::bit(v);
    }
    for (int p = 0; p < n; ++p) {
      if (core::size(takers[p]) >= 2) free_positions |= core::bit(p);
    }
  }
  for (int k = 2; k <= limit; ++k) {
    Bits pool = 0;
    for (int v : core::values(values ? free_values : Bits{0})) {
      if (core::size(masks[v]) <= k) pool |= core::bit(v);
    }
    auto naked = [&](Bits chosen, Bits covered) {
      for (int v = 0; v < n; ++v) {
        if (!core::contains(chosen, v) && (masks[v] & covered)) return true;
      }
      return false;
    };
    if (in_order ? pick(masks, pool, values, k, k, 0, 0, naked, out.values, out.positions)
                 : pick_around(masks, pool, values, k, naked, out.values, out.positions)) {
      out.naked = true;
      return true;
    }
    pool = 0;
    for (int p : core::values(free_positions)) {
      if (core::size(takers[p]) <= k) pool |= core::bit(p);
    }
    auto hidden = [&](Bits chosen, Bits covered) {
      for (int v : core::values(covered)) {
        if (masks[v] & ~chosen) return true;
      }
      return false;
    };
    if (in_order ? pick(takers, pool, positions, k, k, 0, 0, hidden, out.positions, out.values)
                 : pick_around(takers, pool, positions, k, hidden, out.positions, out.values)) {
      out.naked = false;
      return true;
    }
  }
  return false;
}

void hall_eliminations(const State& s, int category, const HallSet& h,
                       Bits (&gone)[kMaxPositions]) {
  const int n = s.n();
  for (int v = 0; v < n; ++v) {
    const Bits m = s.mask(category * n + v);
    const bool inside = core::contains(h.values, v);
    gone[v] = h.naked ? (inside ? 0 : m & h.positions) : (inside ? m & ~h.positions : 0);
  }
}

Bits entity_allowed(const State& s, const EntityRule& rule) {
  const int n = s.n();
  Bits allowed = 0;
  for (int y = 0; y < n; ++y) {
    if (!core::contains(rule.values, y)) allowed |= s.mask(rule.category * n + y);
  }
  return s.mask(rule.var) & allowed;
}

}  // namespace deduce::puzzles::zebra::explain

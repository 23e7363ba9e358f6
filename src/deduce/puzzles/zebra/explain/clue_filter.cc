#include "deduce/puzzles/zebra/explain/clue_filter.h"

namespace deduce::puzzles::zebra::explain {
namespace {

using core::bit;

Bits shift_up(Bits m, int k, Bits full) {
  return k >= 64 ? 0 : (m << k) & full;
}
Bits shift_down(Bits m, int k) {
  return k >= 64 ? 0 : m >> k;
}
// Positions k away from some position of m.
Bits away(Bits m, int k, Bits full) {
  return shift_up(m, k, full) | shift_down(m, k);
}
// Positions strictly between lo and hi.
Bits open(int lo, int hi) {
  return core::range(lo + 1, hi - 1);
}

// The positions of `x` with some position of `y` not within distance 1 of
// it (and not equal to it either when x and y are of one category).
Bits not_next_support(Bits x, Bits y, bool same_category, Bits full) {
  Bits out = 0;
  for (int p : core::values(x)) {
    Bits banned = away(bit(p), 1, full);
    if (same_category) banned |= bit(p);
    if (y & ~banned) out |= bit(p);
  }
  return out;
}

// x between y and z: the positions of x with a y below and a z above, or
// the other way round.
Bits between_middle(Bits x, Bits y, Bits z) {
  if (!y || !z) return 0;
  const int ylo = core::min_value(y), yhi = core::max_value(y);
  const int zlo = core::min_value(z), zhi = core::max_value(z);
  Bits out = 0;
  for (int p : core::values(x)) {
    if ((ylo < p && zhi > p) || (zlo < p && yhi > p)) out |= bit(p);
  }
  return out;
}
// The positions of an end y of "x between y and z": some x beyond it
// towards some z.
Bits between_end(Bits y, Bits x, Bits z) {
  if (!x || !z) return 0;
  const int zlo = core::min_value(z), zhi = core::max_value(z);
  Bits out = 0;
  for (int q : core::values(y)) {
    if ((x & open(q, zhi)) || (x & open(zlo, q))) out |= bit(q);
  }
  return out;
}

}  // namespace

ClueMasks filter_once(const Statement& st, ClueMasks m, Bits full) {
  const bool same_ab = st.a.category == st.b.category;
  const bool equal_ab = st.a == st.b;
  // `next to` is `1 away`, and `0 away` says what `is` says.
  const int k = st.kind == StatementKind::kNextTo ? 1 : st.k;
  const bool is = st.kind == StatementKind::kIs || (st.kind == StatementKind::kAway && k == 0);
  switch (is ? StatementKind::kIs : st.kind) {
    case StatementKind::kAt:
      m.a &= bit(st.k);
      break;
    case StatementKind::kNotAt:
      m.a &= ~bit(st.k);
      break;
    case StatementKind::kIs:
      if (equal_ab) break;
      if (same_ab) {
        m.a = m.b = 0;
        break;
      }
      m.a = m.b = m.a & m.b;
      break;
    case StatementKind::kNextTo:
    case StatementKind::kAway:
      if (equal_ab) {
        m.a = m.b = 0;
        break;
      }
      m.a &= away(m.b, k, full);
      m.b &= away(m.a, k, full);
      break;
    case StatementKind::kIsNot:
      if (equal_ab) {
        m.a = m.b = 0;
        break;
      }
      if (same_ab) break;
      if (core::is_single(m.a)) m.b &= ~m.a;
      if (core::is_single(m.b)) m.a &= ~m.b;
      break;
    case StatementKind::kNotNextTo:
      if (equal_ab) break;
      m.a = not_next_support(m.a, m.b, same_ab, full);
      m.b = not_next_support(m.b, m.a, same_ab, full);
      break;
    case StatementKind::kLeftOf:
    case StatementKind::kRightOf: {
      if (equal_ab) {
        m.a = m.b = 0;
        break;
      }
      // lo left of hi: lo below hi's last position, hi above lo's first.
      Bits& lo = st.kind == StatementKind::kLeftOf ? m.a : m.b;
      Bits& hi = st.kind == StatementKind::kLeftOf ? m.b : m.a;
      lo = hi ? lo & core::below(core::max_value(hi)) : 0;
      hi = lo ? hi & core::above(core::min_value(lo)) : 0;
      break;
    }
    case StatementKind::kJustLeftOf:
      m.a &= shift_down(m.b, 1);
      m.b &= shift_up(m.a, 1, full);
      break;
    case StatementKind::kJustRightOf:
      m.a &= shift_up(m.b, 1, full);
      m.b &= shift_down(m.a, 1);
      break;
    case StatementKind::kBetween:
      if (equal_ab || st.a == st.c || st.b == st.c) {
        m.a = m.b = m.c = 0;
        break;
      }
      m.a = between_middle(m.a, m.b, m.c);
      m.b = between_end(m.b, m.a, m.c);
      m.c = between_end(m.c, m.a, m.b);
      break;
    case StatementKind::kFormula:
      break;  // formula_filter.h
    case StatementKind::kIsEither: {
      if (equal_ab || st.a == st.c) break;  // always holds
      // A value of A's own category can never be A's entity.
      const bool can_b = !same_ab;
      const bool can_c = st.a.category != st.c.category;
      m.a &= (can_b ? m.b : 0) | (can_c ? m.c : 0);
      // B must be A's entity when C cannot be (and the other way round).
      if (can_b && !(can_c && (m.a & m.c))) m.b &= m.a;
      if (can_c && !(can_b && (m.a & m.b))) m.c &= m.a;
      break;
    }
  }
  return m;
}

ClueMasks filter_fixpoint(const Statement& st, ClueMasks m, Bits full) {
  for (;;) {
    ClueMasks next = filter_once(st, m, full);
    if (next == m) return m;
    m = next;
    if (!m.a || (st.kind != StatementKind::kAt && st.kind != StatementKind::kNotAt && !m.b))
      return m;
  }
}

}  // namespace deduce::puzzles::zebra::explain

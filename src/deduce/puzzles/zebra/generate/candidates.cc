// One drawing rule per statement kind (candidates.h).
#include "deduce/puzzles/zebra/generate/candidates.h"

#include <cstdlib>

#include "deduce/puzzles/zebra/model/shape.h"

namespace deduce::puzzles::zebra::generate {

Solution Solution::random(int n, int categories, util::Rng& random) {
  Solution s;
  s.n = n;
  s.categories = categories;
  s.pos.assign(categories, std::vector<int>(n));
  s.at.assign(categories, std::vector<int>(n));
  for (int c = 0; c < categories; ++c) {
    for (int p = 0; p < n; ++p) s.at[c][p] = p;
    random.shuffle(s.at[c].begin(), s.at[c].end());
    for (int p = 0; p < n; ++p) s.pos[c][s.at[c][p]] = p;
  }
  auto frame = std::make_shared<Frame>();
  frame->n = n;
  frame->layout = LayoutKind::kLine;
  s.frame = std::move(frame);
  return s;
}

int other_category(int c, int categories, util::Rng& random) {
  const int d = random.below(categories - 1);
  return d >= c ? d + 1 : d;
}

int other_position(int p, int n, util::Rng& random) {
  const int q = random.below(n - 1);
  return q >= p ? q + 1 : q;
}

ValueRef any_value_at(const Solution& s, int q, ValueRef not_this, util::Rng& random) {
  ValueRef r;
  do {
    r = s.value_at(random.below(s.categories), q);
  } while (r == not_this);
  return r;
}

namespace {

// A position at distance 2 or more from p, or -1 when there is none.
int far_position(int p, int n, util::Rng& random) {
  int far = 0;
  for (int q = 0; q < n; ++q) far += std::abs(q - p) >= 2;
  if (far == 0) return -1;
  int pick = random.below(far);
  for (int q = 0; q < n; ++q) {
    if (std::abs(q - p) >= 2 && pick-- == 0) return q;
  }
  return -1;
}

// A base statement of kind `drawn`, by its fields.
std::optional<Statement> draw_base(DrawKind drawn, const Solution& s, util::Rng& random) {
  const StatementKind kind = statement_kind(drawn);
  const int n = s.n;
  const int k = s.categories;
  Statement st;
  st.kind = kind;
  const int ca = random.below(k);
  const int pa = random.below(n);
  st.a = s.value_at(ca, pa);
  switch (kind) {
    case StatementKind::kIs:
      if (k < 2) return std::nullopt;
      st.b = s.value_at(other_category(ca, k, random), pa);
      return st;
    case StatementKind::kIsNot:
      if (k < 2 || n < 2) return std::nullopt;
      st.b = s.value_at(other_category(ca, k, random), other_position(pa, n, random));
      return st;
    case StatementKind::kIsEither: {
      if (k < 2 || n < 2) return std::nullopt;
      const ValueRef right = s.value_at(other_category(ca, k, random), pa);
      const ValueRef wrong =
          s.value_at(other_category(ca, k, random), other_position(pa, n, random));
      const bool swap = random.below(2) == 1;
      st.b = swap ? wrong : right;
      st.c = swap ? right : wrong;
      return st;
    }
    case StatementKind::kAt:
      st.k = pa;
      return st;
    case StatementKind::kNotAt:
      if (n < 2) return std::nullopt;
      st.k = other_position(pa, n, random);
      return st;
    case StatementKind::kNextTo: {
      if (n < 2) return std::nullopt;
      const int q = pa == 0 ? 1 : pa == n - 1 ? n - 2 : pa + (random.below(2) == 0 ? -1 : 1);
      st.b = any_value_at(s, q, st.a, random);
      return st;
    }
    case StatementKind::kNotNextTo: {
      const int q = far_position(pa, n, random);
      if (q < 0) return std::nullopt;
      st.b = any_value_at(s, q, st.a, random);
      return st;
    }
    case StatementKind::kLeftOf:
    case StatementKind::kRightOf: {
      if (n < 2) return std::nullopt;
      const int q = other_position(pa, n, random);
      st.b = any_value_at(s, q, st.a, random);
      // a left of b when pa < q; otherwise, or for `right of`, the other way round.
      if ((pa < q) != (kind == StatementKind::kLeftOf)) std::swap(st.a, st.b);
      return st;
    }
    case StatementKind::kJustLeftOf:
    case StatementKind::kJustRightOf: {
      if (n < 2) return std::nullopt;
      const int q = pa + 1 < n ? pa + 1 : pa - 1;
      st.b = any_value_at(s, q, st.a, random);
      // a just left of b when pa + 1 == q.
      const bool a_left = pa + 1 == q;
      if ((kind == StatementKind::kJustLeftOf) != a_left) std::swap(st.a, st.b);
      return st;
    }
    case StatementKind::kBetween: {
      if (n < 3) return std::nullopt;
      const int mid = 1 + random.below(n - 2);
      st.a = s.value_at(ca, mid);
      const int lo = random.below(mid);
      const int hi = mid + 1 + random.below(n - mid - 1);
      st.b = any_value_at(s, lo, st.a, random);
      st.c = any_value_at(s, hi, st.a, random);
      if (random.below(2) == 1) std::swap(st.b, st.c);
      return st;
    }
    case StatementKind::kAway: {
      const int q = far_position(pa, n, random);
      if (q < 0) return std::nullopt;
      st.b = any_value_at(s, q, st.a, random);
      st.k = std::abs(q - pa);
      return st;
    }
    case StatementKind::kFormula:  // drawn by draw_extension
      return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Statement> draw_statement(DrawKind drawn, const Solution& s, util::Rng& random) {
  if (is_extension(drawn)) return draw_extension(drawn, s, random);
  // Every clue carries its tree, as the parser gives it (model/shape.h).
  std::optional<Statement> st = draw_base(drawn, s, random);
  if (st) give_tree(*st, s.frame);
  return st;
}

}  // namespace deduce::puzzles::zebra::generate

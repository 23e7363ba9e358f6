// Drawing the published-puzzle statements on a line of houses (candidates.h).
//
// The formulas are built directly, node for node as statement_formula.cc reads
// the words statement_text() writes for them, so the drawn statement and
// the one the written file gives back mean the same (generate_test.cc reads
// every kind back and compares). What "reads naturally" excludes, beyond
// what the base kinds exclude:
//   - `at k or m` naming both ends (that is `at an end`), `at an end` and
//     `in the middle` on fewer than three houses (always true);
//   - `not just left of`, `not left of` and their mirrors between values at
//     one position, and `not left of` where the first is left of the second
//     (false);
//   - `k left of` with k < 2 (that is `is` or `just left of`);
//   - `is B or C or D` with an alternative in A's category or two alike,
//     `neither A nor B is C` with A or B in C's category;
//   - `A and B are C and D` other than two values of one category and two
//     of another, at two positions (on two houses it is always true).
#include <algorithm>
#include <array>

#include "deduce/puzzles/zebra/generate/candidates.h"
#include "deduce/puzzles/zebra/model/shape.h"

namespace deduce::puzzles::zebra::generate {
namespace {

// The statement as the parser gives it: its kind by the tree's shape
// (`in the middle` of an odd line is `at`), so what is drawn and what the
// written file reads back are posted and explained alike.
std::optional<Statement> formula_statement(Formula f, const Solution& s) {
  return recognise(std::move(f), s.frame);
}

std::uint64_t bit(int position) {
  return std::uint64_t{1} << position;
}

// A value at a position other than p in a category other than c, not
// among `taken` (the caller makes sure one exists).
ValueRef value_elsewhere(const Solution& s, int c, int p, const std::vector<ValueRef>& taken,
                         util::Rng& random) {
  ValueRef r;
  do {
    r = s.value_at(other_category(c, s.categories, random), other_position(p, s.n, random));
  } while (std::find(taken.begin(), taken.end(), r) != taken.end());
  return r;
}

}  // namespace

std::optional<Statement> draw_extension(DrawKind kind, const Solution& s, util::Rng& random) {
  const int n = s.n;
  const int k = s.categories;
  if (n < 3) return std::nullopt;  // every kind here is always true or never natural on 2
  const int ca = random.below(k);
  Formula f;
  switch (kind) {
    case DrawKind::kAtEither: {
      const int pa = random.below(n);
      int q = 0;
      do q = other_position(pa, n, random);
      while ((bit(pa) | bit(q)) == (bit(0) | bit(n - 1)));
      f.kind = FormulaKind::kAtOneOf;
      f.refs = {s.value_at(ca, pa)};
      f.positions = bit(pa) | bit(q);
      return formula_statement(std::move(f), s);
    }
    case DrawKind::kAtEnd:
      f.kind = FormulaKind::kAtOneOf;
      f.refs = {s.value_at(ca, random.below(2) == 0 ? 0 : n - 1)};
      f.positions = bit(0) | bit(n - 1);
      return formula_statement(std::move(f), s);
    case DrawKind::kInMiddle:
      if (n % 2 == 0) return std::nullopt;
      f.kind = FormulaKind::kAtOneOf;
      f.refs = {s.value_at(ca, (n - 1) / 2)};
      f.positions = bit((n - 1) / 2);
      return formula_statement(std::move(f), s);
    case DrawKind::kNotJustLeftOf:
    case DrawKind::kNotJustRightOf: {
      // A not just left of B: B anywhere but at A's position and just right of it.
      const int pa = random.below(n);
      const int skip = kind == DrawKind::kNotJustLeftOf ? pa + 1 : pa - 1;
      std::vector<int> qs;
      for (int q = 0; q < n; ++q) {
        if (q != pa && q != skip) qs.push_back(q);
      }
      const ValueRef a = s.value_at(ca, pa);
      const ValueRef b = any_value_at(s, qs[random.below(static_cast<int>(qs.size()))], a, random);
      // pos(refs[0]) + 1 != pos(refs[1]).
      f.kind = FormulaKind::kNotOffset;
      f.k = 1;
      f.refs = kind == DrawKind::kNotJustLeftOf ? std::vector{a, b} : std::vector{b, a};
      return formula_statement(std::move(f), s);
    }
    case DrawKind::kNotLeftOf:
    case DrawKind::kNotRightOf: {
      // A not left of B: B strictly left of A (one position is `is`).
      const bool not_left = kind == DrawKind::kNotLeftOf;
      const int pa = not_left ? 1 + random.below(n - 1) : random.below(n - 1);
      const int q = not_left ? random.below(pa) : pa + 1 + random.below(n - pa - 1);
      const ValueRef a = s.value_at(ca, pa);
      const ValueRef b = any_value_at(s, q, a, random);
      // pos(refs[0]) <= pos(refs[1]).
      f.kind = FormulaKind::kLessEq;
      f.k = 1;
      f.refs = not_left ? std::vector{b, a} : std::vector{a, b};
      return formula_statement(std::move(f), s);
    }
    case DrawKind::kKLeftOf:
    case DrawKind::kKRightOf: {
      // The left one at l, the right one at r >= l + 2.
      const int l = random.below(n - 2);
      const int r = l + 2 + random.below(n - l - 2);
      const ValueRef left = s.value_at(ca, l);
      const ValueRef right = any_value_at(s, r, left, random);
      // pos(refs[0]) + k == pos(refs[1]); A is the left one for `k left of`.
      f.kind = FormulaKind::kOffset;
      f.k = r - l;
      f.refs = {left, right};
      return formula_statement(std::move(f), s);
    }
    case DrawKind::kIsOneOf: {
      if (k < 2) return std::nullopt;
      const int pa = random.below(n);
      const ValueRef a = s.value_at(ca, pa);
      std::vector<ValueRef> alternatives = {s.value_at(other_category(ca, k, random), pa)};
      alternatives.push_back(value_elsewhere(s, ca, pa, alternatives, random));
      alternatives.push_back(value_elsewhere(s, ca, pa, alternatives, random));
      random.shuffle(alternatives.begin(), alternatives.end());
      f.kind = FormulaKind::kIsOneOf;
      f.refs = {a};
      f.refs.insert(f.refs.end(), alternatives.begin(), alternatives.end());
      return formula_statement(std::move(f), s);
    }
    case DrawKind::kNeither: {
      if (k < 2) return std::nullopt;
      const int pc = random.below(n);
      const ValueRef c = s.value_at(ca, pc);
      std::vector<ValueRef> ab;
      ab.push_back(value_elsewhere(s, ca, pc, ab, random));
      ab.push_back(value_elsewhere(s, ca, pc, ab, random));
      f.kind = FormulaKind::kNeither;
      f.refs = {ab[0], ab[1], c};
      return formula_statement(std::move(f), s);
    }
    case DrawKind::kPair: {
      if (k < 2) return std::nullopt;
      const int p1 = random.below(n);
      const int p2 = other_position(p1, n, random);
      const int cb = other_category(ca, k, random);
      const bool swap = random.below(2) == 1;
      f.kind = FormulaKind::kPairs;
      f.refs = {s.value_at(ca, p1), s.value_at(ca, p2), s.value_at(cb, swap ? p2 : p1),
                s.value_at(cb, swap ? p1 : p2)};
      return formula_statement(std::move(f), s);
    }
    default:
      return std::nullopt;  // a base kind: draw_statement
  }
}

}  // namespace deduce::puzzles::zebra::generate

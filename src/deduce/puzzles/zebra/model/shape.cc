#include "deduce/puzzles/zebra/model/shape.h"

#include <bit>
#include <utility>
#include <vector>

namespace deduce::puzzles::zebra {
namespace {

Formula node(FormulaKind kind, std::vector<ValueRef> refs) {
  Formula f;
  f.kind = kind;
  f.refs = std::move(refs);
  return f;
}

Formula order(ValueRef a, ValueRef b, CmpOp op) {
  Formula f = node(FormulaKind::kOrder, {a, b});
  f.op = op;
  return f;
}

Formula distance(ValueRef a, ValueRef b, CmpOp op, int k) {
  Formula f = node(FormulaKind::kDistance, {a, b});
  f.op = op;
  f.k = k;
  return f;
}

Formula all_of(Formula x, Formula y) {
  Formula f = node(FormulaKind::kAll, {});
  f.children = {std::move(x), std::move(y)};
  return f;
}

bool is_order(const Formula& f, CmpOp op) {
  return f.kind == FormulaKind::kOrder && f.op == op && f.children.empty();
}

// `b < a < c or c < a < b`: any of two all-of nodes of two left-of orders.
std::optional<Statement> between_shape(const Formula& f) {
  if (f.kind != FormulaKind::kAny || f.children.size() != 2) return std::nullopt;
  const Formula& x = f.children[0];
  const Formula& y = f.children[1];
  for (const Formula* side : {&x, &y}) {
    if (side->kind != FormulaKind::kAll || side->children.size() != 2 || !side->refs.empty())
      return std::nullopt;
    if (!is_order(side->children[0], CmpOp::kLt) || !is_order(side->children[1], CmpOp::kLt))
      return std::nullopt;
  }
  const ValueRef a = x.children[0].refs[1], b = x.children[0].refs[0], c = x.children[1].refs[1];
  if (x.children[1].refs[0] != a || y.children[0].refs != std::vector<ValueRef>{c, a} ||
      y.children[1].refs != std::vector<ValueRef>{a, b}) {
    return std::nullopt;
  }
  Statement s;
  s.kind = StatementKind::kBetween;
  s.a = a;
  s.b = b;
  s.c = c;
  return s;
}

Statement of_kind(StatementKind kind, const Formula& f, int k = 0) {
  Statement s;
  s.kind = kind;
  s.a = f.refs[0];
  if (f.refs.size() > 1) s.b = f.refs[1];
  if (f.refs.size() > 2) s.c = f.refs[2];
  s.k = k;
  return s;
}

}  // namespace

Formula base_formula(StatementKind kind, ValueRef a, ValueRef b, ValueRef c, int k) {
  switch (kind) {
    case StatementKind::kIs:
      return node(FormulaKind::kIsOneOf, {a, b});
    case StatementKind::kIsNot:
      return node(FormulaKind::kDifferent, {a, b});
    case StatementKind::kIsEither:
      return node(FormulaKind::kIsOneOf, {a, b, c});
    case StatementKind::kAt:
    case StatementKind::kNotAt: {
      Formula at = node(FormulaKind::kAtOneOf, {a});
      at.positions = std::uint64_t{1} << k;
      if (kind == StatementKind::kAt) return at;
      Formula f = node(FormulaKind::kNot, {});
      f.children.push_back(std::move(at));
      return f;
    }
    case StatementKind::kNextTo:
      return distance(a, b, CmpOp::kEq, 1);
    case StatementKind::kNotNextTo:
      return distance(a, b, CmpOp::kNe, 1);
    case StatementKind::kAway:
      return distance(a, b, CmpOp::kEq, k);
    case StatementKind::kLeftOf:
      return order(a, b, CmpOp::kLt);
    case StatementKind::kRightOf:
      return order(a, b, CmpOp::kGt);
    case StatementKind::kJustLeftOf:
    case StatementKind::kJustRightOf: {
      Formula f = node(FormulaKind::kOffset, {a, b});
      f.k = kind == StatementKind::kJustLeftOf ? 1 : -1;
      return f;
    }
    case StatementKind::kBetween: {
      Formula f = node(FormulaKind::kAny, {});
      f.children = {all_of(order(b, a, CmpOp::kLt), order(a, c, CmpOp::kLt)),
                    all_of(order(c, a, CmpOp::kLt), order(a, b, CmpOp::kLt))};
      return f;
    }
    case StatementKind::kFormula:
      break;
  }
  return node(FormulaKind::kAll, {});
}

std::optional<Statement> base_statement(const Formula& f) {
  const std::size_t refs = f.refs.size();
  switch (f.kind) {
    case FormulaKind::kIsOneOf:
      if (refs == 2) return of_kind(StatementKind::kIs, f);
      if (refs == 3) return of_kind(StatementKind::kIsEither, f);
      break;
    case FormulaKind::kDifferent:
      if (refs == 2) return of_kind(StatementKind::kIsNot, f);
      break;
    case FormulaKind::kAtOneOf:
      if (std::popcount(f.positions) == 1)
        return of_kind(StatementKind::kAt, f, std::countr_zero(f.positions));
      break;
    case FormulaKind::kNot: {
      const Formula& at = f.children[0];
      if (at.kind == FormulaKind::kAtOneOf && std::popcount(at.positions) == 1)
        return of_kind(StatementKind::kNotAt, at, std::countr_zero(at.positions));
      break;
    }
    case FormulaKind::kDistance:
      if (f.op == CmpOp::kEq && f.k == 1) return of_kind(StatementKind::kNextTo, f);
      if (f.op == CmpOp::kNe && f.k == 1) return of_kind(StatementKind::kNotNextTo, f);
      if (f.op == CmpOp::kEq && f.k > 1) return of_kind(StatementKind::kAway, f, f.k);
      break;
    case FormulaKind::kOrder:
      if (f.op == CmpOp::kLt) return of_kind(StatementKind::kLeftOf, f);
      if (f.op == CmpOp::kGt) return of_kind(StatementKind::kRightOf, f);
      break;
    case FormulaKind::kOffset:
      if (f.k == 1) return of_kind(StatementKind::kJustLeftOf, f);
      if (f.k == -1) return of_kind(StatementKind::kJustRightOf, f);
      break;
    case FormulaKind::kAny:
      return between_shape(f);
    default:
      break;
  }
  return std::nullopt;
}

Statement recognise(Formula f, std::shared_ptr<const Frame> frame) {
  // The base statements' propagators are tight on a line (or with no
  // positions); on a circle or a map distances are the layout's, which only
  // the general propagation reads.
  std::optional<Statement> base;
  if (frame->layout == LayoutKind::kLine || frame->layout == LayoutKind::kNone)
    base = base_statement(f);
  Statement s;
  if (base) {
    s = *base;
  } else {
    s.kind = StatementKind::kFormula;
    bool first = true;
    for_each_ref(
        f,
        [&](ValueRef r) {
          if (first) s.a = r;
          first = false;
        },
        [&](int, ValueRef r) {
          if (first) s.a = r;
          first = false;
        });
  }
  s.formula = std::make_shared<const Formula>(std::move(f));
  s.frame = std::move(frame);
  return s;
}

void give_tree(Statement& s, std::shared_ptr<const Frame> frame) {
  if (s.formula != nullptr) return;
  s.formula = std::make_shared<const Formula>(base_formula(s.kind, s.a, s.b, s.c, s.k));
  s.frame = std::move(frame);
}

}  // namespace deduce::puzzles::zebra

// The meaning of the published-puzzle statements (formula.h), read directly from
// the definitions in docs/zebra.md.
#include "deduce/puzzles/zebra/model/formula.h"

#include <cstdint>
#include <cstdlib>

namespace deduce::puzzles::zebra {
namespace {

// Saturating arithmetic: a file may write numbers whose products overflow
// 64 bits; they clamp (no undefined behaviour), which only absurd puzzles
// reach (a value or literal has at most 15 digits).
constexpr std::int64_t kMax = INT64_MAX, kMin = INT64_MIN;

std::int64_t sat_mul(std::int64_t a, std::int64_t b) {
  std::int64_t r = 0;
  if (__builtin_mul_overflow(a, b, &r)) return (a < 0) != (b < 0) ? kMin : kMax;
  return r;
}

std::int64_t sat_add(std::int64_t a, std::int64_t b) {
  std::int64_t r = 0;
  if (__builtin_add_overflow(a, b, &r)) return a < 0 ? kMin : kMax;
  return r;
}

std::int64_t pow10(int k) {
  std::int64_t p = 1;
  while (k-- > 0) p = sat_mul(p, 10);
  return p;
}

// a and b brought to one scale.
void align(Num& a, Num& b) {
  if (a.scale < b.scale) {
    a.value = sat_mul(a.value, pow10(b.scale - a.scale));
    a.scale = b.scale;
  } else if (b.scale < a.scale) {
    b.value = sat_mul(b.value, pow10(a.scale - b.scale));
    b.scale = a.scale;
  }
}

Num value_of(const Formula& f, int e, const Frame& frame, const Access& access) {
  const Expr& x = f.exprs[e];
  switch (x.kind) {
    case Expr::Kind::kConst:
      return x.c;
    case Expr::Kind::kPos:
      return {access.pos(f.refs[x.ref]) + 1, 0};
    case Expr::Kind::kNumber:
      return access.number(x.category, f.refs[x.ref]);
    case Expr::Kind::kAdd:
      return add(value_of(f, x.lhs, frame, access), value_of(f, x.rhs, frame, access));
    case Expr::Kind::kSub:
      return sub(value_of(f, x.lhs, frame, access), value_of(f, x.rhs, frame, access));
    case Expr::Kind::kMul:
      return mul(value_of(f, x.lhs, frame, access), value_of(f, x.rhs, frame, access));
    case Expr::Kind::kNeg:
      return sub(Num{0, 0}, value_of(f, x.lhs, frame, access));
  }
  return {};
}

bool compare_holds(CmpOp op, int c) {
  switch (op) {
    case CmpOp::kEq:
      return c == 0;
    case CmpOp::kNe:
      return c != 0;
    case CmpOp::kLt:
      return c < 0;
    case CmpOp::kGt:
      return c > 0;
    case CmpOp::kLe:
      return c <= 0;
    case CmpOp::kGe:
      return c >= 0;
  }
  return false;
}

int sign(int x) {
  return (x > 0) - (x < 0);
}

// pos(a) + k == pos(b), wrapping round on a circle.
bool offset_holds(const Frame& frame, int a, int b, int k) {
  if (frame.layout == LayoutKind::kCircle) return ((a + k) % frame.n + frame.n) % frame.n == b;
  return a + k == b;
}

}  // namespace

int compare(Num a, Num b) {
  align(a, b);
  return a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
}

Num add(Num a, Num b) {
  align(a, b);
  return {sat_add(a.value, b.value), a.scale};
}

Num sub(Num a, Num b) {
  align(a, b);
  return {sat_add(a.value, b.value == kMin ? kMax : -b.value), a.scale};
}

Num mul(Num a, Num b) {
  // Scales add up; past 18 digits after the point the number is rescaled
  // (rounded toward zero) so that pow10 stays exact.
  Num r{sat_mul(a.value, b.value), a.scale + b.scale};
  while (r.scale > 18) {
    r.value /= 10;
    --r.scale;
  }
  return r;
}

bool parse_num(const std::string& text, Num& out) {
  std::size_t i = 0;
  bool negative = false;
  if (i < text.size() && text[i] == '-') {
    negative = true;
    ++i;
  }
  Num n;
  int digits = 0;
  bool dot = false;
  for (; i < text.size(); ++i) {
    const char ch = text[i];
    if (ch == '.' && !dot) {
      dot = true;
      continue;
    }
    if (ch < '0' || ch > '9') return false;
    if (++digits > 15) return false;  // no overflow in the arithmetic on small puzzles
    n.value = n.value * 10 + (ch - '0');
    if (dot) ++n.scale;
  }
  if (digits == 0 || (dot && n.scale == 0)) return false;
  if (negative) n.value = -n.value;
  out = n;
  return true;
}

int Frame::distance(int a, int b) const {
  switch (layout) {
    case LayoutKind::kCircle: {
      const int d = std::abs(a - b);
      return d < n - d ? d : n - d;
    }
    case LayoutKind::kEdges:
      return dist[static_cast<std::size_t>(a) * n + b];
    case LayoutKind::kLine:
    case LayoutKind::kNone:
      break;
  }
  return std::abs(a - b);
}

bool evaluate(const Formula& f, const Frame& frame, const Access& access) {
  switch (f.kind) {
    case FormulaKind::kIsOneOf: {
      const int a = access.pos(f.refs[0]);
      for (std::size_t i = 1; i < f.refs.size(); ++i) {
        if (access.pos(f.refs[i]) == a) return true;
      }
      return false;
    }
    case FormulaKind::kAtOneOf:
      return (f.positions >> access.pos(f.refs[0])) & 1U;
    case FormulaKind::kOffset:
      return offset_holds(frame, access.pos(f.refs[0]), access.pos(f.refs[1]), f.k);
    case FormulaKind::kNotOffset:
      return !offset_holds(frame, access.pos(f.refs[0]), access.pos(f.refs[1]), f.k);
    case FormulaKind::kOrder:
      return compare_holds(f.op, sign(access.pos(f.refs[0]) - access.pos(f.refs[1])));
    case FormulaKind::kDistance:
      return compare_holds(
          f.op, sign(frame.distance(access.pos(f.refs[0]), access.pos(f.refs[1])) - f.k));
    case FormulaKind::kLessEq:
      return access.pos(f.refs[0]) <= access.pos(f.refs[1]);
    case FormulaKind::kNeither: {
      const int c = access.pos(f.refs[2]);
      return c != access.pos(f.refs[0]) && c != access.pos(f.refs[1]);
    }
    case FormulaKind::kPairs: {
      const int a = access.pos(f.refs[0]), b = access.pos(f.refs[1]);
      const int c = access.pos(f.refs[2]), d = access.pos(f.refs[3]);
      return a != b && ((a == c && b == d) || (a == d && b == c));
    }
    case FormulaKind::kDifferent: {
      std::uint64_t seen = 0;
      for (const ValueRef& r : f.refs) {
        const std::uint64_t bit = std::uint64_t{1} << access.pos(r);
        if (seen & bit) return false;
        seen |= bit;
      }
      return true;
    }
    case FormulaKind::kCompare:
      return compare_holds(
          f.op, compare(value_of(f, f.lhs, frame, access), value_of(f, f.rhs, frame, access)));
    case FormulaKind::kNot:
      return !evaluate(f.children[0], frame, access);
    case FormulaKind::kAny:
      for (const Formula& c : f.children) {
        if (evaluate(c, frame, access)) return true;
      }
      return false;
    case FormulaKind::kAll:
      for (const Formula& c : f.children) {
        if (!evaluate(c, frame, access)) return false;
      }
      return true;
    case FormulaKind::kExactly: {
      int count = 0;
      for (const Formula& c : f.children) count += evaluate(c, frame, access) ? 1 : 0;
      return count == f.k;
    }
  }
  return false;
}

void for_each_ref(const Formula& f, const std::function<void(ValueRef)>& fn,
                  const std::function<void(int, ValueRef)>& fn_number) {
  if (f.kind == FormulaKind::kCompare) {
    for (const Expr& e : f.exprs) {
      if (e.kind == Expr::Kind::kPos) fn(f.refs[e.ref]);
      if (e.kind == Expr::Kind::kNumber) fn_number(e.category, f.refs[e.ref]);
    }
  } else {
    for (const ValueRef& r : f.refs) fn(r);
  }
  for (const Formula& c : f.children) for_each_ref(c, fn, fn_number);
}

}  // namespace deduce::puzzles::zebra

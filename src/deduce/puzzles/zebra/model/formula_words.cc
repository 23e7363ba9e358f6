// The published-puzzle statements in words (formula.h, describe()): close to
// what the file says, with the values' names, so that analysis and the
// explanation ladder can cite a clue in its own words.
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include "deduce/puzzles/zebra/model/formula.h"
#include "deduce/puzzles/zebra/model/puzzle.h"
#include "deduce/puzzles/zebra/model/shape.h"

namespace deduce::puzzles::zebra {
namespace {

// Pieces appended one by one (GCC 12 warns, falsely, on "literal" + string).
std::string cat(std::initializer_list<std::string_view> parts) {
  std::string out;
  for (std::string_view p : parts) out.append(p);
  return out;
}

struct Words {
  const std::vector<std::string>& categories;
  const std::function<std::string(ValueRef)>& value;

  std::string num(Num x) const {
    const std::int64_t magnitude = x.value < 0 ? -x.value : x.value;
    std::int64_t unit = 1;
    for (int i = 0; i < x.scale; ++i) unit *= 10;
    std::string out = x.value < 0 ? std::string("-") : std::string();
    out += std::to_string(magnitude / unit);
    if (x.scale > 0) {
      std::string frac = std::to_string(magnitude % unit + unit);  // leading 1 keeps the zeros
      out += '.';
      out.append(frac, 1, std::string::npos);
    }
    return out;
  }

  std::string expr(const Formula& f, int e, bool inner) const {
    const Expr& x = f.exprs[e];
    std::string out;
    switch (x.kind) {
      case Expr::Kind::kConst:
        return num(x.c);
      case Expr::Kind::kPos:
        return cat({"the position of ", value(f.refs[x.ref])});
      case Expr::Kind::kNumber:
        out = "the ";
        out += categories[x.category];
        out += " of ";
        out += value(f.refs[x.ref]);
        return out;
      case Expr::Kind::kNeg:
        out = "-";
        out += expr(f, x.lhs, true);
        return out;
      case Expr::Kind::kAdd:
      case Expr::Kind::kSub:
      case Expr::Kind::kMul: {
        const char* op = x.kind == Expr::Kind::kAdd   ? " plus "
                         : x.kind == Expr::Kind::kSub ? " minus "
                                                      : " times ";
        out = expr(f, x.lhs, true);
        out += op;
        out += expr(f, x.rhs, true);
        if (inner) out = cat({"(", out, ")"});
        return out;
      }
    }
    return out;
  }

  std::string list(const Formula& f, const char* join) const {
    std::string out;
    for (std::size_t i = 0; i < f.children.size(); ++i) {
      if (i > 0) out += join;
      out += "(";
      out += describe(f.children[i]);
      out += ")";
    }
    return out;
  }

  std::string refs(const Formula& f, std::size_t from, const char* last) const {
    std::string out;
    for (std::size_t i = from; i < f.refs.size(); ++i) {
      if (i > from) out += i + 1 == f.refs.size() ? last : ", ";
      out += value(f.refs[i]);
    }
    return out;
  }

  std::string describe(const Formula& f) const {
    static const char* const kOps[] = {"equals",       "differs from", "is less than",
                                       "is more than", "is at most",   "is at least"};
    // A tree of a base statement's shape reads as that statement.
    if (const std::optional<Statement> s = base_statement(f)) return base(*s);
    std::string out;
    switch (f.kind) {
      case FormulaKind::kIsOneOf:
        return cat({value(f.refs[0]), " is ", refs(f, 1, " or ")});
      case FormulaKind::kAtOneOf: {
        out = cat({value(f.refs[0]), " is at position "});
        bool first = true;
        for (int p = 0; p < 64; ++p) {
          if (!((f.positions >> p) & 1U)) continue;
          if (!first) out += " or ";
          out += std::to_string(p + 1);
          first = false;
        }
        return out;
      }
      case FormulaKind::kOffset:
        return cat({value(f.refs[0]), " is ", std::to_string(f.k), " place", (f.k == 1 ? "" : "s"),
                    " left of ", value(f.refs[1])});
      case FormulaKind::kNotOffset:
        return cat({value(f.refs[0]), " is not just left of ", value(f.refs[1])});
      case FormulaKind::kOrder: {
        static const char* const kOrders[] = {
            " is at the position of ", " is not at the position of ", " is left of ",
            " is right of ",           " is not right of ",           " is not left of "};
        return cat({value(f.refs[0]), kOrders[static_cast<int>(f.op)], value(f.refs[1])});
      }
      case FormulaKind::kDistance:
        return distance(f);
      case FormulaKind::kLessEq:
        return cat({value(f.refs[0]), " is not right of ", value(f.refs[1])});
      case FormulaKind::kNeither:
        return cat(
            {"neither ", value(f.refs[0]), " nor ", value(f.refs[1]), " is ", value(f.refs[2])});
      case FormulaKind::kPairs:
        return cat({"of ", value(f.refs[0]), " and ", value(f.refs[1]), ", one is ",
                    value(f.refs[2]), " and the other ", value(f.refs[3])});
      case FormulaKind::kDifferent:
        return cat({refs(f, 0, " and "), " are all different"});
      case FormulaKind::kCompare:
        out = expr(f, f.lhs, false);
        out += " ";
        out += kOps[static_cast<int>(f.op)];
        out += " ";
        out += expr(f, f.rhs, false);
        return out;
      case FormulaKind::kNot:
        out = "it is not true that ";
        out += describe(f.children[0]);
        return out;
      case FormulaKind::kAny:
        out = "at least one of ";
        out += list(f, "; ");
        out += " holds";
        return out;
      case FormulaKind::kAll:
        return cat({"all of ", list(f, "; "), " hold"});
      case FormulaKind::kExactly:
        out = "exactly ";
        out += std::to_string(f.k);
        out += " of ";
        out += list(f, "; ");
        out += f.k == 1 ? " holds" : " hold";
        return out;
    }
    return out;
  }

  // `A is next to B`, `A is 2 away from B`, `A is at least 2 away from B`.
  std::string distance(const Formula& f) const {
    static const char* const kBounds[] = {"",           "not ",     "less than ",
                                          "more than ", "at most ", "at least "};
    const std::string a = value(f.refs[0]), b = value(f.refs[1]);
    if (f.k == 1 && (f.op == CmpOp::kEq || f.op == CmpOp::kNe)) {
      return cat({a, " is ", kBounds[static_cast<int>(f.op)], "next to ", b});
    }
    return cat({a, " is ", kBounds[static_cast<int>(f.op)], std::to_string(f.k), " away from ", b});
  }

  std::string base(const Statement& s) const {
    const std::string a = value(s.a);
    const std::string b = s.kind == StatementKind::kAt || s.kind == StatementKind::kNotAt
                              ? std::string()
                              : value(s.b);
    switch (s.kind) {
      case StatementKind::kIs:
        return cat({a, " is ", b});
      case StatementKind::kIsNot:
        return cat({a, " is not ", b});
      case StatementKind::kIsEither:
        return cat({a, " is ", b, " or ", value(s.c)});
      case StatementKind::kAt:
        return cat({a, " is at position ", std::to_string(s.k + 1)});
      case StatementKind::kNotAt:
        return cat({a, " is not at position ", std::to_string(s.k + 1)});
      case StatementKind::kNextTo:
        return cat({a, " is next to ", b});
      case StatementKind::kNotNextTo:
        return cat({a, " is not next to ", b});
      case StatementKind::kLeftOf:
        return cat({a, " is left of ", b});
      case StatementKind::kRightOf:
        return cat({a, " is right of ", b});
      case StatementKind::kJustLeftOf:
        return cat({a, " is just left of ", b});
      case StatementKind::kJustRightOf:
        return cat({a, " is just right of ", b});
      case StatementKind::kBetween:
        return cat({a, " is between ", b, " and ", value(s.c)});
      case StatementKind::kAway:
        return cat({a, " is ", std::to_string(s.k), " away from ", b});
      case StatementKind::kFormula:
        break;
    }
    return a;
  }
};

}  // namespace

std::string describe(const Formula& f, const std::vector<std::string>& category_names,
                     const std::function<std::string(ValueRef)>& value_name) {
  return Words{category_names, value_name}.describe(f);
}

}  // namespace deduce::puzzles::zebra

// Reading the arithmetic statements of published puzzles: `E OP F` where E and F
// are built from numbers, `NAME(A)` (NAME an ordered category), `pos(A)`,
// `+ - *` and brackets, OP one of `= != < > <= >=`. The usual precedence:
// `*` before `+` and `-`, left to right.
#include "deduce/io/input_error.h"
#include "deduce/puzzles/zebra/read/hints.h"
#include "deduce/puzzles/zebra/read/statement.h"

namespace deduce::puzzles::zebra::detail {
namespace {

int push(Formula& f, Expr e) {
  f.exprs.push_back(e);
  return static_cast<int>(f.exprs.size()) - 1;
}

int binary(Formula& f, Expr::Kind kind, int lhs, int rhs) {
  Expr e;
  e.kind = kind;
  e.lhs = lhs;
  e.rhs = rhs;
  return push(f, e);
}

}  // namespace

Formula StatementReader::arithmetic(const Line& l, std::size_t t) const {
  Formula f;
  f.kind = FormulaKind::kCompare;
  f.lhs = sum(l, t, f);
  static const std::pair<std::string_view, CmpOp> kOps[] = {{"=", CmpOp::kEq},  {"!=", CmpOp::kNe},
                                                            {"<", CmpOp::kLt},  {">", CmpOp::kGt},
                                                            {"<=", CmpOp::kLe}, {">=", CmpOp::kGe}};
  bool found = false;
  if (is_kind(l, t, Tok::kOp)) {
    for (const auto& [text, op] : kOps) {
      if (l.tokens[t].text == text) {
        f.op = op;
        found = true;
      }
    }
  }
  if (!found) {
    tokens_.fail(l, t,
                 "expected a comparison (`=`, `!=`, `<`, `>`, `<=`, `>=`) or an operator "
                 "(`+`, `-`, `*`), found " +
                     TokenReader::found(l, t));
  }
  ++t;
  f.rhs = sum(l, t, f);
  if (t < l.tokens.size()) {
    tokens_.fail(l, t,
                 "expected an operator (`+`, `-`, `*`) or the end of the statement, found " +
                     TokenReader::found(l, t));
  }
  return f;
}

int StatementReader::sum(const Line& l, std::size_t& t, Formula& f) const {
  int e = product(l, t, f);
  for (;;) {
    if (is_kind(l, t, Tok::kOp) && (l.tokens[t].text == "+" || l.tokens[t].text == "-")) {
      const Expr::Kind kind = l.tokens[t].text == "+" ? Expr::Kind::kAdd : Expr::Kind::kSub;
      ++t;
      e = binary(f, kind, e, product(l, t, f));
    } else if (is_kind(l, t, Tok::kName) && l.tokens[t].text.size() > 1 &&
               l.tokens[t].text.front() == '-' && is_number(l.tokens[t].text.substr(1))) {
      // `x -2`: the lexer reads `-2` as one name; after an operand it subtracts.
      Expr c;
      std::size_t u = t;
      std::string_view text = joined_number(l, u);
      if (text.empty()) {
        text = l.tokens[t].text;
        u = t + 1;
      }
      parse_num(std::string(text.substr(1)), c.c);
      t = u;
      e = binary(f, Expr::Kind::kSub, e, push(f, c));
    } else {
      return e;
    }
  }
}

int StatementReader::product(const Line& l, std::size_t& t, Formula& f) const {
  int e = operand(l, t, f);
  while (is_kind(l, t, Tok::kOp) && l.tokens[t].text == "*") {
    ++t;
    e = binary(f, Expr::Kind::kMul, e, operand(l, t, f));
  }
  return e;
}

int StatementReader::operand(const Line& l, std::size_t& t, Formula& f) const {
  const std::string what = "a number, `NAME(VALUE)`, `pos(VALUE)` or `(`";
  if (is_kind(l, t, Tok::kOp) && l.tokens[t].text == "-") {
    ++t;
    Expr e;
    e.kind = Expr::Kind::kNeg;
    e.lhs = operand(l, t, f);
    return push(f, e);
  }
  if (is_kind(l, t, Tok::kOpen)) {
    ++t;
    const int e = sum(l, t, f);
    if (!is_kind(l, t, Tok::kClose)) {
      tokens_.fail(l, t, "expected `)` or an operator, found " + TokenReader::found(l, t));
    }
    ++t;
    return e;
  }
  if (!is_kind(l, t, Tok::kName)) {
    tokens_.fail(l, t, "expected " + what + ", found " + TokenReader::found(l, t));
  }
  const std::size_t at = t;
  std::string_view number = joined_number(l, t);
  if (number.empty() && !is_kind(l, t + 1, Tok::kOpen)) {
    number = l.tokens[t].text;
    ++t;
  }
  if (!number.empty()) {
    Expr e;
    if (!parse_num(std::string(number), e.c)) {
      tokens_.fail(l, at, "expected " + what + ", found " + quoted(number));
    }
    return push(f, e);
  }
  // NAME(VALUE)
  const std::string_view name = l.tokens[t].text;
  Expr e;
  if (name == "pos") {
    if (p_.layout == LayoutKind::kNone) {
      tokens_.fail(l, t, "`pos(VALUE)` needs positions (this file has `positions: none`)");
    }
    e.kind = Expr::Kind::kPos;
  } else {
    const auto it = category_index_.find(name);
    std::vector<std::string> ordered = {"pos"};
    for (const Category& c : p_.categories) {
      if (c.ordered) ordered.push_back(c.name);
    }
    if (it == category_index_.end()) {
      tokens_.fail(
          l, t,
          "unknown ordered category " + quoted(name) + " before `(`" + did_you_mean(name, ordered));
    }
    if (!p_.categories[it->second].ordered) {
      tokens_.fail(l, t,
                   "category " + quoted(name) + " is not ordered: `NAME(VALUE)` needs `ordered " +
                       std::string(name) + ": NUMBERS`");
    }
    e.kind = Expr::Kind::kNumber;
    e.category = it->second;
  }
  t += 2;  // NAME (
  f.refs.push_back(reference(l, t));
  e.ref = static_cast<int>(f.refs.size()) - 1;
  if (!is_kind(l, t, Tok::kClose)) {
    tokens_.fail(l, t, "expected `)` after the value, found " + TokenReader::found(l, t));
  }
  ++t;
  return push(f, e);
}

}  // namespace deduce::puzzles::zebra::detail

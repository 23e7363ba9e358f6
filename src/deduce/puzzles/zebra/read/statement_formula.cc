// Reading the published-puzzle statements (docs/zebra.md): combinators,
// arithmetic, and the published relations after a subject. The base relations are
// still read by statement.cc's relation(), so a base statement reads as it
// always did, with the same messages.
#include <algorithm>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/zebra/model/shape.h"
#include "deduce/puzzles/zebra/read/hints.h"
#include "deduce/puzzles/zebra/read/statement.h"

namespace deduce::puzzles::zebra::detail {
namespace {

// Tokens [from, to) of l as a line of their own, its text ending where
// token `to` starts, so that "the end of the line" in a message is the end
// of the part (the `;` or `)` after it).
Line slice(const Line& l, std::size_t from, std::size_t to) {
  Line r;
  r.no = l.no;
  r.text = l.text.substr(0, to < l.tokens.size() ? l.tokens[to].offset : l.text.size());
  r.tokens.assign(l.tokens.begin() + static_cast<std::ptrdiff_t>(from),
                  l.tokens.begin() + static_cast<std::ptrdiff_t>(to));
  return r;
}

bool is_op(const Line& l, std::size_t t, std::string_view op) {
  return is_kind(l, t, Tok::kOp) && l.tokens[t].text == op;
}

// Whether a name token spells a number (`12`, `-3`); decimals are joined apart.
bool numeric_name(const Line& l, std::size_t t) {
  if (!is_kind(l, t, Tok::kName)) return false;
  std::string_view s = l.tokens[t].text;
  if (!s.empty() && s.front() == '-') s.remove_prefix(1);
  return is_number(s);
}

// The index of the `)` closing the `(` at token t, or npos.
std::size_t closing(const Line& l, std::size_t t) {
  int depth = 0;
  for (std::size_t i = t; i < l.tokens.size(); ++i) {
    if (l.tokens[i].kind == Tok::kOpen) ++depth;
    if (l.tokens[i].kind == Tok::kClose && --depth == 0) return i;
  }
  return std::string_view::npos;
}

}  // namespace

Formula StatementReader::formula(const Line& l, std::size_t t) const {
  // `not: not: ...` nests without brackets: bound it as brackets are.
  struct Depth {
    int& d;
    explicit Depth(int& x) : d(++x) {}
    ~Depth() { --d; }
  } depth(depth_);
  if (depth_ > kMaxNesting) {
    tokens_.fail(l, t,
                 "statements nested too deeply (at most " + std::to_string(kMaxNesting) + ")");
  }
  const auto word = [&](std::size_t i, std::string_view w) { return TokenReader::word(l, i, w); };
  const auto colon = [&](std::size_t i) { return is_kind(l, i, Tok::kColon); };
  Formula f;
  if (word(t, "not") && colon(t + 1)) {
    f.kind = FormulaKind::kNot;
    if (t + 2 >= l.tokens.size()) tokens_.fail(l, t + 2, "expected a statement after `not:`");
    f.children.push_back(item(slice(l, t + 2, l.tokens.size())));
    return f;
  }
  if ((word(t, "any") || word(t, "all") || word(t, "one")) && word(t + 1, "of") && colon(t + 2)) {
    f.kind = word(t, "any")   ? FormulaKind::kAny
             : word(t, "all") ? FormulaKind::kAll
                              : FormulaKind::kExactly;
    f.k = 1;
    f.children = items(l, t + 3);
    return f;
  }
  if (word(t, "exactly")) {
    f.kind = FormulaKind::kExactly;
    f.k = tokens_.number_at(l, t + 1, "a number after `exactly`");
    std::size_t u = t + 2;
    tokens_.expect_word(l, u, "of");
    if (!colon(u))
      tokens_.fail(l, u, "expected `:` after `exactly K of`, found " + TokenReader::found(l, u));
    f.children = items(l, u + 1);
    return f;
  }
  if (word(t, "different") && colon(t + 1)) {
    f.kind = FormulaKind::kDifferent;
    std::size_t u = t + 2;
    while (u < l.tokens.size()) f.refs.push_back(reference(l, u));
    if (f.refs.size() < 2) tokens_.fail(l, u, "expected two or more values after `different:`");
    return f;
  }
  if (word(t, "neither")) {
    f.kind = FormulaKind::kNeither;
    std::size_t u = t + 1;
    f.refs.push_back(reference(l, u));
    tokens_.expect_word(l, u, "nor");
    f.refs.push_back(reference(l, u));
    tokens_.expect_word(l, u, "is");
    f.refs.push_back(reference(l, u));
    tokens_.expect_end(l, u);
    return f;
  }
  // Arithmetic starts with a bracket, `NAME(`, a minus, or a number that an
  // operator follows (`1946 is leo` is a value).
  std::size_t after_number = t;
  const bool joined = !joined_number(l, after_number).empty();
  if (is_kind(l, t, Tok::kOpen) || is_kind(l, t + 1, Tok::kOpen) || is_op(l, t, "-") ||
      (joined && is_kind(l, after_number, Tok::kOp)) ||
      (numeric_name(l, t) && is_kind(l, t + 1, Tok::kOp))) {
    return arithmetic(l, t);
  }
  return simple(l, t);
}

Formula StatementReader::item(const Line& l) const {
  if (is_kind(l, 0, Tok::kOpen)) {
    const std::size_t close = closing(l, 0);
    if (close == std::string_view::npos) tokens_.fail(l, l.tokens.size(), "expected `)`");
    if (close + 1 == l.tokens.size()) return item(slice(l, 1, close));
  }
  if (l.tokens.empty()) tokens_.fail(l, 0, "expected a statement");
  return formula(l, 0);
}

std::vector<Formula> StatementReader::items(const Line& l, std::size_t t) const {
  std::vector<Formula> out;
  int depth = 0;
  std::size_t from = t;
  for (std::size_t i = t; i <= l.tokens.size(); ++i) {
    const bool end = i == l.tokens.size();
    if (!end && l.tokens[i].kind == Tok::kOpen) ++depth;
    if (!end && l.tokens[i].kind == Tok::kClose && --depth < 0) {
      tokens_.fail(l, i, "found `)` without its `(`");
    }
    if (end || (depth == 0 && l.tokens[i].kind == Tok::kSemi)) {
      if (i == from) tokens_.fail(l, i, "expected a statement, found " + TokenReader::found(l, i));
      out.push_back(item(slice(l, from, i)));
      from = i + 1;
    }
  }
  return out;
}

Formula StatementReader::simple(const Line& l, std::size_t t) const {
  Formula f;
  f.refs.push_back(reference(l, t));
  const std::size_t relation_at = t;
  std::optional<StatementKind> base;  // the base relation read, if it was one
  try {
    if (!new_relation(l, t, f)) {
      Statement s;
      s.a = f.refs[0];
      relation(l, t, s);
      f = base_formula(s.kind, s.a, s.b, s.c, s.k);
      base = s.kind;
    }
    tokens_.expect_end(l, t);
  } catch (const io::InputError& e) {
    explain_phrasing(l, relation_at, e);
    throw;
  }
  check_layout(l, relation_at, f, base);
  return f;
}

bool StatementReader::new_relation(const Line& l, std::size_t& t, Formula& f) const {
  const auto word = [&](std::size_t i, std::string_view w) { return TokenReader::word(l, i, w); };
  if (word(t, "is") && !word(t + 1, "not")) {
    // `A is B or C or D`: two or more `or`s (one is the base statement).
    const auto ors =
        std::count_if(l.tokens.begin() + static_cast<std::ptrdiff_t>(t), l.tokens.end(),
                      [](const Token& k) { return k.kind == Tok::kName && k.text == "or"; });
    if (ors < 2) return false;
    ++t;
    f.kind = FormulaKind::kIsOneOf;
    f.refs.push_back(reference(l, t));
    while (word(t, "or")) {
      ++t;
      f.refs.push_back(reference(l, t));
    }
    return true;
  }
  if (word(t, "and")) {
    ++t;
    f.kind = FormulaKind::kPairs;
    f.refs.push_back(reference(l, t));
    tokens_.expect_word(l, t, "are");
    f.refs.push_back(reference(l, t));
    tokens_.expect_word(l, t, "and");
    f.refs.push_back(reference(l, t));
    return true;
  }
  if (word(t, "at") && word(t + 1, "an") && word(t + 2, "end")) {
    t += 3;
    f.kind = FormulaKind::kAtOneOf;
    f.positions = (std::uint64_t{1} << 0) | (std::uint64_t{1} << (p_.n - 1));
    return true;
  }
  if (word(t, "at") && word(t + 2, "or")) {
    ++t;
    f.kind = FormulaKind::kAtOneOf;
    f.positions = std::uint64_t{1} << position(l, t);
    while (word(t, "or")) {
      ++t;
      f.positions |= std::uint64_t{1} << position(l, t);
    }
    return true;
  }
  if (word(t, "in") && word(t + 1, "the") && word(t + 2, "middle")) {
    if (p_.n % 2 == 0 && p_.layout != LayoutKind::kNone) {
      tokens_.fail(l, t,
                   "`in the middle` needs an odd number of positions, this puzzle has " +
                       std::to_string(p_.n));
    }
    t += 3;
    f.kind = FormulaKind::kAtOneOf;
    f.positions = std::uint64_t{1} << ((p_.n - 1) / 2);
    return true;
  }
  if (word(t, "not") && (word(t + 1, "just") || word(t + 1, "left") || word(t + 1, "right"))) {
    const bool just = word(t + 1, "just");
    t += just ? 2 : 1;
    const bool left = word(t, "left");
    if (!left && !word(t, "right")) {
      tokens_.fail(l, t,
                   "expected `left of` or `right of`, found " + TokenReader::found(l, t) +
                       TokenReader::suggestion(l, t, {"left", "right"}));
    }
    ++t;
    tokens_.expect_word(l, t, "of");
    const ValueRef b = reference(l, t);
    // not just left of: a + 1 != b; not just right of: b + 1 != a;
    // not left of: b <= a; not right of: a <= b.
    f.kind = just ? FormulaKind::kNotOffset : FormulaKind::kLessEq;
    f.k = 1;
    if (just == left) {
      f.refs.push_back(b);
    } else {
      f.refs.insert(f.refs.begin(), b);
    }
    return true;
  }
  if (t < l.tokens.size() && l.tokens[t].kind == Tok::kName && is_number(l.tokens[t].text) &&
      (word(t + 1, "left") || word(t + 1, "right"))) {
    const int k = tokens_.number_at(l, t, "a distance");
    const bool left = word(t + 1, "left");
    t += 2;
    tokens_.expect_word(l, t, "of");
    const ValueRef b = reference(l, t);
    f.kind = FormulaKind::kOffset;
    f.k = k;
    if (left) {
      f.refs.push_back(b);
    } else {
      f.refs.insert(f.refs.begin(), b);
    }
    return true;
  }
  return false;
}

void StatementReader::check_layout(const Line& l, std::size_t t, const Formula& f,
                                   std::optional<StatementKind> base) const {
  // What the relation needs: 0 nothing, 1 positions, 2 a line or circle
  // (direction), 3 a line (order or ends).
  int needs = 0;
  std::string what = "this statement";
  if (base) {
    switch (*base) {
      case StatementKind::kIs:
      case StatementKind::kIsNot:
      case StatementKind::kIsEither:
      case StatementKind::kFormula:
        break;
      case StatementKind::kAt:
      case StatementKind::kNotAt:
      case StatementKind::kNextTo:
      case StatementKind::kNotNextTo:
      case StatementKind::kAway:
        needs = 1;
        break;
      case StatementKind::kJustLeftOf:
      case StatementKind::kJustRightOf:
        needs = 2;
        break;
      case StatementKind::kLeftOf:
      case StatementKind::kRightOf:
      case StatementKind::kBetween:
        needs = 3;
        break;
    }
  } else if (f.kind == FormulaKind::kAtOneOf) {
    needs = f.positions == ((std::uint64_t{1} << 0) | (std::uint64_t{1} << (p_.n - 1))) &&
                    TokenReader::word(l, t + 1, "an")
                ? 3
            : TokenReader::word(l, t, "in") ? 3
                                            : 1;
  } else if (f.kind == FormulaKind::kNotOffset) {
    needs = 2;
  } else if (f.kind == FormulaKind::kOffset || f.kind == FormulaKind::kLessEq) {
    needs = 3;
  }
  if (needs == 0) return;
  const std::size_t from = t < l.tokens.size() ? l.tokens[t].offset : l.text.size();
  const std::string words = quoted(l.text.substr(from, TokenReader::end_offset(l) - from));
  if (p_.layout == LayoutKind::kNone) {
    tokens_.fail(l, t,
                 "a position statement (" + words +
                     ") in a puzzle with `positions: none`; only `is`, `is not`, `is B or C`, "
                     "`neither`, `and ... are`, `different:` and arithmetic apply");
  }
  if (p_.layout == LayoutKind::kCircle && needs == 3) {
    tokens_.fail(l, t,
                 words +
                     " is not defined on a circle (`layout: circle`); use `just left of`, "
                     "`next to` or `K away from`");
  }
  if (p_.layout == LayoutKind::kEdges && needs >= 2) {
    tokens_.fail(l, t,
                 words +
                     " is not defined on a map of edges; only `at`, `not at`, `next to`, "
                     "`not next to` and `K away from` apply");
  }
}

}  // namespace deduce::puzzles::zebra::detail

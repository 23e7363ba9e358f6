// The meaning of each statement on a full assignment of positions, used to
// verify solutions and, in analysis, to see which clues a solution breaks.
// Every statement is read through its tree (model/shape.h) by formula.cc's
// evaluate(), the one evaluator, so a statement means one thing everywhere.
#include "deduce/puzzles/zebra/model/puzzle.h"

#include <algorithm>
#include <string>

#include "deduce/puzzles/zebra/model/shape.h"

namespace deduce::puzzles::zebra {

namespace {

// An assignment given as positions: NAME(A) is the number of the value of
// NAME at A's position.
class PositionsAccess final : public Access {
 public:
  PositionsAccess(const Positions& p, const Frame& frame) : p_(p), frame_(frame) {}
  int pos(ValueRef r) const override { return p_[r.category][r.value]; }
  Num number(int category, ValueRef r) const override {
    const int where = pos(r);
    const std::vector<int>& row = p_[category];
    for (std::size_t v = 0; v < row.size(); ++v) {
      if (row[v] == where) return frame_.numbers[category][v];
    }
    return {};
  }

 private:
  const Positions& p_;
  const Frame& frame_;
};

// Whether a formula says anything of places (not only of which values
// share one, or of their numbers).
bool formula_reads_positions(const Formula& f) {
  switch (f.kind) {
    case FormulaKind::kIsOneOf:
    case FormulaKind::kNeither:
    case FormulaKind::kPairs:
    case FormulaKind::kDifferent:
      return false;
    case FormulaKind::kCompare:
      return std::any_of(f.exprs.begin(), f.exprs.end(),
                         [](const Expr& e) { return e.kind == Expr::Kind::kPos; });
    case FormulaKind::kNot:
    case FormulaKind::kAny:
    case FormulaKind::kExactly:
    case FormulaKind::kAll:
      return std::any_of(f.children.begin(), f.children.end(), formula_reads_positions);
    default:
      return true;
  }
}

}  // namespace

bool reads_positions(const Puzzle& p) {
  for (const Clue& c : p.clues) {
    const Statement& s = c.statement;
    if (s.kind == StatementKind::kFormula
            ? formula_reads_positions(*s.formula)
            : s.kind != StatementKind::kIs && s.kind != StatementKind::kIsNot &&
                  s.kind != StatementKind::kIsEither)
      return true;
  }
  return std::any_of(p.asks.begin(), p.asks.end(),
                     [](const Ask& a) { return a.kind != AskKind::kCategoryOf; });
}

std::vector<int> categories_of(const Statement& s) {
  std::vector<int> out;
  auto add = [&](int c) {
    if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
  };
  switch (s.kind) {
    case StatementKind::kFormula:
      for_each_ref(
          *s.formula, [&](ValueRef r) { add(r.category); },
          [&](int c, ValueRef r) {
            add(r.category);
            add(c);
          });
      break;
    case StatementKind::kAt:
    case StatementKind::kNotAt:
      add(s.a.category);
      break;
    case StatementKind::kIsEither:
    case StatementKind::kBetween:
      add(s.a.category);
      add(s.b.category);
      add(s.c.category);
      break;
    default:
      add(s.a.category);
      add(s.b.category);
      break;
  }
  return out;
}

bool holds(const Statement& s, const Positions& p) {
  if (s.formula != nullptr) return evaluate(*s.formula, *s.frame, PositionsAccess(p, *s.frame));
  // A statement built by kind with no tree (by hand, in tests): its kind's
  // tree, read on a line (a default Frame).
  static const Frame kLine{};
  return evaluate(base_formula(s.kind, s.a, s.b, s.c, s.k), kLine, PositionsAccess(p, kLine));
}

std::vector<std::vector<int>> by_position(const Positions& p) {
  std::vector<std::vector<int>> table(p.size());
  for (std::size_t c = 0; c < p.size(); ++c) {
    table[c].assign(p[c].size(), 0);
    for (std::size_t v = 0; v < p[c].size(); ++v) table[c][p[c][v]] = static_cast<int>(v);
  }
  return table;
}

int answer(const Ask& ask, const Positions& p) {
  if (ask.kind == AskKind::kPositionOf) return p[ask.of.category][ask.of.value];
  const int where = ask.kind == AskKind::kCategoryAt ? ask.at : p[ask.of.category][ask.of.value];
  const auto& cat = p[ask.category];
  for (std::size_t v = 0; v < cat.size(); ++v) {
    if (cat[v] == where) return static_cast<int>(v);
  }
  return -1;
}

}  // namespace deduce::puzzles::zebra

namespace deduce::puzzles::zebra {

std::string answer_text(const Puzzle& puzzle, const Ask& ask, int answer) {
  if (ask.kind == AskKind::kPositionOf) return std::to_string(answer + 1);
  const Category& c = puzzle.categories[ask.category];
  return c.written.empty() ? c.values[answer] : c.written[answer];
}

}  // namespace deduce::puzzles::zebra

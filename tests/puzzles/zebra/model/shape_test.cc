// One clue model (model/shape.h): each base statement is a tree of the
// general nodes that means what its kind says on every placement, reads
// back as its kind, and a published statement of a base shape is that
// statement on a line but stays a general formula on a circle.
#include "deduce/puzzles/zebra/model/shape.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <memory>
#include <string>

namespace deduce::puzzles::zebra {
namespace {

constexpr StatementKind kBaseKinds[] = {
    StatementKind::kIs,         StatementKind::kIsNot,       StatementKind::kIsEither,
    StatementKind::kAt,         StatementKind::kNotAt,       StatementKind::kNextTo,
    StatementKind::kNotNextTo,  StatementKind::kLeftOf,      StatementKind::kRightOf,
    StatementKind::kJustLeftOf, StatementKind::kJustRightOf, StatementKind::kBetween,
    StatementKind::kAway};

// Three values of three categories at positions a, b and c.
class Placement : public Access {
 public:
  Placement(int a, int b, int c) : at_{a, b, c} {}
  int pos(ValueRef r) const override { return at_[r.category]; }
  Num number(int, ValueRef) const override { return {}; }

 private:
  int at_[3];
};

// The definition of each kind on a line (puzzle.h), written out apart from
// the trees.
bool defined(StatementKind kind, int a, int b, int c, int k) {
  switch (kind) {
    case StatementKind::kIs:
      return a == b;
    case StatementKind::kIsNot:
      return a != b;
    case StatementKind::kIsEither:
      return a == b || a == c;
    case StatementKind::kAt:
      return a == k;
    case StatementKind::kNotAt:
      return a != k;
    case StatementKind::kNextTo:
      return std::abs(a - b) == 1;
    case StatementKind::kNotNextTo:
      return std::abs(a - b) != 1;
    case StatementKind::kLeftOf:
      return a < b;
    case StatementKind::kRightOf:
      return a > b;
    case StatementKind::kJustLeftOf:
      return a + 1 == b;
    case StatementKind::kJustRightOf:
      return a == b + 1;
    case StatementKind::kBetween:
      return (b < a && a < c) || (c < a && a < b);
    case StatementKind::kAway:
      return std::abs(a - b) == k;
    case StatementKind::kFormula:
      break;
  }
  return false;
}

int k_of(StatementKind kind) {
  return kind == StatementKind::kAway                                  ? 2
         : kind == StatementKind::kAt || kind == StatementKind::kNotAt ? 3
                                                                       : 0;
}

TEST(ZebraShape, EachBaseTreeMeansItsKindOnEveryPlacement) {
  Frame line;
  line.n = 6;
  for (StatementKind kind : kBaseKinds) {
    const int k = k_of(kind);
    const Formula f = base_formula(kind, {0, 0}, {1, 0}, {2, 0}, k);
    for (int a = 0; a < 6; ++a)
      for (int b = 0; b < 6; ++b)
        for (int c = 0; c < 6; ++c)
          EXPECT_EQ(evaluate(f, line, Placement(a, b, c)), defined(kind, a, b, c, k))
              << static_cast<int>(kind) << " at " << a << b << c;
  }
}

TEST(ZebraShape, EachBaseTreeReadsBackAsItsKind) {
  for (StatementKind kind : kBaseKinds) {
    const int k = k_of(kind);
    const auto s = base_statement(base_formula(kind, {0, 1}, {1, 2}, {2, 3}, k));
    ASSERT_TRUE(s) << static_cast<int>(kind);
    EXPECT_EQ(s->kind, kind);
    EXPECT_EQ(s->a, (ValueRef{0, 1}));
    EXPECT_EQ(s->k, k);
    if (kind != StatementKind::kAt && kind != StatementKind::kNotAt) {
      EXPECT_EQ(s->b, (ValueRef{1, 2}));
    }
  }
}

TEST(ZebraShape, APublishedStatementOfABaseShapeIsThatStatementOnALine) {
  Formula middle;  // `cheese in the middle` of five: one position
  middle.kind = FormulaKind::kAtOneOf;
  middle.refs = {{0, 2}};
  middle.positions = std::uint64_t{1} << 2;
  auto line = std::make_shared<Frame>();
  line->n = 5;
  Statement s = recognise(middle, line);
  EXPECT_EQ(s.kind, StatementKind::kAt);
  EXPECT_EQ(s.k, 2);
  ASSERT_NE(s.formula, nullptr);  // it keeps its tree

  Formula ends = middle;  // `at an end`: two positions, a formula
  ends.positions = 1U | (1U << 4);
  EXPECT_EQ(recognise(ends, line).kind, StatementKind::kFormula);

  Formula one_left;  // `A 1 left of B`
  one_left.kind = FormulaKind::kOffset;
  one_left.refs = {{0, 0}, {1, 0}};
  one_left.k = 1;
  EXPECT_EQ(recognise(one_left, line).kind, StatementKind::kJustLeftOf);
  one_left.k = 2;
  EXPECT_EQ(recognise(one_left, line).kind, StatementKind::kFormula);

  auto circle = std::make_shared<Frame>();
  circle->n = 5;
  circle->layout = LayoutKind::kCircle;
  EXPECT_EQ(recognise(middle, circle).kind, StatementKind::kFormula);
}

TEST(ZebraShape, OnACircleTheTreesWrapRound) {
  Frame circle;
  circle.n = 5;
  circle.layout = LayoutKind::kCircle;
  const Formula next = base_formula(StatementKind::kNextTo, {0, 0}, {1, 0}, {}, 0);
  EXPECT_TRUE(evaluate(next, circle, Placement(0, 4, 0)));
  const Formula right = base_formula(StatementKind::kJustRightOf, {0, 0}, {1, 0}, {}, 0);
  EXPECT_TRUE(evaluate(right, circle, Placement(0, 4, 0)));
  EXPECT_FALSE(evaluate(right, circle, Placement(4, 0, 0)));
}

TEST(ZebraShape, ABaseShapeIsWordedAsItsStatement) {
  const std::vector<std::string> categories = {"a", "b", "c"};
  const auto name = [](ValueRef r) { return std::string(1, static_cast<char>('p' + r.category)); };
  EXPECT_EQ(
      describe(base_formula(StatementKind::kBetween, {0, 0}, {1, 0}, {2, 0}, 0), categories, name),
      "p is between q and r");
  EXPECT_EQ(describe(base_formula(StatementKind::kNotAt, {0, 0}, {}, {}, 3), categories, name),
            "p is not at position 4");
  EXPECT_EQ(describe(base_formula(StatementKind::kIsNot, {0, 0}, {1, 0}, {}, 0), categories, name),
            "p is not q");
}

}  // namespace
}  // namespace deduce::puzzles::zebra

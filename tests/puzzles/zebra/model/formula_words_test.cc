// The words describe() gives the general order and distance nodes
// (formula.h): each operator has its own phrase.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "deduce/puzzles/zebra/model/formula.h"

namespace deduce::puzzles::zebra {
namespace {

std::string words(FormulaKind kind, CmpOp op, int k) {
  Formula f;
  f.kind = kind;
  f.refs = {{0, 0}, {0, 1}};
  f.op = op;
  f.k = k;
  const std::vector<std::string> categories = {"name"};
  return describe(f, categories, [](ValueRef r) { return r.value == 0 ? "ann" : "bo"; });
}

TEST(ZebraFormulaWords, DistanceNodesSayTheirBound) {
  EXPECT_EQ(words(FormulaKind::kDistance, CmpOp::kEq, 1), "ann is next to bo");
  EXPECT_EQ(words(FormulaKind::kDistance, CmpOp::kNe, 1), "ann is not next to bo");
  EXPECT_EQ(words(FormulaKind::kDistance, CmpOp::kEq, 2), "ann is 2 away from bo");
  EXPECT_EQ(words(FormulaKind::kDistance, CmpOp::kGe, 2), "ann is at least 2 away from bo");
  EXPECT_EQ(words(FormulaKind::kDistance, CmpOp::kLt, 3), "ann is less than 3 away from bo");
}

TEST(ZebraFormulaWords, OrderNodesSayTheirDirection) {
  EXPECT_EQ(words(FormulaKind::kOrder, CmpOp::kLt, 0), "ann is left of bo");
  EXPECT_EQ(words(FormulaKind::kOrder, CmpOp::kGt, 0), "ann is right of bo");
  EXPECT_EQ(words(FormulaKind::kOrder, CmpOp::kLe, 0), "ann is not right of bo");
  EXPECT_EQ(words(FormulaKind::kOrder, CmpOp::kGe, 0), "ann is not left of bo");
}

}  // namespace
}  // namespace deduce::puzzles::zebra

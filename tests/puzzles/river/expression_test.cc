// The expression compiler: values against hand-computed ones, precedence,
// saturation, and errors located at the offending column.
#include "deduce/puzzles/river/expression.h"

#include <gtest/gtest.h>

namespace deduce::puzzles::river {
namespace {

int resolve(std::string_view n) {
  if (n == "a") return 0;
  if (n == "b") return 1;
  if (n == "Müller") return 2;
  return -1;
}

std::int64_t eval(const std::string& text, std::int64_t a = 3, std::int64_t b = 5) {
  const std::int64_t vars[] = {a, b, 7};
  return compile_expression({text, "f.river", 4, 10}, resolve).eval(vars);
}

TEST(Expression, Values) {
  EXPECT_EQ(eval("a"), 3);
  EXPECT_EQ(eval("a + b * 2"), 13);
  EXPECT_EQ(eval("(a + b) * 2"), 16);
  EXPECT_EQ(eval("a - b - 1"), -3);
  EXPECT_EQ(eval("-a + b"), 2);
  EXPECT_EQ(eval("- -a"), 3);
  EXPECT_EQ(eval("max(1*a, 2*b, 5)"), 10);
  EXPECT_EQ(eval("min(a, b, 4)"), 3);
  EXPECT_EQ(eval("max(a)"), 3);
  EXPECT_EQ(eval("Müller * 2"), 14);
  EXPECT_EQ(eval("a < b"), 1);
  EXPECT_EQ(eval("a >= b"), 0);
  EXPECT_EQ(eval("a == 3 and b != 3"), 1);
  EXPECT_EQ(eval("a > 5 or b > 4"), 1);
  EXPECT_EQ(eval("not a > 5"), 1);
  EXPECT_EQ(eval("not a"), 0);
  EXPECT_EQ(eval("a and b"), 1);
  EXPECT_EQ(eval("a and 0"), 0);
  // and binds tighter than or; not tighter than and.
  EXPECT_EQ(eval("1 or 0 and 0"), 1);
  EXPECT_EQ(eval("not 0 and 0"), 0);
  EXPECT_EQ(eval("a > 0 and b > a", 2, 3), 1);
  EXPECT_EQ(eval("a > 0 and b > a", 0, 3), 0);
}

TEST(Expression, SaturatesInsteadOfOverflowing) {
  const std::int64_t big = std::int64_t{1} << 62;
  EXPECT_EQ(eval("1000000000 * 1000000000 * 1000000000"), big);
  EXPECT_EQ(eval("-1000000000 * 1000000000 * 1000000000"), -big);
  EXPECT_EQ(eval("1000000000 * 1000000000 * 1000000000 * 1000000000 + 5"), big);
}

TEST(Expression, AppendOrJoinsRules) {
  Program p = compile_expression({"a > 4", "f", 1, 1}, resolve);
  p.append_or(compile_expression({"b > 4", "f", 2, 1}, resolve));
  const std::int64_t v1[] = {5, 0, 0}, v2[] = {0, 5, 0}, v3[] = {1, 1, 0};
  EXPECT_TRUE(p.holds(v1));
  EXPECT_TRUE(p.holds(v2));
  EXPECT_FALSE(p.holds(v3));
}

void expect_error(const std::string& text, int column, const std::string& fragment) {
  try {
    compile_expression({text, "f.river", 4, 10}, resolve);
    ADD_FAILURE() << "no error for '" << text << "'";
  } catch (const io::InputError& e) {
    EXPECT_EQ(e.where().line, 4) << text;
    EXPECT_EQ(e.where().column, column) << text << ": " << e.what();
    EXPECT_NE(e.detail().find(fragment), std::string::npos) << text << ": " << e.what();
  }
}

TEST(Expression, ErrorsPointAtTheToken) {
  expect_error("a + c", 14, "unknown group `c`");
  expect_error("a-b", 10, "write `a - b`");
  expect_error("a +", 13, "expected a number");
  expect_error("(a + b", 16, "expected `)`");
  expect_error("a < b < 3", 16, "do not chain");
  expect_error("a = 3", 12, "`==`");
  expect_error("2a", 11, "2 * a");
  expect_error("max a", 14, "expected `(`");
  expect_error("max(a b)", 16, "expected `,` or `)`");
  expect_error("a b", 12, "expected an operator");
  expect_error("", 10, "expected an expression");
  expect_error("99999999999", 10, "too large");
  expect_error("and a", 10, "expected an operand");
  expect_error(std::string(200, '(') + "a" + std::string(200, ')'), 10 + 32, "nested too deeply");
}

}  // namespace
}  // namespace deduce::puzzles::river

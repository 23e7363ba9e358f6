// The four verdicts of `deduce check`, each with its reason and place, and
// the solution checker against the independent oracle checker.
#include "deduce/puzzles/futoshiki/check.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <random>

#include "deduce/puzzles/futoshiki/parse.h"
#include "testing/latin_oracle.h"

namespace deduce::puzzles::futoshiki {
namespace {

using ::testing::HasSubstr;

CheckResult check_text(const std::string& text) {
  ParseOptions keep;
  keep.keep_out_of_range = true;
  auto ps = parse_puzzles(text, "f.fut", keep);
  EXPECT_EQ(ps.size(), 1u);
  return check(ps[0]);
}

std::string loc(const CheckResult& r) {
  return std::to_string(r.where.line) + ":" + std::to_string(r.where.column);
}

TEST(FutoshikiCheck, CompleteAndValid) {
  auto r = check_text("# solved\n3\n2>1|3\n-----\n3|2|1\n----^\n1|3|2\n");
  EXPECT_EQ(r.verdict, Verdict::kCompleteValid);
  EXPECT_TRUE(r.complete);
  EXPECT_TRUE(r.valid);
  EXPECT_EQ(loc(r), "2:1");
  EXPECT_THAT(r.reason, HasSubstr("every row and column holds 1 to 3 once"));
  EXPECT_EQ(to_string(r.verdict), "complete and valid");
}

TEST(FutoshikiCheck, CompleteAndInvalidByARelation) {
  // 1 < 3 under the `v` between rows 2 and 3, column 3: the upper must be larger.
  auto r = check_text("3\n2>1|3\n-----\n3|2|1\n----v\n1|3|2\n");
  EXPECT_EQ(r.verdict, Verdict::kCompleteInvalid);
  EXPECT_EQ(loc(r), "5:5");
  EXPECT_THAT(r.reason, HasSubstr("the sign `v` says the upper cell is larger, but 1 (row 2, "
                                  "column 3) is not greater than 2 (row 3, column 3)"));
}

TEST(FutoshikiCheck, CompleteAndInvalidByADuplicate) {
  auto r = check_text("3\n1|2|3\n-----\n2|3|1\n-----\n2|1|3\n");
  EXPECT_EQ(r.verdict, Verdict::kCompleteInvalid);
  EXPECT_EQ(loc(r), "6:1");
  EXPECT_THAT(r.reason,
              HasSubstr("the value 2 appears twice in column 1: in rows 2 (at 4:1) and 3"));
}

TEST(FutoshikiCheck, IncompleteAndValid) {
  auto r = check_text("3\n1|.|.\n-----\n.|.|0\n-----\n.|.|2\n");
  EXPECT_EQ(r.verdict, Verdict::kIncompleteValid);
  EXPECT_EQ(loc(r), "2:3");
  EXPECT_THAT(r.reason, HasSubstr("7 of 9 cells are empty, the first at row 1, column 2"));
}

TEST(FutoshikiCheck, IncompleteAndInvalidOutOfRange) {
  auto r = check_text("3\n1|.|.\n-----\n.|7|0\n-----\n.|.|2\n");
  EXPECT_EQ(r.verdict, Verdict::kIncompleteInvalid);
  EXPECT_EQ(loc(r), "4:3");
  EXPECT_THAT(r.reason, HasSubstr("the value 7 at row 2, column 2 is out of range"));
}

TEST(FutoshikiCheck, IncompleteAndInvalidDuplicateInARow) {
  auto r =
      check_text("4\n0 | 3 | 0 | 3\n- - - - - - -\n0|0|0|0\n-------\n0|0|0|0\n-------\n0|0|0|0\n");
  EXPECT_EQ(r.verdict, Verdict::kIncompleteInvalid);
  EXPECT_EQ(loc(r), "2:13");
  EXPECT_THAT(r.reason, HasSubstr("appears twice in row 1: in columns 2 (at 2:5) and 4"));
}

TEST(FutoshikiCheck, IncompleteAndInvalidTwoGivensBreakARelation) {
  auto r = check_text("3\n3<2|.\n-----\n.|.|.\n-----\n.|.|.\n");
  EXPECT_EQ(r.verdict, Verdict::kIncompleteInvalid);
  EXPECT_EQ(loc(r), "2:2");
  EXPECT_THAT(r.reason, HasSubstr("the sign `<` says the left cell is smaller"));
}

TEST(FutoshikiCheck, GameIdVerdictsPointAtTheCellToken) {
  auto r = check_text("3:3R,3,0,0,0,0,0,0,0,");
  EXPECT_EQ(r.verdict, Verdict::kIncompleteInvalid);
  EXPECT_EQ(loc(r), "1:6");
  EXPECT_THAT(r.reason, HasSubstr("appears twice in row 1"));
  auto s = check_text("3:1R,3,0,0,0,0,0,0,0,");
  EXPECT_EQ(s.verdict, Verdict::kIncompleteInvalid);
  EXPECT_EQ(loc(s), "1:4");  // the R flag
}

TEST(FutoshikiCheck, AdjacentModeMarksAndTheirAbsence) {
  auto r = check_text("3a:1R,2L,3,0,0,0,0,0,0,");
  EXPECT_EQ(r.verdict, Verdict::kIncompleteInvalid);  // 2 and 3 differ by 1 without a mark
  EXPECT_THAT(r.reason, HasSubstr("without an adjacency mark"));
  EXPECT_EQ(loc(r), "1:7");  // the left cell of the unmarked pair
  auto s = check_text("3a:1R,3L,0,0,0,0,0,0,0,");
  EXPECT_EQ(s.verdict, Verdict::kIncompleteInvalid);
  EXPECT_THAT(s.reason, HasSubstr("differ by 1, but 1 (row 1, column 1) and 3"));
  auto t = check_text("3a:1R,2L,0,0,0,0,0,0,0,");
  EXPECT_EQ(t.verdict, Verdict::kIncompleteValid);
}

// check() agrees with the independent checker on every filling of random
// small puzzles (complete grids), and is_solution with the oracle solver.
TEST(FutoshikiCheck, AgreesWithTheOracleOnRandomGrids) {
  std::mt19937 rng(4242);
  int valid = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    int n = 2 + static_cast<int>(rng() % 3);
    Puzzle p;
    p.n = n;
    p.mode = rng() % 2 ? Mode::kAdjacent : Mode::kUnequal;
    p.givens.resize(n * n);
    // Mostly Latin squares (cyclic, shuffled) so that valid ones occur.
    int shift = static_cast<int>(rng() % n);
    for (int k = 0; k < n * n; ++k)
      p.givens[k] = (k / n * shift + k % n + static_cast<int>(trial)) % n + 1;
    if (rng() % 4 == 0) p.givens[rng() % (n * n)] = static_cast<int>(rng() % n) + 1;
    p.right.resize(n * (n - 1));
    p.down.resize((n - 1) * n);
    for (auto* rels : {&p.right, &p.down}) {
      for (Relation& r : *rels) {
        int k = rng() % 4;
        r = p.mode == Mode::kAdjacent ? (k < 2 ? Relation::kAdjacent : Relation::kNone)
                                      : (k == 0   ? Relation::kLess
                                         : k == 1 ? Relation::kGreater
                                                  : Relation::kNone);
      }
    }
    bool oracle = testing::oracle_satisfies(p, p.givens);
    CheckResult r = check(p);
    ASSERT_EQ(r.valid, oracle) << "trial " << trial << ": " << r.reason;
    EXPECT_EQ(is_solution(p, p.givens), oracle);
    valid += oracle;
  }
  EXPECT_GT(valid, 20);  // the test saw both outcomes
}

}  // namespace
}  // namespace deduce::puzzles::futoshiki

// Each Latin technique of the explanation ladder on a small hand-made
// position: what it concludes, its premises and its words. Positions are
// empty squares with pencil marks removed by hand, so that only the
// technique under test applies. (The Futoshiki ladder runs the same
// functions on its boards: tests/puzzles/futoshiki/explain_techniques_test.cc.)
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "deduce/puzzles/latin/explain/ladder_table.h"
#include "deduce/puzzles/latin/explain/propagate.h"
#include "deduce/puzzles/latin/explain/trial.h"
#include "puzzles/latin/ladder_testing.h"

namespace deduce::puzzles::latin {
namespace {

using deduce::explain::Conclusion;
using deduce::explain::Premise;
using deduce::explain::Step;
using ::testing::StartsWith;

Square empty_square(int n) {
  Square s;
  s.n = n;
  s.givens.assign(static_cast<std::size_t>(n * n), 0);
  return s;
}

using latin::ladder_testing::keep_only;
using latin::ladder_testing::values;

TEST(LatinTechniques, NakedSinglePlacesTheOnlyValueLeft) {
  ladder::Board b(empty_square(4));
  keep_only(b, 2, 3, {4});
  Step s;
  ASSERT_EQ(ladder::naked_single(b, &s), ladder::Effect::kProgress);
  EXPECT_EQ(s.technique, "naked_single");
  EXPECT_EQ(s.level, 0);
  ASSERT_EQ(s.conclusions.size(), 1u);
  EXPECT_EQ(s.conclusions[0].kind, Conclusion::Kind::kPlace);
  EXPECT_EQ(s.conclusions[0].var, 6);
  EXPECT_EQ(s.conclusions[0].value, 4);
  EXPECT_EQ(s.conclusions[0].var_name, "r2c3");
  EXPECT_EQ(s.text, "r2c3 = 4: every other value is ruled out in r2c3");
  EXPECT_EQ(b.value(6), 4);
}

TEST(LatinTechniques, HiddenSinglePlacesAValueWithOnePlaceInALine) {
  ladder::Board b(empty_square(4));
  for (int c = 1; c <= 3; ++c) b.eliminate(b.at(2, c - 1), values({1}));
  Step s;
  ASSERT_EQ(ladder::naked_single(b, &s), ladder::Effect::kNone);
  ASSERT_EQ(ladder::hidden_single(b, &s), ladder::Effect::kProgress);
  EXPECT_EQ(s.technique, "hidden_single");
  EXPECT_EQ(s.text, "r3c4 = 1: 1 can go nowhere else in row 3");
  ASSERT_EQ(s.premises.size(), 1u);
  EXPECT_EQ(s.premises[0].kind, Premise::Kind::kLine);
  EXPECT_EQ(s.premises[0].name, "row 3");
}

TEST(LatinTechniques, NakedSubsetClearsTheRestOfTheLine) {
  ladder::Board b(empty_square(4));
  keep_only(b, 1, 1, {1, 2});
  keep_only(b, 1, 3, {1, 2});
  Step s;
  ASSERT_EQ(ladder::naked_subset(b, &s), ladder::Effect::kProgress);
  EXPECT_EQ(s.technique, "naked_subset");
  EXPECT_EQ(s.text,
            "naked pair in row 1: r1c1 and r1c3 hold only 1 and 2 between them, so no other cell "
            "of row 1 does: r1c2 is not 1 or 2; r1c4 is not 1 or 2");
  EXPECT_EQ(b.candidates(1), values({3, 4}));
}

TEST(LatinTechniques, HiddenSubsetClearsItsCells) {
  ladder::Board b(empty_square(5));
  for (int c : {2, 4, 5}) b.eliminate(b.at(0, c - 1), values({1, 2}));
  Step s;
  ASSERT_EQ(ladder::hidden_subset(b, &s), ladder::Effect::kProgress);
  EXPECT_EQ(s.technique, "hidden_subset");
  EXPECT_EQ(s.text,
            "hidden pair in row 1: 1 and 2 can go only in r1c1 and r1c3, so those cells hold "
            "nothing else: r1c1 is not 3, 4 or 5; r1c3 is not 3, 4 or 5");
  EXPECT_EQ(b.candidates(2), values({1, 2}));
}

TEST(LatinTechniques, FishConfinesAValueToColumns) {
  ladder::Board b(empty_square(5));
  // In rows 1 and 2, 3 can go only in columns 2 and 4.
  for (int r : {1, 2}) {
    for (int c : {1, 3, 5}) b.eliminate(b.at(r - 1, c - 1), values({3}));
  }
  Step s;
  ASSERT_EQ(ladder::fish(b, &s), ladder::Effect::kProgress);
  EXPECT_EQ(s.technique, "fish");
  EXPECT_EQ(s.level, 3);
  EXPECT_THAT(s.text, StartsWith("X-wing on 3: in rows 1 and 2, 3 can go only in columns 2 and 4"));
  EXPECT_EQ(s.conclusions.size(), 6u);
  EXPECT_EQ(b.candidates(b.at(2, 1)) & values({3}), 0u);
}

TEST(LatinTechniques, ForcingChainRulesOutAValueSeenFromBothEnds) {
  ladder::Board b(empty_square(5));
  keep_only(b, 1, 1, {1, 2});
  keep_only(b, 1, 3, {2, 3});
  keep_only(b, 3, 3, {3, 1});
  Step s;
  ASSERT_EQ(ladder::forcing_chain(b, &s), ladder::Effect::kProgress);
  EXPECT_EQ(s.technique, "forcing_chain");
  EXPECT_EQ(s.text,
            "forcing chain: r1c1 is 1 or 2; if it is not 1 it is 2, so r1c3 is 3, so r3c3 is 1. "
            "Either way r1c1 or r3c3 is 1, and r3c1 is in line with both, so r3c1 is not 1");
  EXPECT_EQ(b.candidates(b.at(2, 0)) & values({1}), 0u);
}

// The Latin ladder alone (its table, loop and trial on the Latin board)
// completes a square with givens: the rows of the cyclic square of order 6
// but for a diagonal need only singles, and a broken square is found broken.
TEST(LatinLadder, TheLoopAndTrialRunOnTheLatinBoard) {
  Square s = empty_square(6);
  for (int r = 0; r < 6; ++r)
    for (int c = 0; c < 6; ++c) s.given(r, c) = r == c ? 0 : (r + c) % 6 + 1;
  ladder::Board b(s);
  EXPECT_EQ(ladder::propagate<ladder::Board>(b, ladder::kTechniques, ladder::kExtreme, nullptr),
            ladder::kTrivial);
  ASSERT_TRUE(b.solved());
  EXPECT_FALSE(b.broken());
  for (int r = 0; r < 6; ++r) EXPECT_EQ(b.value(b.at(r, r)), 2 * r % 6 + 1);

  ladder::Board broken(empty_square(3));
  broken.eliminate(0, values({1, 2, 3}));
  EXPECT_TRUE(broken.broken());
  EXPECT_EQ(ladder::contradiction_text(broken), "r1c1 has no value left");

  // Order 4 with two givens has several completions: no single assumption
  // breaks, so trial finds nothing to rule out and says so.
  Square open = empty_square(4);
  open.given(0, 0) = 1;
  open.given(1, 1) = 2;
  ladder::Board o(open);
  Step step;
  EXPECT_EQ(ladder::trial<ladder::Board>(o, ladder::kTechniques, &step), ladder::Effect::kNone);
}

}  // namespace
}  // namespace deduce::puzzles::latin

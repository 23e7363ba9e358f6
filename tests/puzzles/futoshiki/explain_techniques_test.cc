// Each sign technique of the Futoshiki ladder on a small hand-made position:
// what it concludes, its premises and its words (the Latin techniques':
// tests/puzzles/latin/explain_techniques_test.cc); the table that composes
// both; trial, the grade scale and the options on whole puzzles. Positions
// are empty grids with pencil marks removed by hand, so that only the
// technique under test applies.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "deduce/puzzles/futoshiki/explain/ladder.h"
#include "deduce/puzzles/futoshiki/explain/ladder_table.h"
#include "explain_testing.h"
#include "puzzles/latin/ladder_testing.h"

namespace deduce::puzzles::futoshiki {
namespace {

using deduce::explain::Conclusion;
using deduce::explain::Premise;
using deduce::explain::Step;
using ::testing::HasSubstr;
using ::testing::StartsWith;

Puzzle empty_puzzle(int n, Mode mode = Mode::kUnequal) {
  Puzzle p;
  p.n = n;
  p.mode = mode;
  p.givens.assign(static_cast<std::size_t>(n * n), 0);
  p.right.assign(static_cast<std::size_t>(n * (n - 1)), Relation::kNone);
  p.down.assign(static_cast<std::size_t>((n - 1) * n), Relation::kNone);
  return p;
}

using latin::ladder_testing::keep_only;
using latin::ladder_testing::values;

// Futoshiki's ladder is the Latin ladder with the sign techniques among its
// rungs: every Latin technique, in the Latin order, with its key and level,
// running the Latin function (the same step on the same position).
TEST(ExplainTechniques, TheTableComposesTheLatinLadderAndTheSigns) {
  std::size_t next = 0;
  for (const ladder::TechniqueEntry& t : ladder::kTechniques) {
    const std::string key = t.key;
    if (key == "inequality" || key == "adjacent_placed" || key == "adjacent_candidates") continue;
    ASSERT_LT(next, std::size(latin::ladder::kTechniques)) << key;
    const latin::ladder::TechniqueEntry& l = latin::ladder::kTechniques[next++];
    EXPECT_EQ(key, l.key);
    EXPECT_EQ(t.level, l.level) << key;
    ladder::Board a(empty_puzzle(4)), b(empty_puzzle(4));
    for (ladder::Board* x : {&a, &b}) keep_only(*x, 2, 3, {4});
    Step sa, sb;
    EXPECT_EQ(t.run(a, &sa), l.run(b, &sb)) << key;
    EXPECT_EQ(sa.text, sb.text) << key;
  }
  EXPECT_EQ(next, std::size(latin::ladder::kTechniques));
}

TEST(ExplainTechniques, InequalityBoundsTheCellsAcrossASign) {
  Puzzle p = empty_puzzle(4);
  p.right[0] = Relation::kLess;  // r1c1 < r1c2
  ladder::Board b(p);
  keep_only(b, 1, 2, {1, 2, 3});
  Step s;
  ASSERT_EQ(ladder::inequality(b, &s), ladder::Effect::kProgress);
  EXPECT_EQ(s.technique, "inequality");
  EXPECT_EQ(s.level, 1);
  // The greater side first: r1c2 cannot be 1.
  EXPECT_EQ(s.text, "r1c1 < r1c2, so r1c2 is not 1");
  ASSERT_EQ(ladder::inequality(b, &s), ladder::Effect::kProgress);
  EXPECT_EQ(s.text, "r1c1 < r1c2 and r1c2 is at most 3, so r1c1 is not 3 or 4");
  EXPECT_EQ(s.premises[0].kind, Premise::Kind::kRelation);
  EXPECT_EQ(s.premises[0].name, "r1c1 < r1c2");
  EXPECT_EQ(b.candidates(0), values({1, 2}));
  EXPECT_EQ(ladder::inequality(b, &s), ladder::Effect::kNone);
}

TEST(ExplainTechniques, AdjacentPlacedRulesValuesInAndOut) {
  Puzzle p = empty_puzzle(4, Mode::kAdjacent);
  p.givens[0] = 2;
  p.right[0] = Relation::kAdjacent;  // r1c1 and r1c2 differ by 1
  ladder::Board b(p);
  Step s;
  ASSERT_EQ(ladder::adjacent_placed(b, &s), ladder::Effect::kProgress);
  EXPECT_EQ(s.technique, "adjacent_placed");
  EXPECT_EQ(s.text, "r1c1 = 2 and r1c1 and r1c2 differ by 1, so r1c2 is 1 or 3");
  EXPECT_EQ(b.candidates(1), values({1, 3}));
  // Below r1c1 there is no mark: r2c1 is neither 1 nor 3.
  ASSERT_EQ(ladder::adjacent_placed(b, &s), ladder::Effect::kProgress);
  EXPECT_EQ(s.text, "r1c1 = 2 and r1c1 and r2c1 do not differ by 1, so r2c1 is not 1 or 3");
}

TEST(ExplainTechniques, AdjacentCandidatesRuleOutUnsupportedValues) {
  Puzzle p = empty_puzzle(5, Mode::kAdjacent);
  ladder::Board b(p);
  keep_only(b, 1, 1, {1, 2});
  Step s;
  ASSERT_EQ(ladder::adjacent_candidates(b, &s), ladder::Effect::kProgress);
  EXPECT_EQ(s.technique, "adjacent_candidates");
  EXPECT_EQ(s.level, 2);
  EXPECT_EQ(s.text, "r1c1 is 1 or 2 and r1c1 and r1c2 do not differ by 1, so r1c2 is not 1 or 2");
}

TEST(ExplainTechniques, TrialShowsTheContradiction) {
  // The first Recursive puzzle of the agreement data needs a trial.
  for (const Puzzle& p : explain_testing::tatham_puzzles()) {
    if (p.difficulty != Difficulty::kRecursive) continue;
    const auto e = explain(p);
    ASSERT_TRUE(e.solved);
    EXPECT_EQ(e.grade, 4);
    const auto it = std::find_if(e.steps.begin(), e.steps.end(),
                                 [](const Step& s) { return s.technique == "trial"; });
    ASSERT_NE(it, e.steps.end());
    EXPECT_EQ(it->level, 4);
    ASSERT_GE(it->trial.size(), 2u);
    EXPECT_THAT(it->trial.front(), StartsWith("assume "));
    EXPECT_THAT(it->trial.back(), StartsWith("contradiction: "));
    EXPECT_THAT(it->text, HasSubstr(" is not "));
    EXPECT_EQ(it->premises[0].kind, Premise::Kind::kAssumption);
    return;
  }
  FAIL() << "no Recursive puzzle in the data";
}

TEST(ExplainTechniques, GradeScaleNamesTathamsGrades) {
  const auto& scale = grade_scale();
  ASSERT_EQ(scale.size(), 5u);
  EXPECT_EQ(scale[0].name, "trivial");
  EXPECT_EQ(scale[2].name, "tricky");
  EXPECT_EQ(scale[4].name, "recursive");
}

TEST(ExplainTechniques, NextStepIsNulloptOnAFullOrWrongGrid) {
  Puzzle p = empty_puzzle(3);
  EXPECT_FALSE(next_step(p, {}).has_value());  // many solutions: not even a trial helps
  p.givens[0] = 1;
  p.givens[1] = 2;
  ASSERT_TRUE(next_step(p, {}).has_value());
  EXPECT_EQ(next_step(p, {})->text, "r1c3 = 3: every other value is ruled out in r1c3");
  EXPECT_FALSE(next_step(p, {1, 2, 3, 2, 3, 1, 3, 1, 2}).has_value());
  EXPECT_FALSE(next_step(p, {0, 0, 1, 0, 0, 0, 0, 0, 0}).has_value());  // 1 twice in row 1
}

TEST(ExplainTechniques, ExplainOptionsStopAtALevel) {
  for (const Puzzle& p : explain_testing::tatham_puzzles()) {
    if (p.difficulty != Difficulty::kExtreme || p.n != 7) continue;
    ExplainOptions options;
    options.max_level = 1;
    const auto e = explain(p, options);
    EXPECT_FALSE(e.solved);
    for (const Step& s : e.steps) EXPECT_LE(s.level, 1);
    options = {};
    options.max_steps = 3;
    EXPECT_EQ(explain(p, options).steps.size(), 3u);
    return;
  }
}

}  // namespace
}  // namespace deduce::puzzles::futoshiki

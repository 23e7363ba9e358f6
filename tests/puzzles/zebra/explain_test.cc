// The logic-grid explanation of the classic riddle (examples/einstein.zebra)
// and of hand-made puzzles, one technique each.
#include <gtest/gtest.h>

#include "deduce/puzzles/zebra/explain/ladder.h"
#include "deduce/puzzles/zebra/read/parse.h"
#include "explain_check.h"

namespace deduce::puzzles::zebra {
namespace {

namespace ex = deduce::explain;

Puzzle parse(const std::string& text) {
  return parse_zebra(text, "test.zebra");
}

const ex::Step* find(const ex::Explanation& e, const std::string& technique) {
  for (const ex::Step& s : e.steps) {
    if (s.technique == technique) return &s;
  }
  return nullptr;
}

TEST(ExplainEinstein, NeedsNoTrialAndCitesItsClues) {
  const Puzzle p = testing::load_example("examples/einstein.zebra");
  const auto e = explain::explain(p);
  ASSERT_TRUE(e.solved);
  EXPECT_EQ(e.grade, 1);  // medium
  EXPECT_EQ(e.steps.size(), 35u);
  for (const ex::Step& s : e.steps) {
    EXPECT_NE(s.technique, "trial");
    EXPECT_NE(s.technique, "either_way");
    EXPECT_TRUE(s.trial.empty());
    bool cites = false;
    for (const ex::Premise& pr : s.premises) {
      if (pr.kind == ex::Premise::Kind::kClue) {
        cites = true;
        EXPECT_EQ(pr.name.rfind("clue ", 0), 0u) << pr.name;
        EXPECT_FALSE(pr.detail.empty());
      }
    }
    EXPECT_TRUE(cites || s.technique == "only_place_left") << s.text;
  }
  EXPECT_EQ(e.steps[0].text, "clue 8: milk is at 3");
  EXPECT_EQ(e.steps[0].premises[0].detail, "milk at 3");
  EXPECT_EQ(e.steps[1].text, "clue 9: norwegian is at 1");
  EXPECT_EQ(e.steps[10].text,
            "clue 14: norwegian is next to blue, and norwegian is at 1, so blue is at 2");
  EXPECT_EQ(e.steps[14].text, "only place left: red can only be at 3");
  EXPECT_EQ(e.steps[24].text, "only place left: water is the only drink that can be at 1");
  EXPECT_EQ(e.steps[34].text,
            "clue 10: blends is next to cat, and blends is at 2 and cat can only be at 1 or 4, so "
            "cat is at 1");
  // Conclusions in data: var = category * n + value, value 0-based.
  const ex::Conclusion& blue = e.steps[10].conclusions.at(0);
  EXPECT_EQ(blue.kind, ex::Conclusion::Kind::kPlace);
  EXPECT_EQ(blue.var, 1 * 5 + 4);  // color (category 1), blue (value 4)
  EXPECT_EQ(blue.value, 1);
  EXPECT_EQ(blue.var_name, "blue");
  EXPECT_EQ(blue.value_name, "position 2");
  ASSERT_FALSE(e.counts.empty());
  EXPECT_EQ(e.counts[0].technique, "direct_clue");
}

TEST(ExplainEinstein, NextStepIsTheFirstStep) {
  const Puzzle p = testing::load_example("examples/einstein.zebra");
  auto hint = explain::next_step(p);
  ASSERT_TRUE(hint);
  EXPECT_EQ(hint->text, "clue 8: milk is at 3");
}

TEST(ExplainGradeScale, FourGradesEasiestFirst) {
  const auto& scale = explain::grade_scale();
  ASSERT_EQ(scale.size(), 4u);
  EXPECT_EQ(scale[0].name, "easy");
  EXPECT_EQ(scale[1].name, "medium");
  EXPECT_EQ(scale[2].name, "hard");
  EXPECT_EQ(scale[3].name, "fiendish");
}

TEST(ExplainTechnique, DirectClues) {
  const Puzzle p =
      parse("positions: 2\ncategory a: x y\ncategory b: u v\n1: x at 1\n2: u is not y\n");
  const auto e = explain::explain(p);
  ASSERT_TRUE(e.solved);
  EXPECT_EQ(e.grade, 0);
  ASSERT_GE(e.steps.size(), 2u);
  EXPECT_EQ(e.steps[0].text, "clue 1: x is at 1");
  EXPECT_EQ(e.steps[0].technique, "direct_clue");
}

TEST(ExplainTechnique, OnlyPlaceLeft) {
  // x's placement leaves y only 2 and takes 1 from it (nothing to say);
  // u not at 2 leaves u only 1, which v still has: only place left.
  const Puzzle p =
      parse("positions: 2\ncategory a: x y\ncategory b: u v\n1: x at 1\n2: u not at 2\n");
  const auto e = explain::explain(p);
  ASSERT_TRUE(e.solved);
  const ex::Step* s = find(e, "only_place_left");
  ASSERT_NE(s, nullptr);
  EXPECT_EQ(s->text, "only place left: u can only be at 1");
}

TEST(ExplainTechnique, OneClueNeighbours) {
  const Puzzle p = parse(
      "positions: 3\ncategory a: x y z\ncategory b: u v w\n1: x at 1\n2: u next to x\n"
      "3: y left of z\n4: w right of v\n");
  const auto e = explain::explain(p);
  ASSERT_TRUE(e.solved);
  EXPECT_EQ(e.grade, 1);
  const ex::Step* s = find(e, "one_clue");
  ASSERT_NE(s, nullptr);
  EXPECT_EQ(s->text, "clue 2: u is next to x, and x is at 1, so u is at 2");
  EXPECT_EQ(s->premises[0].name, "clue 2");
  EXPECT_EQ(s->premises[0].detail, "u next to x");
}

TEST(ExplainTechnique, OneClueLinksAnIs) {
  const Puzzle p = parse(
      "positions: 3\ncategory a: x y z\ncategory b: u v w\n1: x not at 1\n2: u not at 3\n"
      "3: x is u\n4: y right of z\n5: v left of w\n");
  const auto e = explain::explain(p);
  ASSERT_TRUE(e.solved);
  bool linked = false;
  for (const auto& s : e.steps)
    linked = linked || s.text ==
                           "clue 3: x is u, and x can only be at 2 or 3 and u can only be "
                           "at 1 or 2, so x is at 2 and u is at 2";
  EXPECT_TRUE(linked);
}

TEST(ExplainTechnique, OneClueEither) {
  const Puzzle p = parse(
      "positions: 3\ncategory a: x y z\ncategory b: u v w\n1: u at 1\n2: v at 2\n"
      "3: x is u or v\n4: x not at 1\n5: y left of z\n");
  const auto e = explain::explain(p);
  ASSERT_TRUE(e.solved);
  const ex::Step* s = find(e, "one_clue");
  ASSERT_NE(s, nullptr);
  EXPECT_NE(s->text.find("clue 3: x is u or v"), std::string::npos) << s->text;
}

TEST(ExplainTechnique, EntityGrid) {
  // x is neither u nor v, which are the only b values that can be at 1 or 2.
  const Puzzle p = parse(
      "positions: 3\ncategory a: x y z\ncategory b: u v w\n1: x is not u\n2: x is not v\n"
      "3: w at 3\n4: y left of z\n");
  const auto e = explain::explain(p);
  const ex::Step* s = find(e, "entity_grid");
  ASSERT_NE(s, nullptr);
  EXPECT_EQ(s->level, 1);
  EXPECT_EQ(s->text,
            "entity grid: x is not u (clue 1) or v (clue 2), and only u or v can be at 1 or 2, so "
            "x is at 3");
  EXPECT_EQ(s->premises[0].name, "clue 1");
}

TEST(ExplainTechnique, HallSet) {
  // The 10x10 example: fiat and jeep are the only cars that can be at 2 or 3.
  const Puzzle p = testing::load_example("examples/zebra_10x10.zebra");
  const auto e = explain::explain(p);
  ASSERT_TRUE(e.solved);
  const ex::Step* s = find(e, "hall_set");
  ASSERT_NE(s, nullptr);
  EXPECT_EQ(s->level, 1);
  EXPECT_EQ(s->text.rfind("hall set: only fiat and jeep can be at 2 or 3, so they are there", 0),
            0u)
      << s->text;
}

// A puzzle that needs more than one clue at a time: the random generator's
// hardest ones, found with a fixed seed so that the test is stable.
TEST(ExplainTechnique, TwoCluesAndTrials) {
  std::mt19937 rng(7);
  bool two = false, trial = false;
  for (int i = 0; i < 400 && !(two && trial); ++i) {
    const Puzzle p = testing::random_puzzle(rng, {5, 3, true});
    const auto e = explain::explain(p);
    auto sol = testing::unique_solution(p);
    ASSERT_TRUE(sol);
    ASSERT_EQ(testing::check_explanation(p, *sol, e), "");
    if (const ex::Step* s = find(e, "two_clues")) {
      two = true;
      EXPECT_EQ(s->level, 2);
      EXPECT_EQ(s->text.rfind("clues ", 0), 0u) << s->text;
      int clues = 0;
      for (const auto& pr : s->premises) clues += pr.kind == ex::Premise::Kind::kClue;
      EXPECT_EQ(clues, 2);
    }
    if (const ex::Step* s = find(e, "trial")) {
      trial = true;
      EXPECT_EQ(s->level, 3);
      ASSERT_FALSE(s->trial.empty());
      EXPECT_EQ(s->trial.back().rfind("contradiction: ", 0), 0u) << s->trial.back();
      EXPECT_EQ(s->conclusions.size(), 1u);
      EXPECT_EQ(s->conclusions[0].kind, ex::Conclusion::Kind::kEliminate);
    }
  }
  EXPECT_TRUE(two);
  EXPECT_TRUE(trial);
}

}  // namespace
}  // namespace deduce::puzzles::zebra

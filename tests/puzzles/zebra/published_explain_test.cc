// The explanation ladder on puzzles in the published-puzzle statements: on
// random puzzles with one solution (every layout, ordered categories,
// arithmetic and combinators), each step agrees with the solution and
// replaying the conclusions reaches it, so the ladder proves the solution;
// and a formula clue is cited in its own words.
#include <gtest/gtest.h>

#include <regex>

#include <map>
#include <numeric>

#include "deduce/puzzles/zebra/explain/ladder.h"
#include "deduce/puzzles/zebra/model/solver.h"
#include "deduce/puzzles/zebra/read/parse.h"
#include "explain_check.h"
#include "published_random.h"
#include "testing/instances.h"

namespace deduce::puzzles::zebra {
namespace {

// A random puzzle with one solution: true statements about a hidden table
// until one solution is left (none if that takes too many).
std::optional<Puzzle> random_unique(std::mt19937& rng, std::string& text) {
  testing::World w = testing::random_world(rng);
  testing::Generator g(w, rng);
  testing::Table hidden(w.cats, std::vector<int>(w.n));
  for (int c = 0; c < w.cats; ++c) {
    std::iota(hidden[c].begin(), hidden[c].end(), 0);
    if (c > 0 || w.shape != testing::Shape::kNone)
      std::shuffle(hidden[c].begin(), hidden[c].end(), rng);
  }
  std::vector<testing::Clue> clues;
  for (int tries = 0; tries < 40; ++tries) {
    clues.push_back(g.true_statement(hidden, tries % 3 == 0 ? 1 : 0));
    text = testing::render(w, clues, "");
    Puzzle p = parse_zebra(text, "random.zebra");
    search::SearchOptions o;
    o.solution_limit = 2;
    if (count(p, o).count == 1) return p;
  }
  return std::nullopt;
}

TEST(ZebraPublishedExplain, RandomUniquePuzzlesAreExplainedSoundly) {
  std::mt19937 rng(77);
  int explained = 0;
  std::map<int, int> grades;
  const auto tries = static_cast<int>(deduce::testing::instance_count(300));
  for (int i = 0; i < tries; ++i) {
    std::string text;
    const std::optional<Puzzle> p = random_unique(rng, text);
    if (!p) continue;
    SCOPED_TRACE(text);
    const auto sol = testing::unique_solution(*p);
    ASSERT_TRUE(sol);
    const auto e = explain::explain(*p);
    ASSERT_EQ(testing::check_explanation(*p, *sol, e), "");
    EXPECT_TRUE(e.solved);
    ++explained;
    ++grades[e.grade];
  }
  EXPECT_GT(explained, 200 * tries / 300);
  EXPECT_GT(grades.size(), 1U);  // easy and harder ones
}

TEST(ZebraPublishedExplain, AFormulaClueIsCitedInItsOwnWords) {
  const Puzzle p = parse_zebra(
      "positions: none\n"
      "category person: leo ann bob\n"
      "ordered year: 1946 1948 1950\n"
      "category country: germany peru chile\n"
      "1: year(leo) = year(germany) + 2\n"
      "2: year(ann) = 1946\n"
      "3: bob is chile\n",
      "t.zebra");
  const auto e = explain::explain(p);
  bool cited = false;
  for (const auto& step : e.steps) {
    if (step.text.find("clue 1: the year of leo equals the year of germany plus 2") == 0) {
      cited = true;
    }
  }
  EXPECT_TRUE(cited);
  const auto sol = testing::unique_solution(p);
  ASSERT_TRUE(sol);
  EXPECT_EQ(testing::check_explanation(p, *sol, e), "");
}

// A grid without positions has no places to number: the steps name the
// first category's entities (`fox is the only pet that can be bob's`), never
// the positions the solver keeps them at (`can be at 3`).
TEST(ZebraPublishedExplain, AGridWithoutPositionsNamesItsEntitiesNotPlaces) {
  const Puzzle p = parse_zebra(
      "positions: none\n"
      "category person: leo ann bob\n"
      "category pet: cat dog fox\n"
      "category drink: tea milk soda\n"
      "1: bob is not cat\n"
      "2: bob is not dog\n"
      "3: cat is milk\n"
      "4: leo is soda\n"
      "5: tea is not dog\n",
      "t.zebra");
  const auto e = explain::explain(p);
  ASSERT_TRUE(e.solved);
  const std::regex numbered(R"((can|only) be (at )?[0-9]| at [0-9])");
  int possessive = 0;
  for (const auto& step : e.steps) {
    std::string text = step.text;
    for (const std::string& t : step.trial) text += "\n" + t;
    EXPECT_FALSE(std::regex_search(text, numbered)) << text;
    if (step.technique == "only_place_left" && text.find("'s") != std::string::npos) ++possessive;
  }
  EXPECT_GT(possessive, 0);
  const auto sol = testing::unique_solution(p);
  ASSERT_TRUE(sol);
  EXPECT_EQ(testing::check_explanation(p, *sol, e), "");
}

}  // namespace
}  // namespace deduce::puzzles::zebra

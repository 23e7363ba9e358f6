// The classic riddle (examples/einstein.zebra): its solution, the number of
// solutions without each clue, the redundant clue, a minimal clue set that
// really is minimal, a conflicting set when a false clue is added, and
// counting that multiplies independent categories.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "deduce/puzzles/zebra/count/analyze.h"
#include "deduce/puzzles/zebra/model/solver.h"
#include "deduce/puzzles/zebra/read/format.h"
#include "deduce/puzzles/zebra/read/parse.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::zebra {
namespace {

std::string einstein_text() {
  std::ifstream in(deduce::testing::source_path("examples/einstein.zebra"));
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

Puzzle einstein() {
  return parse_zebra(einstein_text(), "einstein.zebra");
}

util::BigCount count_with(const Puzzle& p, const std::vector<char>& on) {
  ModelScope scope;
  scope.clue_on = on;
  return count(p, {}, scope).count;
}

TEST(Einstein, TheGermanOwnsTheFish) {
  Puzzle p = einstein();
  ASSERT_EQ(p.clues.size(), 15u);
  std::vector<Positions> found;
  search::SearchOptions o;
  o.solution_limit = 2;
  solve(p, o, [&](const Positions& s) {
    found.push_back(s);
    return true;
  });
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(format_asks(p, found[0]), "nationality of fish: german\n");
  for (const Clue& c : p.clues) EXPECT_TRUE(holds(c.statement, found[0])) << c.label;
  EXPECT_EQ(solution_json(p, found[0])["nationality"],
            nlohmann::ordered_json({"norwegian", "dane", "brit", "german", "swede"}));
}

TEST(Einstein, RemovingEachClueGivesTheKnownCounts) {
  Puzzle p = einstein();
  const int expected[] = {6, 2, 2, 8, 4, 4, 7, 4, 17, 2, 2, 3, 4, 12, 1};
  for (std::size_t i = 0; i < 15; ++i) {
    std::vector<char> on(15, 1);
    on[i] = 0;
    EXPECT_EQ(count_with(p, on), expected[i]) << "without clue " << i + 1;
  }
}

TEST(Einstein, AnalyzeNamesOnlyClue15AsRedundantAndAMinimalSet) {
  Puzzle p = einstein();
  Analysis a = analyze(p, {});
  ASSERT_TRUE(a.complete);
  EXPECT_EQ(a.count, 1);
  EXPECT_EQ(a.redundant, std::vector<int>{14});
  ASSERT_EQ(a.without.size(), 15u);
  EXPECT_EQ(a.without[8], 17);
  EXPECT_EQ(a.count_calls, 16);
  EXPECT_LE(a.set_calls, 2);
  // Minimal: unique with it, and not unique without any one of its clues.
  std::vector<char> on(15, 0);
  for (int i : a.minimal) on[i] = 1;
  EXPECT_EQ(count_with(p, on), 1);
  for (int i : a.minimal) {
    on[i] = 0;
    EXPECT_GT(count_with(p, on), 1) << "clue " << i + 1 << " could go";
    on[i] = 1;
  }
  EXPECT_TRUE(a.conflict.empty());
}

TEST(Einstein, AFalseClueGivesAMinimalConflict) {
  Puzzle p = parse_zebra(einstein_text() + "16: german at 1\n", "bad.zebra");
  Analysis a = analyze(p, {});
  ASSERT_TRUE(a.complete);
  EXPECT_EQ(a.count, 0);
  ASSERT_FALSE(a.conflict.empty());
  EXPECT_TRUE(a.minimal.empty());
  std::vector<char> on(p.clues.size(), 0);
  for (int i : a.conflict) on[i] = 1;
  EXPECT_EQ(count_with(p, on), 0);
  for (int i : a.conflict) {
    on[i] = 0;
    EXPECT_GT(count_with(p, on), 0) << "clue " << i + 1 << " is not needed for the conflict";
    on[i] = 1;
  }
  // "norwegian at 1" and "german at 1" clash on their own.
  EXPECT_EQ(a.conflict, (std::vector<int>{8, 15}));
}

TEST(Einstein, MinimalSetStartsFromTheNecessaryCluesAndAddsWhatACounterexampleNeeds) {
  // Two clues each pin the order; neither alone is necessary, one is needed.
  Puzzle p = parse_zebra(
      "category a: x y z\n"
      "category b: p q r\n"
      "1: x at 1\n2: y at 2\n3: x is p\n4: y is q\n5: p just left of q\n6: q just left of r\n",
      "t.zebra");
  Analysis a = analyze(p, {});
  ASSERT_EQ(a.count, 1);
  std::vector<char> on(p.clues.size(), 0);
  for (int i : a.minimal) on[i] = 1;
  EXPECT_EQ(count_with(p, on), 1);
  for (int i : a.minimal) {
    on[i] = 0;
    EXPECT_GT(count_with(p, on), 1);
    on[i] = 1;
  }
}

TEST(ZebraCount, IndependentCategoriesMultiply) {
  // Five unlinked categories of 8: 8!^5, far beyond 64 bits.
  std::string text = "positions: 8\n";
  for (int c = 0; c < 5; ++c) {
    text += "category k" + std::to_string(c) + ":";
    for (int v = 0; v < 8; ++v) text += " k" + std::to_string(c) + "v" + std::to_string(v);
    text += "\n";
  }
  Puzzle loose = parse_zebra(text, "loose.zebra");
  CountResult r = count(loose, {});
  util::BigCount f = 40320;
  EXPECT_EQ(r.count, f * f * f * f * f);
  EXPECT_EQ(r.groups, 5);
  // Linking two categories by one clue: 8! * 7! * 8!^3 (k0v0 fixes k1v0).
  Puzzle linked = parse_zebra(text + "1: k0v0 is k1v0\n2: k2v0 at 1\n", "linked.zebra");
  CountResult l = count(linked, {});
  EXPECT_EQ(l.count, f * 5040 * 5040 * f * f);
  EXPECT_EQ(l.groups, 4);
}

}  // namespace
}  // namespace deduce::puzzles::zebra

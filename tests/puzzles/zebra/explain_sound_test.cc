// Soundness of the logic-grid explanations: every step of the examples and
// of thousands of random puzzles with one solution agrees with that solution,
// and replaying the conclusions alone reaches it.
#include <gtest/gtest.h>

#include <map>

#include "deduce/puzzles/zebra/explain/ladder.h"
#include "explain_check.h"
#include "testing/instances.h"

namespace deduce::puzzles::zebra {
namespace {

void expect_sound(const Puzzle& p, const std::string& what) {
  auto sol = testing::unique_solution(p);
  ASSERT_TRUE(sol) << what;
  const auto e = explain::explain(p);
  EXPECT_EQ(testing::check_explanation(p, *sol, e), "") << what;
}

TEST(ExplainSound, Examples) {
  for (const char* f :
       {"examples/einstein.zebra", "examples/zebra_life_1962.zebra", "examples/zebra_6x6.zebra",
        "examples/zebra_8x8.zebra", "examples/zebra_10x10.zebra"}) {
    expect_sound(testing::load_example(f), f);
  }
}

struct Case {
  int n, categories, puzzles;
  bool minimise;
};

TEST(ExplainSound, RandomUniquePuzzles) {
  std::mt19937 rng(20240611);
  std::map<int, int> grades;
  const Case cases[] = {{3, 2, 300, false}, {4, 3, 800, false}, {4, 3, 400, true},
                        {5, 3, 600, false}, {5, 4, 400, true},  {6, 3, 300, true}};
  for (const Case& c : cases) {
    const auto puzzles = static_cast<int>(deduce::testing::instance_count(c.puzzles));
    for (int i = 0; i < puzzles; ++i) {
      const Puzzle p = testing::random_puzzle(rng, {c.n, c.categories, c.minimise});
      auto sol = testing::unique_solution(p);
      ASSERT_TRUE(sol);
      const auto e = explain::explain(p);
      const std::string problem = testing::check_explanation(p, *sol, e);
      ASSERT_EQ(problem, "") << c.n << "x" << c.categories << " #" << i;
      ++grades[e.grade];
    }
  }
  // Every rung is reached by some random puzzle.
  for (int g = 1; g < 4; ++g) EXPECT_GT(grades[g], 0) << "grade " << g;
  for (auto [g, count] : grades) std::printf("grade %d: %d puzzles\n", g, count);
}

}  // namespace
}  // namespace deduce::puzzles::zebra

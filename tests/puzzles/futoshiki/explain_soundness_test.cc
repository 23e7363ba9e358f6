// Soundness of the explanation ladder against the unique solution: on
// Tatham's IDs and on random unique puzzles of both modes, no step rules out
// the solution's value or places another, the conclusions alone replayed from
// the givens reach the solution, and the explanation's grade is grade()'s.
// The same for next_step from partly filled grids.
#include <gtest/gtest.h>

#include <random>

#include "deduce/puzzles/futoshiki/explain/ladder.h"
#include "deduce/puzzles/futoshiki/explain/technique.h"
#include "explain_testing.h"
#include "testing/instances.h"

namespace deduce::puzzles::futoshiki {
namespace {

using deduce::explain::Conclusion;
using deduce::explain::Step;

// Checks every step of `e` against `solution` and replays the conclusions.
void check_explanation(const Puzzle& p, const deduce::explain::Explanation& e, const Grid& solution,
                       const std::string& what) {
  ASSERT_TRUE(e.solved) << what;
  ladder::Board replay(p);
  for (std::size_t i = 0; i < e.steps.size(); ++i) {
    const Step& s = e.steps[i];
    ASSERT_FALSE(s.conclusions.empty()) << what << " step " << i << ": " << s.text;
    ASSERT_FALSE(s.text.empty()) << what << " step " << i;
    ASSERT_LE(s.level, e.grade) << what;
    if (s.technique == "trial") {
      ASSERT_FALSE(s.trial.empty()) << what;
    }
    for (const Conclusion& c : s.conclusions) {
      const int truth = solution[c.var];
      if (c.kind == Conclusion::Kind::kPlace) {
        ASSERT_EQ(c.value, truth) << what << " step " << i << ": " << s.text;
      } else {
        ASSERT_NE(c.value, truth) << what << " step " << i << ": " << s.text;
      }
    }
    ladder::apply_conclusions(replay, s);
  }
  ASSERT_TRUE(replay.solved()) << what;
  for (int cell = 0; cell < p.n * p.n; ++cell)
    ASSERT_EQ(replay.value(cell), solution[cell]) << what;
}

// From a random partial fill of the solution, the next step is sound.
void check_hints(const Puzzle& p, const Grid& solution, std::mt19937& rng,
                 const std::string& what) {
  std::bernoulli_distribution keep(0.4);
  for (int round = 0; round < 3; ++round) {
    Grid entered(solution.size(), 0);
    for (std::size_t i = 0; i < solution.size(); ++i) entered[i] = keep(rng) ? solution[i] : 0;
    const std::optional<Step> s = next_step(p, entered);
    ladder::Board board(p, entered);
    if (board.solved()) {
      EXPECT_FALSE(s.has_value()) << what;
      continue;
    }
    ASSERT_TRUE(s.has_value()) << what;
    for (const Conclusion& c : s->conclusions) {
      if (c.kind == Conclusion::Kind::kPlace) {
        ASSERT_EQ(c.value, solution[c.var]) << what << ": " << s->text;
      } else {
        ASSERT_NE(c.value, solution[c.var]) << what << ": " << s->text;
      }
    }
  }
  // A wrong entry gives no hint or a sound-looking one, never a crash.
  Grid wrong(solution.size(), 0);
  wrong[0] = solution[0] % p.n + 1;
  (void)next_step(p, wrong);
}

TEST(ExplainSoundness, TathamsPuzzlesExplainSoundlyToTheirSolution) {
  std::mt19937 rng(7);
  int checked = 0;
  // Every second puzzle; in the short form every sixteenth (instances.h).
  const int stride = deduce::testing::short_form() ? 16 : 2;
  for (const Puzzle& p : explain_testing::tatham_puzzles(stride)) {
    const std::vector<Grid> sols = explain_testing::solutions(p);
    ASSERT_EQ(sols.size(), 1u) << "line " << p.where.line;
    const auto e = explain(p);
    const std::string what = "line " + std::to_string(p.where.line);
    check_explanation(p, e, sols[0], what);
    EXPECT_EQ(e.grade, grade(p)) << what;
    check_hints(p, sols[0], rng, what);
    ++checked;
  }
  EXPECT_GT(checked, 1000 / stride);
}

TEST(ExplainSoundness, RandomUniquePuzzlesExplainSoundlyToTheirSolution) {
  std::mt19937 rng(2024);
  int checked = 0;
  const auto rounds = static_cast<int>(deduce::testing::instance_count(400));
  for (int round = 0; round < rounds; ++round) {
    for (int n = 3; n <= 6; ++n) {
      for (Mode mode : {Mode::kUnequal, Mode::kAdjacent}) {
        const double odds = (round % 3) * 0.3;  // no signs, few, many
        Grid square;
        const Puzzle p = explain_testing::random_unique_puzzle(n, mode, odds, rng, &square);
        const std::string what = "round " + std::to_string(round) + " n " + std::to_string(n) +
                                 (mode == Mode::kAdjacent ? " adjacent" : " unequal");
        const auto e = explain(p);
        check_explanation(p, e, square, what);
        EXPECT_EQ(e.grade, grade(p)) << what;
        check_hints(p, square, rng, what);
        ++checked;
      }
    }
  }
  EXPECT_EQ(checked, rounds * 8);
}

}  // namespace
}  // namespace deduce::puzzles::futoshiki

// The logic-grid ladder under limits: a node limit, a spent timeout and the
// interrupt flag each stop it with the first steps of the whole explanation
// (marked stopped), and the grids whose trials inside trials used to run
// for minutes (the 13x13 example, a generated 12x12) finish, soundly.
#include <gtest/gtest.h>

#include <atomic>

#include "deduce/budget/deadline.h"
#include "deduce/budget/limits.h"
#include "deduce/puzzles/zebra/explain/ladder.h"
#include "explain_check.h"

namespace deduce::puzzles::zebra {
namespace {

namespace ex = deduce::explain;

// The steps of `part` are the first steps of `whole`, in the same words.
void expect_prefix(const ex::Explanation& part, const ex::Explanation& whole) {
  ASSERT_LE(part.steps.size(), whole.steps.size());
  for (std::size_t i = 0; i < part.steps.size(); ++i)
    EXPECT_EQ(part.steps[i].text, whole.steps[i].text) << "step " << i + 1;
}

// Clears the interrupt flag however the test ends.
struct InterruptFlag {
  InterruptFlag() { budget::g_interrupt_requested = true; }
  ~InterruptFlag() { budget::g_interrupt_requested = false; }
};

TEST(ExplainLimits, ANodeLimitStopsTheLadderWithItsFirstSteps) {
  const Puzzle p = testing::load_example("examples/zebra_10x10.zebra");
  const ex::Explanation whole = explain::explain(p);
  ASSERT_TRUE(whole.solved);
  EXPECT_FALSE(whole.stopped);
  budget::Limits limits;
  limits.node_limit = 150;
  budget::Budget b(limits);
  const ex::Explanation part = explain::explain(p, &b);
  EXPECT_TRUE(part.stopped);
  EXPECT_FALSE(part.solved);
  EXPECT_EQ(b.reason(), budget::StopReason::kNodeLimit);
  EXPECT_FALSE(part.steps.empty());
  EXPECT_LT(part.steps.size(), whole.steps.size());
  EXPECT_LE(part.grade, whole.grade);
  expect_prefix(part, whole);
}

TEST(ExplainLimits, ASpentTimeoutStopsBeforeTheFirstStep) {
  const Puzzle p = testing::load_example("examples/zebra_10x10.zebra");
  budget::Limits limits;
  limits.timeout_seconds = budget::Deadline::kSpentTimeout;
  budget::Budget b(limits);
  const ex::Explanation e = explain::explain(p, &b);
  EXPECT_TRUE(e.stopped);
  EXPECT_TRUE(e.steps.empty());
  EXPECT_EQ(b.reason(), budget::StopReason::kTimeout);
  budget::Budget hint_budget(limits);
  EXPECT_FALSE(explain::next_step(p, &hint_budget).has_value());
  EXPECT_TRUE(hint_budget.stopped());
}

TEST(ExplainLimits, TheInterruptFlagStopsTheLadder) {
  const Puzzle p = testing::load_example("examples/zebra_8x8.zebra");
  const InterruptFlag interrupted;
  budget::Budget b;
  const ex::Explanation e = explain::explain(p, &b);
  EXPECT_TRUE(e.stopped);
  EXPECT_FALSE(e.solved);
  EXPECT_EQ(b.reason(), budget::StopReason::kInterrupted);
}

// Without a budget nothing stops but the cap on trials inside trials: the
// 13x13 example ends where that cap leaves it, every step sound.
TEST(ExplainLimits, TheThirteenByThirteenExampleFinishesSoundly) {
  const Puzzle p = testing::load_example("examples/zebra_13x13.zebra");
  const ex::Explanation e = explain::explain(p);
  EXPECT_FALSE(e.stopped);
  EXPECT_EQ(e.grade, 3);  // fiendish
  EXPECT_GT(e.steps.size(), 200u);
  const auto solution = testing::unique_solution(p);
  ASSERT_TRUE(solution);
  // check_explanation also replays to the end: only each step is checked
  // here when the ladder stops short.
  ex::Explanation each = e;
  if (!e.solved) {
    for (std::size_t k = 0; k < e.steps.size(); ++k)
      for (const ex::Conclusion& c : e.steps[k].conclusions)
        EXPECT_EQ(c.kind == ex::Conclusion::Kind::kPlace,
                  (*solution)[c.var / p.n][c.var % p.n] == c.value)
            << "step " << k + 1 << ": " << e.steps[k].text;
  } else {
    EXPECT_EQ(testing::check_explanation(p, *solution, e), "");
  }
}

// `deduce generate zebra --positions 12 --categories 12 --seed 2`, formula
// clues included.
TEST(ExplainLimits, AGeneratedTwelveByTwelveGridIsExplained) {
  const Puzzle p = testing::load_example("tests/puzzles/zebra/data/generated_12x12_seed2.zebra");
  const ex::Explanation e = explain::explain(p);
  const auto solution = testing::unique_solution(p);
  ASSERT_TRUE(solution);
  ASSERT_TRUE(e.solved);
  EXPECT_EQ(testing::check_explanation(p, *solution, e), "");
}

}  // namespace
}  // namespace deduce::puzzles::zebra

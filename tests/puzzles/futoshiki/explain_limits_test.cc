// The Futoshiki ladder under limits: a node limit, a spent timeout and the
// interrupt flag each stop it with the first steps of the whole explanation,
// marked stopped; a trial never concludes from a search the budget cut.
#include <gtest/gtest.h>

#include "deduce/budget/deadline.h"
#include "deduce/budget/limits.h"
#include "deduce/io/read_file.h"
#include "deduce/puzzles/futoshiki/explain/ladder.h"
#include "deduce/puzzles/futoshiki/parse.h"
#include "explain_testing.h"

namespace deduce::puzzles::futoshiki {
namespace {

namespace ex = deduce::explain;

Puzzle nine() {
  const std::string path = std::string(DEDUCE_SOURCE_DIR) + "/examples/futoshiki_9x9.fut";
  return parse_puzzles(io::read_file(path), path).front();
}

ex::Explanation explain_with(const Puzzle& p, budget::Budget& b) {
  ExplainOptions options;
  options.budget = &b;
  return explain(p, options);
}

TEST(FutoshikiExplainLimits, ANodeLimitStopsTheLadderWithItsFirstSteps) {
  const Puzzle p = nine();
  const ex::Explanation whole = explain(p);
  ASSERT_TRUE(whole.solved);
  EXPECT_FALSE(whole.stopped);
  for (std::uint64_t limit : {1u, 20u, 60u, 200u}) {
    budget::Limits limits;
    limits.node_limit = limit;
    budget::Budget b(limits);
    const ex::Explanation part = explain_with(p, b);
    if (part.solved) continue;  // a limit past the whole work
    EXPECT_TRUE(part.stopped) << limit;
    EXPECT_EQ(b.reason(), budget::StopReason::kNodeLimit);
    ASSERT_LT(part.steps.size(), whole.steps.size());
    for (std::size_t i = 0; i < part.steps.size(); ++i)
      EXPECT_EQ(part.steps[i].text, whole.steps[i].text) << "limit " << limit << ", step " << i;
    // Replaying the partial steps never contradicts the solution.
    const Grid solution = explain_testing::solutions(p, 1).front();
    for (const ex::Step& s : part.steps)
      for (const ex::Conclusion& c : s.conclusions)
        EXPECT_EQ(c.kind == ex::Conclusion::Kind::kPlace, solution[c.var] == c.value) << s.text;
  }
}

TEST(FutoshikiExplainLimits, ASpentTimeoutStopsBeforeTheFirstStep) {
  const Puzzle p = nine();
  budget::Limits limits;
  limits.timeout_seconds = budget::Deadline::kSpentTimeout;
  budget::Budget b(limits);
  const ex::Explanation e = explain_with(p, b);
  EXPECT_TRUE(e.stopped);
  EXPECT_TRUE(e.steps.empty());
  EXPECT_EQ(b.reason(), budget::StopReason::kTimeout);
}

TEST(FutoshikiExplainLimits, TheInterruptFlagStopsTheLadder) {
  const Puzzle p = nine();
  budget::g_interrupt_requested = true;
  budget::Budget b;
  const ex::Explanation e = explain_with(p, b);
  budget::Budget hint_budget;
  const auto hint = next_step(p, p.givens, &hint_budget);
  budget::g_interrupt_requested = false;
  EXPECT_TRUE(e.stopped);
  EXPECT_FALSE(e.solved);
  EXPECT_EQ(b.reason(), budget::StopReason::kInterrupted);
  EXPECT_TRUE(hint_budget.stopped());
  EXPECT_FALSE(hint.has_value());
}

}  // namespace
}  // namespace deduce::puzzles::futoshiki

// --restarts on|off|learn|auto through the binary: the restarting search and
// clause learning answer solve and check as the plain search does (the solution, its uniqueness, or
// a second solution), and the option is refused where it does not apply.
#include <gtest/gtest.h>

#include <string>

#include "testing/run_binary.h"

namespace deduce::testing {
namespace {

std::string ex(const std::string& name) {
  return source_path("examples/" + name);
}

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

TEST(RestartsCli, SolveAndCheckGiveThePlainSearchsAnswers) {
  for (const char* mode : {"on", "off", "learn", "auto"}) {
    SCOPED_TRACE(mode);
    const RunResult plain = run_deduce({"solve", "--restarts", "off", ex("futoshiki_9x9.fut")});
    const RunResult s = run_deduce({"solve", "--restarts", mode, ex("futoshiki_9x9.fut")});
    EXPECT_EQ(s.exit_code, 0) << s.err;
    EXPECT_EQ(s.out, plain.out);
    EXPECT_TRUE(has(s.out, "# unique solution")) << s.out;
    const RunResult c = run_deduce({"check", "--restarts", mode, ex("futoshiki_9x9.fut")});
    EXPECT_EQ(c.exit_code, 0) << c.err;
    EXPECT_TRUE(has(c.out, "unique")) << c.out;
    // A bare square of order 6 has many solutions: the second one is found.
    const RunResult many = run_deduce({"check", "--restarts", mode, ex("latin6.fut")});
    EXPECT_EQ(many.exit_code, 1);
    EXPECT_TRUE(has(many.out, "several")) << many.out;
  }
}

// On several threads clause learning is a race of searches (sat/portfolio.h):
// a unique solution and every verdict are the same for any thread count,
// and one thread count gives the same output on every run.
TEST(RestartsCli, LearningAnswersTheSameForAnyThreadCount) {
  const RunResult plain = run_deduce({"solve", "--restarts", "off", ex("futoshiki_9x9.fut")});
  for (const char* threads : {"1", "2", "3"}) {
    SCOPED_TRACE(threads);
    const RunResult s =
        run_deduce({"solve", "--restarts", "learn", "--threads", threads, ex("futoshiki_9x9.fut")});
    EXPECT_EQ(s.out, plain.out);
    const RunResult c =
        run_deduce({"check", "--restarts", "learn", "--threads", threads, ex("latin6.fut")});
    EXPECT_EQ(c.exit_code, 1);
    EXPECT_TRUE(has(c.out, "several")) << c.out;
  }
  // Order 30 near the hardness peak: auto learns there.
  const std::string set = source_path("bench/data/futoshiki/qwh_30_316.fut");
  const RunResult once = run_deduce({"solve", "--threads", "2", set});
  EXPECT_EQ(once.exit_code, 0) << once.err;
  EXPECT_TRUE(has(once.out, "solution")) << once.out;
  EXPECT_EQ(run_deduce({"solve", "--threads", "2", set}).out, once.out);
  EXPECT_EQ(run_deduce({"check", "--threads", "2", set}).out,
            run_deduce({"check", "--threads", "1", set}).out)
      << "the same verdicts";
}

TEST(RestartsCli, IsRefusedWhereItDoesNotApply) {
  const RunResult count = run_deduce({"solve", "--restarts", "on", "--count", ex("latin6.fut")});
  EXPECT_EQ(count.exit_code, 2);
  EXPECT_TRUE(has(count.err, "--restarts on")) << count.err;
  const RunResult learn = run_deduce({"solve", "--restarts", "learn", "--all", ex("latin6.fut")});
  EXPECT_EQ(learn.exit_code, 2);
  EXPECT_TRUE(has(learn.err, "--restarts learn")) << learn.err;
  const RunResult bad = run_deduce({"solve", "--restarts", "often", ex("latin6.fut")});
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_TRUE(has(bad.err, "on")) << bad.err;
  const RunResult zebra = run_deduce({"solve", "--restarts", "on", ex("einstein.zebra")});
  EXPECT_EQ(zebra.exit_code, 2);
  EXPECT_TRUE(has(zebra.err, "--restarts")) << zebra.err;
  const RunResult zebra_learn = run_deduce({"solve", "--restarts", "learn", ex("einstein.zebra")});
  EXPECT_EQ(zebra_learn.exit_code, 2);
  const RunResult analyze = run_deduce({"analyze", "--restarts", "on", ex("einstein.zebra")});
  EXPECT_EQ(analyze.exit_code, 2);
}

}  // namespace
}  // namespace deduce::testing

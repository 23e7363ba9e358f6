// The command line on .zebra input: solve (table, asks, --count, --all,
// --limit, JSON), check and analyze verdicts, and the exit codes (0 solved
// or unique, 1 none or several, 2 bad input, 3 a limit).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "testing/run_binary.h"

namespace deduce::testing {
namespace {

using ::testing::HasSubstr;

const std::string kEinstein = "examples/einstein.zebra";

const char kEinsteinTable[] =
    "             1          2       3         4       5\n"
    "nationality  norwegian  dane    brit      german  swede\n"
    "color        yellow     blue    red       green   white\n"
    "drink        water      tea     milk      coffee  beer\n"
    "smoke        dunhill    blends  pallmall  prince  bluemaster\n"
    "pet          cat        horse   bird      fish    dog\n"
    "nationality of fish: german\n";

// Two solutions: a and b swap freely.
const char kTwo[] = "category k: a b\ncategory m: c d\n1: a is c\n";
const char kNone[] = "category k: a b\ncategory m: c d\n1: a is c\n2: a is d\n";

TEST(ZebraCli, SolvePrintsTheTableAndTheAnswers) {
  RunResult r = run_deduce({"solve", source_path(kEinstein)});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, kEinsteinTable);
}

TEST(ZebraCli, CountAllAndLimit) {
  EXPECT_EQ(run_deduce({"solve", "--count", source_path(kEinstein)}).out, "1\n");
  RunResult c = run_deduce({"solve", "--count", "--kind", "zebra", "-"}, kTwo);
  EXPECT_EQ(c.out, "2\n");
  EXPECT_EQ(c.exit_code, 0);
  RunResult all = run_deduce({"solve", "--all", "--kind", "zebra", "-"}, kTwo);
  EXPECT_EQ(all.exit_code, 0);
  EXPECT_THAT(all.out, HasSubstr("# 2 solutions\n"));
  RunResult lim = run_deduce({"solve", "--limit", "1", "--all", "--kind", "zebra", "-"}, kTwo);
  EXPECT_THAT(lim.out, HasSubstr("# 1 solution\n"));
  // 8!^5 for five unlinked categories of 8 values.
  std::string loose = "positions: 8\n";
  for (int c = 0; c < 5; ++c) {
    loose += "category k" + std::to_string(c) + ":";
    for (int v = 0; v < 8; ++v) loose += " k" + std::to_string(c) + "_" + std::to_string(v);
    loose += "\n";
  }
  EXPECT_EQ(run_deduce({"solve", "--count", "--kind", "zebra", "-"}, loose).out,
            "106562062388507443200000\n");
}

TEST(ZebraCli, JsonHasTheSolutionObjectAsksAndStats) {
  RunResult r = run_deduce({"solve", "--format", "json", source_path(kEinstein)});
  EXPECT_EQ(r.exit_code, 0);
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["status"], "solved");
  EXPECT_EQ(j["count"], 1);
  EXPECT_EQ(j["solutions"][0]["pet"][3], "fish");
  EXPECT_EQ(j["asks"][0]["answer"], "german");
  EXPECT_EQ(j["asks"][0]["category"], "nationality");
  EXPECT_TRUE(j["stats"].contains("nodes"));
  EXPECT_TRUE(j["stats"].contains("time_ms"));
  auto none = nlohmann::json::parse(
      run_deduce({"solve", "--format", "json", "--kind", "zebra", "-"}, kNone).out);
  EXPECT_EQ(none["status"], "unsatisfiable");
}

TEST(ZebraCli, NoSolutionExitsOne) {
  RunResult r = run_deduce({"solve", "--kind", "zebra", "-"}, kNone);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, "no solution\n");
}

TEST(ZebraCli, CheckGivesAVerdict) {
  RunResult u = run_deduce({"check", source_path(kEinstein)});
  EXPECT_EQ(u.exit_code, 0);
  EXPECT_THAT(u.out, HasSubstr("unique"));
  RunResult s = run_deduce({"check", "--kind", "zebra", "-"}, kTwo);
  EXPECT_EQ(s.exit_code, 1);
  EXPECT_THAT(s.out, HasSubstr("several"));
  RunResult n = run_deduce({"check", "--format", "json", "--kind", "zebra", "-"}, kNone);
  EXPECT_EQ(n.exit_code, 1);
  EXPECT_EQ(nlohmann::json::parse(n.out)["verdict"], "none");
}

TEST(ZebraCli, AnalyzeTextAndJson) {
  RunResult r = run_deduce({"analyze", source_path(kEinstein)});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, HasSubstr("  9   17  norwegian at 1\n"));
  EXPECT_THAT(r.out, HasSubstr("redundant on their own: 15\n"));
  EXPECT_THAT(r.out,
              HasSubstr("minimal clue set (14 of 15 clues): 1 2 3 4 5 6 7 8 9 10 11 12 13 14\n"));
  auto j = nlohmann::json::parse(
      run_deduce({"analyze", "--format", "json", source_path(kEinstein)}).out);
  EXPECT_EQ(j["status"], "unique");
  EXPECT_EQ(j["redundant"], nlohmann::json({"15"}));
  EXPECT_EQ(j["clues"][13]["solutions_without"], 12);
  RunResult bad = run_deduce({"analyze", "--kind", "zebra", "-"}, kNone);
  EXPECT_EQ(bad.exit_code, 1);
  EXPECT_THAT(bad.out, HasSubstr("conflicting clues (2): 1 2\n"));
}

TEST(ZebraCli, BadInputExitsTwoWithTheLocation) {
  RunResult r = run_deduce({"solve", "--kind", "zebra", "-"}, "category k: a b\n1: a is z\n");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, HasSubstr("<stdin>:2:9: unknown value `z`"));
}

TEST(ZebraCli, ANodeLimitExitsThreeWithPartialOutput) {
  std::string loose = "positions: 6\n";
  for (int c = 0; c < 3; ++c) {
    loose += "category k" + std::to_string(c) + ":";
    for (int v = 0; v < 6; ++v) loose += " k" + std::to_string(c) + "_" + std::to_string(v);
    loose += "\n";
  }
  loose += "1: k0_0 next to k1_0\n2: k1_1 left of k2_2\n";
  RunResult r = run_deduce({"solve", "--all", "--node-limit", "20", "--kind", "zebra", "-"}, loose);
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_THAT(r.err, HasSubstr("--node-limit"));
  EXPECT_THAT(r.out, HasSubstr("k0  "));  // the solutions found before the stop
}

}  // namespace
}  // namespace deduce::testing

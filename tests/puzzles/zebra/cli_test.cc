// The command line on .zebra input: solve (table, asks, --count, --all,
// --limit, JSON), check and analyze verdicts, and the exit codes (solve: 0
// solved, 1 none; check and analyze: 0 unique, 1 none or several; 2 bad
// input; 3 a limit, --limit included, stopped the work).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "testing/run_binary.h"

namespace deduce::testing {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;

const std::string kEinstein = "examples/einstein.zebra";

const char kEinsteinTable[] =
    "             1          2       3         4       5\n"
    "nationality  norwegian  dane    brit      german  swede\n"
    "color        yellow     blue    red       green   white\n"
    "drink        water      tea     milk      coffee  beer\n"
    "smoke        dunhill    blends  pallmall  prince  bluemaster\n"
    "pet          cat        horse   bird      fish    dog\n"
    "nationality of fish: german\n"
    "# unique solution\n";

// Two solutions: a and b swap freely.
const char kTwo[] = "category k: a b\ncategory m: c d\n1: a is c\n";
const char kNone[] = "category k: a b\ncategory m: c d\n1: a is c\n2: a is d\n";

// The one result of a `--format json` run on one file, whose document's
// exit code must be the run's.
nlohmann::json json_result(const RunResult& r) {
  const auto doc = nlohmann::json::parse(r.out);
  EXPECT_EQ(doc.at("exit_code"), r.exit_code);
  EXPECT_EQ(doc.at("results").size(), 1u) << r.out;
  return doc.at("results").at(0);
}

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
  // --limit cutting the listing leaves a partial result: exit 3, a lower bound.
  RunResult lim = run_deduce({"solve", "--limit", "1", "--all", "--kind", "zebra", "-"}, kTwo);
  EXPECT_EQ(lim.exit_code, 3);
  EXPECT_THAT(lim.out, StartsWith("   1  2\nk  a  b\nm  c  d\n# at least 1 solution"));
  EXPECT_THAT(lim.out, HasSubstr(" (stopped: --limit 1)\n"));
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
  auto j = json_result(r);
  EXPECT_EQ(j["status"], "solved");
  EXPECT_EQ(j["count"], 1);
  EXPECT_EQ(j["exact"], true);
  EXPECT_EQ(j["uniqueness"], "unique");
  EXPECT_EQ(j["solutions"][0]["pet"][3], "fish");
  EXPECT_EQ(j["asks"][0]["answer"], "german");
  EXPECT_EQ(j["asks"][0]["category"], "nationality");
  EXPECT_TRUE(j["stats"].contains("nodes"));
  EXPECT_TRUE(j["stats"].contains("seconds"));
  RunResult n = run_deduce({"solve", "--format", "json", "--kind", "zebra", "-"}, kNone);
  EXPECT_EQ(n.exit_code, 1);
  auto none = json_result(n);
  EXPECT_EQ(none["status"], "no_solution");
  EXPECT_EQ(none["count"], 0);
}

TEST(ZebraCli, NoSolutionExitsOne) {
  RunResult r = run_deduce({"solve", "--kind", "zebra", "-"}, kNone);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, "# no solution\n");
}

TEST(ZebraCli, CheckGivesAVerdict) {
  RunResult u = run_deduce({"check", source_path(kEinstein)});
  EXPECT_EQ(u.exit_code, 0);
  EXPECT_EQ(u.out, source_path(kEinstein) + ":1:1: unique: exactly one solution\n");
  RunResult s = run_deduce({"check", "--kind", "zebra", "-"}, kTwo);
  EXPECT_EQ(s.exit_code, 1);
  EXPECT_EQ(s.out, "<stdin>:1:1: several: at least 2 solutions\n");
  RunResult n = run_deduce({"check", "--format", "json", "--kind", "zebra", "-"}, kNone);
  EXPECT_EQ(n.exit_code, 1);
  auto none = json_result(n);
  EXPECT_EQ(none["status"], "no_solution");
  EXPECT_EQ(none["uniqueness"], "none");
  EXPECT_EQ(none["exit_code"], 1);
}

TEST(ZebraCli, AnalyzeTextAndJson) {
  RunResult r = run_deduce({"analyze", source_path(kEinstein)});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, HasSubstr("  9   17  norwegian at 1\n"));
  EXPECT_THAT(r.out, HasSubstr("redundant on their own: 15\n"));
  EXPECT_THAT(r.out,
              HasSubstr("minimal clue set (14 of 15 clues): 1 2 3 4 5 6 7 8 9 10 11 12 13 14\n"));
  RunResult json = run_deduce({"analyze", "--format", "json", source_path(kEinstein)});
  EXPECT_EQ(json.exit_code, 0);
  auto j = json_result(json);
  EXPECT_EQ(j["uniqueness"], "unique");
  EXPECT_EQ(j["count"], 1);
  EXPECT_EQ(j["analysis"]["redundant"], nlohmann::json({"15"}));
  EXPECT_EQ(j["analysis"]["clues"][13]["solutions_without"], 12);
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
  // The solutions found before the stop, then their number as a lower bound.
  std::size_t tables = 0;
  for (std::size_t at = r.out.find("\nk0  "); at != std::string::npos;
       at = r.out.find("\nk0  ", at + 1))
    ++tables;
  EXPECT_GT(tables, 0u);
  EXPECT_THAT(r.out, HasSubstr("# at least " + std::to_string(tables) +
                               " solutions (stopped: --node-limit 20)\n"));
}

}  // namespace
}  // namespace deduce::testing

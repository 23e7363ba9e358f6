// The command line on Futoshiki input: what solve and check print and the
// exit codes (0 solved / valid, 1 none / invalid, 2 bad input or usage,
// 3 a limit), in text and JSON.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "testing/run_binary.h"

namespace deduce::testing {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;

const char kDoc[] =
    "5\n"
    "0 > 0 | 0 | 0 | 0\n"
    "- - - - - - ^ - v\n"
    "0 | 0 | 0 | 0 | 0\n"
    "- - - - - - - - v\n"
    "0 > 0 | 1 | 0 | 0\n"
    "v - v - - - - - -\n"
    "0 | 0 | 0 < 0 | 0\n"
    "- - - - - - - - -\n"
    "0 | 0 | 0 < 0 < 0\n";

const char kDocSolution[] =
    "5\n"
    "3>2|5|1|4\n"
    "------^-v\n"
    "1|5|4|2|3\n"
    "--------v\n"
    "5>4|1|3|2\n"
    "v-v------\n"
    "4|3|2<5|1\n"
    "---------\n"
    "2|1|3<4<5\n";

const char kDocId[] = "5:0R,0,0,0,0D,0,0,0,0U,0D,0RD,0D,1,0,0,0,0,0,0L,0,0,0,0,0L,0L,";

// Two solutions: the 2x2 Latin squares.
const char kTwo[] = "2\n0|0\n---\n0|0\n";
// No solution: 1 < x < 2 has no room, though no two givens clash.
const char kNone[] = "3\n1<0<2\n-----\n0|0|0\n-----\n0|0|0\n";
// Invalid: two givens 2 in row 1.
const char kInvalid[] = "3\n2|0|2\n-----\n0|0|0\n-----\n0|0|0\n";

std::vector<nlohmann::json> json_lines(const std::string& out) {
  std::vector<nlohmann::json> objects;
  std::istringstream in(out);
  std::string line;
  while (std::getline(in, line)) objects.push_back(nlohmann::json::parse(line));
  return objects;
}

TEST(FutoshikiCli, SolvePrintsTheSolutionInTheGridFormat) {
  RunResult r = run_deduce({"solve", "-"}, kDoc);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, kDocSolution);
}

TEST(FutoshikiCli, SolveAGameIdPrintsTheSolvedIdThenTheGrid) {
  RunResult r = run_deduce({"solve", "-"}, std::string(kDocId) + "\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, std::string("5:3R,2,5,1,4D,1,5,4,2U,3D,5RD,4D,1,3,2,4,3,2,5L,1,2,1,3,4L,5L,\n") +
                       kDocSolution);
}

TEST(FutoshikiCli, CountPrintsOnlyTheNumber) {
  EXPECT_EQ(run_deduce({"solve", "--count", "-"}, kDoc).out, "1\n");
  RunResult r = run_deduce({"solve", "--count", "-"}, kTwo);
  EXPECT_EQ(r.out, "2\n");
  EXPECT_EQ(r.exit_code, 0);
  // 576 Latin squares of order 4.
  EXPECT_EQ(run_deduce({"solve", "--count", "-"},
                       "4\n0|0|0|0\n-------\n0|0|0|0\n-------\n"
                       "0|0|0|0\n-------\n0|0|0|0\n")
                .out,
            "576\n");
}

TEST(FutoshikiCli, AllPrintsEverySolutionAndLimitStopsAfterN) {
  RunResult r = run_deduce({"solve", "--all", "-"}, kTwo);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_THAT(r.out, HasSubstr("1|2\n---\n2|1\n"));
  EXPECT_THAT(r.out, HasSubstr("2|1\n---\n1|2\n"));
  EXPECT_THAT(r.out, HasSubstr("# 2 solutions\n"));
  RunResult one = run_deduce({"solve", "--all", "--limit", "1", "-"}, kTwo);
  EXPECT_EQ(one.exit_code, 0);
  EXPECT_THAT(one.out, HasSubstr("# 1 solution\n"));
  EXPECT_EQ(run_deduce({"solve", "--count", "--limit", "1", "-"}, kTwo).out, "1\n");
}

TEST(FutoshikiCli, NoSolutionExitsOne) {
  RunResult r = run_deduce({"solve", "-"}, kNone);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, "no solution\n");
  auto j = json_lines(run_deduce({"solve", "--format", "json", "-"}, kNone).out);
  ASSERT_EQ(j.size(), 1u);
  EXPECT_EQ(j[0]["status"], "unsatisfiable");
  EXPECT_EQ(j[0]["count"], 0);
}

TEST(FutoshikiCli, InvalidPuzzleExitsOneWithTheReasonAndPlace) {
  RunResult r = run_deduce({"solve", "-"}, kInvalid);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_THAT(r.out, HasSubstr("invalid puzzle: <stdin>:2:5: the value 2 appears twice in row 1"));
  auto j = json_lines(run_deduce({"solve", "--format", "json", "-"}, kInvalid).out);
  ASSERT_EQ(j.size(), 1u);
  EXPECT_EQ(j[0]["status"], "invalid");
  EXPECT_EQ(j[0]["where"]["line"], 2);
  EXPECT_EQ(j[0]["where"]["column"], 5);
}

TEST(FutoshikiCli, JsonHoldsStatusCountSolutionsAndStats) {
  RunResult r = run_deduce({"solve", "--format", "json", "-"}, kDoc);
  EXPECT_EQ(r.exit_code, 0);
  auto j = json_lines(r.out);
  ASSERT_EQ(j.size(), 1u);
  EXPECT_EQ(j[0]["status"], "solved");
  EXPECT_EQ(j[0]["count"], 1);
  EXPECT_EQ(j[0]["solutions"][0][0], (std::vector<int>{3, 2, 5, 1, 4}));
  EXPECT_EQ(j[0]["solutions"][0][4], (std::vector<int>{2, 1, 3, 4, 5}));
  for (const char* key : {"nodes", "failures", "propagations", "seconds"}) {
    EXPECT_TRUE(j[0]["stats"].contains(key)) << key;
  }
}

TEST(FutoshikiCli, SeveralPuzzlesGiveJsonLinesInOrderAndTheWorstExitCode) {
  std::string text = std::string(kDocId) + "\n" + kTwo + kNone;
  RunResult r = run_deduce({"solve", "--format", "json", "-"}, text);
  EXPECT_EQ(r.exit_code, 1);
  auto j = json_lines(r.out);
  ASSERT_EQ(j.size(), 3u);
  EXPECT_EQ(j[0]["status"], "solved");
  EXPECT_EQ(j[0]["puzzle"], 1);
  EXPECT_EQ(j[1]["status"], "solved");
  EXPECT_EQ(j[1]["line"], 2);
  EXPECT_EQ(j[2]["status"], "unsatisfiable");
  RunResult counts = run_deduce({"solve", "--count", "-"}, text);
  EXPECT_EQ(counts.out, "1\n2\n0\n");
}

TEST(FutoshikiCli, NodeLimitExitsThreeAndSaysSo) {
  std::string blank = "6\n";
  for (int r = 0; r < 6; ++r) blank += r ? "-----------\n0|0|0|0|0|0\n" : "0|0|0|0|0|0\n";
  RunResult r = run_deduce({"solve", "--count", "--node-limit", "1", "-"}, blank);
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_THAT(r.err, HasSubstr("stopped by --node-limit"));
  RunResult j = run_deduce({"solve", "--all", "--format", "json", "--node-limit", "1", "-"}, blank);
  EXPECT_EQ(j.exit_code, 3);
  EXPECT_EQ(json_lines(j.out).at(0)["status"], "limit");
}

TEST(FutoshikiCli, StatsInTextMode) {
  RunResult r = run_deduce({"solve", "--stats", "-"}, kDoc);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_THAT(r.out, HasSubstr("# stats: nodes "));
  EXPECT_THAT(r.out, HasSubstr("propagations "));
}

TEST(FutoshikiCli, CheckGivesEachVerdictWithItsPlace) {
  RunResult valid = run_deduce({"check", "-"}, kDoc);
  EXPECT_EQ(valid.exit_code, 0);
  EXPECT_EQ(valid.out,
            "<stdin>:2:1: incomplete and valid: 24 of 25 cells are empty, the first at row 1, "
            "column 1; no given breaks a rule\n");
  RunResult complete = run_deduce({"check", "-"}, kDocSolution);
  EXPECT_EQ(complete.exit_code, 0);
  EXPECT_THAT(complete.out, StartsWith("<stdin>:1:1: complete and valid: "));
  RunResult invalid = run_deduce({"check", "-"}, kInvalid);
  EXPECT_EQ(invalid.exit_code, 1);
  EXPECT_THAT(invalid.out, StartsWith("<stdin>:2:5: incomplete and invalid: the value 2"));
  RunResult range = run_deduce({"check", "-"}, "2\n1|3\n---\n0|0\n");
  EXPECT_EQ(range.exit_code, 1);
  EXPECT_THAT(range.out, StartsWith("<stdin>:2:3: incomplete and invalid: the value 3 at row 1, "
                                    "column 2 is out of range"));
  RunResult broken = run_deduce({"check", "-"}, "2\n1>2\n---\n2|1\n");
  EXPECT_EQ(broken.exit_code, 1);
  EXPECT_THAT(broken.out, StartsWith("<stdin>:2:2: complete and invalid: the sign `>`"));
  auto j = json_lines(run_deduce({"check", "--format", "json", "-"}, kInvalid).out);
  EXPECT_EQ(j.at(0)["verdict"], "incomplete_invalid");
  EXPECT_EQ(j.at(0)["column"], 5);
}

TEST(FutoshikiCli, AnalyzeIsAUsageError) {
  RunResult r = run_deduce({"analyze", "-"}, kDoc);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, HasSubstr("works on logic grids"));
  EXPECT_TRUE(r.out.empty());
}

TEST(FutoshikiCli, BadInputExitsTwoWithFileLineColumn) {
  RunResult r = run_deduce({"solve", "-"}, "5\n0>0|0|0|0\n------^-v\n0|0|0|0\n");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, StartsWith("<stdin>:4:8: expected 5 values in row 2"));
  EXPECT_TRUE(r.out.empty());
  RunResult s = run_deduce({"solve", "-"}, "3\n1|7|0\n-----\n0|0|0\n-----\n0|0|0\n");
  EXPECT_EQ(s.exit_code, 2);
  EXPECT_THAT(s.err, StartsWith("<stdin>:2:3: expected value 2 of row 1: a value from 1 to 3"));
}

}  // namespace
}  // namespace deduce::testing

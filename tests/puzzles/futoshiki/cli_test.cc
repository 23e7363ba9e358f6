// The command line on Futoshiki input: what solve and check print and the
// exit codes (solve: 0 solved, 1 none or invalid; check: 0 exactly one
// solution, 1 none, several or invalid; 2 bad input or usage; 3 a limit
// stopped the work), in text, JSON (one document) and JSON Lines.
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

// The objects of `--format jsonl` output, one a line.
std::vector<nlohmann::json> json_lines(const std::string& out) {
  std::vector<nlohmann::json> objects;
  std::istringstream in(out);
  std::string line;
  while (std::getline(in, line)) objects.push_back(nlohmann::json::parse(line));
  return objects;
}

// The results of a `--format json` document, whose own exit code must be
// the run's.
nlohmann::json json_results(const RunResult& r) {
  const auto doc = nlohmann::json::parse(r.out);
  EXPECT_EQ(doc.at("exit_code"), r.exit_code);
  return doc.at("results");
}

// The one result of a `--format json` run on one puzzle.
nlohmann::json json_result(const RunResult& r) {
  const auto results = json_results(r);
  EXPECT_EQ(results.size(), 1u) << r.out;
  return results.at(0);
}

TEST(FutoshikiCli, SolvePrintsTheSolutionInTheGridFormat) {
  RunResult r = run_deduce({"solve", "-"}, kDoc);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, std::string(kDocSolution) + "# unique solution\n");
}

TEST(FutoshikiCli, SolveAGameIdPrintsTheSolvedIdThenTheGrid) {
  RunResult r = run_deduce({"solve", "-"}, std::string(kDocId) + "\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, std::string("5:3R,2,5,1,4D,1,5,4,2U,3D,5RD,4D,1,3,2,4,3,2,5L,1,2,1,3,4L,5L,\n") +
                       kDocSolution + "# unique solution\n");
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
  // --limit cutting a listing or a count is a partial result: exit 3, and
  // the number is a lower bound that says which limit met it.
  RunResult one = run_deduce({"solve", "--all", "--limit", "1", "-"}, kTwo);
  EXPECT_EQ(one.exit_code, 3);
  EXPECT_THAT(one.out, StartsWith("2\n1|2\n---\n2|1\n# at least 1 solution"));
  EXPECT_THAT(one.out, HasSubstr(" (stopped: --limit 1)\n"));
  RunResult count = run_deduce({"solve", "--count", "--limit", "1", "-"}, kTwo);
  EXPECT_EQ(count.exit_code, 3);
  EXPECT_EQ(count.out, "at least 1 (stopped: --limit 1)\n");
}

TEST(FutoshikiCli, NoSolutionExitsOne) {
  RunResult r = run_deduce({"solve", "-"}, kNone);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, "# no solution\n");
  RunResult json = run_deduce({"solve", "--format", "json", "-"}, kNone);
  EXPECT_EQ(json.exit_code, 1);
  auto j = json_result(json);
  EXPECT_EQ(j["status"], "no_solution");
  EXPECT_EQ(j["count"], 0);
  EXPECT_EQ(j["exact"], true);
  EXPECT_EQ(j["exit_code"], 1);
}

TEST(FutoshikiCli, InvalidPuzzleExitsOneWithTheReasonAndPlace) {
  RunResult r = run_deduce({"solve", "-"}, kInvalid);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_THAT(r.out, StartsWith("# invalid puzzle: <stdin>:2:5: incomplete and invalid: the value "
                                "2 appears twice in row 1"));
  RunResult json = run_deduce({"solve", "--format", "json", "-"}, kInvalid);
  EXPECT_EQ(json.exit_code, 1);
  auto j = json_result(json);
  EXPECT_EQ(j["status"], "invalid");
  EXPECT_EQ(j["exit_code"], 1);
  EXPECT_EQ(j["verdict"]["verdict"], "incomplete_invalid");
  EXPECT_EQ(j["verdict"]["line"], 2);
  EXPECT_EQ(j["verdict"]["column"], 5);
}

TEST(FutoshikiCli, JsonHoldsStatusCountSolutionsAndStats) {
  RunResult r = run_deduce({"solve", "--format", "json", "-"}, kDoc);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(nlohmann::json::parse(r.out)["command"], "solve");
  auto j = json_result(r);
  EXPECT_EQ(j["status"], "solved");
  EXPECT_EQ(j["count"], 1);
  EXPECT_EQ(j["exact"], true);
  EXPECT_EQ(j["uniqueness"], "unique");
  EXPECT_EQ(j["order"], 5);
  EXPECT_EQ(j["solutions"][0][0], (std::vector<int>{3, 2, 5, 1, 4}));
  EXPECT_EQ(j["solutions"][0][4], (std::vector<int>{2, 1, 3, 4, 5}));
  for (const char* key : {"nodes", "failures", "propagations", "seconds"}) {
    EXPECT_TRUE(j["stats"].contains(key)) << key;
  }
}

TEST(FutoshikiCli, SeveralPuzzlesGiveJsonLinesInOrderAndTheWorstExitCode) {
  std::string text = std::string(kDocId) + "\n" + kTwo + kNone;
  RunResult r = run_deduce({"solve", "--format", "jsonl", "-"}, text);
  EXPECT_EQ(r.exit_code, 1);
  auto j = json_lines(r.out);
  ASSERT_EQ(j.size(), 3u);
  EXPECT_EQ(j[0]["status"], "solved");
  EXPECT_EQ(j[0]["puzzle"], 1);
  EXPECT_EQ(j[0]["exit_code"], 0);
  EXPECT_EQ(j[1]["status"], "solved");
  EXPECT_EQ(j[1]["puzzle"], 2);
  EXPECT_EQ(j[1]["line"], 2);
  EXPECT_EQ(j[1]["exit_code"], 0);
  EXPECT_EQ(j[2]["status"], "no_solution");
  EXPECT_EQ(j[2]["puzzle"], 3);
  EXPECT_EQ(j[2]["exit_code"], 1);
  // One document holds the same results in the same order.
  RunResult doc = run_deduce({"solve", "--format", "json", "-"}, text);
  EXPECT_EQ(doc.exit_code, 1);
  auto results = json_results(doc);
  ASSERT_EQ(results.size(), 3u);
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(results[i]["puzzle"], j[i]["puzzle"]) << i;
    EXPECT_EQ(results[i]["status"], j[i]["status"]) << i;
  }
  RunResult counts = run_deduce({"solve", "--count", "-"}, text);
  EXPECT_EQ(counts.exit_code, 1);
  EXPECT_EQ(counts.out,
            "# <stdin>:1 (puzzle 1)\n1\n"
            "# <stdin>:2 (puzzle 2)\n2\n"
            "# <stdin>:6 (puzzle 3)\n0\n");
}

TEST(FutoshikiCli, NodeLimitExitsThreeAndSaysSo) {
  std::string blank = "6\n";
  for (int r = 0; r < 6; ++r) blank += r ? "-----------\n0|0|0|0|0|0\n" : "0|0|0|0|0|0\n";
  RunResult r = run_deduce({"solve", "--count", "--node-limit", "1", "-"}, blank);
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.out, "at least 0 (stopped: --node-limit 1)\n");
  RunResult j = run_deduce({"solve", "--all", "--format", "json", "--node-limit", "1", "-"}, blank);
  EXPECT_EQ(j.exit_code, 3);
  auto result = json_result(j);
  EXPECT_EQ(result["status"], "stopped");
  EXPECT_EQ(result["stop"], "node_limit");
  EXPECT_EQ(result["exact"], false);
  EXPECT_EQ(result["exit_code"], 3);
}

TEST(FutoshikiCli, StatsInTextMode) {
  RunResult r = run_deduce({"solve", "--stats", "-"}, kDoc);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_THAT(r.out, HasSubstr("# stats: nodes "));
  EXPECT_THAT(r.out, HasSubstr("propagations "));
}

TEST(FutoshikiCli, CheckGivesEachVerdictWithItsPlace) {
  // A valid grid's line points at the puzzle and tells the number of
  // solutions; the seed verdict keeps its own place in JSON.
  RunResult valid = run_deduce({"check", "-"}, kDoc);
  EXPECT_EQ(valid.exit_code, 0);
  EXPECT_EQ(valid.out,
            "<stdin>:1:1: unique: exactly one solution; incomplete and valid: 24 of 25 cells are "
            "empty, the first at row 1, column 1; no given breaks a rule\n");
  RunResult valid_json = run_deduce({"check", "--format", "json", "-"}, kDoc);
  EXPECT_EQ(valid_json.exit_code, 0);
  auto v = json_result(valid_json);
  EXPECT_EQ(v["verdict"]["verdict"], "incomplete_valid");
  EXPECT_EQ(v["verdict"]["line"], 2);
  EXPECT_EQ(v["verdict"]["column"], 1);
  EXPECT_EQ(v["uniqueness"], "unique");
  RunResult complete = run_deduce({"check", "-"}, kDocSolution);
  EXPECT_EQ(complete.exit_code, 0);
  EXPECT_THAT(complete.out,
              StartsWith("<stdin>:1:1: unique: exactly one solution; complete and valid: "));
  // An invalid grid's line points at what breaks the rule.
  RunResult invalid = run_deduce({"check", "-"}, kInvalid);
  EXPECT_EQ(invalid.exit_code, 1);
  EXPECT_THAT(invalid.out, StartsWith("<stdin>:2:5: invalid: incomplete and invalid: the value 2"));
  RunResult range = run_deduce({"check", "-"}, "2\n1|3\n---\n0|0\n");
  EXPECT_EQ(range.exit_code, 1);
  EXPECT_THAT(range.out, StartsWith("<stdin>:2:3: invalid: incomplete and invalid: the value 3 at "
                                    "row 1, column 2 is out of range"));
  RunResult broken = run_deduce({"check", "-"}, "2\n1>2\n---\n2|1\n");
  EXPECT_EQ(broken.exit_code, 1);
  EXPECT_THAT(broken.out, StartsWith("<stdin>:2:2: invalid: complete and invalid: the sign `>`"));
  RunResult json = run_deduce({"check", "--format", "json", "-"}, kInvalid);
  EXPECT_EQ(json.exit_code, 1);
  auto j = json_result(json);
  EXPECT_EQ(j["status"], "invalid");
  EXPECT_EQ(j["verdict"]["verdict"], "incomplete_invalid");
  EXPECT_EQ(j["verdict"]["line"], 2);
  EXPECT_EQ(j["verdict"]["column"], 5);
}

TEST(FutoshikiCli, AnalyzeIsAUsageError) {
  RunResult r = run_deduce({"analyze", "-"}, kDoc);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, HasSubstr("`deduce analyze` works on .zebra, .riddle files"));
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

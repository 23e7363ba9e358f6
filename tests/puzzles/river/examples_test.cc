// The bundled examples through the built binary: the figures of issue 4, and
// every printed solution re-simulated by the independent checker (rules.h).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "puzzles/river/rules.h"
#include "testing/instances.h"
#include "testing/run_binary.h"

namespace deduce::testing::river {
namespace {

std::string example(const std::string& name) {
  return source_path("examples/" + name + ".river");
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  return lines;
}

// The one result of a `--format json` run, whose document's exit code must
// be the run's.
nlohmann::json json_result(const RunResult& r) {
  const auto doc = nlohmann::json::parse(r.out);
  EXPECT_EQ(doc.at("exit_code"), r.exit_code);
  EXPECT_EQ(doc.at("results").size(), 1u) << r.out;
  return doc.at("results").at(0);
}

struct Figures {
  const char* name;
  std::int64_t length;
  std::int64_t cost;
  std::uint64_t optimal;
  std::uint64_t all;  // 0: not checked here
};

class Examples : public ::testing::TestWithParam<Figures> {};

TEST_P(Examples, TextSolutionIsOptimalAndObeysTheRules) {
  const Figures f = GetParam();
  const Rules rules = example_rules(f.name);
  const RunResult r = run_deduce({"solve", example(f.name)});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  std::vector<std::string> lines = lines_of(r.out);
  ASSERT_GE(lines.size(), 4u);
  const std::string summary = lines.back();
  lines.pop_back();
  const std::string figures = lines.back();
  lines.pop_back();
  EXPECT_NE(lines.front().find("; boat for "), std::string::npos) << lines.front();
  lines.erase(lines.begin());  // the heading: title, groups, boat
  std::int64_t length = -1, cost = -1;
  EXPECT_EQ(check_text_solution(rules, lines, &length, &cost), "");
  EXPECT_EQ(length, f.length);
  EXPECT_EQ(cost, f.cost);
  EXPECT_EQ(figures, "length " + std::to_string(f.length) + ", cost " + std::to_string(f.cost));
  EXPECT_EQ(summary, f.optimal == 1
                         ? std::string("# unique optimal solution")
                         : "# one of " + std::to_string(f.optimal) + " optimal solutions");
}

TEST_P(Examples, JsonSolutionObeysTheRules) {
  const Figures f = GetParam();
  const RunResult r = run_deduce({"solve", "--format", "json", example(f.name)});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto j = json_result(r);
  ASSERT_EQ(j.at("solutions").size(), 1u);
  const auto& s = j.at("solutions").at(0);
  EXPECT_EQ(check_json_solution(example_rules(f.name), s.dump()), "");
  EXPECT_EQ(s.at("length"), f.length);
  EXPECT_EQ(s.at("cost"), f.cost);
  EXPECT_EQ(j.at("optimal").at("length"), f.length);
  EXPECT_EQ(j.at("optimal").at("cost"), f.cost);
  EXPECT_EQ(j.at("count"), f.optimal);
  EXPECT_EQ(j.at("exact"), true);
  EXPECT_EQ(j.at("counted"), "optimal");
  EXPECT_EQ(j.at("uniqueness"), f.optimal == 1 ? "unique" : "several");
  // River statistics: nodes are the expanded states.
  for (const char* key : {"nodes", "states", "generated", "seconds"})
    EXPECT_TRUE(j.at("stats").contains(key)) << key;
}

TEST_P(Examples, CountsOptimalSolutions) {
  const Figures f = GetParam();
  const RunResult r = run_deduce({"solve", "--count", "--optimal", example(f.name)});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, std::to_string(f.optimal) + "\n# optimal solutions (length " +
                       std::to_string(f.length) + ", cost " + std::to_string(f.cost) + ")\n");
}

TEST_P(Examples, CountsAllSolutionsAndListsEachOnceObeyingTheRules) {
  const Figures f = GetParam();
  if (f.all == 0) GTEST_SKIP() << "too many to list";
  const RunResult c = run_deduce({"solve", "--count", "--format", "json", example(f.name)});
  ASSERT_EQ(c.exit_code, 0) << c.err;
  const auto counted = json_result(c);
  EXPECT_EQ(counted.at("count"), f.all);
  EXPECT_EQ(counted.at("exact"), true);
  EXPECT_EQ(counted.at("stop"), "none");
  EXPECT_EQ(counted.at("counted"), "repetition_free");

  // And the independent brute force agrees on every figure.
  const BruteForce b = brute_force(example_rules(f.name));
  EXPECT_EQ(b.solutions, f.all);
  EXPECT_EQ(b.optimal, f.optimal);
  EXPECT_EQ(b.best_cost, f.cost);

  // The sanitizer pass's short form lists the smaller examples only: the
  // listing's code is the same, and the jealous husbands' 19,602 solutions,
  // each parsed and checked by test code built without optimisation, took
  // three and a half minutes there.
  if (short_form() && f.all > 1000) return;
  const RunResult l = run_deduce({"solve", "--all", "--format", "json", example(f.name)});
  ASSERT_EQ(l.exit_code, 0) << l.err;
  const auto j = json_result(l);
  ASSERT_EQ(j.at("solutions").size(), f.all);
  EXPECT_EQ(j.at("count"), f.all);
  EXPECT_EQ(j.at("exact"), true);
  EXPECT_EQ(j.at("listed"), f.all);
  std::set<std::string> distinct;
  std::int64_t best = -1;
  for (const auto& s : j.at("solutions")) {
    ASSERT_EQ(check_json_solution(example_rules(f.name), s.dump()), "") << s.dump();
    distinct.insert(s.at("steps").dump());
    const std::int64_t cost = s.at("cost");
    if (best < 0 || cost < best) best = cost;
  }
  EXPECT_EQ(distinct.size(), f.all);
  EXPECT_EQ(best, f.cost);
}

INSTANTIATE_TEST_SUITE_P(River, Examples,
                         ::testing::Values(Figures{"monks_monsters_3_3_2", 11, 11, 4, 4},
                                           Figures{"monks_monsters_3_3_3", 5, 5, 6, 94},
                                           Figures{"monks_monsters_4_4_3", 9, 9, 32, 200},
                                           Figures{"wolf_goat_cabbage", 7, 7, 2, 2},
                                           Figures{"jealous_husbands", 11, 11, 486, 19602},
                                           Figures{"bridge_torch", 5, 17, 2, 0},
                                           Figures{"monks_monsters_1000_1000_4", 1997, 1997, 361,
                                                   0}),
                         [](const auto& info) { return std::string(info.param.name); });

TEST(RiverCli, NoSolutionExitsOne) {
  for (const char* args : {"", "--count", "--optimal", "--all"}) {
    std::vector<std::string> argv{"solve", example("monks_monsters_4_4_2")};
    if (std::string(args) == "--optimal") argv.insert(argv.begin() + 1, "--count");
    if (*args) argv.insert(argv.begin() + 1, args);
    const RunResult r = run_deduce(argv);
    EXPECT_EQ(r.exit_code, 1) << args << r.out << r.err;
  }
  EXPECT_EQ(brute_force(example_rules("monks_monsters_4_4_2")).solutions, 0u);
  const RunResult check = run_deduce({"check", example("monks_monsters_4_4_2")});
  EXPECT_EQ(check.exit_code, 1);
  EXPECT_NE(check.out.find("no solution"), std::string::npos);
}

// check counts the optimal crossings: exit 0 only when there is exactly one.
TEST(RiverCli, CheckReportsSolvable) {
  const RunResult r = run_deduce({"check", example("monks_monsters_3_3_2")});
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_EQ(r.out, example("monks_monsters_3_3_2") +
                       ":1:1: several: 4 optimal solutions (length 11, cost 11)\n");
  const RunResult j = run_deduce({"check", "--format", "json", example("monks_monsters_3_3_2")});
  EXPECT_EQ(j.exit_code, 1);
  const auto result = json_result(j);
  EXPECT_EQ(result.at("status"), "solved");
  EXPECT_EQ(result.at("uniqueness"), "several");
  EXPECT_EQ(result.at("count"), 4);
  EXPECT_EQ(result.at("optimal").at("length"), 11);
}

TEST(RiverCli, AnalyzeIsAUsageError) {
  const RunResult r = run_deduce({"analyze", example("monks_monsters_3_3_2")});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_FALSE(r.err.empty());
}

TEST(RiverCli, AllStopsAtTheLimit) {
  const RunResult r =
      run_deduce({"solve", "--all", "--limit", "7", "--format", "json", example("bridge_torch")});
  EXPECT_EQ(r.exit_code, 3) << r.err;  // a listing cut by --limit is partial
  const auto j = json_result(r);
  EXPECT_EQ(j.at("solutions").size(), 7u);
  EXPECT_EQ(j.at("count"), 7);
  EXPECT_EQ(j.at("exact"), false);
  EXPECT_EQ(j.at("stop"), "solution_limit");
  for (const auto& s : j.at("solutions")) {
    EXPECT_EQ(check_json_solution(example_rules("bridge_torch"), s.dump()), "");
  }
}

TEST(RiverCli, TextListingIsCheckedSolutionBySolution) {
  const RunResult r = run_deduce({"solve", "--all", example("monks_monsters_3_3_3")});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  std::vector<std::string> block;
  int solutions = 0;
  for (const std::string& line : lines_of(r.out)) {
    if (line.rfind("solution ", 0) == 0) {
      block.clear();
    } else if (line.rfind("length ", 0) == 0) {
      ++solutions;
      EXPECT_EQ(check_text_solution(example_rules("monks_monsters_3_3_3"), block, nullptr, nullptr),
                "");
    } else {
      block.push_back(line);
    }
  }
  EXPECT_EQ(solutions, 94);
}

TEST(RiverCli, NodeLimitExitsThreeWithALowerBound) {
  const RunResult r = run_deduce(
      {"solve", "--count", "--node-limit", "2000", "--format", "json", example("bridge_torch")});
  EXPECT_EQ(r.exit_code, 3) << r.err;
  const auto j = json_result(r);
  EXPECT_EQ(j.at("exact"), false);  // a lower bound
  EXPECT_EQ(j.at("stop"), "node_limit");
  EXPECT_LT(j.at("count").get<std::uint64_t>(), 73644u);

  const RunResult t = run_deduce(
      {"solve", "--count", "--node-limit", "20000", example("monks_monsters_1000_1000_4")});
  EXPECT_EQ(t.exit_code, 3);
  EXPECT_THAT(t.out, ::testing::MatchesRegex("at least [0-9]+ \\(stopped: --node-limit 20000\\)\n"
                                             "# repetition-free solutions\n"));
}

TEST(RiverCli, BridgeAndTorchCountsEverySolution) {
  const RunResult r = run_deduce({"solve", "--count", example("bridge_torch")});
  EXPECT_EQ(r.exit_code, 0);
  const BruteForce b = brute_force(example_rules("bridge_torch"));
  EXPECT_EQ(r.out, std::to_string(b.solutions) + "\n# repetition-free solutions\n");
  EXPECT_EQ(b.best_cost, 17);
}

}  // namespace
}  // namespace deduce::testing::river

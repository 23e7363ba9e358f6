// The bundled examples through the built binary: the figures of issue 4, and
// every printed solution re-simulated by the independent checker (rules.h).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "puzzles/river/rules.h"
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
  ASSERT_GE(lines.size(), 3u);
  const std::string summary = lines.back();
  lines.erase(lines.begin());  // the title
  lines.pop_back();            // the summary
  std::int64_t length = -1, cost = -1;
  EXPECT_EQ(check_text_solution(rules, lines, &length, &cost), "");
  EXPECT_EQ(length, f.length);
  EXPECT_EQ(cost, f.cost);
  EXPECT_EQ(summary, "length " + std::to_string(f.length) + ", cost " + std::to_string(f.cost) +
                         ", " + std::to_string(f.optimal) + " optimal solution" +
                         (f.optimal == 1 ? "" : "s"));
}

TEST_P(Examples, JsonSolutionObeysTheRules) {
  const Figures f = GetParam();
  const RunResult r = run_deduce({"solve", "--format", "json", example(f.name)});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(check_json_solution(example_rules(f.name), r.out), "");
  EXPECT_EQ(j.at("length"), f.length);
  EXPECT_EQ(j.at("cost"), f.cost);
  EXPECT_EQ(j.at("count"), f.optimal);
  EXPECT_EQ(j.at("counted"), "optimal");
  EXPECT_TRUE(j.at("stats").contains("expanded"));
}

TEST_P(Examples, CountsOptimalSolutions) {
  const Figures f = GetParam();
  const RunResult r = run_deduce({"solve", "--count", "--optimal", example(f.name)});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("optimal solutions: " + std::to_string(f.optimal) + " (length " +
                       std::to_string(f.length)),
            std::string::npos)
      << r.out;
}

TEST_P(Examples, CountsAllSolutionsAndListsEachOnceObeyingTheRules) {
  const Figures f = GetParam();
  if (f.all == 0) GTEST_SKIP() << "too many to list";
  const RunResult c = run_deduce({"solve", "--count", "--format", "json", example(f.name)});
  ASSERT_EQ(c.exit_code, 0) << c.err;
  EXPECT_EQ(nlohmann::json::parse(c.out).at("count"), f.all);
  EXPECT_EQ(nlohmann::json::parse(c.out).at("complete"), true);

  const RunResult l = run_deduce({"solve", "--all", "--format", "json", example(f.name)});
  ASSERT_EQ(l.exit_code, 0) << l.err;
  const auto j = nlohmann::json::parse(l.out);
  ASSERT_EQ(j.at("solutions").size(), f.all);
  EXPECT_EQ(j.at("count"), f.all);
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

  // And the independent brute force agrees on every figure.
  const BruteForce b = brute_force(example_rules(f.name));
  EXPECT_EQ(b.solutions, f.all);
  EXPECT_EQ(b.optimal, f.optimal);
  EXPECT_EQ(b.best_cost, f.cost);
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

TEST(RiverCli, CheckReportsSolvable) {
  const RunResult r = run_deduce({"check", example("monks_monsters_3_3_2")});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("valid, solvable: length 11"), std::string::npos) << r.out;
}

TEST(RiverCli, AnalyzeIsAUsageError) {
  const RunResult r = run_deduce({"analyze", example("monks_monsters_3_3_2")});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_FALSE(r.err.empty());
}

TEST(RiverCli, AllStopsAtTheLimit) {
  const RunResult r =
      run_deduce({"solve", "--all", "--limit", "7", "--format", "json", example("bridge_torch")});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j.at("solutions").size(), 7u);
  EXPECT_EQ(j.at("complete"), false);
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
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j.at("complete"), false);
  EXPECT_EQ(j.at("lower_bound"), true);
  EXPECT_LT(j.at("count").get<std::uint64_t>(), 73644u);

  const RunResult t = run_deduce(
      {"solve", "--count", "--node-limit", "20000", example("monks_monsters_1000_1000_4")});
  EXPECT_EQ(t.exit_code, 3);
  EXPECT_NE(t.out.find("at least"), std::string::npos) << t.out;
}

TEST(RiverCli, BridgeAndTorchCountsEverySolution) {
  const RunResult r = run_deduce({"solve", "--count", example("bridge_torch")});
  EXPECT_EQ(r.exit_code, 0);
  const BruteForce b = brute_force(example_rules("bridge_torch"));
  EXPECT_NE(r.out.find("repetition-free solutions: " + std::to_string(b.solutions)),
            std::string::npos)
      << r.out;
  EXPECT_EQ(b.best_cost, 17);
}

}  // namespace
}  // namespace deduce::testing::river

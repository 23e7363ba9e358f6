// Optimal-solution counts beyond 64 bits (and beyond 128) stay exact: the
// library against a closed form and against a separate breadth-first count
// with GMP written here over the independent rules of rules.h.
#include <gtest/gtest.h>

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "deduce/puzzles/river/model.h"
#include "deduce/puzzles/river/parse.h"
#include "deduce/puzzles/river/solve.h"
#include "deduce/util/big_count.h"
#include "puzzles/river/rules.h"

namespace deduce::testing::river {
namespace {

// n individuals (groups of one), a boat for two, no rules.
std::string individuals_text(int n, bool with_cost) {
  std::string text = "puzzle: individuals\n";
  for (int i = 0; i < n; ++i) {
    text.append("group p").append(std::to_string(i)).append(" 1\n");
  }
  text += "boat 2\n";
  if (with_cost) text += "cost: 1\n";  // costs given: uniform-cost search
  return text;
}

Rules individuals_rules(int n) {
  Rules r;
  for (int i = 0; i < n; ++i) {
    r.names.push_back(std::string("p").append(std::to_string(i)));
    r.totals.push_back(1);
  }
  r.capacity = 2;
  return r;
}

// Shortest crossings of n individuals, boat for two: 2n - 3 crossings, two
// over and one back each time. Over with m on the left: C(m, 2) choices, m from
// n down to 2; back with k on the right after the crossing: k choices, k from
// 2 up to n - 1. So the count is prod C(m, 2) * (n - 1)!.
util::BigCount individuals_closed_form(int n) {
  util::BigCount r = 1;
  for (int m = 2; m <= n; ++m) r *= m * (m - 1) / 2;
  for (int k = 2; k <= n - 1; ++k) r *= k;
  return r;
}

struct ShortestCount {
  std::int64_t length = -1;
  util::BigCount count = 0;
};

// Plain layered BFS over rules.h states, counting shortest paths with GMP.
ShortestCount independent_shortest_count(const Rules& r) {
  const auto loads = all_loads(r);
  std::map<State, util::BigCount> layer{{start_state(r), 1}};
  std::map<State, bool> seen{{start_state(r), true}};
  for (std::int64_t depth = 0; !layer.empty(); ++depth) {
    ShortestCount goals;
    for (const auto& [s, c] : layer) {
      if (is_goal(r, s)) {
        goals.length = depth;
        goals.count += c;
      }
    }
    if (goals.length >= 0) return goals;
    std::map<State, util::BigCount> next;
    for (const auto& [s, c] : layer) {
      for (const Counts& load : loads) {
        State t;
        if (!apply(r, s, load, t).empty() || seen.count(t)) continue;
        next[t] += c;
      }
    }
    for (const auto& [s, c] : next) seen[s] = true;
    layer = std::move(next);
  }
  return {};
}

TEST(BigCounts, TwelveIndividualsExceedSixtyFourBits) {
  const util::BigCount expected = individuals_closed_form(12);
  util::BigCount two64 = 1;
  two64 <<= 64;
  ASSERT_GT(expected, two64);
  const ShortestCount check = independent_shortest_count(individuals_rules(12));
  ASSERT_EQ(check.count, expected);
  ASSERT_EQ(check.length, 21);

  for (bool with_cost : {false, true}) {
    SCOPED_TRACE(with_cost);
    const auto puzzle = puzzles::river::parse_river(individuals_text(12, with_cost), "i.river");
    const puzzles::river::RiverModel model(puzzle);
    budget::Budget budget;
    const auto r = puzzles::river::solve_optimal(model, with_cost, budget);
    ASSERT_TRUE(r.found);
    EXPECT_EQ(r.length, 21);
    EXPECT_EQ(r.optimal_count, expected);
  }
}

// 2^128 is exceeded too: the GMP rerun.
TEST(BigCounts, EighteenIndividualsExceedOneHundredTwentyEightBits) {
  const util::BigCount expected = individuals_closed_form(18);
  util::BigCount two128 = 1;
  two128 <<= 128;
  ASSERT_GT(expected, two128);
  // The independent BFS is too slow for 2^19 states; the closed form is
  // checked against it above and below on smaller n.
  for (int n : {3, 5, 8}) {
    EXPECT_EQ(independent_shortest_count(individuals_rules(n)).count, individuals_closed_form(n));
  }
  const auto puzzle = puzzles::river::parse_river(individuals_text(18, false), "i.river");
  const puzzles::river::RiverModel model(puzzle);
  budget::Budget budget;
  const auto r = puzzles::river::solve_optimal(model, false, budget);
  ASSERT_TRUE(r.found);
  EXPECT_EQ(r.length, 33);
  EXPECT_EQ(r.optimal_count, expected);
}

// Two large groups and no rule at all: the shortest count of 30/30 with a
// boat for three runs past 64 bits; checked by the independent BFS.
TEST(BigCounts, FreeCrossingOfTwoGroups) {
  Rules r;
  r.names = {"monk", "monster"};
  r.totals = {30, 30};
  r.capacity = 3;
  const ShortestCount check = independent_shortest_count(r);
  util::BigCount two64 = 1;
  two64 <<= 64;
  ASSERT_GT(check.count, two64);

  const auto puzzle = puzzles::river::parse_river(
      "puzzle: free\ngroup monk 30\ngroup monster 30\nboat 3\n", "free.river");
  const puzzles::river::RiverModel model(puzzle);
  budget::Budget budget;
  const auto opt = puzzles::river::solve_optimal(model, false, budget);
  ASSERT_TRUE(opt.found);
  EXPECT_EQ(opt.length, check.length);
  EXPECT_EQ(opt.optimal_count, check.count);
}

}  // namespace
}  // namespace deduce::testing::river

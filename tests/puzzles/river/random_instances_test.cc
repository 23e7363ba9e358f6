// Random small river crossings: the library (parser, compiled rules, model,
// searches) against the independent rules and brute force of rules.h.
#include <gtest/gtest.h>

#include <iostream>
#include <nlohmann/json.hpp>
#include <random>

#include "deduce/puzzles/river/format.h"
#include "deduce/puzzles/river/model.h"
#include "deduce/puzzles/river/parse.h"
#include "deduce/puzzles/river/solve.h"
#include "puzzles/river/rules.h"

namespace deduce::testing::river {
namespace {

struct Rule {
  const char* text;
  std::function<bool(const Counts&)> holds;
};

// Rules over groups a, b, c (c may be absent: then it reads as 0).
std::vector<Rule> rule_family() {
  auto at = [](const Counts& c, std::size_t i) { return i < c.size() ? c[i] : 0; };
  return {
      {"a > 0 and b > a", [=](const Counts& c) { return at(c, 0) > 0 && at(c, 1) > at(c, 0); }},
      {"b > 0 and a > b + 1",
       [=](const Counts& c) { return at(c, 1) > 0 && at(c, 0) > at(c, 1) + 1; }},
      {"a == 1 and b == 1", [=](const Counts& c) { return at(c, 0) == 1 && at(c, 1) == 1; }},
      {"not (a + b) != 2", [=](const Counts& c) { return at(c, 0) + at(c, 1) == 2; }},
      {"max(a, b) - min(a, b) >= 2",
       [=](const Counts& c) {
         return std::max(at(c, 0), at(c, 1)) - std::min(at(c, 0), at(c, 1)) >= 2;
       }},
      {"a * b == 2 or a > 2",
       [=](const Counts& c) { return at(c, 0) * at(c, 1) == 2 || at(c, 0) > 2; }},
  };
}

TEST(RandomInstances, LibraryAgreesWithBruteForce) {
  std::mt19937 rng(7);
  const auto family = rule_family();
  int solvable = 0, skipped = 0;
  for (int trial = 0; trial < 300; ++trial) {
    SCOPED_TRACE(trial);
    Rules r;
    std::string text = "puzzle: random\n";
    const int groups = 2 + static_cast<int>(rng() % 2);
    const char* names[] = {"a", "b", "c"};
    for (int g = 0; g < groups; ++g) {
      r.names.push_back(names[g]);
      r.totals.push_back(1 + static_cast<std::int64_t>(rng() % (groups == 2 ? 3 : 2)));
      text += "group " + r.names.back() + " " + std::to_string(r.totals.back()) + "\n";
    }
    r.capacity = 1 + static_cast<std::int64_t>(rng() % 3);
    text += "boat " + std::to_string(r.capacity) + "\n";
    if (rng() % 3 == 0) {
      r.rowers = {0};
      text += "rowers: a\n";
    }
    if (rng() % 4 != 0) {
      const Rule& f = family[rng() % family.size()];
      r.forbid = f.holds;
      text += std::string("forbid: ") + f.text + "\n";
    }
    if (rng() % 3 == 0) {
      const Rule& f = family[rng() % family.size()];
      r.forbid_boat = f.holds;
      text += std::string("forbid boat: ") + f.text + "\n";
    }
    const bool costly = rng() % 3 == 0;
    if (costly) {
      r.cost = [](const Counts& c) { return std::max<std::int64_t>(1, 3 * c[0] - c[1]); };
      text += "cost: max(1, 3 * a - b)\n";
    }
    if (rng() % 5 == 0) {
      r.goal = [](const Counts& c) { return c[1] >= 1 && c[0] >= 1; };
      text += "goal: b >= 1 and a >= 1\n";
    }
    SCOPED_TRACE(text);

    const BruteForce b = brute_force(r, 50000);
    if (!b.complete) {
      ++skipped;
      continue;
    }
    const auto puzzle = puzzles::river::parse_river(text, "random.river");
    const puzzles::river::RiverModel model(puzzle);

    budget::Budget b1;
    const auto opt = puzzles::river::solve_optimal(model, costly, b1);
    ASSERT_EQ(opt.found, b.solutions > 0);
    if (opt.found) {
      ++solvable;
      EXPECT_EQ(opt.cost, b.best_cost);
      EXPECT_EQ(opt.optimal_count, util::big_from_u64(b.optimal));
      const auto j = puzzles::river::solution_json(puzzle, model, opt.path);
      EXPECT_EQ(check_json_solution(r, j.dump()), "");
    }

    budget::Budget b2;
    const auto all = puzzles::river::count_all(model, b2, 0);
    EXPECT_EQ(all.count.count, util::big_from_u64(b.solutions));

    budget::Budget b3;
    std::uint64_t listed = 0;
    puzzles::river::list_all(model, b3, [&](const puzzles::river::RiverSolution& s) {
      ++listed;
      if (listed <= 100) {  // JSON round trips are slow; the count covers the rest
        const auto j = puzzles::river::solution_json(puzzle, model, s.steps);
        EXPECT_EQ(check_json_solution(r, j.dump()), "");
      }
      return true;
    });
    EXPECT_EQ(listed, b.solutions);
  }
  std::cout << "solvable " << solvable << ", skipped " << skipped << "\n";
  EXPECT_GT(solvable, 50);  // the family is not degenerate
  EXPECT_LT(skipped, 100);  // and mostly small enough for brute force
}

}  // namespace
}  // namespace deduce::testing::river

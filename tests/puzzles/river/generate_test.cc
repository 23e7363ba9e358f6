// The river-crossing generator (puzzles/river/generate): every puzzle parses,
// is solvable, and its shortest solution (by the library, and by a plain
// breadth-first search over an independent statement of the family's rules,
// rules.h) has at least the requested number of crossings.
#include "deduce/puzzles/river/generate/generate.h"

#include <gtest/gtest.h>

#include <deque>
#include <map>
#include <regex>

#include "deduce/budget/limits.h"
#include "deduce/puzzles/river/model.h"
#include "deduce/puzzles/river/parse.h"
#include "deduce/puzzles/river/solve.h"
#include "puzzles/river/rules.h"

namespace deduce::puzzles::river::generate {
namespace {

namespace tr = deduce::testing::river;

bool has(const std::string& text, const std::string& what) {
  return text.find(what) != std::string::npos;
}

// The family's rules in plain C++, read from the generated file's parameters
// and variant lines only (not from its expressions).
tr::Rules rules_of(Family family, const Generated& g) {
  tr::Rules r;
  r.capacity = g.boat;
  const bool in_boat = has(g.text, "forbid boat:");
  if (family == Family::kMonks) {
    r.names = {"monk", "monster"};
    r.totals = {g.groups, g.groups};
    if (has(g.text, "rowers: monk")) r.rowers = {0};
    const auto unsafe = [](const tr::Counts& c) { return c[0] > 0 && c[1] > c[0]; };
    r.forbid = unsafe;
    if (in_boat) r.forbid_boat = unsafe;
  } else if (family == Family::kCouples) {
    const int n = g.groups;
    for (int i = 1; i <= n; ++i) {
      for (std::string who : {"h", "w"}) {
        who += std::to_string(i);
        r.names.push_back(who);
      }
      r.totals.insert(r.totals.end(), {1, 1});
    }
    if (has(g.text, "rowers: h1")) {
      for (int i = 0; i < n; ++i) r.rowers.push_back(2 * i);
    }
    const auto unsafe = [n](const tr::Counts& c) {
      for (int i = 0; i < n; ++i) {
        if (c[2 * i + 1] == 0 || c[2 * i] > 0) continue;
        for (int j = 0; j < n; ++j)
          if (j != i && c[2 * j] > 0) return true;
      }
      return false;
    };
    r.forbid = unsafe;
    if (in_boat) r.forbid_boat = unsafe;
  } else {
    std::map<std::string, int> index;
    r.names.push_back("farmer");
    r.totals.push_back(1);
    r.rowers = {0};
    const std::regex group(R"(group (\w+) 1)");
    for (std::sregex_iterator it(g.text.begin(), g.text.end(), group), end; it != end; ++it) {
      if ((*it)[1] == "farmer") continue;
      index[(*it)[1]] = static_cast<int>(r.names.size());
      r.names.push_back((*it)[1]);
      r.totals.push_back(1);
    }
    // "# Family predators: the wolf eats the goat, ..." (the comment, not the rules).
    std::vector<std::pair<int, int>> eats;
    const std::regex eat(R"(the (\w+) eats the (\w+))");
    for (std::sregex_iterator it(g.text.begin(), g.text.end(), eat), end; it != end; ++it)
      eats.emplace_back(index.at((*it)[1]), index.at((*it)[2]));
    EXPECT_FALSE(eats.empty());
    r.forbid = [eats](const tr::Counts& c) {
      if (c[0] > 0) return false;
      for (auto [x, y] : eats)
        if (c[x] > 0 && c[y] > 0) return true;
      return false;
    };
  }
  return r;
}

// Breadth-first search over rules.h's simulator: the fewest crossings, or -1.
std::int64_t shortest(const tr::Rules& r) {
  const auto loads = tr::all_loads(r);
  std::map<tr::State, std::int64_t> dist;
  std::deque<tr::State> queue;
  const tr::State start = tr::start_state(r);
  dist[start] = 0;
  queue.push_back(start);
  while (!queue.empty()) {
    const tr::State s = queue.front();
    queue.pop_front();
    if (tr::is_goal(r, s)) return dist[s];
    for (const auto& load : loads) {
      tr::State next;
      if (!tr::apply(r, s, load, next).empty()) continue;
      if (dist.emplace(next, dist[s] + 1).second) queue.push_back(next);
    }
  }
  return -1;
}

void check(const Options& o, std::uint64_t seed) {
  const auto g = generate_river(o, seed, {"a test"});
  ASSERT_TRUE(g) << "seed " << seed;
  const RiverPuzzle p = parse_river(g->text, "generated.river");
  const RiverModel model(p);
  budget::Budget budget;
  const auto best = solve_optimal(model, false, budget);
  ASSERT_TRUE(best.found) << g->text;
  EXPECT_EQ(best.length, g->length);
  EXPECT_GE(best.length, o.min_length) << g->text;
  EXPECT_EQ(shortest(rules_of(o.family, *g)), best.length) << g->text;
  if (o.groups > 0) {
    EXPECT_EQ(g->groups, o.groups);
  }
  if (o.boat > 0) {
    EXPECT_EQ(g->boat, o.boat);
  }
  const auto& info = family_named(std::string(families()[static_cast<int>(o.family)].name));
  if (o.groups == 0) {
    EXPECT_GE(g->groups, info.min_groups);
    EXPECT_LE(g->groups, info.max_groups);
  }
  // Same seed, same file.
  EXPECT_EQ(generate_river(o, seed, {"a test"})->text, g->text);
}

TEST(RiverGenerate, EveryFamilySolvesWithAtLeastTheLength) {
  for (const auto& f : families()) {
    for (int min_length : {1, 9, 11}) {
      Options o;
      o.family = f.family;
      o.min_length = min_length;
      for (std::uint64_t seed = 1; seed <= 4; ++seed) check(o, seed * 31 + min_length);
    }
  }
}

TEST(RiverGenerate, FixedParameters) {
  Options o;
  o.family = Family::kMonks;
  o.groups = 3;
  o.boat = 2;
  o.min_length = 11;
  check(o, 1);
  o.family = Family::kCouples;
  o.groups = 3;
  check(o, 2);
  o.family = Family::kPredators;
  o.groups = 4;
  o.min_length = 1;
  check(o, 3);
}

TEST(RiverGenerate, TooLongGivesNothing) {
  Options o;
  o.family = Family::kMonks;
  o.groups = 2;
  o.boat = 4;
  o.min_length = 50;
  o.max_attempts = 20;
  EXPECT_FALSE(generate_river(o, 1));
}

TEST(RiverGenerate, FamilyNames) {
  EXPECT_EQ(family_named("couples").family, Family::kCouples);
  try {
    family_named("monk");
    FAIL();
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "unknown river family `monk`; did you mean `monks`?");
  }
}

}  // namespace
}  // namespace deduce::puzzles::river::generate

// Differential tests of river crossings: random small crossings whose rules
// are random expressions, against the independent rules and brute force of
// tests/puzzles/river/rules.h.
//
// Each rule is a random expression tree, written out as .river text with only
// the parentheses the grammar needs (so the reader's precedence and
// associativity are under test) and evaluated directly on the tree for the
// oracle. Then the library (reader, expression compiler, model, BFS or
// uniform cost, simple-path counting and listing) must agree with plain
// depth-first enumeration of every repetition-free solution on: whether one
// exists, the least cost (the fewest crossings without `cost:`), the number of
// optimal solutions, and the number of all solutions; and each listed
// solution must pass the independent checker.
#include <gtest/gtest.h>

#include <cstdio>
#include <functional>
#include <map>
#include <memory>
#include <queue>
#include <random>
#include <string>
#include <vector>

#include "deduce/puzzles/river/format.h"
#include "deduce/puzzles/river/model.h"
#include "deduce/puzzles/river/parse.h"
#include "deduce/puzzles/river/solve.h"
#include "testing/instances.h"
#include "puzzles/river/rules.h"

namespace deduce::testing::river {
namespace {

// A random expression: its text and its value on given counts. `level` is
// the grammar level of its top (expression.h): 1 or, 2 and, 3 not,
// 4 compare, 5 sum, 6 product, 7 unary, 8 primary.
struct Expr {
  std::string text;
  int level = 8;
  std::function<std::int64_t(const Counts&)> eval;
};

std::string at_least(const Expr& e, int level) {
  return e.level >= level ? e.text : "(" + e.text + ")";
}

class ExprMaker {
 public:
  ExprMaker(std::mt19937_64& rng, std::vector<std::string> names)
      : rng_(rng), names_(std::move(names)) {}

  // An expression of at most `depth` levels of operators.
  Expr make(int depth) {
    if (depth == 0 || rng_() % 4 == 0) return leaf();
    switch (rng_() % 12) {
      case 0:
        return binary(depth, "or", 1, [](auto a, auto b) { return (a != 0 || b != 0) ? 1 : 0; });
      case 1:
      case 2:
        return binary(depth, "and", 2, [](auto a, auto b) { return (a != 0 && b != 0) ? 1 : 0; });
      case 3: {
        Expr a = make(depth - 1);
        return {"not " + at_least(a, 3), 3,
                [f = a.eval](const Counts& c) -> std::int64_t { return f(c) == 0 ? 1 : 0; }};
      }
      case 4:
      case 5:
        return compare(depth);
      case 6:
        return binary(depth, "+", 5, [](auto a, auto b) { return a + b; });
      case 7:
        return binary(depth, "-", 5, [](auto a, auto b) { return a - b; });
      case 8:
        return binary(depth, "*", 6, [](auto a, auto b) { return a * b; });
      case 9: {
        Expr a = make(depth - 1);
        return {"-" + at_least(a, 7), 7, [f = a.eval](const Counts& c) { return -f(c); }};
      }
      default:
        return extremum(depth, rng_() % 2 == 0);
    }
  }

  // A truth value: a comparison or logic at the top, most of the time.
  Expr condition(int depth) { return rng_() % 5 == 0 ? make(depth) : compare(depth); }

 private:
  Expr leaf() {
    if (rng_() % 3 == 0) {
      const std::int64_t k = static_cast<std::int64_t>(rng_() % 4);
      return {std::to_string(k), 8, [k](const Counts&) { return k; }};
    }
    const std::size_t i = rng_() % names_.size();
    return {names_[i], 8, [i](const Counts& c) { return c[i]; }};
  }

  template <class F>
  Expr binary(int depth, const char* op, int level, F f) {
    Expr a = make(depth - 1), b = make(depth - 1);
    // Left-associative: the right operand binds one level tighter.
    return {
        at_least(a, level) + " " + op + " " + at_least(b, level + 1), level,
        [fa = a.eval, fb = b.eval, f](const Counts& c) -> std::int64_t { return f(fa(c), fb(c)); }};
  }

  Expr compare(int depth) {
    static const char* const kOps[] = {"==", "!=", "<", "<=", ">", ">="};
    const int op = static_cast<int>(rng_() % 6);
    Expr a = make(depth - 1), b = make(depth - 1);
    return {at_least(a, 5) + " " + kOps[op] + " " + at_least(b, 5), 4,
            [fa = a.eval, fb = b.eval, op](const Counts& c) -> std::int64_t {
              const std::int64_t x = fa(c), y = fb(c);
              const bool r[] = {x == y, x != y, x<y, x <= y, x> y, x >= y};
              return r[op] ? 1 : 0;
            }};
  }

  Expr extremum(int depth, bool is_max) {
    const int args = 1 + static_cast<int>(rng_() % 3);
    std::string text = is_max ? "max(" : "min(";
    std::vector<std::function<std::int64_t(const Counts&)>> fs;
    for (int i = 0; i < args; ++i) {
      Expr a = make(depth - 1);
      text += (i ? ", " : "") + a.text;  // each argument is a whole expression
      fs.push_back(a.eval);
    }
    return {text + ")", 8, [fs, is_max](const Counts& c) {
              std::int64_t v = fs[0](c);
              for (std::size_t i = 1; i < fs.size(); ++i)
                v = is_max ? std::max(v, fs[i](c)) : std::min(v, fs[i](c));
              return v;
            }};
  }

  std::mt19937_64& rng_;
  std::vector<std::string> names_;
};

// The second oracle, for the optimum alone: Dijkstra over the rules'
// states (plain BFS order when every crossing costs 1), counting the optimal
// paths on the way. Goal states end a path and are not expanded. Cheap where
// enumerating every repetition-free solution is not.
struct Optimum {
  std::int64_t cost = -1;  // -1: no solution
  std::uint64_t count = 0;
};

Optimum dijkstra(const Rules& r) {
  const auto loads = all_loads(r);
  std::map<State, std::int64_t> dist;
  std::map<State, std::uint64_t> ways;
  using Item = std::pair<std::int64_t, State>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
  const State start = start_state(r);
  dist[start] = 0;
  ways[start] = 1;
  open.push({0, start});
  Optimum best;
  while (!open.empty()) {
    const auto [d, s] = open.top();
    open.pop();
    if (d > dist[s]) continue;
    if (best.cost >= 0 && d > best.cost) break;
    if (is_goal(r, s)) {
      best.cost = d;
      best.count += ways[s];
      continue;
    }
    for (const Counts& load : loads) {
      State next;
      if (!apply(r, s, load, next).empty()) continue;
      const std::int64_t nd = d + r.load_cost(load);
      auto it = dist.find(next);
      if (it == dist.end() || nd < it->second) {
        dist[next] = nd;
        ways[next] = ways[s];
        open.push({nd, next});
      } else if (nd == it->second) {
        ways[next] += ways[s];
      }
    }
  }
  return best;
}

struct Instance {
  std::string text;
  Rules rules;
};

Instance random_crossing(std::mt19937_64& rng) {
  static const char* const kNames[] = {"ann", "bo", "cy", "dee"};
  Instance in;
  Rules& r = in.rules;
  in.text = "puzzle: random\n";
  const int groups = 1 + static_cast<int>(rng() % 4);
  std::int64_t states = 1;
  for (int g = 0; g < groups; ++g) {
    // Keep the state space small enough for brute force.
    const std::int64_t most = states >= 8 ? 1 : states >= 3 ? 2 : 3;
    r.names.push_back(kNames[g]);
    r.totals.push_back(1 + static_cast<std::int64_t>(rng() % most));
    states *= r.totals.back() + 1;
    in.text += "group " + r.names.back() + " " + std::to_string(r.totals.back()) + "\n";
  }
  r.capacity = 1 + static_cast<std::int64_t>(rng() % 3);
  in.text += "boat " + std::to_string(r.capacity) + "\n";
  ExprMaker maker(rng, r.names);
  if (rng() % 3 == 0) {
    const int g = static_cast<int>(rng() % groups);
    r.rowers = {g};
    in.text += "rowers: " + r.names[g] + "\n";
  }
  if (rng() % 3 != 0) {
    Expr e = maker.condition(3);
    r.forbid = [f = e.eval](const Counts& c) { return f(c) != 0; };
    in.text += "forbid: " + e.text + "\n";
  }
  if (rng() % 3 == 0) {
    Expr e = maker.condition(2);
    r.forbid_boat = [f = e.eval](const Counts& c) { return f(c) != 0; };
    in.text += "forbid boat: " + e.text + "\n";
  }
  if (rng() % 3 == 0) {
    // Costs must be 1..10^9: clamp a random sum or product into 1..20.
    Expr e = maker.make(2);
    r.cost = [f = e.eval](const Counts& c) {
      return std::min<std::int64_t>(20, std::max<std::int64_t>(1, f(c)));
    };
    in.text += "cost: min(20, max(1, " + e.text + "))\n";
  }
  if (rng() % 5 == 0) {
    Expr e = maker.condition(2);
    r.goal = [f = e.eval](const Counts& c) { return f(c) != 0; };
    in.text += "goal: " + e.text + "\n";
  }
  return in;
}

TEST(RiverDifferential, RandomCrossingsWithRandomRulesMatchBruteForce) {
  const std::uint64_t seed = testing::family_seed(20261123, 10);
  const std::uint64_t count = testing::instance_count(1000);
  int solvable = 0, unsolvable = 0, skipped = 0, costly = 0;
  for (std::uint64_t i = 0; i < count; ++i) {
    std::seed_seq seq{seed, i};
    std::mt19937_64 rng(seq);
    const Instance in = random_crossing(rng);
    const Rules& r = in.rules;
    SCOPED_TRACE(testing::repro(seed, i) + "\n" + in.text);
    if (i < 2)
      std::printf("instance %llu:\n%s", static_cast<unsigned long long>(i), in.text.c_str());
    const BruteForce b = brute_force(r, 50000);
    const Optimum best = dijkstra(r);
    const auto puzzle = puzzles::river::parse_river(in.text, "random.river");
    const puzzles::river::RiverModel model(puzzle);
    costly += puzzle.has_cost;

    budget::Budget b1;
    const auto opt = puzzles::river::solve_optimal(model, puzzle.has_cost, b1);
    ASSERT_EQ(opt.stopped, budget::StopReason::kNone);
    ASSERT_EQ(opt.found, best.cost >= 0);
    if (opt.found) {
      ++solvable;
      ASSERT_EQ(opt.cost, best.cost) << "least cost (fewest crossings without cost:)";
      ASSERT_EQ(opt.optimal_count, util::big_from_u64(best.count)) << "optimal solutions";
      const auto j = puzzles::river::solution_json(puzzle, model, opt.path);
      ASSERT_EQ(check_json_solution(r, j.dump()), "");
    } else {
      ++unsolvable;
    }
    if (!b.complete) {  // too many repetition-free solutions to enumerate
      ++skipped;
      continue;
    }
    // The two oracles agree with each other.
    ASSERT_EQ(b.solutions > 0, best.cost >= 0);
    if (b.solutions > 0) {
      ASSERT_EQ(b.best_cost, best.cost);
      ASSERT_EQ(b.optimal, best.count);
      if (!puzzle.has_cost) {
        ASSERT_EQ(opt.length, b.best_length) << "fewest crossings";
      }
    }

    budget::Budget b2;
    const auto all = puzzles::river::count_all(model, b2, 0);
    ASSERT_EQ(all.count.stopped, budget::StopReason::kNone);
    ASSERT_EQ(all.count.count, util::big_from_u64(b.solutions)) << "repetition-free count";

    budget::Budget b3;
    std::uint64_t listed = 0;
    puzzles::river::list_all(model, b3, [&](const puzzles::river::RiverSolution& s) {
      ++listed;
      if (listed <= 20) {
        const auto j = puzzles::river::solution_json(puzzle, model, s.steps);
        EXPECT_EQ(check_json_solution(r, j.dump()), "");
      }
      return true;
    });
    ASSERT_EQ(listed, b.solutions);
  }
  std::printf(
      "%llu crossings: %d solvable, %d without solution, %d with too many solutions to "
      "count by enumeration, "
      "%d with costs\n",
      static_cast<unsigned long long>(count), solvable, unsolvable, skipped, costly);
  if (count >= 500) {
    EXPECT_GT(solvable, static_cast<int>(count / 10));
    EXPECT_GT(unsolvable, static_cast<int>(count / 10));
    EXPECT_GT(costly, static_cast<int>(count / 10));
    EXPECT_LT(skipped, static_cast<int>(count / 5));
  }
}

}  // namespace
}  // namespace deduce::testing::river

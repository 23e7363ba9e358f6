// BFS, uniform cost and simple-path counting on random small graphs, checked
// against a brute-force enumeration of every simple path.
#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <limits>
#include <random>
#include <set>
#include <vector>

#include "deduce/statespace/bfs.h"
#include "deduce/statespace/simple_paths.h"
#include "deduce/statespace/state_graph.h"
#include "deduce/statespace/uniform_cost.h"

namespace deduce::statespace {
namespace {

// A directed graph with costed edges as a StateModel: keys are vertex numbers
// times 7 plus 3 (so keys differ from vertex numbers).
struct ToyModel {
  struct Edge {
    std::uint32_t to;
    std::int64_t cost;
  };
  std::vector<std::vector<Edge>> out;
  std::vector<bool> goal;
  bool hashed = false;

  static std::uint64_t key_of(std::uint32_t v) { return v * 7 + 3; }
  static std::uint32_t vertex_of(std::uint64_t k) {
    return static_cast<std::uint32_t>((k - 3) / 7);
  }
  std::uint64_t start() const { return key_of(0); }
  std::uint64_t key_bound() const {
    return hashed ? 0 : key_of(static_cast<std::uint32_t>(out.size()));
  }
  bool is_goal(std::uint64_t k) const { return goal[vertex_of(k)]; }
  template <class Emit>
  void for_each_successor(std::uint64_t k, Emit&& emit) const {
    const auto& edges = out[vertex_of(k)];
    for (std::uint32_t i = 0; i < edges.size(); ++i) emit(key_of(edges[i].to), i, edges[i].cost);
  }
};

// The same graph, declaring that no edge costs more than 4 (uniform cost then
// uses its bucket queue).
struct BucketedToyModel : ToyModel {
  std::int64_t max_step_cost() const { return 4; }
};

ToyModel random_model(std::mt19937& rng, bool costs) {
  ToyModel m;
  const int n = 2 + static_cast<int>(rng() % 9);
  const double p = 0.15 + (rng() % 50) / 100.0;
  m.out.resize(n);
  m.goal.assign(n, false);
  for (int v = 0; v < n; ++v) {
    for (int w = 0; w < n; ++w) {
      if (v != w && std::uniform_real_distribution<double>(0, 1)(rng) < p) {
        m.out[v].push_back(
            {static_cast<std::uint32_t>(w), costs ? 1 + static_cast<std::int64_t>(rng() % 4) : 1});
      }
    }
  }
  const int goals = 1 + static_cast<int>(rng() % 2);
  for (int i = 0; i < goals; ++i) m.goal[1 + rng() % (n - 1)] = true;
  if (rng() % 10 == 0) m.goal[0] = true;
  m.hashed = rng() % 2;
  return m;
}

// Every simple path from 0 to a goal, ending at the first goal, as (length, cost).
std::vector<std::pair<std::int64_t, std::int64_t>> brute_force(const ToyModel& m) {
  std::vector<std::pair<std::int64_t, std::int64_t>> paths;
  std::vector<bool> on(m.out.size(), false);
  std::function<void(std::uint32_t, std::int64_t, std::int64_t)> go =
      [&](std::uint32_t v, std::int64_t len, std::int64_t cost) {
        if (m.goal[v]) {
          paths.push_back({len, cost});
          return;
        }
        on[v] = true;
        for (const auto& e : m.out[v]) {
          if (!on[e.to]) go(e.to, len + 1, cost + e.cost);
        }
        on[v] = false;
      };
  go(0, 0, 0);
  return paths;
}

void check_path(const ToyModel& m, const OptimalResult& r) {
  std::uint32_t v = 0;
  std::set<std::uint32_t> seen{0};
  std::int64_t cost = 0;
  for (const Step& s : r.path) {
    ASSERT_LT(s.action, m.out[v].size());
    const auto& e = m.out[v][s.action];
    EXPECT_EQ(ToyModel::key_of(e.to), s.key);
    EXPECT_EQ(e.cost, s.cost);
    cost += e.cost;
    v = e.to;
    EXPECT_TRUE(seen.insert(v).second) << "repeated state";
  }
  EXPECT_TRUE(m.goal[v]);
  EXPECT_EQ(cost, r.cost);
  EXPECT_EQ(static_cast<std::int64_t>(r.path.size()), r.length);
}

TEST(Searches, AgreeWithBruteForceOnRandomGraphs) {
  std::mt19937 rng(2026);
  for (int trial = 0; trial < 600; ++trial) {
    SCOPED_TRACE(trial);
    const bool costs = trial % 2 == 1;
    const ToyModel m = random_model(rng, costs);
    const auto paths = brute_force(m);

    budget::Budget b1;
    const OptimalResult r = costs ? uniform_cost(m, b1) : bfs(m, b1);
    if (costs) {  // the bucket queue settles states in the heap's order: the same answer
      budget::Budget b0;
      const OptimalResult rb = uniform_cost(BucketedToyModel{m}, b0);
      EXPECT_EQ(rb.found, r.found);
      EXPECT_EQ(rb.cost, r.cost);
      EXPECT_EQ(rb.optimal_count, r.optimal_count);
      EXPECT_EQ(rb.stats.expanded, r.stats.expanded);
      ASSERT_EQ(rb.path.size(), r.path.size());
      for (std::size_t i = 0; i < r.path.size(); ++i) EXPECT_EQ(rb.path[i].key, r.path[i].key);
    }
    ASSERT_EQ(r.found, !paths.empty());
    if (r.found) {
      std::int64_t best = std::numeric_limits<std::int64_t>::max();
      for (const auto& [len, cost] : paths) best = std::min(best, costs ? cost : len);
      std::uint64_t optimal = 0;
      for (const auto& [len, cost] : paths) optimal += (costs ? cost : len) == best;
      EXPECT_EQ(costs ? r.cost : r.length, best);
      EXPECT_EQ(r.optimal_count, util::big_from_u64(optimal));
      check_path(m, r);
    }

    budget::Budget b2;
    const StateGraph g = build_state_graph(m, b2);
    ASSERT_TRUE(g.complete);
    const SimplePathCount c = count_simple_paths(g, b2);
    EXPECT_EQ(c.stopped, budget::StopReason::kNone);
    EXPECT_EQ(c.count, util::big_from_u64(paths.size()));

    budget::Budget b3;
    std::uint64_t listed = 0;
    std::set<std::vector<std::uint32_t>> distinct;
    enumerate_simple_paths(g, b3, [&](const std::vector<std::uint32_t>& edges) {
      ++listed;
      distinct.insert(edges);
      return true;
    });
    EXPECT_EQ(listed, paths.size());
    EXPECT_EQ(distinct.size(), paths.size());
  }
}

// A ladder of k diamonds has 2^k shortest paths.
ToyModel diamond_ladder(int k) {
  ToyModel m;
  m.out.resize(3 * k + 1);
  m.goal.assign(3 * k + 1, false);
  for (int i = 0; i < k; ++i) {
    const std::uint32_t a = 3 * i, b = 3 * i + 1, c = 3 * i + 2, d = 3 * i + 3;
    m.out[a] = {{b, 1}, {c, 1}};
    m.out[b] = {{d, 1}};
    m.out[c] = {{d, 1}};
  }
  m.goal[3 * k] = true;
  return m;
}

// 2^70 overflows the 64-bit counter (the rerun with GMP is exercised through
// the Count64 instantiation) but not the default 128-bit one; 2^130 overflows
// both.
TEST(Searches, CountsBeyondSixtyFourBitsAreExact) {
  for (int k : {63, 64, 70, 127, 128, 130}) {
    SCOPED_TRACE(k);
    const ToyModel m = diamond_ladder(k);
    util::BigCount expected = 1;
    expected <<= k;
    budget::Budget b1;
    EXPECT_EQ(bfs(m, b1).optimal_count, expected);
    budget::Budget b2;
    EXPECT_EQ((bfs<ToyModel, Count64>(m, b2).optimal_count), expected);
    budget::Budget b3;
    EXPECT_EQ(uniform_cost(m, b3).optimal_count, expected);
    budget::Budget b4;
    EXPECT_EQ((uniform_cost<ToyModel, Count64>(m, b4).optimal_count), expected);
    budget::Budget b5;
    const StateGraph g = build_state_graph(m, b5);
    EXPECT_EQ(count_simple_paths(g, b5).count, expected);
  }
}

TEST(Searches, LimitsStopWithALowerBound) {
  // Complete graph on 9 vertices, goal 8: many simple paths.
  ToyModel m;
  m.out.resize(9);
  m.goal.assign(9, false);
  m.goal[8] = true;
  for (std::uint32_t v = 0; v < 9; ++v) {
    for (std::uint32_t w = 0; w < 9; ++w) {
      if (v != w) m.out[v].push_back({w, 1});
    }
  }
  budget::Budget full;
  const StateGraph g = build_state_graph(m, full);
  const SimplePathCount all = count_simple_paths(g, full);
  // sum over k of 7!/(7-k)! paths through k intermediate vertices.
  EXPECT_EQ(all.count, 13700);

  budget::Budget b;
  const SimplePathCount part = count_simple_paths(g, b, 100);
  EXPECT_EQ(part.stopped, budget::StopReason::kSolutionLimit);
  EXPECT_GE(part.count, 100);
  EXPECT_LT(part.count, 13700);

  budget::Budget nodes(budget::Limits{5, 0});
  const SimplePathCount cut = count_simple_paths(g, nodes);
  EXPECT_EQ(cut.stopped, budget::StopReason::kNodeLimit);
  EXPECT_LT(cut.count, 13700);
}

}  // namespace
}  // namespace deduce::statespace

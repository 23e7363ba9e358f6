// BFS on a state space large enough to start in a hashed registry and switch
// to the direct table midway, through each of its loops: hashed only (no key
// bound), dense with successors filtered by the model, and dense with
// unfiltered candidates whose illegal keys the search marks dead. All three
// must agree with a plain layered BFS over a std::map, counting in GMP.
#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <vector>

#include "deduce/statespace/bfs.h"

namespace deduce::statespace {
namespace {

// A boat that carries (a, b) with 1 <= a + b <= 3 between two banks holding up
// to kSide - 1 of each kind: key = side | x << 1 | y << 9 (x, y: left bank).
// Some bank contents are illegal; the goal is everyone on the right.
constexpr std::uint64_t kSide = 200;

struct Load {
  std::uint64_t a, b;
};
std::vector<Load> loads() {
  std::vector<Load> r;
  for (std::uint64_t a = 0; a <= 3; ++a) {
    for (std::uint64_t b = 0; a + b <= 3; ++b) {
      if (a + b >= 1) r.push_back({a, b});
    }
  }
  return r;
}

struct GridModel {
  std::vector<Load> load = loads();
  std::uint64_t bound = std::uint64_t{1} << 17;  // 0: unknown (hashed registry)
  std::uint64_t rule = 3;                        // which residue is illegal

  static std::uint64_t x(std::uint64_t k) { return (k >> 1) & 255; }
  static std::uint64_t y(std::uint64_t k) { return k >> 9; }
  std::uint64_t start() const { return (kSide - 1) << 1 | (kSide - 1) << 9; }
  std::uint64_t key_bound() const { return bound; }
  bool is_goal(std::uint64_t k) const { return k == 1; }
  bool legal_key(std::uint64_t k) const {
    const std::uint64_t r = kSide - 1;
    return (x(k) * 7 + y(k) * 13) % 11 != rule && ((r - x(k)) * 5 + (r - y(k))) % 13 != rule;
  }
  template <class Emit>
  void for_each_candidate(std::uint64_t k, Emit&& emit) const {
    const bool left = (k & 1) == 0;
    const std::uint64_t ax = left ? x(k) : kSide - 1 - x(k);
    const std::uint64_t ay = left ? y(k) : kSide - 1 - y(k);
    for (std::uint32_t l = 0; l < load.size(); ++l) {
      if (load[l].a > ax || load[l].b > ay) continue;
      const std::uint64_t d = load[l].a << 1 | load[l].b << 9;
      emit(left ? k - d + 1 : k + d - 1, l, std::int64_t{1});
    }
  }
  template <class Emit>
  void for_each_successor(std::uint64_t k, Emit&& emit) const {
    for_each_candidate(k, [&](std::uint64_t next, std::uint32_t l, std::int64_t c) {
      if (legal_key(next)) emit(next, l, c);
    });
  }
};

// The same without the candidate interface.
struct FilteredModel {
  GridModel grid;
  std::uint64_t start() const { return grid.start(); }
  std::uint64_t key_bound() const { return grid.key_bound(); }
  bool is_goal(std::uint64_t k) const { return grid.is_goal(k); }
  template <class Emit>
  void for_each_successor(std::uint64_t k, Emit&& emit) const {
    grid.for_each_successor(k, emit);
  }
};

struct Oracle {
  bool found = false;
  std::int64_t length = 0;
  util::BigCount count = 0;
  std::uint64_t states = 0;
};

Oracle layered_bfs(const GridModel& m) {
  Oracle o;
  std::map<std::uint64_t, int> depth{{m.start(), 0}};
  std::map<std::uint64_t, util::BigCount> layer{{m.start(), 1}};
  for (int d = 0; !layer.empty(); ++d) {
    for (const auto& [k, c] : layer) {
      if (m.is_goal(k)) {
        o.found = true;
        o.length = d;
        o.count += c;
      }
    }
    if (o.found) break;
    std::map<std::uint64_t, util::BigCount> next;
    for (const auto& [k, c] : layer) {
      m.for_each_successor(k, [&](std::uint64_t n, std::uint32_t, std::int64_t) {
        auto [it, fresh] = depth.insert({n, d + 1});
        if (it->second == d + 1) next[n] += c;
      });
    }
    layer = std::move(next);
  }
  o.states = depth.size();
  return o;
}

void check_path(const GridModel& m, const OptimalResult& r) {
  std::uint64_t k = m.start();
  for (const Step& s : r.path) {
    bool ok = false;
    m.for_each_successor(k, [&](std::uint64_t n, std::uint32_t l, std::int64_t) {
      ok |= n == s.key && l == s.action;
    });
    ASSERT_TRUE(ok) << "not a move";
    k = s.key;
  }
  EXPECT_TRUE(m.is_goal(k));
  EXPECT_EQ(static_cast<std::int64_t>(r.path.size()), r.length);
  EXPECT_EQ(r.cost, r.length);
}

TEST(BfsLayers, HashedDenseAndCandidateLoopsAgreeWithALayeredOracle) {
  for (std::uint64_t rule : {3, 0, 12}) {
    SCOPED_TRACE(rule);
    GridModel dense;
    dense.rule = rule;
    GridModel hashed = dense;
    hashed.bound = 0;
    const FilteredModel filtered{dense};
    const Oracle o = layered_bfs(dense);
    EXPECT_EQ(o.found, rule != 0);  // rule 0 forbids the goal's bank

    budget::Budget b1, b2, b3;
    const OptimalResult results[] = {bfs(dense, b1), bfs(hashed, b2), bfs(filtered, b3)};
    for (const OptimalResult& r : results) {
      ASSERT_EQ(r.found, o.found);
      if (o.found) {
        EXPECT_EQ(r.length, o.length);
        EXPECT_EQ(r.optimal_count, o.count);
        check_path(dense, r);
      } else {
        EXPECT_EQ(r.stats.states, o.states);
        EXPECT_EQ(r.stats.expanded, o.states);
      }
      EXPECT_EQ(r.stats.states, results[0].stats.states);
      EXPECT_EQ(r.stats.expanded, results[0].stats.expanded);
      EXPECT_EQ(r.stats.generated, results[0].stats.generated);
    }
    EXPECT_GT(results[0].stats.states, 4096u);  // past the registry's switch to dense
  }
}

}  // namespace
}  // namespace deduce::statespace

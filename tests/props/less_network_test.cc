// LessNetwork against the brute-force oracle (one pair: domain consistent;
// several: sound), and against what its header claims: the fixpoint that one
// Less propagator a pair reaches, also after set_pairs() replaces the pairs.
#include "deduce/props/less_network.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "deduce/props/constraints.h"
#include "testing/prop_oracle.h"

namespace deduce::props {
namespace {

using testing::check_propagator;
using testing::PropSpec;
using Pairs = std::vector<LessNetwork::Pair>;
using Vars = std::vector<core::VarId>;
using Tuple = std::vector<int>;

PropSpec network_spec(int arity, const Pairs& pairs) {
  PropSpec spec;
  spec.name = "less-network";
  spec.arity = arity;
  spec.values = 5;
  spec.post = [pairs](core::Store& s, const Vars& v) {
    s.post<LessNetwork>(v).set_pairs(s, pairs);
  };
  spec.holds = [pairs](const Tuple& t) {
    for (const auto& [a, b] : pairs) {
      if (t[a] >= t[b]) return false;
    }
    return true;
  };
  return spec;
}

TEST(LessNetworkOracle, OnePairIsDomainConsistent) {
  for (const Pairs& pairs : {Pairs{{0, 1}}, Pairs{{1, 0}}}) {
    EXPECT_GT(check_propagator(network_spec(2, pairs), 300, 61), 300);
  }
}

TEST(LessNetworkOracle, SeveralPairsAreSound) {
  // A diamond, a chain and a cycle (never satisfiable).
  for (const Pairs& pairs : {Pairs{{0, 1}, {1, 2}, {0, 3}, {3, 2}}, Pairs{{0, 1}, {1, 2}, {2, 3}},
                             Pairs{{0, 1}, {1, 2}, {2, 0}}}) {
    PropSpec spec = network_spec(4, pairs);
    spec.domain_consistent = false;
    EXPECT_GE(check_propagator(spec, 300, 62), 300);  // the cycle fails at once
  }
}

// Random domains and random pairs over 6 variables of 7 values: the network
// and one Less a pair end with the same domains, or both fail.
TEST(LessNetwork, ReachesTheFixpointOfOneLessAPair) {
  std::mt19937 rng(2026);
  int compared = 0;
  for (int trial = 0; trial < 400; ++trial) {
    Pairs pairs;
    const int count = 1 + static_cast<int>(rng() % 8);
    for (int k = 0; k < count; ++k) {
      const int a = static_cast<int>(rng() % 6), b = static_cast<int>(rng() % 6);
      if (a != b) pairs.emplace_back(a, b);
    }
    std::vector<core::Bits> doms(6);
    for (auto& d : doms) d = (rng() & 0x7f) | (core::Bits{1} << (rng() % 7));
    core::Store net, pairwise;
    Vars a, b;
    for (int i = 0; i < 6; ++i) {
      a.push_back(net.new_var(doms[i]));
      b.push_back(pairwise.new_var(doms[i]));
    }
    net.post<LessNetwork>(a).set_pairs(net, pairs);
    for (const auto& [x, y] : pairs) post_less(pairwise, b[x], b[y]);
    const bool ok = net.propagate();
    ASSERT_EQ(ok, pairwise.propagate()) << "trial " << trial;
    if (!ok) continue;
    for (int i = 0; i < 6; ++i) ASSERT_EQ(net.dom(a[i]), pairwise.dom(b[i])) << "trial " << trial;
    ++compared;
  }
  EXPECT_GT(compared, 100);
}

// New pairs at a level of their own, then the old ones again after a pop:
// the network prunes by the pairs it holds, whatever it held before.
TEST(LessNetwork, SetPairsReplacesThePairs) {
  core::Store s;
  Vars v;
  for (int i = 0; i < 3; ++i) v.push_back(s.new_var_range(3));
  auto& net = s.post<LessNetwork>(v);
  net.set_pairs(s, Pairs{{0, 1}, {1, 2}});
  ASSERT_TRUE(s.propagate());
  EXPECT_EQ(s.value(v[0]), 0);
  EXPECT_EQ(s.value(v[2]), 2);

  // A fresh store's root would be full domains: the pairs are replaced at
  // a level above the old fixpoint's, so pop to the root first.
  core::Store t;
  Vars w;
  for (int i = 0; i < 3; ++i) w.push_back(t.new_var_range(3));
  auto& other = t.post<LessNetwork>(w);
  ASSERT_TRUE(t.propagate());  // no pairs: nothing pruned
  EXPECT_EQ(t.size(w[0]), 3);
  t.push_level();
  other.set_pairs(t, Pairs{{2, 1}});
  t.wake(other);
  ASSERT_TRUE(t.propagate());
  EXPECT_EQ(t.max(w[2]), 1);
  EXPECT_EQ(t.min(w[1]), 1);
  EXPECT_EQ(t.size(w[0]), 3);
  t.pop_level();
  other.set_pairs(t, Pairs{{0, 2}});
  t.push_level();
  t.wake(other);
  ASSERT_TRUE(t.propagate());
  EXPECT_EQ(t.size(w[1]), 3);  // the old pair is gone
  EXPECT_EQ(t.max(w[0]), 1);
  EXPECT_EQ(t.min(w[2]), 1);
}

}  // namespace
}  // namespace deduce::props

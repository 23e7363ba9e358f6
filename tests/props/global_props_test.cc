// AllDifferent (GAC) and Inverse against the brute-force oracle.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

#include "deduce/props/constraints.h"
#include "testing/prop_oracle.h"

namespace deduce::props {
namespace {

using testing::check_propagator;
using testing::PropSpec;
using Vars = std::vector<core::VarId>;
using Tuple = std::vector<int>;

bool distinct(const Tuple& t) {
  return std::set<int>(t.begin(), t.end()).size() == t.size();
}

TEST(AllDifferentOracle, GacOnSmallDomains) {
  for (int arity = 3; arity <= 5; ++arity) {
    for (int values : {arity, arity + 1, arity + 2}) {
      PropSpec spec;
      spec.name = "all-different";
      spec.arity = arity;
      spec.values = values;
      spec.post = [](core::Store& s, const Vars& v) { post_all_different(s, v); };
      spec.holds = distinct;
      EXPECT_GT(check_propagator(spec, 300, 100 * arity + values), 300);
    }
  }
}

TEST(AllDifferent, FindsHallSetsThatValuePassMisses) {
  core::Store s;
  Vars v;
  v.push_back(s.new_var(0b011));
  v.push_back(s.new_var(0b011));
  v.push_back(s.new_var(0b111));
  post_all_different(s, v);
  ASSERT_TRUE(s.propagate());
  EXPECT_EQ(s.dom(v[2]), 0b100u);
}

TEST(AllDifferent, PigeonholeFails) {
  core::Store s;
  Vars v;
  for (int i = 0; i < 4; ++i) v.push_back(s.new_var(0b111));
  post_all_different(s, v);
  EXPECT_FALSE(s.propagate());
}

// Inverse alone is domain consistent on its binary decomposition, not GAC on
// the permutation, so the oracle checks soundness and fixed assignments; the
// channel property itself (j in D(x_i) iff i in D(y_j)) is checked below.
TEST(InverseOracle, SoundOnSmallDomains) {
  for (int n = 2; n <= 3; ++n) {
    PropSpec spec;
    spec.name = "inverse";
    spec.arity = 2 * n;
    spec.values = n;
    spec.post = [n](core::Store& s, const Vars& v) {
      post_inverse(s, Vars(v.begin(), v.begin() + n), Vars(v.begin() + n, v.end()));
    };
    spec.holds = [n](const Tuple& t) {
      for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j) {
          if ((t[i] == j) != (t[n + j] == i)) return false;
        }
      }
      return true;
    };
    spec.domain_consistent = false;
    EXPECT_GT(check_propagator(spec, 400, 7 + n), 400);
  }
}

TEST(Inverse, KeepsTheChannelAfterEveryStep) {
  std::mt19937 rng(5);
  for (int trial = 0; trial < 300; ++trial) {
    const int n = 2 + trial % 5;
    core::Store s;
    Vars xs, ys;
    for (int i = 0; i < n; ++i) xs.push_back(s.new_var_range(n));
    for (int j = 0; j < n; ++j) ys.push_back(s.new_var_range(n));
    post_inverse(s, xs, ys);
    ASSERT_TRUE(s.propagate());
    for (int step = 0; step < 2 * n; ++step) {
      s.push_level();
      core::VarId pick = (rng() % 2 ? xs : ys)[rng() % n];
      int v = static_cast<int>(rng() % n);
      if (!s.remove(pick, v) || !s.propagate()) break;
      for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j) {
          ASSERT_EQ(s.contains(xs[i], j), s.contains(ys[j], i))
              << "trial " << trial << " step " << step << " i " << i << " j " << j;
        }
      }
    }
  }
}

TEST(Inverse, FindsHiddenSingles) {
  // Value 2 can only go in cell 0: the channel fixes x0 = 2.
  core::Store s;
  Vars xs{s.new_var(0b111), s.new_var(0b011), s.new_var(0b011)};
  Vars ys{s.new_var_range(3), s.new_var_range(3), s.new_var_range(3)};
  post_inverse(s, xs, ys);
  ASSERT_TRUE(s.propagate());
  EXPECT_EQ(s.dom(ys[2]), 0b001u);
  EXPECT_EQ(s.dom(xs[0]), 0b100u);
}

}  // namespace
}  // namespace deduce::props

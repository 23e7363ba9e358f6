// AllDifferent (GAC), Permutation (singles) and Inverse against the brute-force oracle.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <stdexcept>

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

// Permutation keeps naked and hidden singles only: sound, exact on fixed
// assignments, not domain consistent (Hall sets are left to the search).
TEST(PermutationOracle, SoundOnSmallDomains) {
  for (int n = 3; n <= 5; ++n) {
    PropSpec spec;
    spec.name = "permutation";
    spec.arity = n;
    spec.values = n;
    spec.post = [n](core::Store& s, const Vars& v) { post_permutation(s, v, core::first_n(n)); };
    spec.holds = distinct;
    spec.domain_consistent = false;
    EXPECT_GT(check_propagator(spec, 300, 40 + n), 300);
  }
}

// The singles computed the slow way, value by value: the fixpoint the
// propagator must reach (false: a failure).
bool singles_fixpoint(std::vector<core::Bits>& d) {
  const int n = static_cast<int>(d.size());
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < n; ++i) {
      if (d[i] == 0) return false;
      if (!core::is_single(d[i])) continue;
      for (int j = 0; j < n; ++j) {
        if (j == i || (d[j] & d[i]) == 0) continue;
        d[j] &= ~d[i];
        changed = true;
        if (d[j] == 0) return false;
      }
    }
    for (int v = 0; v < n; ++v) {
      int places = 0, last = -1;
      for (int i = 0; i < n; ++i) {
        if (core::contains(d[i], v)) {
          ++places;
          last = i;
        }
      }
      if (places == 0) return false;
      if (places == 1 && d[last] != core::bit(v)) {
        d[last] = core::bit(v);
        changed = true;
      }
    }
  }
  return true;
}

TEST(Permutation, ReachesTheSinglesFixpointAndTheChannelsPruning) {
  std::mt19937 rng(11);
  int compared = 0, failed = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    const int n = 3 + trial % 6;
    std::vector<core::Bits> d(n);
    for (auto& x : d) x = (rng() & core::first_n(n)) | core::bit(static_cast<int>(rng() % n));
    std::vector<core::Bits> expected = d;
    const bool ok = singles_fixpoint(expected);
    // The permutation alone, and the channel to the dual variables that
    // permutation.h says it equals.
    core::Store s, c;
    Vars xs, cx, cy;
    for (int i = 0; i < n; ++i) {
      xs.push_back(s.new_var(d[i]));
      cx.push_back(c.new_var(d[i]));
      cy.push_back(c.new_var_range(n));
    }
    post_permutation(s, xs, core::first_n(n));
    post_inverse(c, cx, cy);
    const bool got = !s.failed() && s.propagate();
    const bool channel = !c.failed() && c.propagate();
    ASSERT_EQ(got, ok) << "trial " << trial;
    ASSERT_EQ(channel, ok) << "trial " << trial;
    if (!ok) {
      ++failed;
      continue;
    }
    for (int i = 0; i < n; ++i) {
      ASSERT_EQ(s.dom(xs[i]), expected[i]) << "trial " << trial << " variable " << i;
      ASSERT_EQ(c.dom(cx[i]), expected[i]) << "trial " << trial << " variable " << i;
    }
    ++compared;
  }
  // Both outcomes occur often enough to mean something.
  EXPECT_GT(compared, 300);
  EXPECT_GT(failed, 100);
}

TEST(Permutation, FindsHiddenSingles) {
  // Value 2 can only go in variable 0.
  core::Store s;
  Vars v{s.new_var(0b111), s.new_var(0b011), s.new_var(0b011)};
  post_permutation(s, v, 0b111);
  ASSERT_TRUE(s.propagate());
  EXPECT_EQ(s.dom(v[0]), 0b100u);
}

TEST(Permutation, LeavesHallSetsToTheSearch) {
  // {0, 1} is a Hall set of v0 and v1: GAC takes 0 and 1 from v2 and v3,
  // the singles see no single.
  for (bool gac : {true, false}) {
    core::Store s;
    Vars v{s.new_var(0b0011), s.new_var(0b0011), s.new_var(0b1111), s.new_var(0b1111)};
    if (gac) {
      post_all_different(s, v);
    } else {
      post_permutation(s, v, 0b1111);
    }
    ASSERT_TRUE(s.propagate());
    EXPECT_EQ(s.dom(v[2]), gac ? 0b1100u : 0b1111u) << (gac ? "GAC" : "singles");
  }
}

TEST(Permutation, FailsOnAValueNoVariableCanTake) {
  core::Store s;
  Vars v{s.new_var(0b011), s.new_var(0b011), s.new_var(0b011)};
  post_permutation(s, v, 0b111);
  EXPECT_FALSE(s.propagate());
}

TEST(Permutation, RefusesAValueSetOfTheWrongSize) {
  core::Store s;
  Vars v{s.new_var_range(3), s.new_var_range(3), s.new_var_range(3)};
  EXPECT_THROW(post_permutation(s, v, 0b1111), std::invalid_argument);
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

// CageSum (props/cage_sum.h) against the meaning of a cage: on random
// domains, every assignment of distinct values with the sum survives the
// propagation (soundness), a failure means there is none, and when every
// variable is fixed the propagator accepts exactly the assignments that
// keep the rule. The combinations it lists are those of the brute force.
#include <gtest/gtest.h>

#include <random>

#include "deduce/core/store.h"
#include "deduce/props/cage_sum.h"
#include "deduce/props/constraints.h"
#include "testing/instances.h"

namespace deduce::props {
namespace {

// Every assignment of the domains, calling `f` with the values.
template <class F>
void each_assignment(const std::vector<core::Bits>& doms, std::vector<int>& vals, std::size_t i,
                     F& f) {
  if (i == doms.size()) {
    f(vals);
    return;
  }
  for (int v = 0; v < 64; ++v) {
    if (((doms[i] >> v) & 1) == 0) continue;
    vals[i] = v;
    each_assignment(doms, vals, i + 1, f);
  }
}

bool keeps_cage(const std::vector<int>& vals, int target) {
  int sum = 0;
  for (std::size_t i = 0; i < vals.size(); ++i) {
    sum += vals[i];
    for (std::size_t j = 0; j < i; ++j)
      if (vals[i] == vals[j]) return false;
  }
  return sum == target;
}

TEST(CageSum, KeepsEverySolutionOfRandomDomains) {
  const std::uint64_t seed = testing::family_seed(37, 4);
  std::mt19937_64 rng(seed);
  int pruned = 0, failed = 0;
  for (std::uint64_t t = 0; t < testing::instance_count(3000); ++t) {
    const int values = 4 + static_cast<int>(rng() % 6);  // 4..9
    const int k = 2 + static_cast<int>(rng() % 3);       // 2..4
    std::vector<core::Bits> doms(static_cast<std::size_t>(k));
    for (auto& d : doms) {
      d = rng() & core::first_n<core::Bits>(values);
      if (d == 0) d = core::Bits{1} << (rng() % values);
    }
    const int target = static_cast<int>(rng() % static_cast<unsigned>(values * k));
    core::Store s;
    std::vector<core::VarId> xs;
    for (const auto d : doms) xs.push_back(s.new_var(d));
    s.post<CageSum>(xs, target, values);
    const bool ok = s.propagate();
    std::vector<int> vals(static_cast<std::size_t>(k));
    bool any = false;
    auto check = [&](const std::vector<int>& v) {
      if (!keeps_cage(v, target)) return;
      any = true;
      if (!ok) return;
      for (int i = 0; i < k; ++i)
        EXPECT_TRUE(s.contains(xs[i], v[i]))
            << testing::repro(seed, t) << ": var " << i << " lost " << v[i];
    };
    each_assignment(doms, vals, 0, check);
    if (!ok) {
      ++failed;
      EXPECT_FALSE(any) << testing::repro(seed, t) << ": failed with a solution left";
    } else {
      for (int i = 0; i < k; ++i) pruned += s.dom(xs[i]) != doms[i] ? 1 : 0;
      // Fixed variables: propagation decides the rule exactly.
      bool all_fixed = true;
      for (int i = 0; i < k; ++i) all_fixed = all_fixed && s.fixed(xs[i]);
      if (all_fixed) {
        for (int i = 0; i < k; ++i) vals[i] = s.value(xs[i]);
        EXPECT_TRUE(keeps_cage(vals, target)) << testing::repro(seed, t);
      }
    }
  }
  EXPECT_GT(pruned, 0);  // it prunes something
  EXPECT_GT(failed, 0);
}

TEST(CageSum, ListsTheCombinationsOfACage) {
  core::Store s;
  std::vector<core::VarId> xs;
  for (int i = 0; i < 3; ++i) xs.push_back(s.new_var_range(9));
  // Digits 1..9, three cells summing to 7: {1,2,4} only; values are digit - 1.
  const CageSum& c = s.post<CageSum>(xs, 7 - 3, 9);
  ASSERT_EQ(c.combinations().size(), 1u);
  EXPECT_EQ(c.combinations()[0], core::Bits{0b1011});
  ASSERT_TRUE(s.propagate());
  for (const auto x : xs) EXPECT_EQ(s.dom(x), core::Bits{0b1011});
  // Two cells summing to 17 in 1..9: 8 and 9.
  core::Store t;
  std::vector<core::VarId> ys{t.new_var_range(9), t.new_var_range(9)};
  post_cage_sum(t, ys, 17 - 2, 9);
  ASSERT_TRUE(t.propagate());
  EXPECT_EQ(t.dom(ys[0]), core::Bits{0b110000000});
}

TEST(CageSum, FixedValuesThatRepeatFail) {
  core::Store s;
  std::vector<core::VarId> xs{s.new_var(core::Bits{1} << 2), s.new_var(core::Bits{1} << 2)};
  s.post<CageSum>(xs, 4, 9);
  EXPECT_FALSE(s.propagate());
}

}  // namespace
}  // namespace deduce::props

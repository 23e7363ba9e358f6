// Every binary propagator against the brute-force oracle (testing/prop_oracle.h).
#include <gtest/gtest.h>

#include <cstdlib>

#include "deduce/props/constraints.h"
#include "testing/prop_oracle.h"

namespace deduce::props {
namespace {

using testing::check_propagator;
using testing::PropSpec;
using Vars = std::vector<core::VarId>;
using Tuple = std::vector<int>;

PropSpec binary(std::string name, int values, std::function<void(core::Store&, const Vars&)> post,
                std::function<bool(const Tuple&)> holds) {
  PropSpec spec;
  spec.name = std::move(name);
  spec.arity = 2;
  spec.values = values;
  spec.post = std::move(post);
  spec.holds = std::move(holds);
  return spec;
}

TEST(LessOracle, SoundAndDomainConsistent) {
  for (int offset : {-2, -1, 0, 1, 2}) {
    auto spec = binary(
        "less", 6, [offset](core::Store& s, const Vars& v) { post_less(s, v[0], v[1], offset); },
        [offset](const Tuple& t) { return t[0] + offset < t[1]; });
    EXPECT_GT(check_propagator(spec, 300, 11 + offset), 300);
  }
}

TEST(NotEqualOracle, SoundAndDomainConsistent) {
  auto spec = binary(
      "not-equal", 5, [](core::Store& s, const Vars& v) { post_not_equal(s, v[0], v[1]); },
      [](const Tuple& t) { return t[0] != t[1]; });
  EXPECT_GT(check_propagator(spec, 500, 3), 500);
}

TEST(EqualOracle, SoundAndDomainConsistent) {
  auto spec = binary(
      "equal", 5, [](core::Store& s, const Vars& v) { post_equal(s, v[0], v[1]); },
      [](const Tuple& t) { return t[0] == t[1]; });
  EXPECT_GT(check_propagator(spec, 500, 4), 500);
}

TEST(EqualConstOracle, SoundAndDomainConsistent) {
  for (int c = 0; c < 5; ++c) {
    PropSpec spec;
    spec.name = "equal-const";
    spec.arity = 1;
    spec.values = 5;
    spec.post = [c](core::Store& s, const Vars& v) { post_equal_const(s, v[0], c); };
    spec.holds = [c](const Tuple& t) { return t[0] == c; };
    EXPECT_GT(check_propagator(spec, 100, 5 + c), 100);
  }
}

TEST(DistanceOracle, SoundAndDomainConsistent) {
  for (int k = 0; k <= 4; ++k) {
    auto spec = binary(
        "distance", 7, [k](core::Store& s, const Vars& v) { post_distance(s, v[0], v[1], k); },
        [k](const Tuple& t) { return std::abs(t[0] - t[1]) == k; });
    EXPECT_GT(check_propagator(spec, 400, 20 + k), 400);
  }
}

TEST(NotDistanceOracle, SoundAndDomainConsistent) {
  for (int k = 0; k <= 3; ++k) {
    auto spec = binary(
        "not-distance", 7,
        [k](core::Store& s, const Vars& v) { post_not_distance(s, v[0], v[1], k); },
        [k](const Tuple& t) { return std::abs(t[0] - t[1]) != k; });
    EXPECT_GT(check_propagator(spec, 400, 30 + k), 400);
  }
}

TEST(PostFunctions, SimplifyOneVariableTwice) {
  core::Store s;
  core::VarId x = s.new_var_range(4);
  post_equal(s, x, x);
  post_distance(s, x, x, 0);
  post_not_distance(s, x, x, 2);
  EXPECT_TRUE(s.propagate());
  post_less(s, x, x, 0);
  EXPECT_FALSE(s.propagate());
}

}  // namespace
}  // namespace deduce::props

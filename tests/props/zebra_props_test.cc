// The logic-grid propagators (offset equality, "is B or C", "between", and
// the unary "not at") against the brute-force oracle (testing/prop_oracle.h):
// soundness and the domain consistency their headers claim.
#include <gtest/gtest.h>

#include "deduce/props/constraints.h"
#include "testing/prop_oracle.h"

namespace deduce::props {
namespace {

using testing::check_propagator;
using testing::PropSpec;
using Vars = std::vector<core::VarId>;
using Tuple = std::vector<int>;

PropSpec spec_of(std::string name, int arity, int values,
                 std::function<void(core::Store&, const Vars&)> post,
                 std::function<bool(const Tuple&)> holds) {
  PropSpec spec;
  spec.name = std::move(name);
  spec.arity = arity;
  spec.values = values;
  spec.post = std::move(post);
  spec.holds = std::move(holds);
  return spec;
}

TEST(OffsetEqualOracle, SoundAndDomainConsistent) {
  for (int k : {-3, -1, 0, 1, 2, 5}) {
    auto spec = spec_of(
        "offset-equal", 2, 6,
        [k](core::Store& s, const Vars& v) { post_offset_equal(s, v[0], v[1], k); },
        [k](const Tuple& t) { return t[0] + k == t[1]; });
    EXPECT_GT(check_propagator(spec, 400, 40 + k), 400) << "k = " << k;
  }
}

TEST(NotEqualConstOracle, SoundAndDomainConsistent) {
  for (int c = 0; c < 5; ++c) {
    auto spec = spec_of(
        "not-equal-const", 1, 5,
        [c](core::Store& s, const Vars& v) { post_not_equal_const(s, v[0], c); },
        [c](const Tuple& t) { return t[0] != c; });
    EXPECT_GT(check_propagator(spec, 100, 50 + c), 100);
  }
}

TEST(EitherEqualOracle, SoundAndDomainConsistent) {
  for (int values : {3, 5, 6}) {
    auto spec = spec_of(
        "either-equal", 3, values,
        [](core::Store& s, const Vars& v) { post_either_equal(s, v[0], v[1], v[2]); },
        [](const Tuple& t) { return t[0] == t[1] || t[0] == t[2]; });
    EXPECT_GT(check_propagator(spec, 600, 60 + values), 600);
  }
}

TEST(EitherEqualChoiceOracle, SoundAndDomainConsistent) {
  // (x, y, z, b): b = 0 iff x == y, b = 1 iff x == z and x != y.
  for (int values : {3, 5}) {
    auto spec = spec_of(
        "either-equal-choice", 4, values,
        [](core::Store& s, const Vars& v) { post_either_equal_choice(s, v[0], v[1], v[2], v[3]); },
        [](const Tuple& t) {
          return (t[3] == 0 && t[0] == t[1]) || (t[3] == 1 && t[0] == t[2] && t[0] != t[1]);
        });
    EXPECT_GT(check_propagator(spec, 600, 80 + values), 600);
  }
}

TEST(BetweenOracle, SoundAndDomainConsistent) {
  for (int values : {3, 5, 7}) {
    auto spec = spec_of(
        "between", 3, values,
        [](core::Store& s, const Vars& v) { post_between(s, v[0], v[1], v[2]); },
        [](const Tuple& t) {
          return (t[1] < t[0] && t[0] < t[2]) || (t[2] < t[0] && t[0] < t[1]);
        });
    EXPECT_GT(check_propagator(spec, 600, 70 + values), 600);
  }
}

TEST(ZebraPostFunctions, SimplifyRepeatedVariables) {
  core::Store s;
  core::VarId x = s.new_var_range(4), y = s.new_var_range(4);
  post_either_equal(s, x, x, y);  // always true: nothing posted
  EXPECT_EQ(s.num_propagators(), 0);
  post_between(s, x, y, y);  // y < x < y: impossible
  EXPECT_TRUE(s.failed());
  core::Store t;
  core::VarId a = t.new_var_range(4);
  post_offset_equal(t, a, a, 1);
  EXPECT_TRUE(t.failed());
}

}  // namespace
}  // namespace deduce::props

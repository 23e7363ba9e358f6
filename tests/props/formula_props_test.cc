// The propagators of the logic grids' published-puzzle statements (support_table.h,
// element_at.h) against the brute-force oracle (testing/prop_oracle.h):
// soundness, and the domain consistency their headers claim. One row a
// propagator and a claim; every row runs through the same check.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "deduce/props/element_at.h"
#include "deduce/props/support_table.h"
#include "testing/prop_oracle.h"

namespace deduce::props {
namespace {

using testing::check_propagator;
using testing::PropSpec;
using Vars = std::vector<core::VarId>;
using Tuple = std::vector<int>;

// The relation the support table is given: the table reads it through
// TupleTest, the oracle through PropSpec::holds.
bool sum_relation(const int* v) {
  return v[0] + v[1] == 2 * v[2] || v[0] == v[3];
}

class SumTest final : public TupleTest {
 public:
  bool holds(const int* v) const override { return sum_relation(v); }
};

// The support table over 4 variables of 5 values, at most `limit` tuples.
PropSpec support_table(std::string name, std::uint64_t limit, bool domain_consistent) {
  PropSpec spec;
  spec.name = std::move(name);
  spec.arity = 4;
  spec.values = 5;
  spec.post = [limit](core::Store& s, const Vars& v) {
    s.post<SupportTable>(v, std::make_unique<SumTest>(), limit);
  };
  spec.holds = [](const Tuple& t) { return sum_relation(t.data()); };
  spec.domain_consistent = domain_consistent;
  return spec;
}

// v[0] = x, v[1..3] = ys, v[4] = z: z == ys[x].
PropSpec element_at() {
  PropSpec spec;
  spec.name = "element_at";
  spec.arity = 5;
  spec.values = 3;
  spec.post = [](core::Store& s, const Vars& v) {
    s.post<ElementAt>(v[0], Vars{v[1], v[2], v[3]}, v[4]);
  };
  spec.holds = [](const Tuple& t) { return t[4] == t[1 + t[0]]; };
  spec.domain_consistent = false;  // ys[p] only narrows once x is fixed
  return spec;
}

struct OracleCase {
  PropSpec spec;
  int trials = 0;
  std::uint32_t seed = 0;
};

// gtest names a case by its spec's name, not by its bytes.
void PrintTo(const OracleCase& c, std::ostream* os) {
  *os << c.spec.name;
}

std::vector<OracleCase> oracle_cases() {
  return {
      // Under the limit the table holds every tuple: domain consistent.
      {support_table("support_table_under_the_limit", 1U << 14, true), 300, 11},
      // A limit of 8 tuples: it waits until the domains are small, and
      // still decides every full assignment.
      {support_table("support_table_above_the_limit", 8, false), 300, 12},
      {element_at(), 400, 13},
  };
}

class FormulaPropagatorOracle : public ::testing::TestWithParam<OracleCase> {};

TEST_P(FormulaPropagatorOracle, SoundAndAsConsistentAsClaimed) {
  const OracleCase& c = GetParam();
  // More propagations checked than trials: the harness did its work.
  EXPECT_GT(check_propagator(c.spec, c.trials, c.seed), c.trials);
}

INSTANTIATE_TEST_SUITE_P(Props, FormulaPropagatorOracle, ::testing::ValuesIn(oracle_cases()),
                         [](const ::testing::TestParamInfo<OracleCase>& info) {
                           return info.param.spec.name;
                         });

}  // namespace
}  // namespace deduce::props

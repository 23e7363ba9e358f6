// The propagators of the logic grids' Extension 2 (support_table.h,
// element_at.h) against the brute-force oracle (testing/prop_oracle.h):
// soundness, and the domain consistency their headers claim.
#include <gtest/gtest.h>

#include <memory>

#include "deduce/props/element_at.h"
#include "deduce/props/support_table.h"
#include "testing/prop_oracle.h"

namespace deduce::props {
namespace {

using testing::check_propagator;
using testing::PropSpec;
using Vars = std::vector<core::VarId>;
using Tuple = std::vector<int>;

class SumTest final : public TupleTest {
 public:
  bool holds(const int* v) const override { return v[0] + v[1] == 2 * v[2] || v[0] == v[3]; }
};

bool sum_holds(const Tuple& t) {
  return t[0] + t[1] == 2 * t[2] || t[0] == t[3];
}

TEST(SupportTableOracle, DomainConsistentUnderTheLimit) {
  PropSpec spec;
  spec.name = "support-table";
  spec.arity = 4;
  spec.values = 5;
  spec.post = [](core::Store& s, const Vars& v) {
    s.post<SupportTable>(v, std::make_unique<SumTest>(), 1U << 14);
  };
  spec.holds = sum_holds;
  EXPECT_GT(check_propagator(spec, 300, 11), 300);
}

TEST(SupportTableOracle, SoundAboveTheLimit) {
  // A limit of 8 tuples: it waits until the domains are small, and still
  // decides every full assignment.
  PropSpec spec;
  spec.name = "support-table-limited";
  spec.arity = 4;
  spec.values = 5;
  spec.post = [](core::Store& s, const Vars& v) {
    s.post<SupportTable>(v, std::make_unique<SumTest>(), 8);
  };
  spec.holds = sum_holds;
  spec.domain_consistent = false;
  EXPECT_GT(check_propagator(spec, 300, 12), 300);
}

TEST(ElementAtOracle, Sound) {
  // v[0] = x, v[1..3] = ys, v[4] = z: z == ys[x]
  PropSpec spec;
  spec.name = "element";
  spec.arity = 5;
  spec.values = 3;
  spec.post = [](core::Store& s, const Vars& v) {
    s.post<ElementAt>(v[0], Vars{v[1], v[2], v[3]}, v[4]);
  };
  spec.holds = [](const Tuple& t) { return t[4] == t[1 + t[0]]; };
  spec.domain_consistent = false;  // ys[p] only narrows once x is fixed
  EXPECT_GT(check_propagator(spec, 400, 13), 400);
}

}  // namespace
}  // namespace deduce::props

#include "testing/prop_oracle.h"

#include <gtest/gtest.h>

#include <random>
#include <sstream>

namespace deduce::testing {
namespace {

using core::Bits;

std::string show(const std::vector<Bits>& doms) {
  std::ostringstream o;
  for (Bits d : doms) {
    o << "{";
    bool first = true;
    for (int v : core::values(d)) {
      o << (first ? "" : ",") << v;
      first = false;
    }
    o << "} ";
  }
  return o.str();
}

// Projections of all solutions within `doms`; empty vector means no solution.
std::vector<Bits> supports(const PropSpec& spec, const std::vector<Bits>& doms) {
  std::vector<int> tuple(spec.arity, 0);
  std::vector<Bits> proj(spec.arity, 0);
  bool any = false;
  std::function<void(int)> rec = [&](int k) {
    if (k == spec.arity) {
      if (spec.holds(tuple)) {
        any = true;
        for (int i = 0; i < spec.arity; ++i) proj[i] |= core::bit(tuple[i]);
      }
      return;
    }
    for (int v : core::values(doms[k])) {
      tuple[k] = v;
      rec(k + 1);
    }
  };
  rec(0);
  if (!any) return {};
  return proj;
}

}  // namespace

int check_propagator(const PropSpec& spec, int trials, std::uint32_t seed) {
  std::mt19937 rng(seed);
  const Bits all = core::first_n(spec.values);
  int checked = 0;
  for (int t = 0; t < trials; ++t) {
    core::Store store;
    std::vector<core::VarId> vars;
    std::vector<Bits> start;
    for (int i = 0; i < spec.arity; ++i) {
      Bits d = 0;
      while (d == 0) d = rng() & all;
      if (rng() % 3 == 0) d = all;
      vars.push_back(store.new_var(d));
      start.push_back(d);
    }
    spec.post(store, vars);
    // Up to arity+2 narrowing steps, each on its own level.
    std::vector<std::vector<Bits>> before_levels;
    for (int step = 0; step < spec.arity + 2; ++step) {
      std::vector<Bits> input(spec.arity);
      for (int i = 0; i < spec.arity; ++i) input[i] = store.dom(vars[i]);
      bool ok = store.propagate();
      ++checked;
      std::vector<Bits> out(spec.arity);
      for (int i = 0; i < spec.arity; ++i) out[i] = store.dom(vars[i]);
      std::vector<Bits> sup = supports(spec, input);
      std::string where = spec.name + " trial " + std::to_string(t) + " step " +
                          std::to_string(step) + " input " + show(input);
      if (sup.empty()) {
        if (spec.domain_consistent) {
          EXPECT_FALSE(ok) << where << ": no solution, no failure";
        }
        bool all_fixed = true;
        for (Bits d : input) all_fixed = all_fixed && core::is_single(d);
        if (all_fixed) {
          EXPECT_FALSE(ok) << where << ": fixed non-solution accepted";
        }
      } else {
        EXPECT_TRUE(ok) << where << ": failed although a solution exists";
        if (!ok) break;
        for (int i = 0; i < spec.arity; ++i) {
          EXPECT_EQ(out[i] & sup[i], sup[i])
              << where << ": unsound on var " << i << ", got " << show(out);
          if (spec.domain_consistent) {
            EXPECT_EQ(out[i], sup[i])
                << where << ": not domain consistent on var " << i << ", got " << show(out);
          }
        }
      }
      if (!ok) break;
      // Narrow one variable on a new level; sometimes pop it back and check.
      before_levels.push_back(out);
      store.push_level();
      int i = static_cast<int>(rng() % spec.arity);
      Bits d = store.dom(vars[i]);
      if (core::size(d) > 1) {
        Bits keep = 0;
        while (keep == 0) keep = d & rng();
        if (keep == d) keep = core::bit(core::min_value(d));
        EXPECT_TRUE(store.restrict(vars[i], keep));
      }
      if (rng() % 4 == 0) {
        store.pop_level();
        for (int k = 0; k < spec.arity; ++k) {
          EXPECT_EQ(store.dom(vars[k]), before_levels.back()[k])
              << where << ": pop did not restore";
        }
        before_levels.pop_back();
      }
    }
  }
  return checked;
}

}  // namespace deduce::testing

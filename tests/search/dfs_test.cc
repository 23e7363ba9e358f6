// The depth-first search: modes, limits and statistics, on models whose
// solution counts are known in closed form.
#include "deduce/search/dfs.h"

#include <gtest/gtest.h>

#include <set>

#include "deduce/props/constraints.h"

namespace deduce::search {
namespace {

using budget::StopReason;

// n variables over 0..n-1, all different: n! solutions.
struct Permutations {
  core::Store store;
  std::vector<core::VarId> vars;
  explicit Permutations(int n) {
    for (int i = 0; i < n; ++i) vars.push_back(store.new_var_range(n));
    props::post_all_different(store, vars);
  }
};

TEST(Dfs, CountsAllPermutations) {
  for (VarChoice choice : {VarChoice::kFirstFail, VarChoice::kDomWdeg, VarChoice::kInputOrder}) {
    Permutations p(6);
    SearchOptions o;
    o.var_choice = choice;
    Dfs dfs(p.store, p.vars, o);
    SearchResult r = dfs.count();
    EXPECT_TRUE(r.complete);
    EXPECT_EQ(r.stop, StopReason::kNone);
    EXPECT_EQ(r.stats.solutions, 720u);
    EXPECT_GT(r.stats.nodes, 720u);
    EXPECT_GT(r.stats.propagations, 0u);
  }
}

TEST(Dfs, EnumeratesDistinctSolutionsAndRestoresTheStore) {
  Permutations p(4);
  std::set<std::vector<int>> seen;
  Dfs dfs(p.store, p.vars, {});
  SearchResult r = dfs.run([&](const core::Store& s) {
    std::vector<int> t;
    for (core::VarId x : p.vars) t.push_back(s.value(x));
    EXPECT_TRUE(seen.insert(t).second) << "solution reported twice";
    return true;
  });
  EXPECT_EQ(seen.size(), 24u);
  EXPECT_EQ(r.stats.solutions, 24u);
  for (core::VarId x : p.vars) EXPECT_EQ(p.store.dom(x), core::first_n(4));
  EXPECT_EQ(p.store.level(), 0);
}

TEST(Dfs, StopsAtTheSolutionLimit) {
  Permutations p(5);
  SearchOptions o;
  o.solution_limit = 7;
  Dfs dfs(p.store, p.vars, o);
  SearchResult r = dfs.count();
  EXPECT_FALSE(r.complete);
  EXPECT_EQ(r.stop, StopReason::kSolutionLimit);
  EXPECT_EQ(r.stats.solutions, 7u);
}

TEST(Dfs, CallbackCanStop) {
  Permutations p(5);
  int calls = 0;
  Dfs dfs(p.store, p.vars, {});
  SearchResult r = dfs.run([&](const core::Store&) { return ++calls < 3; });
  EXPECT_EQ(calls, 3);
  EXPECT_FALSE(r.complete);
}

TEST(Dfs, NodeLimitStopsWithPartialCount) {
  Permutations p(7);
  SearchOptions o;
  o.limits.node_limit = 100;
  Dfs dfs(p.store, p.vars, o);
  SearchResult r = dfs.count();
  EXPECT_FALSE(r.complete);
  EXPECT_EQ(r.stop, StopReason::kNodeLimit);
  EXPECT_EQ(r.stats.nodes, 100u);
  EXPECT_GT(r.stats.solutions, 0u);
  EXPECT_LT(r.stats.solutions, 5040u);
}

TEST(Dfs, TimeoutStops) {
  // 12! permutations cannot be counted in a millisecond on any machine.
  Permutations p(12);
  SearchOptions o;
  o.limits.timeout_seconds = 0.001;
  Dfs dfs(p.store, p.vars, o);
  SearchResult r = dfs.count();
  EXPECT_FALSE(r.complete);
  EXPECT_EQ(r.stop, StopReason::kTimeout);
}

TEST(Dfs, InterruptFlagStops) {
  Permutations p(12);
  budget::g_interrupt_requested.store(true);
  Dfs dfs(p.store, p.vars, {});
  SearchResult r = dfs.count();
  budget::g_interrupt_requested.store(false);
  EXPECT_FALSE(r.complete);
  EXPECT_EQ(r.stop, StopReason::kInterrupted);
}

TEST(Dfs, UnsatisfiableRootReportsNoSolution) {
  core::Store s;
  std::vector<core::VarId> v;
  for (int i = 0; i < 4; ++i) v.push_back(s.new_var_range(3));
  props::post_all_different(s, v);
  Dfs dfs(s, v, {});
  SearchResult r = dfs.count();
  EXPECT_TRUE(r.complete);
  EXPECT_EQ(r.stats.solutions, 0u);
  EXPECT_EQ(r.stats.failures, 1u);
}

}  // namespace
}  // namespace deduce::search

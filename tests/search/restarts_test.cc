// Unit tests of the parts of the restarting search: nogood propagation by
// watched literals, and restarts that keep the search complete. (Its Luby
// sequence and RNG: tests/util/.)
#include "deduce/search/restarts.h"

#include <gtest/gtest.h>

#include <vector>

#include "deduce/core/store.h"
#include "deduce/props/constraints.h"

namespace deduce::search {
namespace {

TEST(Nogoods, TheLastLiteralIsRemovedWhenTheOthersHold) {
  core::Store s;
  std::vector<core::VarId> x;
  for (int i = 0; i < 3; ++i) x.push_back(s.new_var_range(4));
  auto& ng = s.post<NogoodStore>(x);
  ASSERT_TRUE(s.propagate());
  ASSERT_TRUE(ng.add(s, {{x[0], 1}, {x[1], 2}, {x[2], 3}}));
  EXPECT_EQ(ng.size(), 1u);
  s.push_level();
  ASSERT_TRUE(s.assign(x[0], 1) && s.propagate());
  EXPECT_TRUE(s.contains(x[2], 3));
  ASSERT_TRUE(s.assign(x[2], 3) && s.propagate());
  EXPECT_FALSE(s.contains(x[1], 2)) << "x0 = 1 and x2 = 3 hold, so x1 != 2";
  s.pop_level();
  EXPECT_TRUE(s.contains(x[1], 2));
  // The watches moved; the nogood still works from another side.
  s.push_level();
  ASSERT_TRUE(s.assign(x[1], 2) && s.propagate());
  ASSERT_TRUE(s.assign(x[2], 3) && s.propagate());
  EXPECT_FALSE(s.contains(x[0], 1));
  s.pop_level();
  // A nogood whose literals all hold fails.
  s.push_level();
  ASSERT_TRUE(s.assign(x[0], 1) && s.assign(x[1], 2) && s.propagate());
  EXPECT_FALSE(s.assign(x[2], 3) && s.propagate());
  s.pop_level();
}

TEST(Nogoods, RootSimplification) {
  core::Store s;
  std::vector<core::VarId> x;
  for (int i = 0; i < 2; ++i) x.push_back(s.new_var_range(3));
  auto& ng = s.post<NogoodStore>(x);
  ASSERT_TRUE(s.propagate());
  ASSERT_TRUE(s.remove(x[0], 0));
  EXPECT_TRUE(ng.add(s, {{x[0], 0}, {x[1], 1}})) << "cannot hold: dropped";
  EXPECT_EQ(ng.size(), 0u);
  EXPECT_TRUE(s.contains(x[1], 1));
  ASSERT_TRUE(s.assign(x[0], 2));
  EXPECT_TRUE(ng.add(s, {{x[0], 2}, {x[1], 1}})) << "one literal left: a root removal";
  EXPECT_FALSE(s.contains(x[1], 1));
  EXPECT_FALSE(ng.add(s, {{x[0], 2}})) << "every literal holds: the root fails";
}

// Pairwise different variables with a restart after every failure: the
// number of solutions found by listing through restarts is exact.
TEST(RestartingSearch, ListsEveryPermutationOnce) {
  for (int n = 1; n <= 5; ++n) {
    core::Store s;
    std::vector<core::VarId> x;
    for (int i = 0; i < n; ++i) x.push_back(s.new_var_range(n));
    for (int i = 0; i < n; ++i)
      for (int j = i + 1; j < n; ++j) props::post_not_equal(s, x[i], x[j]);
    RestartOptions restart;
    restart.luby_unit = 1;
    RestartingSearch rs(s, x, {}, restart);
    std::uint64_t found = 0;
    const SearchResult r = rs.run([&](const core::Store& st) {
      for (int i = 0; i < n; ++i) EXPECT_TRUE(st.fixed(x[i]));
      ++found;
      return true;
    });
    const std::uint64_t factorial[] = {1, 1, 2, 6, 24, 120};
    EXPECT_TRUE(r.complete);
    EXPECT_EQ(found, factorial[n]) << n;
    EXPECT_EQ(s.level(), 0);
  }
}

TEST(RestartingSearch, ProvesThatNothingIsThereAndRestarts) {
  // Pigeons: 6 variables pairwise different over 5 values have no solution.
  core::Store s;
  std::vector<core::VarId> x;
  for (int i = 0; i < 6; ++i) x.push_back(s.new_var_range(5));
  for (int i = 0; i < 6; ++i)
    for (int j = i + 1; j < 6; ++j) props::post_not_equal(s, x[i], x[j]);
  RestartOptions restart;
  restart.luby_unit = 1;
  RestartingSearch rs(s, x, {}, restart);
  const SearchResult r = rs.run(nullptr);
  EXPECT_TRUE(r.complete);
  EXPECT_EQ(r.stats.solutions, 0u);
  EXPECT_GT(rs.restarts(), 0u);
  EXPECT_GT(rs.nogoods(), 0u);
}

}  // namespace
}  // namespace deduce::search

// The pausing, branch-giving search of a threaded count (search/sharing_dfs.h)
// against search::Dfs, and the work pool's hand-over (work_pool.h), on the
// search spaces of logic grids (the one family that counts this way).
#include "deduce/search/sharing_dfs.h"

#include <gtest/gtest.h>

#include <string>
#include <thread>
#include <vector>

#include "deduce/puzzles/zebra/model/solver.h"
#include "deduce/puzzles/zebra/read/parse.h"
#include "deduce/search/dfs.h"
#include "deduce/search/work_pool.h"
#include "testing/run_binary.h"

namespace deduce::search {
namespace {

using puzzles::zebra::make_space;
using puzzles::zebra::parse_zebra;
using puzzles::zebra::Puzzle;

Puzzle read(const std::string& file) {
  return parse_zebra(deduce::testing::slurp(deduce::testing::source_path(file)), file);
}

// Paused every `every` nodes and resumed, the search visits the nodes of
// search::Dfs in its order: the same figures, whatever the pauses.
TEST(SharingDfs, PausedAndResumedItIsTheSequentialSearch) {
  for (const char* file : {"examples/einstein.zebra", "examples/loose.zebra",
                           "examples/zebra_6x6.zebra", "examples/zebra_10x10.zebra"}) {
    SCOPED_TRACE(file);
    const Puzzle p = read(file);
    search::Space plain = make_space(p);
    ASSERT_FALSE(plain.store->failed());
    const search::SearchResult expected =
        search::Dfs(*plain.store, plain.branch_vars, plain.options).count();
    ASSERT_TRUE(expected.complete);
    for (const std::uint64_t every : {0ULL, 1ULL, 3ULL, 50ULL}) {
      search::Space space = make_space(p);
      SharingDfs dfs(space);
      const int level = space.store->level();
      dfs.start({});
      budget::Budget budget;
      int pauses = 0;
      SharingDfs::RunEnd outcome;
      while ((outcome = dfs.run(budget, every, nullptr)) == SharingDfs::RunEnd::kPaused) ++pauses;
      EXPECT_EQ(outcome, SharingDfs::RunEnd::kDone);
      EXPECT_EQ(space.store->level(), level) << "the search pops what it pushed";
      EXPECT_EQ(dfs.stats().nodes, expected.stats.nodes) << "pause every " << every;
      EXPECT_EQ(dfs.stats().failures, expected.stats.failures);
      EXPECT_EQ(dfs.stats().solutions, expected.stats.solutions);
      EXPECT_EQ(dfs.stats().max_depth, expected.stats.max_depth);
      if (every == 1 && expected.stats.nodes > 0) {
        // A pause before every left branch (x = v) but the first: half the nodes.
        EXPECT_EQ(static_cast<std::uint64_t>(pauses) + 1, expected.stats.nodes / 2);
      }
    }
  }
}

// A thread that waits makes a search give its branches away: what the
// giver and the taker find adds up to the whole, every solution once.
TEST(SharingDfs, GivenBranchesAndTheRestMakeTheWhole) {
  const Puzzle p = read("examples/loose.zebra");
  search::Space whole = make_space(p);
  const std::uint64_t all =
      search::Dfs(*whole.store, whole.branch_vars, whole.options).count().stats.solutions;
  ASSERT_EQ(all, 42u);
  for (int round = 0; round < 5; ++round) {
    WorkPool pool(1);
    // Takes branches until the work is over; returns the solutions found.
    auto take_branches = [&](search::Space& space, SharingDfs& dfs, bool was_busy, int& branches) {
      Branch branch;
      for (; pool.take(branch, was_busy); was_busy = true) {
        const search::Path& path = branch.path;
        EXPECT_EQ(branch.weights.size(), static_cast<std::size_t>(space.store->num_vars()));
        ++branches;
        space.store->push_level();
        if (search::replay(space, path)) {
          dfs.start(path);
          budget::Budget budget;
          EXPECT_EQ(dfs.run(budget, 0, &pool), SharingDfs::RunEnd::kDone);
        }
        space.store->pop_level();
      }
    };
    std::uint64_t taken_solutions = 0;
    int branches = 0;
    std::thread taker([&] {
      search::Space space = make_space(p);
      ASSERT_TRUE(search::settle_root(space));
      SharingDfs dfs(space);
      take_branches(space, dfs, false, branches);
      taken_solutions = dfs.stats().solutions;
    });
    search::Space space = make_space(p);
    SharingDfs giver(space);
    giver.start({});
    budget::Budget budget;
    // Wait until the taker waits: then the giver's first node gives.
    while (!pool.hungry()) std::this_thread::yield();
    EXPECT_EQ(giver.run(budget, 0, &pool), SharingDfs::RunEnd::kDone);
    // The giver then takes branches too (maybe its own, not yet taken).
    search::Space own = make_space(p);
    ASSERT_TRUE(search::settle_root(own));
    SharingDfs after(own);
    int own_branches = 0;
    take_branches(own, after, true, own_branches);
    taker.join();
    EXPECT_GE(branches + own_branches, 1);
    EXPECT_EQ(giver.stats().solutions + after.stats().solutions + taken_solutions, all)
        << "round " << round;
  }
}

// A stopped pool wakes its waiting threads.
TEST(WorkPool, StoppedPoolReleasesTheWaiting) {
  WorkPool pool(1);
  bool got = true;
  std::thread waiter([&] {
    Branch branch;
    got = pool.take(branch, false);
  });
  while (!pool.hungry()) std::this_thread::yield();
  pool.stop();
  waiter.join();
  EXPECT_FALSE(got);
}

}  // namespace
}  // namespace deduce::search

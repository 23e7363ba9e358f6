// solve's look for a second solution (families/search_outcome.h), on a fake
// search whose tree and solutions are known: unique, several, the look's
// own bound (undecided, exit 0) and the user's node limit (undecided, exit 3).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "commands/command.h"
#include "families/search_outcome.h"

namespace deduce::apps {
namespace {

// A search tree of `size` nodes visited in order, with solutions at the
// given nodes. It honours the node and solution limits like the real one.
struct FakeTree {
  std::uint64_t size;
  std::set<std::uint64_t> solutions;

  search::SearchResult operator()(const search::SearchOptions& so,
                                  const std::function<bool(const int&)>& found) const {
    search::SearchResult r;
    std::uint64_t seen = 0, limit = so.limits.node_limit;
    bool look = false;
    for (std::uint64_t node = 1; node <= size; ++node) {
      if (limit != 0 && node > limit) {
        r.stop = look ? budget::StopReason::kLookBound : budget::StopReason::kNodeLimit;
        return r;
      }
      r.stats.nodes = node;
      if (solutions.count(node) != 0) {
        found(0);
        // As budget::Budget::look_further after the first solution.
        if (seen == 0 && so.min_look != 0) {
          const std::uint64_t cap = node + std::max(node, so.min_look);
          if (limit == 0 || cap < limit) {
            limit = cap;
            look = true;
          }
        }
        if (++seen == so.solution_limit) {
          r.stop = budget::StopReason::kSolutionLimit;
          return r;
        }
      }
    }
    r.complete = true;
    return r;
  }
};

PuzzleResult look(const FakeTree& tree, std::uint64_t node_limit = 0) {
  Request request;
  request.limits.node_limit = node_limit;
  const Work work{request, request.limits};
  std::vector<int> kept;
  return solve_with_look<int>(work, tree, kept);
}

TEST(SolveLook, AOnlySolutionIsUnique) {
  const PuzzleResult o = look({100, {5}});
  EXPECT_EQ(o.uniqueness, Uniqueness::kUnique);
  EXPECT_TRUE(o.count.exact);
  EXPECT_EQ(o.count.value, 1);
  EXPECT_EQ(solve_exit(o), io::ExitCode::kSolved);
}

TEST(SolveLook, ASecondSolutionInReachMakesSeveral) {
  const PuzzleResult o = look({100000, {20000, 39000}});  // within 20000 + 20000 nodes
  EXPECT_EQ(o.uniqueness, Uniqueness::kSeveral);
  EXPECT_FALSE(o.count.exact);
  EXPECT_EQ(o.count.value, 2);
}

TEST(SolveLook, TheLookStopsAtItsBoundAndSaysUndecidedWithExitZero) {
  // The first solution takes 5 nodes; the look gets kMinUniquenessLook more.
  const PuzzleResult o = look({100000, {5, 5 + kMinUniquenessLook + 1}});
  EXPECT_EQ(o.uniqueness, Uniqueness::kUndecided);
  EXPECT_EQ(o.stop, Stop::kUniquenessBound);
  EXPECT_EQ(o.stop_detail, "as many nodes again as the first solution took (at least " +
                               std::to_string(kMinUniquenessLook) + ")");
  EXPECT_EQ(solve_exit(o), io::ExitCode::kSolved);
  // Just inside the bound, the second one is found.
  EXPECT_EQ(look({100000, {5, 5 + kMinUniquenessLook}}).uniqueness, Uniqueness::kSeveral);
}

TEST(SolveLook, TheLookGrowsWithTheFirstSearch) {
  const PuzzleResult o = look({1000000, {50000, 99999}});
  EXPECT_EQ(o.uniqueness, Uniqueness::kSeveral);
  EXPECT_EQ(look({1000000, {50000, 100001}}).uniqueness, Uniqueness::kUndecided);
}

TEST(SolveLook, TheUsersNodeLimitIsALimitWithExitThree) {
  const PuzzleResult o = look({100, {5}}, 7);
  EXPECT_EQ(o.uniqueness, Uniqueness::kUndecided);
  EXPECT_EQ(o.stop, Stop::kNodeLimit);
  EXPECT_EQ(solve_exit(o), io::ExitCode::kLimit);
}

TEST(SolveLook, NoSolutionAndAStopBeforeOne) {
  const PuzzleResult none = look({100, {}});
  EXPECT_EQ(none.status, Status::kNoSolution);
  EXPECT_TRUE(none.count.exact);
  EXPECT_EQ(solve_exit(none), io::ExitCode::kNoSolution);
  const PuzzleResult stopped = look({100, {50}}, 10);
  EXPECT_EQ(stopped.status, Status::kStopped);
  EXPECT_FALSE(stopped.count.exact);
  EXPECT_EQ(solve_exit(stopped), io::ExitCode::kLimit);
}

TEST(CheckRule, OnlyExactlyOneSolutionPasses) {
  Request request;
  const Work work{request, request.limits};
  EXPECT_EQ(check_exit(prove_unique<int>(work, FakeTree{100, {5}})), io::ExitCode::kSolved);
  EXPECT_EQ(check_exit(prove_unique<int>(work, FakeTree{100, {5, 6}})), io::ExitCode::kNoSolution);
  EXPECT_EQ(check_exit(prove_unique<int>(work, FakeTree{100, {}})), io::ExitCode::kNoSolution);
  request.limits.node_limit = 10;
  const Work limited{request, request.limits};
  EXPECT_EQ(check_exit(prove_unique<int>(limited, FakeTree{100, {5}})), io::ExitCode::kLimit);
}

}  // namespace
}  // namespace deduce::apps

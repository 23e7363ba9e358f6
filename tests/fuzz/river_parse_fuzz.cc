// Fuzz target: the .river reader and expression compiler, then, for what it
// accepts, the model and a bounded solve: the optimal search (BFS or uniform
// cost), counting every repetition-free solution and listing a few, each under
// a small node budget. Invariants: rejected text is an InputError at a place
// inside it; the searches agree with each other whenever both finish (a
// solution exists exactly when the count is positive, the optimal solutions
// are among all solutions, the listed path has the length and cost claimed).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "deduce/puzzles/river/model.h"
#include "deduce/puzzles/river/parse.h"
#include "deduce/puzzles/river/solve.h"
#include "fuzz/fuzz_check.h"

namespace {

namespace river = deduce::puzzles::river;
using deduce::budget::StopReason;
using deduce::fuzz::require;

constexpr std::uint64_t kNodeLimit = 2000;
// Counting and listing repetition-free paths run a reachability pass over the
// whole state graph at each node (O(degree * (V + E))), and the graph is
// built under the same budget: a smaller one keeps an input under a
// millisecond. With 2000, these two searches took about 75% of the target's
// time under comparison tracing (perf, 2026-11-23).
constexpr std::uint64_t kPathNodeLimit = 400;
// Larger state spaces are only built, not searched: their tables cost more
// to clear than the search is worth to the fuzzer.
constexpr std::uint64_t kMaxKeyBound = std::uint64_t{1} << 20;

void bounded_solve(const river::RiverPuzzle& puzzle, const river::RiverModel& model) {
  deduce::budget::Limits limits;
  limits.node_limit = kNodeLimit;

  deduce::budget::Budget b1(limits);
  const auto opt = river::solve_optimal(model, puzzle.has_cost, b1);
  if (opt.found) {
    require(static_cast<std::int64_t>(opt.path.size()) == opt.length, "path has its length");
    std::int64_t cost = 0;
    for (const auto& s : opt.path) cost += s.cost;
    require(cost == opt.cost, "path has its cost");
    require(!opt.path.empty() || model.is_goal(model.start()), "empty path only at a goal");
    if (!opt.path.empty()) require(model.is_goal(opt.path.back().key), "path ends at a goal");
    require(opt.optimal_count >= 1, "an optimal solution is counted");
  }

  deduce::budget::Limits path_limits;
  path_limits.node_limit = kPathNodeLimit;
  deduce::budget::Budget b2(path_limits);
  const auto all = river::count_all(model, b2, 0);
  const bool both = opt.stopped == StopReason::kNone && all.count.stopped == StopReason::kNone;
  if (both) {
    require(opt.found == (all.count.count > 0), "found iff the count is positive");
    if (opt.found) require(all.count.count >= opt.optimal_count, "optimal among all");
  }

  deduce::budget::Budget b3(path_limits);
  std::uint64_t listed = 0;
  river::list_all(model, b3, [&](const river::RiverSolution& s) {
    ++listed;
    require(static_cast<std::int64_t>(s.steps.size()) == s.length, "listed length");
    if (s.length > 0) require(model.is_goal(s.steps.back().key), "listed path ends at a goal");
    if (both && opt.found) require(s.cost >= opt.cost, "nothing beats the optimum");
    return listed < 20;
  });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const std::string file = "fuzz.river";
  try {
    const river::RiverPuzzle puzzle = river::parse_river(text, file);
    require(!puzzle.groups.empty(), "a puzzle has groups");
    require(puzzle.capacity >= 1, "a boat holds someone");
    const river::RiverModel model(puzzle);
    if (model.key_bound() <= kMaxKeyBound) bounded_solve(puzzle, model);
  } catch (const deduce::io::InputError& e) {
    deduce::fuzz::require_good_error(e, text, file);
  }
  return 0;
}

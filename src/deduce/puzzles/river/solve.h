// River crossings on the generic state-space engine: the optimal solution with
// the number of optimal solutions, the number of all repetition-free solutions,
// and the list of them.
//
// Without `cost:` every crossing costs 1 and breadth-first search finds the
// fewest crossings; with it, uniform-cost search finds the least total cost.
// All repetition-free solutions are simple paths of the explicit state graph
// (statespace/simple_paths.h says how they are counted).
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "deduce/budget/limits.h"
#include "deduce/puzzles/river/model.h"
#include "deduce/statespace/simple_paths.h"
#include "deduce/statespace/state_space.h"

namespace deduce::puzzles::river {

struct RiverSolution {
  std::vector<statespace::Step> steps;
  std::int64_t length = 0;
  std::int64_t cost = 0;
};

statespace::OptimalResult solve_optimal(const RiverModel& model, bool has_cost,
                                        budget::Budget& budget);

namespace detail {
// The two optimal searches, each in a translation unit of its own
// (solve_fewest.cc, solve_cheapest.cc): with several search loops in one unit
// the compiler runs out of its inlining budget for the unit and leaves the
// hot loops' helpers as calls (measured: 9% more instructions on BFS).
statespace::OptimalResult solve_fewest(const RiverModel& model, budget::Budget& budget);
statespace::OptimalResult solve_cheapest(const RiverModel& model, budget::Budget& budget);
}  // namespace detail

struct AllCount {
  statespace::SimplePathCount count;
  statespace::SearchStats graph;  // the exploration that built the state graph
};

// Counts every repetition-free solution; `limit` > 0 stops at `limit` or more.
AllCount count_all(const RiverModel& model, budget::Budget& budget, std::uint64_t limit);

// Calls on_solution for every repetition-free solution until it returns false.
budget::StopReason list_all(const RiverModel& model, budget::Budget& budget,
                            const std::function<bool(const RiverSolution&)>& on_solution,
                            statespace::SimplePathStats* stats = nullptr);

}  // namespace deduce::puzzles::river

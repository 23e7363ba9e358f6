// Breadth-first search for the fewest moves, counting the shortest solutions.
//
// States get IDs in the order BFS discovers them (state_registry.h), so the
// registry itself is the FIFO queue: expanding IDs 0, 1, 2, ... in order is
// breadth-first. Along the way every state keeps the number of shortest paths
// reaching it: a newly discovered state inherits its discoverer's count, and a
// state met again from the layer just above adds the count of that parent.
// When a goal appears at depth d the search finishes the states of depth d-1
// (their successors may be more goals of depth d, or more shortest paths to
// them) and stops: the counts at depth d are then final, and their sum over
// goal states is the number of shortest solutions. Shortest paths never repeat
// a state, so these are also the optimal repetition-free solutions.
//
// Cost: O(states + moves) time, 4 vectors of one entry per state. Counts run in
// 64 bits and the search is repeated with GMP only if one overflowed
// (path_count.h). Goal states are terminal: a solution ends at its first goal.
#pragma once

#include <cstdint>
#include <limits>
#include <vector>

#include "deduce/search/limits.h"
#include "deduce/statespace/path_count.h"
#include "deduce/statespace/state_registry.h"
#include "deduce/statespace/state_space.h"

namespace deduce::statespace {

namespace detail {

// Builds the path to `id` from the parent links.
std::vector<Step> trace_path(std::uint32_t id, const std::vector<std::uint32_t>& parent,
                             const std::vector<std::uint32_t>& action,
                             const std::vector<std::int64_t>& step_cost,
                             const StateRegistry& registry);

template <class Model, class Counter>
bool bfs_run(const Model& model, search::Budget& budget, OptimalResult& r) {
  using Value = typename Counter::Value;
  Counter counter;
  StateRegistry registry(model.key_bound());
  std::vector<std::uint32_t> depth, parent, action;
  std::vector<std::int64_t> step_cost;
  std::vector<Value> count;
  std::vector<bool> goal;
  constexpr std::uint32_t kInf = std::numeric_limits<std::uint32_t>::max();

  r = OptimalResult{};
  r.start = model.start();
  registry.insert(r.start);
  depth.push_back(0);
  parent.push_back(StateRegistry::kNone);
  action.push_back(0);
  step_cost.push_back(0);
  count.push_back(Counter::one());
  goal.push_back(model.is_goal(r.start));
  std::uint32_t goal_depth = goal[0] ? 0 : kInf;
  std::uint32_t first_goal = goal[0] ? 0 : StateRegistry::kNone;

  std::uint64_t expanded = 0, generated = 0;
  for (std::uint32_t id = 0; id < registry.size(); ++id) {
    const std::uint32_t d = depth[id];
    if (d >= goal_depth) break;
    if (goal[id]) continue;
    if (budget.spend()) break;
    ++expanded;
    model.for_each_successor(registry.key(id),
                             [&](std::uint64_t next, std::uint32_t act, std::int64_t c) {
                               ++generated;
                               auto [nid, fresh] = registry.insert(next);
                               if (fresh) {
                                 depth.push_back(d + 1);
                                 parent.push_back(id);
                                 action.push_back(act);
                                 step_cost.push_back(c);
                                 count.push_back(count[id]);
                                 const bool g = model.is_goal(next);
                                 goal.push_back(g);
                                 if (g && goal_depth == kInf) {
                                   goal_depth = d + 1;
                                   first_goal = nid;
                                 }
                               } else if (depth[nid] == d + 1) {
                                 counter.add(count[nid], count[id]);
                               }
                             });
  }
  if (counter.overflow) return false;

  r.stopped = budget.reason();
  r.stats.expanded = expanded;
  r.stats.generated = generated;
  r.stats.states = registry.size();
  if (first_goal != StateRegistry::kNone && !budget.stopped()) {
    r.found = true;
    r.path = trace_path(first_goal, parent, action, step_cost, registry);
    r.length = static_cast<std::int64_t>(r.path.size());
    for (const Step& s : r.path) r.cost += s.cost;
    Value total = Counter::zero();
    for (std::uint32_t id = 0; id < registry.size(); ++id) {
      if (goal[id] && depth[id] == goal_depth) counter.add(total, count[id]);
    }
    r.optimal_count = Counter::to_big(total);
  }
  return true;
}

}  // namespace detail

// Fewest moves from model.start() to a goal, with the number of such solutions.
// Stops early (result.stopped) when the budget runs out; then found is false.
template <StateModel Model>
OptimalResult bfs(const Model& model, search::Budget& budget) {
  OptimalResult r;
  if (!detail::bfs_run<Model, Count64>(model, budget, r)) {
    detail::bfs_run<Model, CountBig>(model, budget, r);
  }
  r.stats.seconds = budget.elapsed_seconds();
  return r;
}

}  // namespace deduce::statespace

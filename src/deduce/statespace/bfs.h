// Breadth-first search for the fewest moves, counting the shortest solutions.
//
// States get IDs in the order BFS discovers them (state_registry.h), so the
// registry itself is the FIFO queue: expanding IDs 0, 1, 2, ... in order is
// breadth-first, and each layer of equal depth is a contiguous range of IDs.
// Along the way every state keeps the number of shortest paths reaching it: a
// newly discovered state inherits its discoverer's count, and a state of the
// next layer (ID at or past the end of the layer being expanded) met again
// adds the count of that parent. When a goal appears at depth d the search
// finishes layer d-1 (its successors may be more goals of depth d, or more
// shortest paths to them) and stops: the counts of layer d are then final, and
// their sum over goal states is the number of shortest solutions. Shortest
// paths never repeat a state, so these are also the optimal repetition-free
// solutions. Goal states are terminal: a solution ends at its first goal.
//
// Cost: O(states + moves) time. Per state: the registry entry, the parent link
// (8 bytes) and a count; no depth or goal flags are stored (layers are ID
// ranges, goals only occur in the last layer). Counts run in 128 bits and the
// search is repeated with GMP only if one overflowed on a solvable instance
// (path_count.h). The loop allocates nothing beyond the growth of these
// vectors.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "deduce/search/limits.h"
#include "deduce/statespace/path_count.h"
#include "deduce/statespace/state_registry.h"
#include "deduce/statespace/state_space.h"

namespace deduce::statespace {

namespace detail {

// How a state was first reached: its parent's ID and the action taken.
struct Link {
  std::uint32_t parent;
  std::uint32_t action;
};

// The path to `id` from the parent links. Step costs are not stored per state:
// each is found again by generating the parent's successors (only along the
// path).
template <class Model>
std::vector<Step> trace_path(const Model& model, std::uint32_t id, const std::vector<Link>& link,
                             const StateRegistry& registry) {
  std::vector<Step> path;
  for (std::uint32_t v = id; link[v].parent != StateRegistry::kNone; v = link[v].parent) {
    const std::uint64_t key = registry.key(v);
    std::int64_t cost = 0;
    model.for_each_successor(registry.key(link[v].parent),
                             [&](std::uint64_t next, std::uint32_t act, std::int64_t c) {
                               if (next == key && act == link[v].action) cost = c;
                             });
    path.push_back(Step{link[v].action, key, cost});
  }
  std::reverse(path.begin(), path.end());
  return path;
}

// Returns false when a count overflowed on a solvable instance (rerun wider).
template <class Model, class Counter>
bool bfs_run(const Model& model, search::Budget& budget, OptimalResult& r) {
  using Value = typename Counter::Value;
  Counter counter;
  StateRegistry registry(model.key_bound());
  std::vector<Link> link;
  std::vector<Value> count;

  r = OptimalResult{};
  r.start = model.start();
  registry.insert(r.start);
  link.push_back({StateRegistry::kNone, 0});
  count.push_back(Counter::one());
  bool found = model.is_goal(r.start);
  std::uint32_t layer_end = found ? 0 : 1;  // the end of the layer being expanded

  std::uint64_t expanded = 0, generated = 0;
  for (std::uint32_t id = 0; !found || id < layer_end; ++id) {
    if (id == layer_end) {  // the layer is done: move on to the next one
      if (layer_end == registry.size()) break;
      layer_end = registry.size();
    }
    if (budget.spend()) break;
    ++expanded;
    const std::uint32_t next_layer = layer_end;
    model.for_each_successor(registry.key(id),
                             [&](std::uint64_t next, std::uint32_t act, std::int64_t) {
                               ++generated;
                               const auto [nid, fresh] = registry.insert(next);
                               if (fresh) {
                                 link.push_back({id, act});
                                 count.push_back(count[id]);
                                 found = found || model.is_goal(next);
                               } else if (nid >= next_layer) {
                                 counter.add(count[nid], count[id]);
                               }
                             });
  }
  r.stopped = budget.reason();
  r.stats.expanded = expanded;
  r.stats.generated = generated;
  r.stats.states = registry.size();
  if (!found || budget.stopped()) return true;
  if (counter.overflow) return false;

  // The goals: the start alone, or the states of the layer after the last one expanded.
  const std::uint32_t goals_begin = layer_end == 0 ? 0 : layer_end;
  const std::uint32_t goals_end = layer_end == 0 ? 1 : registry.size();
  Value total = Counter::zero();
  std::uint32_t first_goal = StateRegistry::kNone;
  for (std::uint32_t id = goals_begin; id < goals_end; ++id) {
    if (!model.is_goal(registry.key(id))) continue;
    if (first_goal == StateRegistry::kNone) first_goal = id;
    counter.add(total, count[id]);
  }
  if (counter.overflow) return false;
  r.found = true;
  r.path = trace_path(model, first_goal, link, registry);
  r.length = static_cast<std::int64_t>(r.path.size());
  for (const Step& s : r.path) r.cost += s.cost;
  r.optimal_count = Counter::to_big(total);
  return true;
}

}  // namespace detail

// Fewest moves from model.start() to a goal, with the number of such solutions.
// Stops early (result.stopped) when the budget runs out; then found is false.
template <StateModel Model, class Counter = Count128>
OptimalResult bfs(const Model& model, search::Budget& budget) {
  OptimalResult r;
  if (!detail::bfs_run<Model, Counter>(model, budget, r)) {
    detail::bfs_run<Model, CountBig>(model, budget, r);
  }
  r.stats.seconds = budget.elapsed_seconds();
  return r;
}

}  // namespace deduce::statespace

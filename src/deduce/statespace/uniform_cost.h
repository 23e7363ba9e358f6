// Uniform-cost search (Dijkstra) for the cheapest solution, counting the
// optimal solutions.
//
// Used when moves have different costs (bridge and torch). Every move costs at
// least 1, so a state's predecessors on cheapest paths are all settled before
// it: when a move u -> v reaches v at a lower cost, v's count restarts from
// u's; at an equal cost it adds u's. A state's count is final when it is
// popped, and the number of optimal solutions is the sum over the goal states
// whose cost equals the cheapest goal's. Positive costs also make every optimal
// path repetition-free. Goal states are terminal.
//
// Cost: O((states + moves) log states) with a binary heap and lazy deletion
// (stale entries are skipped when popped). Counts as in bfs.h: 128 bits, and
// a rerun with GMP when one overflowed on a solvable instance.
#pragma once

#include <cstdint>
#include <functional>
#include <limits>
#include <queue>
#include <utility>
#include <vector>

#include "deduce/search/limits.h"
#include "deduce/statespace/bfs.h"
#include "deduce/statespace/path_count.h"
#include "deduce/statespace/state_registry.h"
#include "deduce/statespace/state_space.h"

namespace deduce::statespace {

namespace detail {

template <class Model, class Counter>
bool uniform_cost_run(const Model& model, search::Budget& budget, OptimalResult& r) {
  using Value = typename Counter::Value;
  using Entry = std::pair<std::int64_t, std::uint32_t>;
  constexpr std::int64_t kInf = std::numeric_limits<std::int64_t>::max();
  Counter counter;
  StateRegistry registry(model.key_bound());
  std::vector<std::int64_t> dist;
  std::vector<Link> link;
  std::vector<Value> count;
  std::vector<bool> settled;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> open;

  r = OptimalResult{};
  r.start = model.start();
  auto add_state = [&](std::uint64_t key) {
    auto [id, fresh] = registry.insert(key);
    if (fresh) {
      dist.push_back(kInf);
      link.push_back({StateRegistry::kNone, 0});
      count.push_back(Counter::zero());
      settled.push_back(false);
    }
    return id;
  };
  std::uint32_t s = add_state(r.start);
  dist[s] = 0;
  count[s] = Counter::one();
  open.push({0, s});

  std::int64_t best = kInf;
  std::uint32_t first_goal = StateRegistry::kNone;
  Value total = Counter::zero();
  std::uint64_t expanded = 0, generated = 0;
  while (!open.empty()) {
    // Not a structured binding: the successor lambda below uses d and u, and
    // clang before 16 cannot capture bindings.
    const std::int64_t d = open.top().first;
    const std::uint32_t u = open.top().second;
    open.pop();
    if (settled[u] || d != dist[u]) continue;
    if (d > best) break;
    settled[u] = true;
    const std::uint64_t key = registry.key(u);
    if (model.is_goal(key)) {
      if (first_goal == StateRegistry::kNone) {
        first_goal = u;
        best = d;
      }
      counter.add(total, count[u]);
      continue;
    }
    if (budget.spend()) break;
    ++expanded;
    model.for_each_successor(key, [&](std::uint64_t next, std::uint32_t act, std::int64_t c) {
      ++generated;
      const std::uint32_t v = add_state(next);
      const std::int64_t nd = d + c;
      if (nd < dist[v]) {
        dist[v] = nd;
        count[v] = count[u];
        link[v] = {u, act};
        open.push({nd, v});
      } else if (nd == dist[v] && !settled[v]) {
        counter.add(count[v], count[u]);
      }
    });
  }
  r.stopped = budget.reason();
  r.stats.expanded = expanded;
  r.stats.generated = generated;
  r.stats.states = registry.size();
  if (first_goal != StateRegistry::kNone && !budget.stopped()) {
    if (counter.overflow) return false;
    r.found = true;
    r.path = trace_path(model, first_goal, link, registry);
    r.length = static_cast<std::int64_t>(r.path.size());
    r.cost = best;
    r.optimal_count = Counter::to_big(total);
  }
  return true;
}

}  // namespace detail

// The cheapest solution and the number of solutions of that cost.
template <StateModel Model, class Counter = Count128>
OptimalResult uniform_cost(const Model& model, search::Budget& budget) {
  OptimalResult r;
  if (!detail::uniform_cost_run<Model, Counter>(model, budget, r)) {
    detail::uniform_cost_run<Model, CountBig>(model, budget, r);
  }
  r.stats.seconds = budget.elapsed_seconds();
  return r;
}

}  // namespace deduce::statespace

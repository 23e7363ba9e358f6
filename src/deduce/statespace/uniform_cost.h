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
// (stale entries are skipped when popped); when the model bounds its step costs
// by a small max_step_cost(), a ring of buckets replaces the heap
// (cost_queue.h): O(1) a push, one sort of IDs per distinct cost. Counts as in bfs.h: 128 bits, and
// a rerun with GMP when one overflowed on a solvable instance.
#pragma once

#include <cstdint>
#include <functional>
#include <limits>
#include <queue>
#include <utility>
#include <vector>

#include "deduce/budget/limits.h"
#include "deduce/statespace/cost_queue.h"
#include "deduce/statespace/path_count.h"
#include "deduce/statespace/state_registry.h"
#include "deduce/statespace/state_space.h"
#include "deduce/statespace/trace_path.h"

namespace deduce::statespace {

namespace detail {

// The largest step cost for which a bucket queue is used (a ring of that many buckets).
inline constexpr std::int64_t kMaxBuckets = 1 << 16;

template <class Model, class Counter, class Queue>
bool uniform_cost_run(Queue& open, const Model& model, budget::Budget& budget, OptimalResult& r) {
  using Value = typename Counter::Value;
  constexpr std::int64_t kInf = std::numeric_limits<std::int64_t>::max();
  // Everything a relaxation touches, in one 32-byte record: one cache line.
  struct Node {
    std::int64_t dist;     // the best cost so far
    std::uint32_t parent;  // how it was reached at that cost
    std::uint32_t action;
    Value count;  // paths of that cost
  };
  Counter counter;
  StateRegistry registry(model.key_bound());
  std::vector<Node> node;
  bool reserved = false;

  r = OptimalResult{};
  r.start = model.start();
  registry.insert(r.start);
  node.push_back({0, StateRegistry::kNone, 0, Counter::one()});
  open.push(0, 0);

  std::int64_t best = kInf;
  std::uint32_t first_goal = StateRegistry::kNone;
  Value total = Counter::zero();
  std::uint64_t expanded = 0, generated = 0;
  std::int64_t d;
  std::uint32_t u;
  while (open.pop(d, u)) {
    // A stale entry: u was reached more cheaply since. No state is popped twice
    // at its final cost (an entry is pushed only on a strict improvement).
    if (d != node[u].dist) continue;
    if (d > best) break;
    const std::uint64_t key = registry.key(u);
    if (model.is_goal(key)) {
      if (first_goal == StateRegistry::kNone) {
        first_goal = u;
        best = d;
      }
      counter.add(total, node[u].count);
      continue;
    }
    if (budget.spend()) break;
    ++expanded;
    const Value cu = node[u].count;
    // Costs are >= 1, so a settled v has dist[v] <= d < d + c: the equal-cost
    // case only ever meets states not settled yet, and no flag is needed.
    auto relax = [&](std::uint32_t v, std::uint32_t act, std::int64_t nd) {
      Node& n = node[v];
      if (nd < n.dist) {
        n = {nd, u, act, cu};
        open.push(nd, v);
      } else if (nd == n.dist) {
        counter.add(n.count, cu);
      }
    };
    auto discover = [&](std::uint32_t act, std::int64_t nd) {
      node.push_back({nd, u, act, cu});
      open.push(nd, static_cast<std::uint32_t>(node.size() - 1));
    };
    if constexpr (HasCandidates<Model>) {
      if (registry.dense()) {
        if (!reserved) {
          reserved = true;
          registry.reserve(state_bound(model));
          node.reserve(state_bound(model));
        }
        std::uint32_t* const slots = registry.dense_slots();
        model.for_each_candidate(key, [&](std::uint64_t next, std::uint32_t act, std::int64_t c) {
          std::uint32_t& slot = slots[next];
          if (slot == StateRegistry::kDeadSlot) return;
          if (slot == 0 && !model.legal_key(next)) {
            slot = StateRegistry::kDeadSlot;
            return;
          }
          ++generated;
          if (slot != 0) {
            relax(slot - 1, act, d + c);
          } else {
            registry.add_dense(slot, next);
            discover(act, d + c);
          }
        });
        continue;
      }
    }
    model.for_each_successor(key, [&](std::uint64_t next, std::uint32_t act, std::int64_t c) {
      ++generated;
      const auto [v, fresh] = registry.insert(next);
      if (fresh) {
        discover(act, d + c);
      } else {
        relax(v, act, d + c);
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
    r.path = trace_path(
        model, registry, first_goal, [&](std::uint32_t v) { return node[v].parent; },
        [&](std::uint32_t v) { return node[v].action; });
    r.length = static_cast<std::int64_t>(r.path.size());
    r.cost = best;
    r.optimal_count = Counter::to_big(total);
  }
  return true;
}

// One run on the queue that suits the model: buckets when it bounds its step
// costs by a small max_step_cost(), else a heap.
template <class Model, class Counter>
bool uniform_cost_pick(const Model& model, budget::Budget& budget, OptimalResult& r) {
  if constexpr (requires { model.max_step_cost(); }) {
    const std::int64_t max_step = model.max_step_cost();
    if (max_step >= 1 && max_step <= kMaxBuckets) {
      BucketQueue open(max_step);
      return uniform_cost_run<Model, Counter>(open, model, budget, r);
    }
  }
  HeapQueue open;
  return uniform_cost_run<Model, Counter>(open, model, budget, r);
}

}  // namespace detail

// The cheapest solution and the number of solutions of that cost.
template <StateModel Model, class Counter = Count128>
OptimalResult uniform_cost(const Model& model, budget::Budget& budget) {
  OptimalResult r;
  if (!detail::uniform_cost_pick<Model, Counter>(model, budget, r)) {
    detail::uniform_cost_pick<Model, CountBig>(model, budget, r);
  }
  r.stats.seconds = budget.elapsed_seconds();
  return r;
}

}  // namespace deduce::statespace

// What the generic state-space searches need from a model, and what they return.
//
// A model (a river crossing, or a test's toy graph) describes an implicit graph
// over packed 64-bit keys (see state_registry.h):
//
//   std::uint64_t start() const;        the initial state
//   std::uint64_t key_bound() const;    every key is below it (0: unknown)
//   bool is_goal(std::uint64_t) const;  goal states end a solution: never expanded
//   template <class Emit> void for_each_successor(std::uint64_t key, Emit&& emit) const;
//       calls emit(next_key, action, cost) once per legal move out of `key`;
//       `action` is the model's own number for the move, `cost` is >= 1.
//
// Optionally:
//   std::uint64_t state_bound() const;  an upper bound on the number of states
//       (tighter than key_bound() when keys have unused values); the searches
//       reserve their per-state arrays to it once the registry is dense.
//
//   std::int64_t max_step_cost() const;  no move costs more (uniform cost then
//       keeps its open list in buckets when this is small: cost_queue.h)
//   template <class Emit> void for_each_candidate(std::uint64_t key, Emit&& emit) const;
//   bool legal_key(std::uint64_t key) const;
//       for_each_successor() split in two: every move, emitted like a
//       successor before the legality of its target is known, and that test.
//       The dense search loops test each key once and mark the illegal ones
//       dead in their direct table (state_registry.h).
//
// The searches (bfs.h, uniform_cost.h, state_graph.h) are templates over the
// model so successor generation inlines into their loops.
#pragma once

#include <algorithm>
#include <concepts>
#include <cstdint>
#include <vector>

#include "deduce/budget/limits.h"
#include "deduce/util/big_count.h"

namespace deduce::statespace {

template <class M>
concept StateModel = requires(const M& m, std::uint64_t key) {
  { m.start() } -> std::convertible_to<std::uint64_t>;
  { m.key_bound() } -> std::convertible_to<std::uint64_t>;
  { m.is_goal(key) } -> std::convertible_to<bool>;
};

// An upper bound on the number of states of a model whose keys are below
// key_bound() != 0: its state_bound() when it has one.
template <class M>
std::uint64_t state_bound(const M& m) {
  if constexpr (requires { m.state_bound(); }) {
    return std::min<std::uint64_t>(m.state_bound(), m.key_bound());
  } else {
    return m.key_bound();
  }
}

template <class M>
concept HasCandidates = requires(const M& m, std::uint64_t key) {
  { m.legal_key(key) } -> std::convertible_to<bool>;
  m.for_each_candidate(key, [](std::uint64_t, std::uint32_t, std::int64_t) {});
};

// One move of a solution: the action taken and the state it leads to.
struct Step {
  std::uint32_t action = 0;
  std::uint64_t key = 0;  // the state after the move
  std::int64_t cost = 0;
};

struct SearchStats {
  std::uint64_t expanded = 0;   // states whose successors were generated
  std::uint64_t generated = 0;  // successors emitted by the model
  std::uint64_t states = 0;     // distinct states registered
  double seconds = 0;
};

// The answer of an optimal search (BFS or uniform cost).
struct OptimalResult {
  bool found = false;                                      // a solution was found
  budget::StopReason stopped = budget::StopReason::kNone;  // kNone: the search finished
  std::uint64_t start = 0;                                 // key of the start state
  std::vector<Step> path;                                  // one optimal solution
  std::int64_t length = 0;                                 // crossings in `path`
  std::int64_t cost = 0;                                   // total cost of `path`
  util::BigCount optimal_count = 0;                        // number of optimal solutions (exact)
  SearchStats stats;
};

}  // namespace deduce::statespace

// The explicit graph of a state space, for the searches that need all of it.
//
// Counting repetition-free solutions (simple_paths.h) looks at the whole graph
// many times over, so the implicit model is first explored once, breadth-first,
// into compressed sparse rows: the moves out of vertex v are edges
// [offset[v], offset[v+1]). Vertex 0 is the start; goal vertices keep no
// outgoing moves (a solution ends at its first goal). Vertices are the states
// reachable from the start; `trim` then drops those that cannot reach a goal.
#pragma once

#include <cstdint>
#include <vector>

#include "deduce/budget/limits.h"
#include "deduce/statespace/state_registry.h"
#include "deduce/statespace/state_space.h"

namespace deduce::statespace {

struct StateGraph {
  std::vector<std::uint64_t> key;     // by vertex
  std::vector<bool> goal;             // by vertex
  std::vector<std::uint32_t> offset;  // size vertices + 1
  std::vector<std::uint32_t> target;  // by edge
  std::vector<std::uint32_t> action;  // by edge
  std::vector<std::int64_t> cost;     // by edge
  bool complete = true;               // false: the budget stopped the exploration

  std::uint32_t vertices() const { return static_cast<std::uint32_t>(key.size()); }
  std::uint32_t edges() const { return static_cast<std::uint32_t>(target.size()); }
};

// Keeps only the vertices that can reach a goal (the start stays, as vertex 0,
// even when it cannot). Edges into dropped vertices go too.
StateGraph trim(const StateGraph& g);

// Explores everything reachable from model.start().
template <StateModel Model>
StateGraph build_state_graph(const Model& model, budget::Budget& budget) {
  StateGraph g;
  StateRegistry registry(model.key_bound());
  registry.insert(model.start());
  for (std::uint32_t id = 0; id < registry.size(); ++id) {
    const std::uint64_t key = registry.key(id);
    const bool is_goal = model.is_goal(key);
    g.key.push_back(key);
    g.goal.push_back(is_goal);
    g.offset.push_back(g.edges());
    if (is_goal) continue;
    if (budget.spend()) {
      g.complete = false;
      break;
    }
    model.for_each_successor(key, [&](std::uint64_t next, std::uint32_t act, std::int64_t c) {
      g.target.push_back(registry.insert(next).first);
      g.action.push_back(act);
      g.cost.push_back(c);
    });
  }
  if (!g.complete) {
    // Leave a consistent graph over the vertices listed so far.
    g.offset.resize(g.key.size());
  }
  g.offset.push_back(g.edges());
  if (!g.complete) {
    std::vector<std::uint32_t> t, a;
    std::vector<std::int64_t> c;
    std::vector<std::uint32_t> off{0};
    for (std::uint32_t v = 0; v < g.vertices(); ++v) {
      for (std::uint32_t e = g.offset[v]; e < g.offset[v + 1]; ++e) {
        if (g.target[e] < g.vertices()) {
          t.push_back(g.target[e]);
          a.push_back(g.action[e]);
          c.push_back(g.cost[e]);
        }
      }
      off.push_back(static_cast<std::uint32_t>(t.size()));
    }
    g.target = std::move(t);
    g.action = std::move(a);
    g.cost = std::move(c);
    g.offset = std::move(off);
  }
  return g;
}

}  // namespace deduce::statespace

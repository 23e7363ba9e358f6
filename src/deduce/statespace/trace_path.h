// Rebuilding one solution from the parent links of an optimal search.
//
// The searches store, per state, only the ID of the state it was reached from
// (BFS) or that and the action (uniform cost): 4 or 8 bytes a state instead of
// a full step. The steps of the one path that is printed are found again by
// generating each parent's successors, which costs one expansion per step of
// the path and nothing for the millions of states that are not on it.
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

#include "deduce/statespace/state_registry.h"
#include "deduce/statespace/state_space.h"

namespace deduce::statespace::detail {

// Any action that leads from the parent to the state (BFS: every such move is
// a shortest step; the cheapest is taken).
inline constexpr std::uint32_t kAnyAction = 0xffffffffu;

// The path from the start to `id`. parent_of(v) is v's parent ID (kNone for
// the start); action_of(v) the action that reached v, or kAnyAction.
template <class Model, class ParentOf, class ActionOf>
std::vector<Step> trace_path(const Model& model, const StateRegistry& registry, std::uint32_t id,
                             ParentOf&& parent_of, ActionOf&& action_of) {
  std::vector<Step> path;
  for (std::uint32_t v = id; parent_of(v) != StateRegistry::kNone; v = parent_of(v)) {
    const std::uint64_t key = registry.key(v);
    const std::uint32_t want = action_of(v);
    Step step{want, key, std::numeric_limits<std::int64_t>::max()};
    model.for_each_successor(registry.key(parent_of(v)),
                             [&](std::uint64_t next, std::uint32_t act, std::int64_t c) {
                               if (next != key) return;
                               if (want == kAnyAction ? c < step.cost : act == want) {
                                 step.action = act;
                                 step.cost = c;
                               }
                             });
    path.push_back(step);
  }
  std::reverse(path.begin(), path.end());
  return path;
}

}  // namespace deduce::statespace::detail

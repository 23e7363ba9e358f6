#include "deduce/statespace/bfs.h"

#include <algorithm>

namespace deduce::statespace::detail {

std::vector<Step> trace_path(std::uint32_t id, const std::vector<std::uint32_t>& parent,
                             const std::vector<std::uint32_t>& action,
                             const std::vector<std::int64_t>& step_cost,
                             const StateRegistry& registry) {
  std::vector<Step> path;
  for (std::uint32_t v = id; parent[v] != StateRegistry::kNone; v = parent[v]) {
    path.push_back(Step{action[v], registry.key(v), step_cost[v]});
  }
  std::reverse(path.begin(), path.end());
  return path;
}

}  // namespace deduce::statespace::detail

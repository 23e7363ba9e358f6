#include "deduce/statespace/state_graph.h"

namespace deduce::statespace {

StateGraph trim(const StateGraph& g) {
  const std::uint32_t n = g.vertices();
  // Reverse edges, then a backward search from the goals.
  std::vector<std::uint32_t> in_offset(n + 1, 0), in_source(g.edges());
  for (std::uint32_t e = 0; e < g.edges(); ++e) ++in_offset[g.target[e] + 1];
  for (std::uint32_t v = 0; v < n; ++v) in_offset[v + 1] += in_offset[v];
  std::vector<std::uint32_t> fill(in_offset.begin(), in_offset.end() - 1);
  for (std::uint32_t v = 0; v < n; ++v) {
    for (std::uint32_t e = g.offset[v]; e < g.offset[v + 1]; ++e)
      in_source[fill[g.target[e]]++] = v;
  }
  std::vector<bool> useful(n, false);
  std::vector<std::uint32_t> queue;
  for (std::uint32_t v = 0; v < n; ++v) {
    if (g.goal[v]) {
      useful[v] = true;
      queue.push_back(v);
    }
  }
  for (std::size_t i = 0; i < queue.size(); ++i) {
    const std::uint32_t v = queue[i];
    for (std::uint32_t k = in_offset[v]; k < in_offset[v + 1]; ++k) {
      const std::uint32_t u = in_source[k];
      if (!useful[u]) {
        useful[u] = true;
        queue.push_back(u);
      }
    }
  }
  std::vector<std::uint32_t> renumber(n, 0xffffffffu);
  StateGraph t;
  t.complete = g.complete;
  for (std::uint32_t v = 0; v < n; ++v) {
    if (!useful[v] && v != 0) continue;
    renumber[v] = t.vertices();
    t.key.push_back(g.key[v]);
    t.goal.push_back(g.goal[v]);
  }
  for (std::uint32_t v = 0; v < n; ++v) {
    if (renumber[v] == 0xffffffffu) continue;
    t.offset.push_back(t.edges());
    for (std::uint32_t e = g.offset[v]; e < g.offset[v + 1]; ++e) {
      const std::uint32_t w = renumber[g.target[e]];
      if (w == 0xffffffffu || !useful[g.target[e]]) continue;
      t.target.push_back(w);
      t.action.push_back(g.action[e]);
      t.cost.push_back(g.cost[e]);
    }
  }
  t.offset.push_back(t.edges());
  return t;
}

}  // namespace deduce::statespace

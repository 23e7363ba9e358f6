#include "deduce/puzzles/river/solve.h"

#include "deduce/statespace/state_graph.h"

namespace deduce::puzzles::river {

statespace::OptimalResult solve_optimal(const RiverModel& model, bool has_cost,
                                        budget::Budget& budget) {
  return has_cost ? detail::solve_cheapest(model, budget) : detail::solve_fewest(model, budget);
}

AllCount count_all(const RiverModel& model, budget::Budget& budget, std::uint64_t limit) {
  AllCount r;
  const statespace::StateGraph g = statespace::build_state_graph(model, budget);
  r.graph.states = g.vertices();
  r.graph.expanded = g.vertices();
  r.graph.generated = g.edges();
  if (!g.complete) {
    r.count.stopped = budget.reason();
    r.count.stats.seconds = budget.elapsed_seconds();
    return r;
  }
  r.count = statespace::count_simple_paths(g, budget, limit);
  return r;
}

budget::StopReason list_all(const RiverModel& model, budget::Budget& budget,
                            const std::function<bool(const RiverSolution&)>& on_solution,
                            statespace::SimplePathStats* stats) {
  const statespace::StateGraph g = statespace::build_state_graph(model, budget);
  if (!g.complete) return budget.reason();
  RiverSolution s;
  return statespace::enumerate_simple_paths(
      g, budget,
      [&](const std::vector<std::uint32_t>& edges) {
        s.steps.clear();
        s.cost = 0;
        for (std::uint32_t e : edges) {
          s.steps.push_back({g.action[e], g.key[g.target[e]], g.cost[e]});
          s.cost += g.cost[e];
        }
        s.length = static_cast<std::int64_t>(edges.size());
        return on_solution(s);
      },
      stats);
}

}  // namespace deduce::puzzles::river

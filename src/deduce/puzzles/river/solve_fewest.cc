// The fewest crossings of a river crossing (BFS), in a translation unit of its
// own so that its hot loop gets the compiler's whole inlining budget (solve.h).
#include "deduce/puzzles/river/solve.h"
#include "deduce/statespace/bfs.h"

namespace deduce::puzzles::river::detail {

statespace::OptimalResult solve_fewest(const RiverModel& model, budget::Budget& budget) {
  return statespace::bfs(model, budget);
}

}  // namespace deduce::puzzles::river::detail

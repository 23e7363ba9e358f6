// The least total cost of a river crossing (uniform cost), in a translation
// unit of its own so that its hot loop gets the compiler's whole inlining
// budget (solve.h).
#include "deduce/puzzles/river/solve.h"
#include "deduce/statespace/uniform_cost.h"

namespace deduce::puzzles::river::detail {

statespace::OptimalResult solve_cheapest(const RiverModel& model, budget::Budget& budget) {
  return statespace::uniform_cost(model, budget);
}

}  // namespace deduce::puzzles::river::detail

// Helpers of the logic-grid explanation tests: the unique solution of a
// puzzle, the soundness check of an explanation against it (each step, and
// replaying the conclusions alone), and a generator of random puzzles with
// one solution.
#pragma once

#include <optional>
#include <random>
#include <string>

#include "deduce/explain/step.h"
#include "deduce/puzzles/zebra/model/puzzle.h"

namespace deduce::puzzles::zebra::testing {

// The solution when there is exactly one.
std::optional<Positions> unique_solution(const Puzzle& p);

Puzzle load_example(const std::string& relative);

// Empty when every step agrees with `solution` (no eliminated position is
// the solution's, every placement is) and replaying the conclusions from a
// full grid (a placement also clears its position in the rest of the
// category) ends at the solution; otherwise what went wrong.
std::string check_explanation(const Puzzle& p, const Positions& solution,
                              const deduce::explain::Explanation& e);

struct RandomShape {
  int n = 4;
  int categories = 3;
  // Drop clues that uniqueness does not need (harder puzzles, more counts).
  bool minimise = false;
};
// A random puzzle with one solution: a random solution, then random true
// clues (rarely `at`) until zebra::count says one solution is left.
Puzzle random_puzzle(std::mt19937& rng, const RandomShape& shape);

}  // namespace deduce::puzzles::zebra::testing

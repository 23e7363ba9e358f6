// Explaining and grading Futoshiki puzzles (and Latin squares with givens)
// with human techniques, easiest first: the library behind `deduce explain`,
// `hint` and `grade`. The grades are Simon Tatham's for his "Unequal"
// (trivial, easy, tricky, extreme, recursive), and a puzzle his generator made
// for a grade gets that grade here (docs/explain.md has the agreement table).
//
// Every function expects a valid puzzle with exactly one solution (check with
// fut::solve first); on any other the steps stop where no technique applies.
#pragma once

#include <cstddef>
#include <optional>

#include "deduce/budget/limits.h"
#include "deduce/explain/step.h"
#include "deduce/puzzles/futoshiki/puzzle.h"

namespace deduce::puzzles::futoshiki {

struct ExplainOptions {
  // Stop before the first step above this level (0 trivial .. 4 recursive):
  // the explanation then ends unsolved where an easier reader would be stuck.
  int max_level = 4;
  // Stop after this many steps (0: no limit).
  std::size_t max_steps = 0;
  // The limits (--timeout, --node-limit, Ctrl-C), or none. Each step, each
  // pass of the techniques and each assumption a trial tests spends one
  // unit; when the budget is spent the explanation ends with the steps found
  // so far (Explanation::stopped).
  budget::Budget* budget = nullptr;
};

// Every step from the givens to the solution, easiest technique first at
// every point; grade is the hardest level used.
deduce::explain::Explanation explain(const Puzzle& puzzle, const ExplainOptions& options = {});

// The next step from a partly filled grid: `entered` (n * n values, 0 for
// empty) counts as more givens. nullopt when the grid is full, or when the
// entries contradict the puzzle or each other so that no step is sound to
// give (a hint cannot build on a wrong entry).
// nullopt too when `budget` stopped it first (budget->stopped()).
std::optional<deduce::explain::Step> next_step(const Puzzle& puzzle, const Grid& entered,
                                               budget::Budget* budget = nullptr);

// Tatham's grade of the puzzle, 0 trivial .. 4 recursive, without building any
// step: the fast path of `deduce grade`.
int grade(const Puzzle& puzzle);

// The five grades, easiest first, with what each allows.
const deduce::explain::GradeScale& grade_scale();

}  // namespace deduce::puzzles::futoshiki

// Grading and explaining Sudoku puzzles as Simon Tatham's Solo does: the
// library behind `deduce grade`, `explain` and `hint` for the Sudoku family.
// The grades are Solo's (trivial, basic, intermediate, advanced, extreme,
// unreasonable) and, for a killer puzzle, his killer sub-grade (trivial,
// simple, intermediate, advanced); the techniques and their order are his
// solver's (ladder_table.h), so a puzzle gets the grade his own solver gives
// it (docs/sudoku.md has the agreement).
//
// Every function expects a puzzle of order at most 64 with exactly one
// solution (check with sudoku::solve first).
#pragma once

#include <cstddef>
#include <optional>

#include "deduce/budget/limits.h"
#include "deduce/explain/step.h"
#include "deduce/puzzles/sudoku/puzzle.h"

namespace deduce::puzzles::sudoku {

// Solo's verdict on a puzzle: his grade (0 trivial .. 5 unreasonable; 6 his
// "ambiguous", 7 his "impossible") and his killer sub-grade (0 trivial ..
// 3 advanced; 0 for a puzzle without cages).
struct SoloGrade {
  int grade = 0;
  int killer = 0;
  bool stopped = false;  // a limit stopped it: grade is what was reached
};
inline constexpr int kAmbiguous = 6;
inline constexpr int kImpossible = 7;

// Solo's grade, as his solver finds it: the ladder to a standstill, then
// his guesses (each a fresh ladder from the grid as it stands plus the
// guess) when it is not solved. `budget` (or none) bounds it: each pass of
// the ladder spends one unit.
SoloGrade grade(const Puzzle& puzzle, budget::Budget* budget = nullptr);

// Solo's solver as his generator asks it of each puzzle it tries: the
// ladder on `grid` (the puzzle's cells as they stand) with the techniques up
// to `max_level` only (his maxdiff, below unreasonable: no guesses). The
// hardest level used when that fills the grid, else kImpossible (stuck, or
// a contradiction). A puzzle filled so has exactly one solution (every
// technique is sound), and its grade() is the same level: the full ladder
// takes the same path, since it tries a harder technique only where every
// easier one is stuck.
SoloGrade grade_within(const Puzzle& puzzle, const Grid& grid, int max_level,
                       budget::Budget* budget = nullptr);

struct ExplainOptions {
  // Stop after this many steps (0: no limit).
  std::size_t max_steps = 0;
  // The limits (--timeout, --node-limit, Ctrl-C), or none; each pass spends
  // one unit. When spent, the explanation ends with the steps so far.
  budget::Budget* budget = nullptr;
};

// An explanation with Solo's killer sub-grade beside its grade.
struct Explained {
  deduce::explain::Explanation explanation;
  int killer = 0;  // 0 for a puzzle without cages
};

// Every step from the givens to `solution` (the puzzle's only solution),
// Solo's techniques in his order; where none applies (an unreasonable
// puzzle), a guess step places the solution's digit in the cell with fewest
// candidates, where Solo guesses. Up to the first guess the steps are his
// solver's path, so the grade is the hardest step's level (unreasonable
// with a guess) and the killer sub-grade what his stages reached before it:
// grade()'s, without its search. (grade() alone keeps Solo's quirk that can
// call a puzzle with one solution ambiguous inside his guesses; his
// generator never makes such a puzzle, since it grades with the same solver.)
Explained explain(const Puzzle& puzzle, const Grid& solution, const ExplainOptions& options = {});

// The next step from a partly filled grid (`entered`: n * n digits, 0 empty,
// the givens among them). nullopt when it is full, when it contradicts the
// puzzle (no step is sound to give) or when `budget` stopped it.
std::optional<deduce::explain::Step> next_step(const Puzzle& puzzle, const Grid& entered,
                                               const Grid& solution,
                                               budget::Budget* budget = nullptr);

// Solo's six grades, easiest first, with what each allows; and his killer
// sub-grades.
const deduce::explain::GradeScale& grade_scale();
const deduce::explain::GradeScale& killer_grade_scale();

}  // namespace deduce::puzzles::sudoku

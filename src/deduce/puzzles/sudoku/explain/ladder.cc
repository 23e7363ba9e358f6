#include "deduce/puzzles/sudoku/explain/ladder.h"

#include <algorithm>

#include "deduce/puzzles/sudoku/explain/ladder_table.h"

namespace deduce::puzzles::sudoku {

using ladder::Board;
using ladder::Effect;

namespace {

struct Reached {
  int grade = 0;
  int killer = 0;
};

// Solo's loop: the techniques in order, back to the first after any
// progress, until none makes progress. Steps go to `steps` when given.
// Returns kContradiction, kAbort (Solo's quirk: cage_remainder.cc), or
// kNone (solved or at a standstill).
Effect run(Board& board, Reached& reached, std::vector<deduce::explain::Step>* steps,
           std::size_t max_steps = 0, int cap = ladder::kUnreasonable) {
  deduce::explain::Step step;
  while (!board.solved() && !board.broken() && !board.out_of_budget()) {
    bool progress = false;
    for (const ladder::TechniqueEntry& t : ladder::kTechniques) {
      if (t.level > cap) break;
      const Effect e = t.run(board, steps != nullptr ? &step : nullptr);
      if (steps != nullptr && !step.technique.empty()) {
        steps->push_back(std::move(step));
        step = {};
      }
      if (e == Effect::kContradiction) {
        board.mark_broken();
        return e;
      }
      if (e == Effect::kAbort) return e;
      if (e != Effect::kProgress) {
        if (steps != nullptr && max_steps != 0 && steps->size() >= max_steps) return Effect::kNone;
        continue;
      }
      reached.grade = std::max(reached.grade, t.level);
      reached.killer = std::max(reached.killer, t.killer_level);
      progress = true;
      break;
    }
    if (!progress) break;
    if (steps != nullptr && max_steps != 0 && steps->size() >= max_steps) break;
  }
  return board.broken() ? Effect::kContradiction : Effect::kNone;
}

// The open cell with fewest candidates, first in reading order: Solo's guess.
int guess_cell(const Board& board) {
  int best = -1;
  for (int cell = 0; cell < board.cells(); ++cell) {
    if (board.value(cell) != 0) continue;
    if (best < 0 ||
        ladder::popcount(board.candidates(cell)) < ladder::popcount(board.candidates(best)))
      best = cell;
  }
  return best;
}

SoloGrade solo(const Puzzle& puzzle, const Grid& grid, budget::Budget* budget) {
  SoloGrade out;
  Board board(puzzle, grid);
  board.set_budget(budget);
  if (board.broken()) {
    out.grade = kImpossible;
    return out;
  }
  Reached reached;
  const Effect e = run(board, reached, nullptr);
  out.killer = reached.killer;
  out.grade = reached.grade;
  if (board.stopped()) {
    out.stopped = true;
    return out;
  }
  if (e == Effect::kContradiction) {
    out.grade = kImpossible;
    return out;
  }
  if (e == Effect::kAbort || board.solved()) return out;
  const int best = guess_cell(board);
  out.grade = kImpossible;  // no solution found yet
  for (ladder::Mask m = board.candidates(best); m != 0; m &= m - 1) {
    Grid next = board.grid();
    next[best] = ladder::lowest_value(m);
    const SoloGrade inner = solo(puzzle, next, budget);
    if (inner.stopped) {
      out.stopped = true;
      out.grade = ladder::kUnreasonable;
      return out;
    }
    if (inner.grade == kAmbiguous) {
      out.grade = kAmbiguous;
    } else if (inner.grade != kImpossible) {
      out.grade = out.grade == kImpossible ? static_cast<int>(ladder::kUnreasonable) : kAmbiguous;
    }
    if (out.grade == kAmbiguous) break;
  }
  return out;
}

deduce::explain::Step guess_step(const Board& board, int cell, int v) {
  deduce::explain::Step step;
  ladder::begin_step(step, "guess", ladder::kUnreasonable);
  ladder::add_cell(step, board, cell);
  ladder::add_place(step, board, cell, v);
  step.text = ladder::cell_name(board, cell) + " = " + std::to_string(v) +
              ": no technique applies, so guess: of its candidates " +
              ladder::set_text(board.candidates(cell)) + " only " + std::to_string(v) +
              " leads to a solution";
  return step;
}

}  // namespace

SoloGrade grade(const Puzzle& puzzle, budget::Budget* budget) {
  return solo(puzzle, puzzle.givens, budget);
}

SoloGrade grade_within(const Puzzle& puzzle, const Grid& grid, int max_level,
                       budget::Budget* budget) {
  SoloGrade out;
  Board board(puzzle, grid);
  board.set_budget(budget);
  Reached reached;
  if (!board.broken()) run(board, reached, nullptr, 0, max_level);
  out.grade = reached.grade;
  out.killer = reached.killer;
  out.stopped = board.stopped();
  if (!board.solved() || board.broken()) out.grade = kImpossible;
  return out;
}

Explained explain(const Puzzle& puzzle, const Grid& solution, const ExplainOptions& options) {
  Explained x;
  deduce::explain::Explanation& out = x.explanation;
  Board board(puzzle, puzzle.givens);
  board.set_budget(options.budget);
  Reached reached;
  bool guessed = false;
  while (!board.broken()) {
    run(board, reached, &out.steps, options.max_steps);
    if (board.solved() || board.broken() || board.stopped()) break;
    if (options.max_steps != 0 && out.steps.size() >= options.max_steps) break;
    const int cell = guess_cell(board);
    if (cell < 0) break;
    if (!guessed) x.killer = reached.killer;  // Solo's sub-grade is the one before his guesses
    guessed = true;
    out.steps.push_back(guess_step(board, cell, solution[cell]));
    board.place(cell, solution[cell]);
  }
  if (!guessed) x.killer = reached.killer;
  out.solved = board.solved() && !board.broken();
  out.stopped = board.stopped();
  for (const deduce::explain::Step& s : out.steps) out.grade = std::max(out.grade, s.level);
  out.counts = deduce::explain::count_techniques(out.steps);
  return x;
}

std::optional<deduce::explain::Step> next_step(const Puzzle& puzzle, const Grid& entered,
                                               const Grid& solution, budget::Budget* budget) {
  Board board(puzzle, entered);
  board.set_budget(budget);
  if (board.broken() || board.solved() || board.out_of_budget()) return std::nullopt;
  std::vector<deduce::explain::Step> steps;
  Reached reached;
  const Effect e = run(board, reached, &steps, 1);
  if (e != Effect::kNone || board.stopped()) return std::nullopt;
  if (!steps.empty()) return steps.front();
  const int cell = guess_cell(board);
  if (cell < 0) return std::nullopt;
  return guess_step(board, cell, solution[cell]);
}

const deduce::explain::GradeScale& grade_scale() {
  static const deduce::explain::GradeScale scale = {
      {"trivial", "box singles only (Solo's blockwise positional elimination)"},
      {"basic", "+ singles in rows, columns and diagonals, and naked singles"},
      {"intermediate", "+ intersections: a digit of a box in one line, of a line in one box"},
      {"advanced", "+ subsets (Solo's set elimination) in a box, row, column or diagonal"},
      {"extreme", "+ fish on one digit and forcing chains of two-valued cells"},
      {"unreasonable", "+ guessing and backtracking"},
  };
  return scale;
}

const deduce::explain::GradeScale& killer_grade_scale() {
  static const deduce::explain::GradeScale scale = {
      {"trivial", "single-cell cages only"},
      {"simple", "+ the smallest and largest sums of a cage's other cells"},
      {"intermediate", "+ the digit sets that make a cage's sum"},
      {"advanced", "+ sums of what a row, column or box has beyond its whole cages"},
  };
  return scale;
}

}  // namespace deduce::puzzles::sudoku

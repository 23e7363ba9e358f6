// The exact 9x9 Sudoku kernel: counts the solutions of a classic Sudoku (rows,
// columns and 3x3 boxes) up to a limit, with the first solution, fast enough
// to prove a 17-given puzzle unique in about 3 microseconds.
//
// What for: solve, count and prove unique (limit 2) one grid, and batches of
// them (a file of 81-character lines), where a general constraint model and
// search cost 20 to 30 times more. The family's commands call it for the
// plain 9x9 kind; variants (jigsaw, X, killer, other orders) go to the engine.
//
// Search: propagate.h to a fixpoint (naked and hidden singles, locked
// candidates, triads), then a split (branch.h): the ways one digit may still
// cross one band or stack, else the digits of one cell. Each level keeps a copy of the
// 128-byte board (board.h), so nothing is allocated and undo is moving back a
// level (the copies, with the rest of this file, are under 1% of the time on
// the hardest set); the last child of a split takes its parent's place.
//
// Cost (measured on one thread of a shared 2-core Xeon, docs/benchmarks.md,
// "Sudoku"): Royle's 49,151 17-given puzzles 2.9 us a puzzle, 2.2 nodes;
// forum_hardest_1905_11 84 us, 144 nodes; 1.1 to 2 times tdoku's time.
//
// Limits: a node limit (exact), and the caller's budget::Budget polled every
// kPollStride nodes for Ctrl-C, the timeout and the call's stop token, and
// charged the nodes spent (its own node limit is not read: pass it here),
// which also go to the process's progress count (budget::g_progress_units).
// At under 2 us a node a poll comes every few milliseconds at most.
//
// Reference: ideas from the public write-ups of the fastest bitboard solvers
// (tdoku's README, benchmarks/README.md and docs/sudoku.md on JCZSolve,
// fsss2 and its own triads and band configurations); no code of theirs.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "deduce/budget/limits.h"

namespace deduce::puzzles::sudoku::kernel {

// 81 cells row by row: 0 empty, 1-9 a given.
using Grid = std::array<std::uint8_t, 81>;

// Receives each solution as it is found (81 digits 1-9, row by row) and
// returns false to end the search there, as the solution limit does. Called
// once a solution, so a plain function and its context, not a template:
// nothing of it is in the hot loop.
struct SolutionVisitor {
  bool (*visit)(void* context, const Grid& solution) = nullptr;
  void* context = nullptr;
};

// A visitor calling f(solution) -> bool, which must outlive it.
template <class F>
SolutionVisitor visitor_of(F& f) {
  return {[](void* context, const Grid& solution) { return (*static_cast<F*>(context))(solution); },
          &f};
}

struct Limits {
  std::uint64_t solution_limit = 2;  // stop at this many; 2 proves uniqueness; at least 1
  std::uint64_t node_limit = 0;      // 0: none
  budget::Budget* budget = nullptr;  // nullptr: no outside stop
  SolutionVisitor on_solution{};     // none: only the first solution is kept
  // > 0: after the first solution, at most as many nodes again as it took,
  // and at least this many (a bounded look for a second one, as the
  // engine's search::SearchSettings::min_look); a stop there is kLookBound.
  std::uint64_t min_look = 0;
};

inline constexpr std::uint64_t kPollStride = 1024;

struct CountResult {
  std::uint64_t count = 0;      // solutions found (exact unless stopped or at the limit)
  Grid first_solution{};        // valid when count > 0
  std::uint64_t nodes = 0;      // propagations to a fixpoint, the root included
  std::uint64_t failures = 0;   // nodes whose propagation failed
  std::uint32_t max_depth = 0;  // deepest level below the root reached
  bool stopped = false;         // a node limit or the budget ended the search early
  budget::StopReason reason = budget::StopReason::kNone;  // why, when stopped
  bool bad_input = false;                                 // a cell outside 0-9 (count 0)
};

// Counts the solutions of `givens` up to limits.solution_limit. Contradicting
// givens give 0 solutions, not an error. Reaching the solution limit is not a
// stop: count == solution_limit then means "at least that many"; nor is a
// visitor's false, after which count is the solutions it saw.
CountResult count_solutions(const Grid& givens, const Limits& limits = {});

// Reads 81 characters ('1'-'9' givens, '0' or '.' empty) into `grid`;
// false when `text` is not that.
bool parse_line(const char* text, std::size_t length, Grid& grid);

}  // namespace deduce::puzzles::sudoku::kernel

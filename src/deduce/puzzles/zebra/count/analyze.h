// Clue analysis of a logic grid: how many solutions the clues leave, what
// each clue contributes, which clues are redundant on their own, one minimal
// clue set, and for a puzzle with no solution a set of clues that conflict.
//
// Method (docs/zebra.md, "analyze"):
// - Counts: one count of all clues and one without each clue (capped),
//   independent of each other, so run side by side on `threads` threads.
// - A clue whose removal leaves more than one solution is necessary: every
//   subset of the clues that still pins the solution must contain it (fewer
//   clues never have fewer solutions). When the puzzle is unique, the
//   minimal set starts from these necessary clues, which costs no further
//   call. While that set has a second solution S', a clue that S' breaks is
//   added (the counterexample says which clues could help); the clues added
//   this way are then tried for deletion, newest first. On the classic
//   riddle the fourteen necessary clues already pin the solution: one call.
// - No solution: a deletion filter: drop each clue in turn and keep it out
//   when the rest still has no solution. What is left is a minimal
//   conflicting set (every clue of it is needed for the conflict).
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "deduce/budget/limits.h"
#include "deduce/puzzles/zebra/model/puzzle.h"
#include "deduce/puzzles/zebra/model/solver.h"
#include "deduce/util/big_count.h"

namespace deduce::puzzles::zebra {

// Counts clue sets elsewhere (analyze under mpiexec: apps/deduce/cluster):
// sets[k] says which clues are on; returns one result per set, in order, a
// set a stop left uncounted as incomplete with its stop. Each count is
// capped at `cap` (0: exact) and bounded by `limits`.
using CountSets = std::function<std::vector<CountResult>(
    const std::vector<std::vector<char>>& sets, std::uint64_t cap, const budget::Limits& limits)>;

struct AnalyzeOptions {
  std::uint64_t cap = 0;  // stop counting at this many solutions; 0: exact counts
  budget::Limits limits;  // for the whole analysis
  int threads = 1;        // the counts with and without each clue on this many threads (0: all)
  CountSets count_sets;   // set: the counts with and without each clue run there, not here
};

struct Analysis {
  util::BigCount count = 0;             // solutions of all clues (capped)
  std::vector<util::BigCount> without;  // per clue: solutions without it (capped)
  std::vector<int> redundant;           // unique puzzle: clues that can go on their own
  std::vector<int> minimal;             // unique puzzle: a minimal clue set, in input order
  std::vector<int> conflict;            // no solution: a minimal conflicting set
  int count_calls = 0;                  // solver calls spent on the counts
  int set_calls = 0;                    // solver calls spent on the minimal / conflict set
  bool complete = true;                 // false: a limit stopped the analysis
  budget::StopReason stop = budget::StopReason::kNone;
};

Analysis analyze(const Puzzle& puzzle, const AnalyzeOptions& options);

}  // namespace deduce::puzzles::zebra

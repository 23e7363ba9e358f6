// Generating logic grids (`deduce generate zebra`): a random solution,
// random clues true in it until exactly one solution is left, the clue set
// made minimal, a question, and the grade of the logic-grid ladder.
//
// One attempt:
//   1. Draw the names (names.h) and a solution: each category a uniformly
//      random permutation of the positions.
//   2. Until the clues have exactly one solution: find up to four other
//      solutions the clues allow (one search) and add, for each the round's
//      clues do not yet rule out, a random clue true in the chosen solution
//      and false in that one (candidates.h), so every clue added cuts.
//   3. Unless keep_redundant: try the clues in a random order and drop each
//      one whose removal keeps exactly one solution. What is left is minimal:
//      every clue is needed (removing any one gives two solutions or more).
//   4. Number the clues in a random order, and ask for the first category at
//      the value of another category that the clues mention least (the
//      classic "who owns the zebra", whose zebra no clue names).
//   5. Grade with the ladder (grade.h). With a requested grade an attempt
//      of another grade is dropped and the next one drawn. Easy puzzles are
//      built minimal by construction, medium and hard ones by drawing clues
//      up to the grade instead of up to uniqueness (generate.cc says how).
// Everything is drawn from util::Rng(seed), so the puzzle depends
// on the options and the seed only.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "deduce/budget/limits.h"
#include "deduce/puzzles/zebra/generate/names.h"
#include "deduce/puzzles/zebra/generate/statement_kinds.h"
#include "deduce/puzzles/zebra/model/puzzle.h"

namespace deduce::puzzles::zebra::generate {

struct Options {
  int positions = 5;
  int categories = 5;
  std::optional<int> grade;     // a level of explain::grade_scale(); nothing: any
  std::vector<DrawKind> kinds;  // the kinds clues may use; empty: all
  std::optional<Names> names;   // fitted to the size (fit_names); nothing: built-in
  bool keep_redundant = false;
  int max_attempts = 500;  // attempts at the requested grade before giving up
  // Every search of the generation runs under these; with shared work, its
  // node limit counts the nodes of all of them (budget::poll).
  budget::Limits limits;
};

struct Generated {
  Puzzle puzzle;       // as parse_zebra reads `text` (file "", lines 0)
  std::string text;    // the .zebra file
  Positions solution;  // the only one
  int grade = 0;       // on explain::grade_scale()
  int attempts = 0;    // puzzles drawn to reach the grade
};

// One puzzle, or nothing when max_attempts attempts missed the grade or
// options.limits stopped the work; then `stopped` (when given) says why
// (kNone: the attempts ran out). `comment`: lines opening the file (see
// write.h).
std::optional<Generated> generate_zebra(const Options& options, std::uint64_t seed,
                                        const std::vector<std::string>& comment = {},
                                        budget::StopReason* stopped = nullptr);

// Whether exactly one assignment satisfies the clues in `clue_on` (empty:
// all): zebra::count with solution limit 2.
bool unique(const Puzzle& puzzle, const std::vector<char>& clue_on = {},
            const budget::Limits& limits = {});

}  // namespace deduce::puzzles::zebra::generate

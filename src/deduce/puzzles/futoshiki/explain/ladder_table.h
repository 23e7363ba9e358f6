// The Futoshiki explanation ladder: its levels (Tatham's grades) and its
// techniques, easiest first, one file each. The order of this table is the
// order the ladder tries them in; ladder.cc walks it.
//
// What each level allows is Tatham's (unequal.c and latin.c in his puzzle
// collection), so that a puzzle his generator made for a grade gets that
// grade here:
//   Trivial   the Latin-square singles only; no sign is read.
//   Easy      + one sign at a time (Unequal), or a placed cell's neighbours
//             (Adjacent).
//   Tricky    + naked and hidden subsets in a row or column, and (Adjacent)
//             neighbours' candidates against each other.
//   Extreme   + fish on one value, and forcing chains through two-valued cells.
//   Recursive + trial: assume a value and reach a contradiction.
#pragma once

#include <span>

#include "deduce/puzzles/futoshiki/explain/technique.h"

namespace deduce::puzzles::futoshiki::ladder {

enum Level : int { kTrivial = 0, kEasy = 1, kTricky = 2, kExtreme = 3, kRecursive = 4 };

Effect naked_single(Board& board, deduce::explain::Step* step);         // naked_single.cc
Effect hidden_single(Board& board, deduce::explain::Step* step);        // hidden_single.cc
Effect inequality(Board& board, deduce::explain::Step* step);           // inequality.cc
Effect adjacent_placed(Board& board, deduce::explain::Step* step);      // adjacent_placed.cc
Effect adjacent_candidates(Board& board, deduce::explain::Step* step);  // adjacent_candidates.cc
Effect naked_subset(Board& board, deduce::explain::Step* step);         // naked_subset.cc
Effect hidden_subset(Board& board, deduce::explain::Step* step);        // hidden_subset.cc
Effect fish(Board& board, deduce::explain::Step* step);                 // fish.cc
Effect forcing_chain(Board& board, deduce::explain::Step* step);        // forcing_chain.cc
Effect trial(Board& board, deduce::explain::Step* step);                // trial.cc

struct TechniqueEntry {
  const char* key;
  int level;
  TechniqueFn run;
};

// Every technique but trial, easiest first.
inline constexpr TechniqueEntry kTechniques[] = {
    {"naked_single", kTrivial, naked_single},
    {"hidden_single", kTrivial, hidden_single},
    {"inequality", kEasy, inequality},
    {"adjacent_placed", kEasy, adjacent_placed},
    {"adjacent_candidates", kTricky, adjacent_candidates},
    {"naked_subset", kTricky, naked_subset},
    {"hidden_subset", kTricky, hidden_subset},
    {"fish", kExtreme, fish},
    {"forcing_chain", kExtreme, forcing_chain},
};

// Runs the techniques of level at most max_level, easiest first, restarting
// from the easiest after any progress, until the board is solved, broken or
// stuck. Each step goes to `steps` when given (with its text); without, the
// techniques apply all they find a pass and build no text. Returns the
// hardest level used, -1 when none was. A full board that breaks a sign or
// mark is marked broken.
int propagate(Board& board, int max_level, std::vector<deduce::explain::Step>* steps);

// Why a broken board is broken, in words: "r2c3 has no value left", "4 has no
// place left in row 2", "r1c1 = 3 and r1c2 = 2 break r1c1 < r1c2".
std::string contradiction_text(const Board& board);

}  // namespace deduce::puzzles::futoshiki::ladder

// The Latin explanation ladder: its levels (Tatham's grades) and the Latin
// techniques, easiest first, one file each. A family built on Latin squares
// composes its ladder from these and its own techniques in one table of the
// same shape (Futoshiki's signs: futoshiki/explain/ladder_table.h); the loop
// (propagate.h) and the trial (trial.h) walk any such table.
//
// What each level allows of the Latin techniques is Tatham's (latin.c in his
// puzzle collection), so that a puzzle his generator made for a grade gets
// that grade here:
//   Trivial   naked and hidden singles.
//   Easy      (nothing more of the Latin square: a family's first level of
//             its own deductions).
//   Tricky    + naked and hidden subsets in a row or column.
//   Extreme   + fish on one value, and forcing chains through two-valued cells.
//   Recursive + trial: assume a value and reach a contradiction.
#pragma once

#include <span>

#include "deduce/puzzles/latin/explain/technique.h"

namespace deduce::puzzles::latin::ladder {

enum Level : int { kTrivial = 0, kEasy = 1, kTricky = 2, kExtreme = 3, kRecursive = 4 };

Effect naked_single(Board& board, deduce::explain::Step* step);   // naked_single.cc
Effect hidden_single(Board& board, deduce::explain::Step* step);  // hidden_single.cc
Effect naked_subset(Board& board, deduce::explain::Step* step);   // naked_subset.cc
Effect hidden_subset(Board& board, deduce::explain::Step* step);  // hidden_subset.cc
Effect fish(Board& board, deduce::explain::Step* step);           // fish.cc
Effect forcing_chain(Board& board, deduce::explain::Step* step);  // forcing_chain.cc

// A row of a ladder on boards of type B: the technique's name (the key its
// steps carry), its level and the function.
template <class B>
struct BasicTechniqueEntry {
  const char* key;
  int level;
  BasicTechniqueFn<B> run;
};
using TechniqueEntry = BasicTechniqueEntry<Board>;

// A Latin technique as a technique on a family's board B (derived from
// Board), for that family's table.
template <class B, TechniqueFn F>
Effect on_latin(B& board, deduce::explain::Step* step) {
  return F(board, step);
}

// Every Latin technique but trial, easiest first.
inline constexpr TechniqueEntry kTechniques[] = {
    {"naked_single", kTrivial, naked_single},
    {"hidden_single", kTrivial, hidden_single},
    {"naked_subset", kTricky, naked_subset},
    {"hidden_subset", kTricky, hidden_subset},
    {"fish", kExtreme, fish},
    {"forcing_chain", kExtreme, forcing_chain},
};

}  // namespace deduce::puzzles::latin::ladder

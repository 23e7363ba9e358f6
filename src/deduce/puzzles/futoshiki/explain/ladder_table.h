// The Futoshiki explanation ladder: the Latin ladder (latin/explain/
// ladder_table.h) with the sign techniques among its rungs, one table that
// composes both. The order of this table is the order the ladder tries them
// in; ladder.cc walks it.
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
#include <string>
#include <vector>

#include "deduce/puzzles/futoshiki/explain/technique.h"
#include "deduce/puzzles/latin/explain/ladder_table.h"

namespace deduce::puzzles::futoshiki::ladder {

using latin::ladder::kEasy;
using latin::ladder::kExtreme;
using latin::ladder::kRecursive;
using latin::ladder::kTricky;
using latin::ladder::kTrivial;
using latin::ladder::Level;

// The sign techniques.
Effect inequality(Board& board, deduce::explain::Step* step);           // inequality.cc
Effect adjacent_placed(Board& board, deduce::explain::Step* step);      // adjacent_placed.cc
Effect adjacent_candidates(Board& board, deduce::explain::Step* step);  // adjacent_candidates.cc

using TechniqueEntry = latin::ladder::BasicTechniqueEntry<Board>;

namespace latin_rung {
using latin::ladder::on_latin;
inline constexpr TechniqueFn naked_single = on_latin<Board, latin::ladder::naked_single>;
inline constexpr TechniqueFn hidden_single = on_latin<Board, latin::ladder::hidden_single>;
inline constexpr TechniqueFn naked_subset = on_latin<Board, latin::ladder::naked_subset>;
inline constexpr TechniqueFn hidden_subset = on_latin<Board, latin::ladder::hidden_subset>;
inline constexpr TechniqueFn fish = on_latin<Board, latin::ladder::fish>;
inline constexpr TechniqueFn forcing_chain = on_latin<Board, latin::ladder::forcing_chain>;
}  // namespace latin_rung

// Every technique but trial, easiest first: the Latin ones (latin::ladder::
// kTechniques, in their order, with their keys and levels) and the signs'.
inline constexpr TechniqueEntry kTechniques[] = {
    {"naked_single", kTrivial, latin_rung::naked_single},
    {"hidden_single", kTrivial, latin_rung::hidden_single},
    {"inequality", kEasy, inequality},
    {"adjacent_placed", kEasy, adjacent_placed},
    {"adjacent_candidates", kTricky, adjacent_candidates},
    {"naked_subset", kTricky, latin_rung::naked_subset},
    {"hidden_subset", kTricky, latin_rung::hidden_subset},
    {"fish", kExtreme, latin_rung::fish},
    {"forcing_chain", kExtreme, latin_rung::forcing_chain},
};

// Runs the techniques of level at most max_level, easiest first, restarting
// from the easiest after any progress, until the board is solved, broken or
// stuck (latin::ladder::propagate on this table). Each step goes to `steps`
// when given (with its text); without, the techniques apply all they find a
// pass and build no text. Returns the hardest level used, -1 when none was.
// A full board that breaks a sign or mark is marked broken.
int propagate(Board& board, int max_level, std::vector<deduce::explain::Step>* steps);

// Trial (Recursive) on this table: latin/explain/trial.h.
Effect trial(Board& board, deduce::explain::Step* step);

// Why a broken board is broken, in words: "r2c3 has no value left", "4 has no
// place left in row 2", "r1c1 = 3 and r1c2 = 2 break r1c1 < r1c2".
std::string contradiction_text(const Board& board);

}  // namespace deduce::puzzles::futoshiki::ladder

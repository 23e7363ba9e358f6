// Solo's ladder: the techniques in the order Tatham's solver tries them
// (solo.c's solver loop at commit 806ae71), one file each, with the grade
// each counts at. After any progress the loop restarts from the first row,
// and the puzzle's grade is the hardest level that made progress (killer
// puzzles also have Solo's killer sub-grade: the hardest killer stage that
// made progress).
//
//   Trivial       box_single: a digit with one place left in a box (or jigsaw
//                 region): Solo's "blockwise positional elimination".
//   (killer)      cage_digits, cage_single, cage_remainder, cage_minmax,
//                 cage_combinations: run on every pass right after the box
//                 singles, whatever the grade; they raise the killer
//                 sub-grade only.
//   Basic         line_single (rows, columns, diagonals), naked_single.
//   Intermediate  intersection: a digit of a row, column or diagonal
//                 confined to one box, or of a box to one row, column or
//                 diagonal.
//   Advanced      subset: Solo's set elimination in a box, row, column or
//                 diagonal.
//   Extreme       fish (Solo's "positional set elimination" of one digit over
//                 rows and columns) and forcing_chain (chains of two-valued
//                 cells).
//   Unreasonable  none of these finishes the puzzle: Solo guesses (ladder.cc).
//
// Where the Latin ladder (puzzles/latin/explain) fits, this one takes its
// parts: its step helpers, value lists and masks. Its techniques scan rows
// and columns only and find every application in one pass, where Solo's
// scan boxes first and take the first; the grade depends on that order (a
// box single found before a row single keeps a puzzle Trivial), so Solo's
// are written here over regions.
#pragma once

#include "deduce/puzzles/sudoku/explain/technique.h"

namespace deduce::puzzles::sudoku::ladder {

Effect box_single(Board& board, deduce::explain::Step* step);         // box_single.cc
Effect cage_digits(Board& board, deduce::explain::Step* step);        // cage_digits.cc
Effect cage_single(Board& board, deduce::explain::Step* step);        // cage_single.cc
Effect cage_remainder(Board& board, deduce::explain::Step* step);     // cage_remainder.cc
Effect cage_minmax(Board& board, deduce::explain::Step* step);        // cage_minmax.cc
Effect cage_combinations(Board& board, deduce::explain::Step* step);  // cage_combinations.cc
Effect line_single(Board& board, deduce::explain::Step* step);        // line_single.cc
Effect naked_single(Board& board, deduce::explain::Step* step);       // naked_single.cc
Effect intersection(Board& board, deduce::explain::Step* step);       // intersection.cc
Effect subset(Board& board, deduce::explain::Step* step);             // subset.cc
Effect fish(Board& board, deduce::explain::Step* step);               // fish.cc
Effect forcing_chain(Board& board, deduce::explain::Step* step);      // forcing_chain.cc

// A row of the ladder: the technique's key (its steps carry it), the grade
// it counts at, the killer sub-grade it counts at (-1: none) and the function.
struct TechniqueEntry {
  const char* key;
  int level;
  int killer_level;
  TechniqueFn run;
};

inline constexpr TechniqueEntry kTechniques[] = {
    {"box_single", kTrivial, -1, box_single},
    {"cage_digits", kTrivial, -1, cage_digits},
    {"cage_single", kTrivial, kKillerTrivial, cage_single},
    {"cage_remainder", kTrivial, kKillerAdvanced, cage_remainder},
    {"cage_minmax", kTrivial, kKillerSimple, cage_minmax},
    {"cage_combinations", kTrivial, kKillerIntermediate, cage_combinations},
    {"line_single", kBasic, -1, line_single},
    {"naked_single", kBasic, -1, naked_single},
    {"intersection", kIntermediate, -1, intersection},
    {"subset", kAdvanced, -1, subset},
    {"fish", kExtreme, -1, fish},
    {"forcing_chain", kExtreme, -1, forcing_chain},
};

// A digit's one place in a region (a hidden single): places it and returns
// progress; a digit with no place is a contradiction; else nothing. `key`
// and `level` name the step.
Effect region_single(Board& board, int region, int v, deduce::explain::Step* step, const char* key,
                     int level);
// region_single for each digit of the region in increasing order, up to the
// first that does anything: what it did (box_single.cc).
Effect region_singles(Board& board, int region, deduce::explain::Step* step, const char* key,
                      int level);

}  // namespace deduce::puzzles::sudoku::ladder

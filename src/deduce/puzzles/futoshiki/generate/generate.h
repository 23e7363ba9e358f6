// Generating Futoshiki puzzles (and Latin-square completion puzzles) with
// exactly one solution and exactly a requested grade: the library behind
// `deduce generate futoshiki` (docs/generate.md).
//
// The recipe follows Tatham's Unequal generator in what it makes and differs
// in how: a uniformly random Latin square (latin/random_square.h) is the solution;
// every clue it allows (all givens, and in Unequal mode every sign) is laid
// down, then clues are taken away in random order, each removal kept only if
// the puzzle stays solvable by the ladder within the grade (clue_removal.h).
// What is left is minimal for that grade; it is kept when the ladder also
// needs the grade (the level below does not solve it), otherwise the removal
// is tried again in another order, then from another square.
#pragma once

#include <optional>

#include "deduce/puzzles/futoshiki/puzzle.h"
#include "deduce/util/rng.h"

namespace deduce::puzzles::futoshiki {

struct GenerateOptions {
  int order = 5;               // 4..64 (3 works too; Tatham's smallest)
  Mode mode = Mode::kUnequal;  // Adjacent: the marks follow the solution; only givens are clues
  int grade = 2;               // the ladder's level, 0 trivial .. 4 recursive
  bool latin = false;          // givens only, no relations, graded by nothing
  int holes = 0;               // latin: the empty cells wanted; 0: default_holes(order)
  int squares = 1000;          // Latin squares tried before giving up
  int orders_per_square = 4;   // removal orders tried on each square
};

struct GeneratedPuzzle {
  Puzzle puzzle;  // difficulty set to the grade's letter (none for latin)
  Grid solution;
  int grade = -1;  // the ladder's level; -1 for latin
};

// The holes of a Latin-square completion puzzle near the hardness peak of
// quasigroups with holes (Achlioptas, Gomes, Kautz and Selman, AAAI 2000):
// about 1.6 * n^1.55, and at most half the cells: below order 12 the peak
// leaves fewer givens than a unique completion needs (order 4: 12 holes of
// 16; the smallest defining sets of order 4 have 4 givens, rare ones).
int default_holes(int n);

// A puzzle as the options ask, drawn only from `rng`; nullopt when none was
// found within the tries (a grade the order cannot reach, such as recursive
// at order 4, or more holes than a unique completion allows).
std::optional<GeneratedPuzzle> generate(const GenerateOptions& options, util::Rng& rng);

}  // namespace deduce::puzzles::futoshiki

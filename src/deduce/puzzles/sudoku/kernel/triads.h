// Triads of the exact 9x9 Sudoku kernel: the three cells a row shares with a
// box (a minirow) hold exactly three digits, and so do the three a column
// shares with a box (a minicolumn).
//
// Consistency: per band (and per stack), with each digit's set of minirows
// that may still hold it (from line_box_shrink.h's view), and the set it
// must take (the only one left of a row): a minirow that three digits must
// take holds no other digit (a naked triple on the triad); a minirow that
// only three digits may take holds all three, so each leaves the rest of
// that row and box (a hidden triple); fewer than three possible or more
// than three forced digits is a failure. Counts are bit-sliced over the
// nine digits, nine minirows at once.
//
// Cost: about 300 word operations a band or a stack, run once the singles
// and the locked candidates are at their fixpoint; it halves the nodes on
// the hardest puzzles. Reference: the triad constraints of tdoku's
// docs/sudoku.md (exactly three values per triad); implemented here on
// minirow sets, not as tdoku's clauses.
#pragma once

#include "deduce/puzzles/sudoku/kernel/board.h"

namespace deduce::sudoku::kernel {

// Applies the triad rules to every band and stack once. Returns false on a
// failure; sets `changed` when a candidate went (and marks its digit dirty).
bool triads(Board& b, bool& changed);

}  // namespace deduce::sudoku::kernel

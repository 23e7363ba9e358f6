// The shape of every technique of Solo's ladder, and the helpers that write
// its Step (the latin ladder's begin_step and value lists, with cells and
// regions named as a Sudoku names them).
//
// A technique is a function run(board, step) that does exactly what one
// stage of Tatham's solver loop does (solo.c): most find their first
// application in his scan order, apply it and stop; the killer sum stages
// apply all they find over every cage in one pass, as his do. With a step it
// also writes the step's premises, conclusions and words; without one
// (grading) it builds no text. The same functions grade and explain, so an
// explanation takes the very path the grade was measured on.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "deduce/explain/step.h"
#include "deduce/puzzles/latin/explain/technique.h"
#include "deduce/puzzles/sudoku/explain/board.h"

namespace deduce::puzzles::sudoku::ladder {

// What a technique did: nothing; progress (the loop restarts from the
// easiest); a quiet change the loop goes on past, as Solo's bookkeeping of
// cages does (filled cells leave their cage, cages split); a contradiction;
// or kAbort, Solo's early return when a derived cage's sum is not positive
// (see cage_remainder.cc): the solver stops and reports what it had.
enum class Effect : std::uint8_t { kNone, kProgress, kQuiet, kContradiction, kAbort };

// Solo's grades (DIFF_BLOCK .. DIFF_RECURSIVE): the level a step counts at.
enum Level : int {
  kTrivial = 0,
  kBasic = 1,
  kIntermediate = 2,
  kAdvanced = 3,
  kExtreme = 4,
  kUnreasonable = 5,
};

// Solo's killer sub-grades (DIFF_KSINGLE .. DIFF_KINTERSECT).
enum KillerLevel : int {
  kKillerTrivial = 0,
  kKillerSimple = 1,
  kKillerIntermediate = 2,
  kKillerAdvanced = 3,
};

using TechniqueFn = Effect (*)(Board& board, deduce::explain::Step* step);

// Starts `step` as an application of `key` at `level` (latin's begin_step).
inline void begin_step(deduce::explain::Step& step, const char* key, int level) {
  latin::ladder::begin_step(step, key, level);
}

// Premises: a cell with its candidates; a region; a cage (its cells).
void add_cell(deduce::explain::Step& step, const Board& board, int cell);
void add_region(deduce::explain::Step& step, const Board& board, int region);
void add_cage(deduce::explain::Step& step, const KillerCage& cage);

// Conclusions (a placement; eliminations), their words and their replay:
// the Latin ladder's, on this board.
using latin::ladder::add_eliminations;
using latin::ladder::add_place;
using latin::ladder::and_list;
using latin::ladder::apply_conclusions;
using latin::ladder::eliminations_text;
using latin::ladder::or_list;
using latin::ladder::set_text;

}  // namespace deduce::puzzles::sudoku::ladder

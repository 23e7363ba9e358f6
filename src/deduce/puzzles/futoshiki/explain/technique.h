// The shape of a Futoshiki technique: a Latin technique's (see
// latin/explain/technique.h) on the Futoshiki board, and its helpers, with
// one more premise, a sign or mark between two neighbours.
#pragma once

#include "deduce/puzzles/futoshiki/explain/board.h"
#include "deduce/puzzles/latin/explain/technique.h"

namespace deduce::puzzles::futoshiki::ladder {

using latin::ladder::add_cell;
using latin::ladder::add_eliminations;
using latin::ladder::add_line;
using latin::ladder::add_place;
using latin::ladder::apply_conclusions;
using latin::ladder::begin_step;
using latin::ladder::Effect;
using latin::ladder::eliminations_text;
using TechniqueFn = latin::ladder::BasicTechniqueFn<Board>;

// The premise of the relation between neighbours a and b.
void add_relation(deduce::explain::Step& step, const Board& board, int a, int b);

}  // namespace deduce::puzzles::futoshiki::ladder

// The grid's own rules beyond singles, on masks only: shared by the rungs
// that explain them (hall_set.cc, entity_grid.cc) and by the fixpoint that
// trials run without words (fixpoint.cc), so that both reach the same
// conclusions.
//
// Hall sets (within one category, each category a permutation):
// - naked: k values that can only be at k positions between them fill those
//   positions, so no other value of the category can be there;
// - hidden: k positions that only k values can take are filled by those
//   values, so those values can be nowhere else.
// Sets of 2 to kMaxHall values or positions, among the values not yet
// placed; singles (k = 1) are only place left's.
//
// Entity rules (between two categories): a value the clues say is none of
// some values of another category can only be where the others can be
// (context.h lists them). Both rules are monotone: fewer positions never
// allow fewer deductions.
#pragma once

#include "deduce/puzzles/zebra/explain/context.h"
#include "deduce/puzzles/zebra/explain/state.h"

namespace deduce::puzzles::zebra::explain {

inline constexpr int kMaxHall = 4;

struct HallSet {
  bool naked = true;
  Bits values = 0;     // value indices of the category
  Bits positions = 0;  // the positions they fill
};

// The first Hall set of `category` that takes a position from some value:
// sizes from 2 up, naked before hidden for each size, lowest indices first.
// Only naked sets with a value in `values` and hidden sets with a position
// in `positions` are tried: after the category had no Hall set, a set that
// takes something now has a value whose mask changed (naked) or a position
// that lost a value (hidden), since masks only shrink; with those as the
// filters, the set found is the one found without them. Without
// `in_order`, the search starts from the filtered members and finds some
// set that takes something, not necessarily the first (the fixpoint does not
// depend on the order; a trace that is written out does).
bool find_hall_set(const State& s, int category, HallSet& out, Bits values = ~Bits{0},
                   Bits positions = ~Bits{0}, bool in_order = true);

// What a Hall set takes, per value index of the category (0 for none).
void hall_eliminations(const State& s, int category, const HallSet& h, Bits (&gone)[kMaxPositions]);

// The positions entity rule `rule` leaves its value: where some value of
// the other category it may be can be.
Bits entity_allowed(const State& s, const EntityRule& rule);

}  // namespace deduce::puzzles::zebra::explain

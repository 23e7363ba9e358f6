// Drawing random clues that are true in a chosen solution: one rule per
// statement kind (statement_kinds.h), each drawing uniformly among the
// statements of that kind which hold and read naturally.
//
// What "reads naturally" excludes: `is`, `is not` and `is B or C` between
// values of one category (always false or always true), `not next to`
// between values at one position, and `k away` with k < 2 (that is `is` or
// `next to`). A kind that has no such statement on the grid (`between` on
// two positions) draws nothing.
#pragma once

#include <optional>

#include "deduce/puzzles/zebra/puzzle.h"
#include "deduce/util/rng.h"

namespace deduce::puzzles::zebra::generate {

// The solution the clues describe: pos[c][v] and its inverse at[c][p].
struct Solution {
  int n = 0;
  int categories = 0;
  Positions pos;
  std::vector<std::vector<int>> at;

  // Each category a uniformly random permutation of the positions.
  static Solution random(int n, int categories, util::Rng& random);
  ValueRef value_at(int category, int position) const { return {category, at[category][position]}; }
  int position(ValueRef r) const { return pos[r.category][r.value]; }
};

// A random statement of `kind` true in `solution`, or nothing when the kind
// has none on this grid.
std::optional<Statement> draw_statement(StatementKind kind, const Solution& solution,
                                        util::Rng& random);

}  // namespace deduce::puzzles::zebra::generate

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

#include <memory>
#include <optional>

#include "deduce/puzzles/zebra/generate/statement_kinds.h"
#include "deduce/puzzles/zebra/model/puzzle.h"
#include "deduce/util/rng.h"

namespace deduce::puzzles::zebra::generate {

// The solution the clues describe: pos[c][v] and its inverse at[c][p].
struct Solution {
  int n = 0;
  int categories = 0;
  Positions pos;
  std::vector<std::vector<int>> at;
  // A line of n houses: what the published-puzzle statements are read with.
  std::shared_ptr<const Frame> frame;

  // Each category a uniformly random permutation of the positions.
  static Solution random(int n, int categories, util::Rng& random);
  ValueRef value_at(int category, int position) const { return {category, at[category][position]}; }
  int position(ValueRef r) const { return pos[r.category][r.value]; }
};

// Shared by the drawing rules. Another category than c (needs at least two
// categories); a position other than p (needs n >= 2); a value at position
// q in any category, different from `not_this`.
int other_category(int c, int categories, util::Rng& random);
int other_position(int p, int n, util::Rng& random);
ValueRef any_value_at(const Solution& s, int q, ValueRef not_this, util::Rng& random);

// A random statement of `kind` true in `solution`, or nothing when the kind
// has none on this grid.
std::optional<Statement> draw_statement(DrawKind kind, const Solution& solution, util::Rng& random);

// The same for a published-puzzle kind: a kFormula statement whose formula is
// built as the parser builds it from the words statement_text() writes
// (formula_candidates.cc).
std::optional<Statement> draw_extension(DrawKind kind, const Solution& solution, util::Rng& random);

}  // namespace deduce::puzzles::zebra::generate

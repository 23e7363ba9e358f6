// The constraint model of a logic grid on the core store.
//
// Per category c: one position variable per value, pos(c, v) in 0..n-1, and
// one "which value stands at position p" variable, at(c, p) in 0..n-1,
// channelled by Inverse (pos and at are inverse permutations), so a value
// with one place left (a hidden single) is placed by propagation; and a GAC
// all-different on the positions, which finds the Hall sets the channel
// misses. (The all-different alone prunes all the channel does; see
// ModelScope::channel_every_category.) Each clue is one propagator on
// position variables, as strong as it cheaply gets (docs/zebra.md lists their consistency):
//   is                     one shared position variable for the class
//   is not                 NotEqual (domain)
//   is B or C              EitherEqualChoice with a choice variable (domain)
//   at / not at            a domain restriction, no propagator
//   next to / not next to  Distance / NotDistance with k = 1 (domain)
//   left of / right of     Less (bounds = domain)
//   just left / right of   OffsetEqual with k = 1 (domain)
//   between                Between (domain)
//   K away from            Distance (domain)
// and the published-puzzle statements (formula.h; model_formula.cc):
//   at k or m, at an end, in the middle   a domain restriction
//   neither, different:    NotEqual pairs (domain)
//   K left / right of      OffsetEqual (domain)
//   not left / right of    Less with offset -1 (domain)
//   NAME(A)                an index variable z = at(NAME, pos(A)) (ElementAt)
//   the rest (arithmetic, A and B are C and D, combinators, base statements
//   on a circle or a map)  SupportTable over the variables read (domain up
//                          to a product of domain sizes, see support_table.h)
// With `positions: none` the first category's value i is fixed at i.
// A model can be restricted to some clues and some categories: analysis
// re-solves with clues left out, and counting solves each group of
// categories that no clue links to another on its own.
#pragma once

#include <memory>
#include <utility>
#include <vector>

#include "deduce/core/store.h"
#include "deduce/puzzles/zebra/model/puzzle.h"

namespace deduce::puzzles::zebra {

struct ModelScope {
  std::vector<char> clue_on;      // empty: every clue
  std::vector<char> category_on;  // empty: every category
  // false: the at(c, p) channel only in the categories whose at variables a
  // clue reads (NAME(A)). The positions' all-different prunes all the
  // channel would (GAC does, and so do the singles below), so the solutions
  // are the same, but the channel's weight in dom/wdeg is gone and the
  // search order changes: for counts and listings in any order, where it
  // halves the time of the 12x12 grid.
  bool channel_every_category = true;
  // false: each category's positions are a permutation kept by naked and
  // hidden singles (props/permutation.h) instead of GAC all-different: less
  // pruning (no Hall sets of two or more), the same solutions. For counts,
  // whose searches it makes larger but faster (docs/benchmarks.md, "Singles,
  // not GAC, for logic-grid counts").
  bool all_different_gac = true;
  bool clue(std::size_t i) const { return clue_on.empty() || clue_on[i]; }
  bool category(std::size_t c) const { return category_on.empty() || category_on[c]; }
};

class Model {
 public:
  // Posts the model of `puzzle` (limited to `scope`) in `store`, which must
  // be empty. A clue touching a category outside the scope is skipped.
  Model(core::Store& store, const Puzzle& puzzle, const ModelScope& scope = {});

  core::VarId pos(ValueRef r) const { return pos_[r.category * n_ + r.value]; }
  core::VarId at(int category, int position) const { return at_[category * n_ + position]; }
  // The position variables of the categories in scope: the branching variables.
  const std::vector<core::VarId>& branch_vars() const { return branch_; }
  // The choice variables of the "is B or C" clues (also in branch_vars()).
  const std::vector<core::VarId>& choice_vars() const { return choices_; }
  // Reads the positions of a solution (categories out of scope stay -1).
  Positions read(const core::Store& store) const;
  // The same into `out`, reusing its memory (no allocation once it has the
  // model's shape): enumeration reads every solution this way.
  void read_into(const core::Store& store, Positions& out) const;

 private:
  void post_clue(core::Store& s, const Statement& st);
  // model_formula.cc
  void post_formula(core::Store& s, const Formula& f, const Frame& frame,
                    const std::shared_ptr<const Formula>& root);
  // The variable of NAME(A): the index of the value of `category` at pos(r).
  core::VarId number_var(core::Store& s, int category, ValueRef r);

  int n_;
  int categories_;
  std::vector<core::VarId> pos_;  // -1 for categories out of scope
  std::vector<core::VarId> at_;
  std::vector<char> at_read_;         // per category: a clue reads its at variables (NAME(A))
  std::vector<core::VarId> choices_;  // one per "is B or C" clue: which partner
  std::vector<core::VarId> branch_;
  // NAME(A) index variables made so far: (category * values + A's index, var).
  std::vector<std::pair<int, core::VarId>> number_vars_;
};

}  // namespace deduce::puzzles::zebra

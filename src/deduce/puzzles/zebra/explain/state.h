// What a solver of a logic grid knows at one point of an explanation: for
// each value of each category, the positions it can still take.
//
// Variables: value v of category c is var c * n + v (the numbering of
// explain::Conclusion::var for logic grids); positions are 0-based bits of a
// 64-bit mask (core/domain.h), written 1-based to people. A placement sets a
// value's mask to one position and removes that position from the other
// values of its category (each category is a permutation); an elimination
// removes one position. Those two rules are all that replaying the
// conclusions of an explanation needs.
//
// The "same entity" view: two values of different categories are the same
// entity (share a position) or not. relation() reads it off the masks (both
// placed at one position, or masks that no longer meet) and off the `is` and
// `is not` clues, which state it outright.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "deduce/core/domain.h"
#include "deduce/explain/step.h"
#include "deduce/puzzles/zebra/model/puzzle.h"

namespace deduce::puzzles::zebra::explain {

using core::Bits;

enum class Relation : std::uint8_t { kUnknown, kSame, kDifferent };

class State {
 public:
  explicit State(const Puzzle& puzzle);

  const Puzzle& puzzle() const { return *puzzle_; }
  int n() const { return n_; }
  int num_vars() const { return static_cast<int>(masks_.size()); }
  int var(ValueRef r) const { return r.category * n_ + r.value; }
  int category_of(int var) const { return var / n_; }
  Bits full() const { return full_; }

  Bits mask(int var) const { return masks_[var]; }
  bool single(int var) const { return core::is_single(masks_[var]); }
  // The values of `category` (as a bit set of value indices) that can still
  // be at `position`.
  Bits candidates(int category, int position) const;
  // A value whose mask is one position that another value of its category
  // still has: known, but not yet written into the grid.
  bool settled(int var) const;

  void eliminate(int var, int position) { masks_[var] &= ~core::bit(position); }
  void place(int var, int position);
  // Sets a mask outright (the clue filters compute whole masks).
  void restrict(int var, Bits mask) { masks_[var] &= mask; }
  void apply(const deduce::explain::Conclusion& c);

  // Every value has exactly one position left.
  bool solved() const;
  // Some value has no position left, or some position no value of a category.
  bool contradiction() const;

  Relation relation(int a, int b) const;

 private:
  const Puzzle* puzzle_;
  int n_;
  Bits full_;
  std::vector<Bits> masks_;
  // The pairs of values an `is` / `is not` clue relates, sorted keys
  // (a * num_vars + b) * 2 + (1 for `is not`), both orders. Shared: states
  // are copied for every trial and never change what the clues say.
  std::shared_ptr<const std::vector<std::uint64_t>> stated_;
};

}  // namespace deduce::puzzles::zebra::explain

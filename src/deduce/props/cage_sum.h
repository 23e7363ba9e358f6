// CageSum: variables whose values are pairwise distinct sum to a target, a
// killer Sudoku cage (digits d = value + 1; the target is given in values,
// the digits' sum minus the cage's size).
//
// Consistency, to a fixpoint:
// - Bounds of the sum of distinct values: each unfixed variable's bounds
//   against the least and the greatest sums that m-1 distinct values of the
//   other unfixed variables' domains can make (their union's m-1 smallest
//   and largest values, the fixed values taken out). This is bounds(Z)
//   consistency of the sum with the distinctness relaxed to the union of the
//   domains, as in Beldiceanu, Carlsson, Petit and Régin's "An O(n log n)
//   bound consistency algorithm for the conjunction of an alldifferent and an
//   inequality between a sum of variables and a constant" (CP 2012), without
//   its Hall intervals.
// - Combinations, when the cage's value sets number at most kMaxCombos
//   (every cage of a 9x9 killer: at most 126): the sets of distinct values
//   of the cage's size with its sum are listed once when posted; a set
//   survives when it holds every fixed value and every unfixed variable has
//   one of its other values and together they cover them; every domain keeps
//   only values of a surviving set. This is the killer solver's "cage
//   combinations" (Tatham's Solo lists them in its sum_bits tables); it is
//   weaker than GAC of the conjunction (Hall sets of two or more are left
//   to the all-different posted beside it).
// The distinctness itself is not enforced here: post an all-different on the
// same variables (post_cage_sum does).
//
// Cost: O(m * n / 64 + m) word operations a round for the bounds (prefix
// and suffix unions), O(C * m) for C combinations; a round per change,
// at most the sum of the domains' sizes. No allocation while propagating.
// Priority: cheap. Subsumed once every variable is fixed.
#pragma once

#include <array>
#include <vector>

#include "deduce/core/store.h"

namespace deduce::props {

class CageSum : public core::Propagator {
 public:
  static constexpr std::size_t kMaxCombos = 4096;

  // 1 <= xs.size() <= 64, distinct variables with values in 0..values-1;
  // `target` the sum of their values.
  CageSum(core::Store& s, std::vector<core::VarId> xs, int target, int values);
  core::PropStatus propagate(core::Store& s) override;
  const char* name() const override { return "cage_sum"; }

  // The value sets listed (empty when there were more than kMaxCombos).
  const std::vector<core::Bits>& combinations() const { return combos_; }

 private:
  // Appends the sets of `left` more values from `from` up to values-1 that
  // sum to `rest` to combos_; false once more than kMaxCombos.
  bool list(core::Bits chosen, int from, int left, int rest);

  std::vector<core::VarId> xs_;
  int target_;
  int values_;
  std::vector<core::Bits> combos_;
  std::array<core::Bits, 64> dom_;  // scratch of a run
  std::array<int, 64> open_;        // the unfixed variables' indices, scratch
  std::array<core::Bits, 65> prefix_, suffix_;
};

}  // namespace deduce::props

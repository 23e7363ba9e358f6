// AllDifferent: the variables take pairwise distinct values.
//
// Consistency: generalised arc consistency (domain consistency), by Régin's
// method (AAAI 1994): a maximum matching of variables to values, then every
// edge not in the matching survives only if it lies on an alternating cycle
// (its two variables are in one strongly connected component of the
// variable graph) or on an alternating path from a free value.
//
// Before the matching, a cheap value pass removes the values of fixed
// variables from the others, to a fixpoint; when that fixes everything the
// matching is skipped.
//
// Everything is on 64-bit sets (at most 64 variables and values 0..63):
// - the matching is kept between runs (it is still a matching after any
//   backtrack) and only repaired where a matched value left its variable;
//   augmenting paths are found by breadth-first search over value sets;
// - instead of Tarjan's algorithm, the reachability closure of the variable
//   graph is computed with bit-parallel Warshall, O(n^2) word operations,
//   which for n <= 64 is faster than pointer-chasing and needs no stack.
// Cost: O(n^2) word operations per run, plus O(n^2) per repaired match.
// Priority: expensive (runs after the cheap propagators are quiet).
// Reference: J.-C. Régin, "A filtering algorithm for constraints of
// difference in CSPs", AAAI 1994; Gecode int/distinct/dom.hpp.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "deduce/core/store.h"

namespace deduce::props {

class AllDifferent : public core::Propagator {
 public:
  // Requires xs.size() <= 64.
  AllDifferent(core::Store& s, std::vector<core::VarId> xs);
  core::PropStatus propagate(core::Store& s) override;
  const char* name() const override { return "all-different"; }

 private:
  // Removes fixed values from the other variables; false on a clash.
  bool value_pass(core::Store& s, bool& all_fixed);
  // Finds a matching that covers every variable; false if there is none.
  bool repair_matching(core::Store& s);
  bool augment(core::Store& s, int var);

  std::vector<core::VarId> xs_;
  int n_;
  // The matching: value of each variable, variable of each value (-1: none).
  std::array<std::int8_t, 64> var_value_;
  std::array<std::int8_t, 64> value_var_;
  // Scratch, reused on every run so propagation allocates nothing.
  std::array<core::Bits, 64> dom_;
  std::array<core::Bits, 64> reach_;
  std::array<std::int8_t, 64> parent_var_;  // BFS tree of augment(): value -> var that reached it
};

}  // namespace deduce::props

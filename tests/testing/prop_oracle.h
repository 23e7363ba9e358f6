// A brute-force harness for propagators, after Gecode's test/int: a
// constraint is given only by its meaning (`holds` on a full assignment); the
// harness draws random small domains, posts the constraint alone in a store,
// narrows the domains step by step under push/pop levels, and after each
// propagation compares the domains with the projections of all solutions:
// - soundness: no value that belongs to a solution is ever removed;
// - consistency: when the propagator claims domain consistency, every value
//   left belongs to a solution, and failure is reported exactly when no
//   solution is left;
// - on fully fixed domains, propagation succeeds exactly when `holds`;
// - popping a level restores the domains it changed.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "deduce/core/store.h"

namespace deduce::testing {

struct PropSpec {
  std::string name;
  int arity = 2;
  int values = 4;  // domains are subsets of 0..values-1
  std::function<void(core::Store&, const std::vector<core::VarId>&)> post;
  std::function<bool(const std::vector<int>&)> holds;
  bool domain_consistent = true;
};

// Runs `trials` random trials; every mismatch is reported with ADD_FAILURE.
// Returns the number of propagations checked (so a test can assert it did work).
int check_propagator(const PropSpec& spec, int trials, std::uint32_t seed);

}  // namespace deduce::testing

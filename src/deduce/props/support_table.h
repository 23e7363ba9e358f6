// SupportTable: any relation over a few variables, given as a test on a
// full tuple (a "predicate" constraint), propagated by enumerating supports.
//
// Used for the statements that have no propagator of their own: the
// statements of published logic-grid puzzles (arithmetic over ordered
// categories, `A and B are C and D`, the combinators `not:`, `any of:`,
// `exactly k of:` over any statements).
//
// Consistency: domain (generalised arc consistency) whenever the product of
// the domain sizes is at most `limit`: every tuple of the current domains is
// tested, and each value is kept only if some satisfying tuple uses it.
// Above the limit it waits (forward checking by enumeration as soon as the
// product falls under the limit; all variables fixed is a product of 1, so
// the relation is always checked at a leaf). Subsumed when every tuple holds.
// Cost: O(product of domain sizes * cost of the test) per run; nothing is
// allocated (the odometer lives in the propagator).
// Reference: the "extensional by predicate" propagation of Bessiere,
// "Constraint Propagation", Handbook of Constraint Programming (2006), 3.3
// (generic AC with a constraint check); Gecode's `extensional` with a
// predicate is the same idea.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "deduce/core/store.h"

namespace deduce::props {

class TupleTest {
 public:
  virtual ~TupleTest() = default;
  // Whether the relation holds when variable i has value values[i].
  virtual bool holds(const int* values) const = 0;
};

class SupportTable final : public core::Propagator {
 public:
  SupportTable(core::Store& s, std::vector<core::VarId> xs, std::unique_ptr<TupleTest> test,
               std::uint64_t limit);
  core::PropStatus propagate(core::Store& s) override;
  const char* name() const override { return "support-table"; }

 private:
  std::vector<core::VarId> xs_;
  std::unique_ptr<TupleTest> test_;
  std::uint64_t limit_;
  // Scratch of one run: the odometer's domains, digit and values, and the
  // supported values found.
  std::vector<std::vector<int>> values_;
  std::vector<std::size_t> digit_;
  std::vector<int> tuple_;
  std::vector<std::uint64_t> supported_;
};

}  // namespace deduce::props

// ElementAt: z = ys[x], an element constraint on an array of variables.
//
// In a logic grid with ordered categories, NAME(A) is the number of the
// NAME value at A's position: with ys the "which NAME value stands at
// position p" variables, the index of that value is z = ys[pos(A)].
//
// Consistency: domain on x and z; ys[p] is narrowed only once x is fixed to
// p (then ys[p] = z), the strongest that holds without reasoning over the
// disjunction. This is domain consistency for element on variables
// (Gecode's int/element, "domain" level, narrows the same way).
// Cost: O(|ys|) word operations per run (domains are 64-bit sets).
// Reference: Gecode, int/element/view.hpp; Van Hentenryck and Carillon
// (1988), the element constraint.
#pragma once

#include <vector>

#include "deduce/core/store.h"

namespace deduce::props {

class ElementAt final : public core::Propagator {
 public:
  ElementAt(core::Store& s, core::VarId x, std::vector<core::VarId> ys, core::VarId z);
  core::PropStatus propagate(core::Store& s) override;
  const char* name() const override { return "element"; }

 private:
  core::VarId x_;
  std::vector<core::VarId> ys_;
  core::VarId z_;
};

}  // namespace deduce::props

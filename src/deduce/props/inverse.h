// Inverse: xs[i] == j  <=>  ys[j] == i  (xs and ys are inverse permutations).
//
// This is the channel between two views of one permutation: in a Latin
// square, "which value is in cell (r, c)" and "which column holds value v in
// row r". It makes each side all-different and finds hidden singles: when
// value j has a single place i left, ys[j] is fixed and so is xs[i].
//
// Consistency: domain consistency of its decomposition into the n*m binary
// constraints xs[i] == j <=> ys[j] == i: j is in D(xs[i]) iff i is in D(ys[j]),
// and a side fixed to a value fixes its partner. This is the 0/1 cube of a
// Latin square kept in two projections. (Not GAC on the whole permutation:
// that is AllDifferent's job.)
// Cost: O(|removed values|) per changed variable. Advisors record which
// variables changed (a 64-bit mask per side), so a run only looks at those;
// a removal on one side makes the touched variable on the other side pending
// too, and the run loops until both masks are empty.
// Reference: Gecode's channel (int/channel/dom.hpp), here with bit sets and
// without the extra all-different pass (that is the separate AllDifferent).
#pragma once

#include <cstdint>
#include <vector>

#include "deduce/core/store.h"

namespace deduce::props {

class Inverse : public core::Propagator {
 public:
  // Requires xs.size() <= 64 and ys.size() <= 64.
  Inverse(core::Store& s, std::vector<core::VarId> xs, std::vector<core::VarId> ys);
  core::PropStatus propagate(core::Store& s) override;
  bool advise(core::Store& s, int index, core::Event e) override;
  void cancel() override { pending_x_ = pending_y_ = 0; }
  const char* name() const override { return "inverse"; }

 private:
  std::vector<core::VarId> xs_, ys_;
  core::Bits pending_x_, pending_y_;
};

}  // namespace deduce::props

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
//
// Cost: O(removed values). Advisors receive each change with the values it
// removed and accumulate them per variable (a 64-bit set each); a run walks
// only those deltas, and its own changes on the other side are queued the
// same way, so nothing is ever rescanned. An earlier version rescanned every
// missing value of each changed variable and spent half of all Latin-square
// counting time here.
// Reference: Gecode's channel (int/channel/dom.hpp), here with bit sets and
// without the extra all-different pass (that is the separate AllDifferent).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "deduce/core/store.h"

namespace deduce::props {

class Inverse : public core::Propagator {
 public:
  // Requires xs.size() <= 64 and ys.size() <= 64.
  Inverse(core::Store& s, std::vector<core::VarId> xs, std::vector<core::VarId> ys);
  core::PropStatus propagate(core::Store& s) override;
  bool advise(core::Store& s, int index, core::Event e, core::Bits removed) override;
  void cancel() override;
  const char* name() const override { return "inverse"; }

 private:
  // Side 0 is xs, side 1 is ys.
  struct Side {
    std::vector<core::VarId> vars;
    core::Bits pending = 0;                // variables with unprocessed removals
    std::array<core::Bits, 64> removed{};  // their removed values
    core::Bits fixed_pending = 0;          // variables that became fixed
  };
  // Removes `value` from side[s].vars[index], recording the delta.
  bool remove(core::Store& st, int s, int index, int value);
  bool assign(core::Store& st, int s, int index, int value);

  Side side_[2];
};

}  // namespace deduce::props

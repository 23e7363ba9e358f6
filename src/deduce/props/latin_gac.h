// LatinGac: generalised arc consistency of all-different on every line of a
// Latin square's cube: each row, each column, and each value slice (for a
// value v, the rows-to-columns placement of v, which must be a permutation:
// the "value view" of the three-view model).
//
// The third family is what the plain model cannot state: GAC on rows and
// columns finds naked and hidden subsets, GAC on value slices finds the
// fish patterns (X-wing, swordfish) of each value. Together with
// LatinSquare's singles and three-view branching, this gives the pruning of
// the channelled three-view model with GAC on all of its all-different
// constraints, without its 2n^2 extra variables.
//
// Consistency: GAC on each of the 3n all-different constraints (not on their
// conjunction). Cost: O(n^2) word operations per dirty line (BipartiteGac);
// the value slices are read from the cell domains by a bit transpose, O(n^2).
// Each changed cell marks its row, its column and the removed values dirty:
// told by the LatinSquare it is linked to (cell_changed), or else by
// advisors of its own; the propagator's own removals are marked the same way, so a run
// ends at its own fixpoint, unless a line pruned something while others are
// still dirty: then it yields (PropStatus::kYield) so that the singles run
// first. Priority: expensive, after the singles are quiet.
// Reference: Régin, AAAI 1994; for the three views, Dotú, del Val and Cebrián,
// "Redundant modeling for the quasigroup completion problem", CP 2003.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "deduce/core/store.h"
#include "deduce/props/bipartite_gac.h"
#include "deduce/props/latin_square.h"

namespace deduce::props {

template <class D>
class BasicLatinGac : public core::BasicPropagator<D> {
 public:
  using Store = core::BasicStore<D>;
  // cells[r * n + c]; 1 <= n <= kCapacity<D>.
  // singles: the LatinSquare on the same cells, or null (see post_latin_gac).
  // With it, this propagator subscribes to nothing: singles tells it of
  // every change of a cell (cell_changed), the cells are only its scope.
  BasicLatinGac(Store& s, int n, std::vector<core::VarId> cells,
                BasicLatinSquare<D>* singles = nullptr);
  core::PropStatus propagate(Store& s) override;
  bool advise(Store& s, int index, core::Event e, D removed) override;
  void cancel() override { dirty_[0] = dirty_[1] = dirty_[2] = D{}; }
  // Cell (r, c) lost `removed`: what advise() does, and a wake-up, for the
  // linked LatinSquare to call.
  void cell_changed(Store& s, int r, int c, const D& removed) {
    dirty_[kRows] |= core::bit<D>(r);
    dirty_[kCols] |= core::bit<D>(c);
    dirty_[kValues] |= removed & core::first_n<D>(n_);
    s.wake(*this);
  }
  const char* name() const override { return "latin-gac"; }
  bool residual_determined() const override { return true; }

 private:
  static constexpr int kMax = core::kCapacity<D>;
  enum Family { kRows = 0, kCols = 1, kValues = 2 };
  // Whether the singles leave GAC nothing to do on the line in adj_[0..n).
  // With them linked, a line is filtered only at their fixpoint: the cheap
  // queue is empty when this propagator starts or resumes, and a run yields
  // after any line that pruned. There every open member of a line holds at
  // least two of the values no single member takes, and each of those values
  // fits at least two open members (else a naked or hidden single). A line
  // that GAC prunes, or finds without a matching, has a tight set of k
  // members holding k values, k >= 2, whose complement is a tight set of the
  // other values on the other members, also of at least 2: so it has at
  // least four open members, and with four, two of them hold the same two
  // values (a naked pair). Other lines are left as they are (on 9x9 puzzles,
  // half of those that would be filtered). With five or more open members,
  // the line goes on to no_tight_set().
  bool singles_settle(Family family, int line, int n) const;
  // A count that proves, at the singles' fixpoint, that a line of k = open
  // open members (k >= 5) has no tight set for GAC to act on. Such a set S
  // of s members holding s values, which another member also holds, leaves
  // the other k - s values to the other k - s members; both sides have at
  // least two (else a single), so 2 <= s <= k - 2, every member of S has at
  // most s values, and each of the other values at most k - s places. A
  // line without a matching has such an S too (fewer values than members:
  // the singles leave every value a place). So if for no s in 2..k-2 there
  // are s members of at most s values and k - s values of at most k - s
  // places, GAC would neither prune nor fail, and the matching is skipped.
  // A set of two is sharper: two members of the same two values (s = 2), or
  // two values of the same two places (k - s = 2). The places are popcounts
  // of the LatinSquare's masks (exact at its fixpoint), counted in 4-bit
  // fields: lines of up to 15 (longer ones go to the matching, whose
  // cannot_prune() counts itself from 17 up). On the 100 Tatham 9x9 Extreme
  // puzzles of docs/benchmarks.md it settles 2,221 of the 4,268 lines that
  // went to the matching (52%, none of which pruned): 30.85 M to 29.84 M
  // instructions for `deduce solve` (the pairs 0.26 M of that).
  bool no_tight_set(Family family, int line, int n, int open) const;
  // 1 if two of sets[0], sets[step], ... (n of them, n <= 15) are the same
  // set of two, else 0.
  static int same_pair(const D* sets, int n, int step);
  // The advisor's index is (r << kShift) | c: decoded by a shift and a mask,
  // not a division (it runs for every change of every cell).
  static constexpr int kShift = std::countr_zero(static_cast<unsigned>(kMax));
  // Filters one line; records the lines its removals touch.
  bool filter_line(Store& s, Family family, int line, bool& pruned);
  bool narrow(Store& s, int r, int c, const D& keep);

  int n_;
  std::vector<core::VarId> cells_;
  // Read for value slices when set. Its masks equal the cell domains at its
  // fixpoint, and a line is filtered only then: LatinSquare is cheap, so it
  // runs before this expensive propagator starts or resumes after a yield,
  // and every pruning line yields. (A stale mask would be a superset, which
  // only weakens a filter, never makes it unsound.)
  const BasicLatinSquare<D>* singles_;
  D dirty_[3];
  std::vector<BasicBipartiteGac<D>> gac_[3];  // one persistent matching per line
  std::array<D, kMax> adj_;                   // scratch
  std::array<D, kMax> before_;                // scratch
};
using LatinGac = BasicLatinGac<core::Bits>;
extern template class BasicLatinGac<core::Bits>;
extern template class BasicLatinGac<core::WideBits>;

}  // namespace deduce::props

// Nogoods recorded by restarts, propagated by two watched literals.
//
// A nogood is a set of decisions "x = v" that no solution takes all
// together. RestartingSearch (restarts.h) records them at each restart from
// the branch it leaves (Lecoutre, Sais, Tabary and Vidal, "Recording and
// minimizing nogoods from restarts", JSAT 2007): each negative decision
// x != v on that branch means the subtree of x = v below the positive
// decisions before it was searched in full, so those positive decisions plus
// x = v form a nogood (a reduced nld-nogood). Holding them keeps the search
// complete across restarts: a later run never searches those subtrees again.
//
// Propagation: when every literal of a nogood but one holds, the last one's
// value is removed from its variable. Two literals of each nogood are
// watched; a literal "holds" when its variable is fixed to its value, so only
// kFixed events matter, and a watch moves only when its variable is fixed to
// the watched value. Watch lists are kept by literal, not by variable: by
// variable, fixing a cell walked the nogoods watching its other values too,
// and the restarting search spent a third of its time there (order-35 QWH). Watches are never
// undone on backtracking (a literal that stops holding keeps its watch valid), as in SAT solvers.
//
// Nogoods are added at the root of the search only (restarts happen there):
// literals that hold at the root are dropped, a literal that cannot hold
// makes the nogood useless, one literal left is a root removal, none left
// means the root itself has no solution.
#pragma once

#include <cstdint>
#include <vector>

#include "deduce/core/propagator.h"
#include "deduce/core/store.h"

namespace deduce::search {

struct Literal {
  core::VarId var;
  int value;
};

template <class D>
class BasicNogoodStore : public core::BasicPropagator<D> {
 public:
  using Store = core::BasicStore<D>;
  // Watches `vars` (every variable a nogood may mention).
  BasicNogoodStore(Store& s, const std::vector<core::VarId>& vars);
  core::PropStatus propagate(Store& s) override;
  bool advise(Store& s, int index, core::Event e, D removed) override;
  void cancel() override { pending_.clear(); }
  const char* name() const override { return "nogoods"; }

  // Adds a nogood at the search root (see above); false when the root fails.
  // The caller propagates afterwards.
  bool add(Store& s, const std::vector<Literal>& lits);

  // Off: the store keeps the propagator, but it prunes nothing (the search
  // that recorded the nogoods is over; a solution-blocking one must not
  // outlive it).
  void set_enabled(bool on) { enabled_ = on; }
  std::uint64_t size() const { return count_; }

 private:
  static bool holds(const Store& s, const Literal& l) {
    return s.fixed(l.var) && s.value(l.var) == l.value;
  }
  // The watches on x after x was fixed; false on a violated nogood.
  bool wake(Store& s, core::VarId x);

  std::vector<Literal> lits_;         // every nogood's literals, one after another
  std::vector<std::uint32_t> begin_;  // nogood i is lits_[begin_[i] .. begin_[i+1])
  // By literal (var * stride_ + value): the nogoods watching it, so that
  // fixing x to v walks only the nogoods that watch x = v. The stride is one
  // more than the largest value of any watched variable, not the capacity of
  // D: a wide square of order 70 needs 70 lists a cell, not 256.
  std::vector<std::vector<std::uint32_t>> watches_;
  std::size_t stride_ = 1;
  std::size_t slot(const Literal& l) const {
    return static_cast<std::size_t>(l.var) * stride_ + static_cast<std::size_t>(l.value);
  }
  std::vector<core::VarId> pending_;  // variables fixed since the last run
  std::uint64_t count_ = 0;
  bool enabled_ = true;
};
using NogoodStore = BasicNogoodStore<core::Bits>;
extern template class BasicNogoodStore<core::Bits>;
extern template class BasicNogoodStore<core::WideBits>;

}  // namespace deduce::search

// The decision order of the clause-learning search: exponential VSIDS.
//
// Each conflict bumps the variables its analysis met by an increment that
// grows by 1/decay per conflict, so recent conflicts weigh more (Moskewicz et
// al., "Chaff", DAC 2001; the exponential form is MiniSat's, Een and
// Sorensson 2003). The next decision is the unassigned variable of highest
// activity, kept in a binary max-heap; its value is the one it had last
// (phase saving, Pipatsrisawat and Darwiche 2007), at first `true`, which in
// a direct encoding places a value rather than removes one.
#pragma once

#include <cstdint>
#include <vector>

#include "deduce/sat/literal.h"

namespace deduce::sat {

class VarOrder {
 public:
  // `vars` variables, each first tried true; `decay` in (0, 1).
  void init(int vars, double decay);

  void bump(Var v);
  // After each conflict: later bumps count more.
  void decay() { increment_ *= inverse_decay_; }
  // A small random nudge, so that seeds give different searches on ties.
  void perturb(Var v, double amount) { bump_by(v, amount * increment_); }

  // Puts v back as a candidate (it was unassigned by a backjump).
  void reinsert(Var v) {
    if (position_[v] < 0) insert(v);
  }
  // The unassigned variable of highest activity, or -1 when `assigned`
  // says every variable is set. Assigned variables met on the way leave the
  // heap (reinsert() puts them back when they are unassigned).
  template <class IsAssigned>
  Var next(IsAssigned assigned) {
    while (!heap_.empty()) {
      const Var v = heap_.front();
      if (!assigned(v)) return v;
      pop();
    }
    return -1;
  }

  double activity(Var v) const { return activity_[v]; }
  bool phase(Var v) const { return phase_[v] != 0; }
  void save_phase(Var v, bool value) { phase_[v] = value ? 1 : 0; }

 private:
  void bump_by(Var v, double amount);
  void insert(Var v);
  void pop();
  void sift_up(std::size_t i);
  void sift_down(std::size_t i);
  bool above(Var a, Var b) const { return activity_[a] > activity_[b]; }

  std::vector<double> activity_;
  std::vector<std::int32_t> position_;  // index in heap_, -1 when not in it
  std::vector<Var> heap_;
  std::vector<std::uint8_t> phase_;
  double increment_ = 1.0;
  double inverse_decay_ = 1.0 / 0.95;
};

}  // namespace deduce::sat

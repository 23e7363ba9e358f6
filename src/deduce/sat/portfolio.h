// Several clause-learning searches of one problem on threads, racing for
// one answer that does not depend on timing.
//
// On a hard instance the time a clause-learning search takes varies ten
// times and more with its first choices (docs/benchmarks.md, the QWH
// peak): searches seeded differently and run at once finish about when the
// luckiest one does (a portfolio, as in ManySAT, Hamadi, Jabbour and Sais,
// JSAT 2009). Which search wins a race in wall time depends on the
// machine's scheduling, and so would the solution shown for a puzzle with
// several. Here the answer is the one reached first in logical time: the
// literals a search has propagated since the race began, ties going to the
// lower index. A search whose clock passes the best answer's stops, since
// it can no longer win. The searches give each other their short learnt
// clauses only at fixed points of their own clocks (clause_exchange.h), so
// each search is deterministic, and so is the winner: the answer depends on
// the number of searches (the first N of one sequence; search 0 alone is the
// one-thread search, unchanged) and never on timing. Hamadi et al.,
// "Deterministic parallel DPLL" (JSAT 2011), share clauses the same way.
//
// The price: a losing search runs until its clock passes the winner's, and
// a search waits at each exchange for the searches behind it, so more
// searches than cores take longer in wall time, not shorter.
//
// After an answer, add_clause() goes to the winner, and every other search
// becomes a diversified copy of it: the next race (a second solution, or
// the proof that there is none) starts from all that the winner learnt.
#pragma once

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "deduce/budget/limits.h"
#include "deduce/sat/solver.h"

namespace deduce::sat {

class Portfolio {
 public:
  // Propagations between two exchanges of clauses: about 0.25 s of an
  // order-40 search. 2^21 beat 2^19 on both hard sets measured (peak squares
  // 140 s against 154 s, order-35 proofs 2.0 s against 2.8 s;
  // docs/benchmarks.md): exchanging less often keeps the searches apart.
  static constexpr std::uint64_t kShareEpoch = 1U << 21;

  // `base` holds the problem (lines and clauses) and has not searched yet;
  // searches from 1 to 1024 (more are clamped). Search 0 is `base` itself; search i a copy
  // diversified with `seed` and i.
  Portfolio(const Solver& base, int searches, std::uint64_t seed);

  // The race: the answer reached first in logical time, or kUndef when a
  // limit of `budget` (shared by the searches: the node limit counts the
  // decisions of all) stopped every search first. With decision_cap > 0,
  // each search stops after that many decisions in this race, and a race
  // that none finished within it stops `budget` with kLookBound.
  Value solve(budget::Budget& budget, std::uint64_t decision_cap = 0);

  // The model of the last race's winner.
  bool value(Var v) const { return solvers_[0].value(v); }
  // The decisions the winner of the last race took in it.
  std::uint64_t winner_decisions() const { return winner_decisions_; }
  // Adds a clause to the winner (after a model: one that excludes it);
  // the other searches become copies of it. false when unsatisfiable.
  bool add_clause(std::span<const Lit> lits);

  // Searches give each other their learnt clauses of LBD <= 2 at the end
  // of every `epoch` propagations of their own (clause_exchange.h); 0: they
  // share nothing.
  void set_share_epoch(std::uint64_t epoch) { share_epoch_ = epoch; }

  // The work of every search of every race, added up.
  const SolverStats& stats() const { return total_; }

 private:
  // A race on several threads: the winner's index and answer, or -1.
  std::pair<int, Value> race(budget::Budget& budget, std::uint64_t decision_cap);
  void count_work(const std::vector<SolverStats>& before);
  // Seeds searches 1.. from the caller's seed, the race and the index.
  void diversify();
  // Makes searches 1.. diversified copies of search 0, the last winner.
  void resync();

  std::vector<Solver> solvers_;  // the winner of the last race first
  std::uint64_t seed_;
  std::uint64_t races_ = 0;
  bool synced_ = true;  // false after a race, until resync()
  std::uint64_t share_epoch_ = kShareEpoch;
  std::uint64_t winner_decisions_ = 0;
  SolverStats total_;
};

}  // namespace deduce::sat

// A clause-learning (CDCL) search over 0/1 variables with native
// exactly-one constraints, for the first solutions of hard puzzles and the
// proof that there are no more.
//
// Hard Latin-square completion is where learning pays: a SAT solver on the
// plain direct encoding (a variable per cell and value, "exactly one" on each
// cell, each row's value, each column's value) beats constraint search with
// restarts on the heavy tails of quasigroup completion (Ansotegui et al.,
// "The Impact of Balancing on Problem Hardness", 2004, and issue 13's own
// measurements against CaDiCaL). This solver keeps the encoding but not its
// quadratic clauses: an exactly-one line is one constraint that, when a
// variable of it becomes true, sets the others false, and when all but one
// are false, sets that one true. A propagation explains itself as the clause
// it stands for ("not both", or "at least one of the line"), so conflict
// analysis sees the same clauses as a SAT solver would without storing the
// 2.2 million binary clauses of an order-35 square.
//
// The rest is a conventional CDCL loop (MiniSat, Een and Sorensson 2003;
// Glucose, Audemard and Simon 2009): two watched literals with blockers for
// general clauses, first-UIP learning with recursive minimisation, exponential
// VSIDS with phase saving (var_order.h), restarts when the recent learnt
// clauses' LBD runs above the long-run average, and a clause database reduced
// by LBD, keeping clauses of LBD <= 2 and those used since the last reduction.
//
// It is complete: solve() answers kTrue (a model, read with value()), kFalse
// (no model: a proof, whatever the restarts did) or kUndef (the budget
// stopped it). After a model, add_clause() may exclude it and solve() go on.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "deduce/budget/limits.h"
#include "deduce/sat/clause_arena.h"
#include "deduce/sat/literal.h"
#include "deduce/sat/var_order.h"

namespace deduce::sat {

struct SolverStats {
  std::uint64_t decisions = 0;
  std::uint64_t conflicts = 0;
  std::uint64_t propagations = 0;  // literals propagated
  std::uint64_t restarts = 0;
  std::uint64_t learnt = 0;  // clauses learnt (units included)
  std::uint64_t reductions = 0;
  std::uint32_t max_level = 0;  // deepest decision level reached
};

struct SolverSettings {
  std::uint64_t seed = 1;       // varies the initial order among equal variables
  double var_decay = 0.95;      // VSIDS
  double restart_margin = 1.1;  // restart when recent LBD > margin * long-run LBD
  // Conflicts before the first reduction, and how much longer each interval
  // is than the last. Reducing often keeps propagation fast (the watched
  // clauses are most of its time): 1000 and 100 solved nine of ten hard
  // order-36 to -40 squares in 20 s where 2000 and 300 solved eight, in 60%
  // of the time (docs/benchmarks.md).
  std::uint64_t reduce_first = 1000;
  std::uint64_t reduce_step = 100;
  // Alternating modes (CaDiCaL's stabilisation): the search starts focused
  // (restarts by LBD) and switches to stable (restarts on the Luby sequence
  // times stable_unit conflicts, decisions follow the target phase) after
  // mode_first conflicts; each pair of phases is twice as long as the last.
  std::uint64_t mode_first = 1000;
  std::uint64_t stable_unit = 1024;
  bool stable = true;  // false: focused mode only
};

class Solver {
 public:
  explicit Solver(int vars, SolverSettings settings = {});

  int vars() const { return static_cast<int>(value_.size()); }

  // Exactly one of `vars` is true. Lines come before the first solve().
  void add_exactly_one(std::span<const Var> vars);
  // Adds a clause at the root (the search returns there first): after a
  // model, a clause that excludes it. false when the problem is now
  // unsatisfiable at the root.
  bool add_clause(std::span<const Lit> lits);

  // Asked before every decision; true stops the search with kUndef (a
  // race between solvers, portfolio.h, stops the ones that lost).
  using Pause = std::function<bool(const SolverStats&)>;
  Value solve(budget::Budget& budget, const Pause& pause = {});
  // Another search of the same problem: decisions take the variables in a
  // seeded random order among those of close activity, and a solver that
  // has searched already keeps what it learnt (portfolio.h). A solver is
  // copied, clauses and all, with its copy constructor.
  void diversify(std::uint64_t seed);

  // Sharing between searches (portfolio.h). With a sink set, every learnt
  // clause of LBD <= 2 (units included) is appended to it, flat: its size,
  // then its literals' codes. import() takes clauses in the same form, learnt
  // by another search of the same problem, and adds them as learnt clauses
  // at this search's next restart.
  void set_export(std::vector<std::uint32_t>* sink) { export_ = sink; }
  void import(std::span<const std::uint32_t> flat) {
    imports_.insert(imports_.end(), flat.begin(), flat.end());
  }
  // A variable's value in the model solve() just returned kTrue with.
  bool value(Var v) const { return value_[v] == Value::kTrue; }

  const SolverStats& stats() const { return stats_; }

 private:
  // Why a variable has its value: a decision or root fact, the literal that
  // was set true in a line with it (the binary clause "not both"), the line
  // whose other variables are all false, or a clause.
  enum class Kind : std::uint32_t { kNone = 0, kBinary = 1, kLine = 2, kClause = 3 };
  struct Reason {
    std::uint32_t bits = 0;
    static Reason make(Kind k, std::uint32_t payload) {
      return Reason{(static_cast<std::uint32_t>(k) << 30) | payload};
    }
    Kind kind() const { return static_cast<Kind>(bits >> 30); }
    std::uint32_t payload() const { return bits & 0x3FFFFFFFU; }
  };
  // A conflict: a clause all of whose literals are false, named like a
  // reason, with kBinary holding the pair (first, second).
  struct Conflict {
    Reason what;
    Lit second{};
    bool none() const { return what.bits == 0; }
  };
  struct Watch {
    ClauseRef clause;
    Lit blocker;  // a literal of the clause: when true, the clause is satisfied
  };

  int level() const { return static_cast<int>(trail_limits_.size()); }
  Value value(Lit l) const { return value_of(value_[l.var()], l); }
  std::span<const Var> line(std::uint32_t l) const {
    // data() + offset, not &v[offset]: an empty line may sit at the end.
    return {line_vars_.data() + line_start_[l], line_start_[l + 1] - line_start_[l]};
  }
  std::span<const std::uint32_t> lines_of(Var v) const {
    return {var_lines_.data() + var_line_start_[v], var_line_start_[v + 1] - var_line_start_[v]};
  }

  void freeze();  // builds the index from variables to lines
  // The unassigned variable VSIDS decides next, -1 when all are assigned.
  Var next_unassigned() {
    return order_.next([this](Var v) { return value_[v] != Value::kUndef; });
  }
  void assign(Lit p, Reason why);
  // The lines' counts after p became true (assign, and freeze for the root
  // facts set before the lines were indexed).
  void count_in_lines(Lit p);
  void unassign(Var v);
  void backjump(int to);
  Conflict propagate();  // propagate.cc
  Conflict propagate_lines(Lit p);
  Conflict propagate_clauses(Lit p);
  void watch(ClauseRef c);

  // analyze.cc: the first-UIP clause of `conflict` into learnt_, minimised,
  // with the level to jump back to and its LBD.
  void analyze(Conflict conflict, int& jump_to, std::uint32_t& lbd);
  bool redundant(Lit p, std::uint32_t levels);
  void bump_reasons();
  std::uint32_t count_levels(std::span<const Lit> lits);
  // Calls f(l) for every false literal of `why`, the reason of `implied`
  // (or, with implied == -1, of the conflict); stops when f returns false.
  template <class F>
  bool for_each_antecedent(Reason why, Lit second, Var implied, F&& f);

  bool should_restart();
  void switch_mode();
  // The level a restart goes back to: the decisions that the variable
  // ordering would take again first are kept (trail reuse, van der Tak,
  // Ramos and Heule, JSAT 2011).
  int reuse_level();
  // In stable mode: keep as target the values of the longest consistent
  // trail seen so far (Biere and Fleury, "Chasing target phases", 2020),
  // which decisions in stable mode then follow. It is never reset: resetting
  // it at each switch of mode, or rephasing to the best trail every thousand
  // conflicts, solved four of ten hard order-36 to -40 squares in 20 s where
  // keeping it solved eight (docs/benchmarks.md).
  void save_target();
  bool decide_phase(Var v) const {
    if (stable_mode_ && target_[v] >= 0) return target_[v] != 0;
    return order_.phase(v);
  }
  void learn(int jump_to, std::uint32_t lbd);
  // At level 0: adds the clause without its false literals (as a fact
  // when one literal is left); false when none is left. A satisfied or
  // tautological clause is dropped.
  bool add_at_root(std::span<const Lit> lits, bool learnt, std::uint32_t lbd);
  // At level 0: adds the imported clauses; false when one is empty there.
  bool add_imports();
  void reduce();
  bool locked(ClauseRef c) const;

  SolverSettings settings_;
  std::vector<Value> value_;
  std::vector<std::int32_t> level_of_;
  std::vector<Reason> reason_;
  std::vector<std::uint8_t> seen_;
  std::vector<Lit> trail_;
  std::vector<std::uint32_t> trail_limits_;  // trail size at each decision
  std::size_t head_ = 0;                     // next trail literal to propagate

  // Lines, flattened: line l holds line_vars_[line_start_[l] .. line_start_[l + 1]).
  std::vector<std::uint32_t> line_start_{0};
  std::vector<Var> line_vars_;
  std::vector<std::uint32_t> var_line_start_;
  std::vector<std::uint32_t> var_lines_;
  std::vector<Var> true_in_line_;  // -1 while no variable of the line is true
  std::vector<std::uint32_t> false_in_line_;
  bool frozen_ = false;

  ClauseArena arena_;
  std::vector<std::vector<Watch>> watches_;  // by literal: clauses watching it
  std::vector<ClauseRef> learnts_;
  VarOrder order_;
  bool unsat_ = false;

  // Conflict analysis scratch (no allocation once warm).
  std::vector<Lit> learnt_;
  std::vector<Lit> stack_;
  std::vector<Lit> to_clear_;
  std::vector<std::uint32_t> level_stamp_;
  std::uint32_t stamp_ = 0;

  // Restarts and reductions.
  double lbd_fast_ = 0;
  double lbd_slow_ = 0;
  std::uint64_t since_restart_ = 0;
  bool stable_mode_ = false;
  std::uint64_t next_switch_ = 0;
  std::uint64_t mode_length_ = 0;
  std::uint64_t luby_index_ = 0;
  std::uint64_t luby_limit_ = 0;
  std::vector<std::int8_t> target_;  // by variable: -1 none, else the target value
  std::size_t target_size_ = 0;
  std::uint64_t next_reduce_ = 0;
  std::uint64_t reduce_interval_ = 0;

  std::vector<std::uint32_t>* export_ = nullptr;
  std::vector<std::uint32_t> imports_;

  SolverStats stats_;
};

}  // namespace deduce::sat

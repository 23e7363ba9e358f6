#include "deduce/sat/solver.h"

#include <algorithm>

#include "deduce/util/luby.h"
#include "deduce/util/rng.h"

namespace deduce::sat {

namespace {
// The weights of the two moving averages of learnt-clause LBD that decide
// restarts (Biere and Froehlich, "Evaluating CDCL restart schemes", 2015):
// the fast one follows the last thirty or so conflicts, the slow one the run.
constexpr double kFastWeight = 1.0 / 32;
constexpr double kSlowWeight = 1.0 / 100000;
constexpr std::uint64_t kMinRestartInterval = 2;
}  // namespace

Solver::Solver(int vars, SolverSettings settings) : settings_(settings) {
  const auto n = static_cast<std::size_t>(vars);
  value_.assign(n, Value::kUndef);
  level_of_.assign(n, 0);
  reason_.assign(n, Reason{});
  seen_.assign(n, 0);
  watches_.resize(2 * n);
  trail_.reserve(n);
  order_.init(vars, settings.var_decay);
  // Seeds order the variables differently among equals (all start at 0).
  util::SplitMix64 rng(settings.seed);
  if (settings.seed != 1)
    for (Var v = 0; v < vars; ++v) order_.perturb(v, 1e-6 * static_cast<double>(rng.below(1000)));
  reduce_interval_ = settings.reduce_first;
  next_reduce_ = settings.reduce_first;
  target_.assign(n, -1);
  mode_length_ = settings.mode_first;
  next_switch_ = settings.stable ? settings.mode_first : ~std::uint64_t{0};
}

void Solver::add_exactly_one(std::span<const Var> vars) {
  line_vars_.insert(line_vars_.end(), vars.begin(), vars.end());
  line_start_.push_back(static_cast<std::uint32_t>(line_vars_.size()));
}

void Solver::freeze() {
  frozen_ = true;
  const std::size_t lines = line_start_.size() - 1;
  true_in_line_.assign(lines, -1);
  false_in_line_.assign(lines, 0);
  var_line_start_.assign(value_.size() + 1, 0);
  for (Var v : line_vars_) ++var_line_start_[static_cast<std::size_t>(v) + 1];
  for (std::size_t v = 0; v < value_.size(); ++v) var_line_start_[v + 1] += var_line_start_[v];
  var_lines_.resize(line_vars_.size());
  std::vector<std::uint32_t> fill(var_line_start_.begin(), var_line_start_.end() - 1);
  for (std::uint32_t l = 0; l < lines; ++l)
    for (Var v : line(l)) var_lines_[fill[v]++] = l;
  // Root facts given before the lines were indexed count now.
  for (Lit p : trail_) count_in_lines(p);
  // A line with no variable cannot hold; one with one variable forces it.
  for (std::uint32_t l = 0; l < lines && !unsat_; ++l) {
    const std::span<const Var> vs = line(l);
    if (vs.empty()) unsat_ = true;
    if (vs.size() == 1) {
      const Value val = value_[vs[0]];
      if (val == Value::kFalse) unsat_ = true;
      if (val == Value::kUndef) assign(Lit::pos(vs[0]), Reason{});
    }
  }
}

bool Solver::add_clause(std::span<const Lit> lits) {
  if (unsat_) return false;
  backjump(0);
  return add_at_root(lits, false, 0);
}

bool Solver::add_at_root(std::span<const Lit> lits, bool learnt, std::uint32_t lbd) {
  std::vector<Lit> kept;
  for (Lit l : lits) {
    const Value v = value(l);
    if (v == Value::kTrue) return true;  // satisfied at the root for good
    if (v == Value::kFalse) continue;
    if (std::find(kept.begin(), kept.end(), ~l) != kept.end()) return true;  // tautology
    if (std::find(kept.begin(), kept.end(), l) == kept.end()) kept.push_back(l);
  }
  if (kept.empty()) {
    unsat_ = true;
    return false;
  }
  if (kept.size() == 1) {
    assign(kept[0], Reason{});
    return true;
  }
  const ClauseRef c = arena_.add(kept, learnt, lbd);
  if (learnt) learnts_.push_back(c);
  watch(c);
  return true;
}

void Solver::watch(ClauseRef c) {
  const Lit* l = arena_.lits(c);
  watches_[l[0].x].push_back(Watch{c, l[1]});
  watches_[l[1].x].push_back(Watch{c, l[0]});
}

void Solver::assign(Lit p, Reason why) {
  const Var v = p.var();
  value_[v] = p.negated() ? Value::kFalse : Value::kTrue;
  level_of_[v] = level();
  reason_[v] = why;
  trail_.push_back(p);
  if (frozen_) count_in_lines(p);
}

void Solver::count_in_lines(Lit p) {
  const Var v = p.var();
  if (p.negated()) {
    for (std::uint32_t l : lines_of(v)) ++false_in_line_[l];
  } else {
    for (std::uint32_t l : lines_of(v))
      if (true_in_line_[l] < 0) true_in_line_[l] = v;
  }
}

void Solver::unassign(Var v) {
  const bool was_true = value_[v] == Value::kTrue;
  if (was_true) {
    for (std::uint32_t l : lines_of(v))
      if (true_in_line_[l] == v) true_in_line_[l] = -1;
  } else {
    for (std::uint32_t l : lines_of(v)) --false_in_line_[l];
  }
  value_[v] = Value::kUndef;
  order_.save_phase(v, was_true);
  order_.reinsert(v);
}

void Solver::backjump(int to) {
  if (level() <= to) return;
  const std::uint32_t keep = trail_limits_[static_cast<std::size_t>(to)];
  for (std::size_t i = trail_.size(); i > keep; --i) unassign(trail_[i - 1].var());
  trail_.resize(keep);
  trail_limits_.resize(static_cast<std::size_t>(to));
  head_ = std::min<std::size_t>(head_, keep);
}

bool Solver::should_restart() {
  if (stable_mode_) {
    if (since_restart_ < luby_limit_) return false;
    luby_limit_ = util::luby(++luby_index_) * settings_.stable_unit;
    return true;
  }
  return since_restart_ >= kMinRestartInterval && lbd_fast_ > settings_.restart_margin * lbd_slow_;
}

void Solver::switch_mode() {
  stable_mode_ = !stable_mode_;
  if (!stable_mode_) mode_length_ *= 2;
  next_switch_ = stats_.conflicts + mode_length_;
  luby_index_ = 1;
  luby_limit_ = settings_.stable_unit;
  since_restart_ = 0;
  backjump(0);
}

int Solver::reuse_level() {
  const Var next = next_unassigned();
  if (next < 0) return 0;
  const double bar = order_.activity(next);
  int keep = 0;
  while (keep < level() &&
         order_.activity(trail_[trail_limits_[static_cast<std::size_t>(keep)]].var()) > bar)
    ++keep;
  return keep;
}

void Solver::save_target() {
  // The trail below the conflict's level is consistent.
  const std::size_t size = trail_limits_.empty() ? trail_.size() : trail_limits_.back();
  if (stable_mode_ && size > target_size_) {
    target_size_ = size;
    for (std::size_t i = 0; i < size; ++i) target_[trail_[i].var()] = trail_[i].negated() ? 0 : 1;
  }
}

void Solver::learn(int jump_to, std::uint32_t lbd) {
  ++stats_.learnt;
  if (export_ != nullptr && lbd <= 2) {
    export_->push_back(static_cast<std::uint32_t>(learnt_.size()));
    for (Lit l : learnt_) export_->push_back(l.x);
  }
  backjump(jump_to);
  if (learnt_.size() == 1) {
    assign(learnt_[0], Reason{});
    return;
  }
  const ClauseRef c = arena_.add(learnt_, true, lbd);
  learnts_.push_back(c);
  watch(c);
  assign(learnt_[0], Reason::make(Kind::kClause, c));
}

void Solver::diversify(std::uint64_t seed) {
  // A nudge of up to one current bump: at the start (every activity 0) a
  // random order; later, variables bumped in the last few conflicts swap
  // places, the long-run ranking stays.
  util::SplitMix64 rng(seed);
  for (Var v = 0; v < vars(); ++v) order_.perturb(v, static_cast<double>(rng.below(1024)) / 1024);
}

Value Solver::solve(budget::Budget& budget, const Pause& pause) {
  if (!frozen_) freeze();
  if (unsat_) return Value::kFalse;
  backjump(0);
  for (;;) {
    const Conflict conflict = propagate();
    if (!conflict.none()) {
      ++stats_.conflicts;
      ++since_restart_;
      if (level() == 0) {
        unsat_ = true;
        return Value::kFalse;
      }
      save_target();
      int jump_to = 0;
      std::uint32_t lbd = 0;
      analyze(conflict, jump_to, lbd);
      learn(jump_to, lbd);
      order_.decay();
      const double g = static_cast<double>(lbd);
      if (stats_.conflicts == 1) {
        lbd_fast_ = lbd_slow_ = g;
      } else {
        lbd_fast_ += kFastWeight * (g - lbd_fast_);
        lbd_slow_ += kSlowWeight * (g - lbd_slow_);
      }
      continue;
    }
    if (stats_.conflicts >= next_reduce_) {
      reduce();
      reduce_interval_ += settings_.reduce_step;
      next_reduce_ = stats_.conflicts + reduce_interval_;
    }
    if (stats_.conflicts >= next_switch_) switch_mode();
    if (should_restart()) {
      ++stats_.restarts;
      since_restart_ = 0;
      if (imports_.empty()) {
        backjump(reuse_level());
      } else {
        backjump(0);
        if (!add_imports()) return Value::kFalse;
        continue;  // propagate what they imply
      }
    }
    const Var next = next_unassigned();
    if (next < 0) return Value::kTrue;
    if (pause && pause(stats_)) return Value::kUndef;
    if (budget.spend()) return Value::kUndef;
    ++stats_.decisions;
    trail_limits_.push_back(static_cast<std::uint32_t>(trail_.size()));
    stats_.max_level = std::max(stats_.max_level, static_cast<std::uint32_t>(level()));
    assign(decide_phase(next) ? Lit::pos(next) : Lit::neg(next), Reason{});
  }
}

bool Solver::add_imports() {
  // Each is a learnt clause of LBD <= 2 in its own search: kept as glue.
  bool possible = true;
  for (std::size_t at = 0; at < imports_.size() && possible; at += 1 + imports_[at]) {
    const auto* lits = reinterpret_cast<const Lit*>(imports_.data() + at + 1);
    possible = add_at_root({lits, imports_[at]}, true, 2);
  }
  imports_.clear();
  return possible;
}

bool Solver::locked(ClauseRef c) const {
  const Lit first = arena_.lits(c)[0];
  const Reason r = reason_[first.var()];
  return value(first) == Value::kTrue && r.kind() == Kind::kClause && r.payload() == c;
}

void Solver::reduce() {
  ++stats_.reductions;
  std::vector<ClauseRef> candidates;
  for (ClauseRef c : learnts_) {
    if (arena_.lbd(c) <= 2 || locked(c)) continue;
    if (arena_.used(c)) {
      arena_.set_used(c, false);
      continue;
    }
    candidates.push_back(c);
  }
  std::sort(candidates.begin(), candidates.end(), [this](ClauseRef a, ClauseRef b) {
    if (arena_.lbd(a) != arena_.lbd(b)) return arena_.lbd(a) > arena_.lbd(b);
    return arena_.size(a) > arena_.size(b);
  });
  for (std::size_t i = 0; i < candidates.size() / 2; ++i) arena_.remove(candidates[i]);
  // Move the live clauses down and redirect reasons and watches to them. The
  // watched literals of a clause are always its first two, so rebuilding the
  // lists from them gives back the same watches at any level.
  arena_.compact();
  for (Lit p : trail_) {
    Reason& r = reason_[p.var()];
    if (r.kind() == Kind::kClause) r = Reason::make(Kind::kClause, arena_.forward(r.payload()));
  }
  for (auto& ws : watches_) ws.clear();
  learnts_.clear();
  for (ClauseRef c : arena_.live()) {
    watch(c);
    if (arena_.learnt(c)) learnts_.push_back(c);
  }
}

}  // namespace deduce::sat

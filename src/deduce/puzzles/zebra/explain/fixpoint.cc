#include "deduce/puzzles/zebra/explain/fixpoint.h"

#include "deduce/puzzles/zebra/explain/clue_filter.h"
#include "deduce/puzzles/zebra/explain/formula_filter.h"
#include "deduce/puzzles/zebra/explain/grid_rules.h"

namespace deduce::puzzles::zebra::explain {
namespace {

// The work left: clues to filter again and categories to scan for singles,
// each queued once. A change to a value requeues its clues and category.
// The queues live in buffers kept from one run to the next (propagate is
// called thousands of times a trial sweep and never from inside itself), so
// a run allocates nothing once the buffers have grown.
class Worklist {
 public:
  Worklist(const State& s, const Context& ctx, bool pairs)
      : ctx_(ctx), pairs_enabled_(pairs), q_(buffers().in_use ? own_ : buffers()) {
    q_.in_use = true;
    const std::size_t categories = s.puzzle().num_categories();
    q_.clue_queued.resize(ctx.clue_vars.size(), 0);
    q_.category_queued.resize(categories, 0);
    q_.grid_queued.resize(categories, 0);
    q_.pair_queued.resize(pairs ? ctx.pairs.size() : 0, 0);
    q_.quiet_known.assign(categories, 0);
    q_.quiet.resize(static_cast<std::size_t>(s.num_vars()));
  }
  Worklist(const Worklist&) = delete;
  Worklist& operator=(const Worklist&) = delete;
  // A run that fails leaves work queued: clear it for the next run.
  ~Worklist() {
    for (int clue : q_.clues) q_.clue_queued[clue] = 0;
    for (int c : q_.categories) q_.category_queued[c] = 0;
    for (int c : q_.grids) q_.grid_queued[c] = 0;
    for (int pair : q_.pairs) q_.pair_queued[pair] = 0;
    q_.clues.clear(), q_.categories.clear(), q_.grids.clear(), q_.pairs.clear();
    q_.in_use = false;
  }

  void touch(const State& s, int var) {
    for (int clue : ctx_.clues_of[var]) {
      if (!q_.clue_queued[clue]) q_.clue_queued[clue] = 1, q_.clues.push_back(clue);
    }
    if (pairs_enabled_) {
      for (int pair : ctx_.pairs_of[var]) {
        if (!q_.pair_queued[pair]) q_.pair_queued[pair] = 1, q_.pairs.push_back(pair);
      }
    }
    const int c = s.category_of(var);
    if (!q_.category_queued[c]) q_.category_queued[c] = 1, q_.categories.push_back(c);
    if (!q_.grid_queued[c]) q_.grid_queued[c] = 1, q_.grids.push_back(c);
  }
  void touch_all(const State& s) {
    for (int v = 0; v < s.num_vars(); ++v) touch(s, v);
  }
  bool pop_clue(int& clue) { return pop(q_.clues, q_.clue_queued, clue); }
  bool pop_pair(int& pair) { return pop(q_.pairs, q_.pair_queued, pair); }
  bool pop_category(int& c) { return pop(q_.categories, q_.category_queued, c); }
  // Hall sets and entity rules cost more than clues and singles: a category
  // waits for them until those are quiet.
  bool pop_grid(int& c) { return pop(q_.grids, q_.grid_queued, c); }

  // The masks category c had when it last had no Hall set (grid_rules.h:
  // only a set with a value or position that changed since can be new), or
  // null when not known.
  const Bits* quiet(const State& s, int c) const {
    return q_.quiet_known[c] ? &q_.quiet[static_cast<std::size_t>(c) * s.n()] : nullptr;
  }
  void set_quiet(const State& s, int c) {
    for (int v = 0; v < s.n(); ++v) q_.quiet[c * s.n() + v] = s.mask(c * s.n() + v);
    q_.quiet_known[c] = 1;
  }
  // All categories quiet at `masks` (a fixpoint of the same rungs).
  void set_all_quiet(const Bits* masks, int num_vars) {
    for (int v = 0; v < num_vars; ++v) q_.quiet[v] = masks[v];
    for (char& known : q_.quiet_known) known = 1;
  }

 private:
  struct Buffers {
    bool in_use = false;
    std::vector<int> clues, categories, grids, pairs;
    std::vector<char> clue_queued, category_queued, grid_queued, pair_queued, quiet_known;
    std::vector<Bits> quiet;
  };
  static Buffers& buffers() {
    static thread_local Buffers b;
    return b;
  }
  static bool pop(std::vector<int>& queue, std::vector<char>& queued, int& out) {
    if (queue.empty()) return false;
    out = queue.back();
    queue.pop_back();
    queued[out] = 0;
    return true;
  }

  const Context& ctx_;
  bool pairs_enabled_;
  Buffers own_;  // only when the shared buffers are taken
  Buffers& q_;
};

// Records one application in a trace: the masks of the watched vars
// before, compared after (kept in place: no allocation but the event's).
class Recorder {
 public:
  Recorder(const State& s, Trace* trace, TraceEvent::Kind kind, int index)
      : s_(s), trace_(trace), kind_(kind), index_(index) {}
  void watch(int var) {
    if (trace_ && var >= 0 && count_ < kMaxPositions) {
      vars_[count_] = var, before_[count_] = s_.mask(var), ++count_;
    }
  }
  void watch_category(int c) {
    for (int v = c * s_.n(); v < (c + 1) * s_.n(); ++v) watch(v);
  }
  // Call after the application; `ok` false when it failed.
  void done(bool ok) {
    if (!trace_) return;
    TraceEvent e{kind_, index_, {}};
    for (int i = 0; i < count_; ++i) {
      if (s_.mask(vars_[i]) != before_[i]) e.writes.emplace_back(vars_[i], s_.mask(vars_[i]));
    }
    if (!ok || !e.writes.empty()) trace_->push_back(std::move(e));
  }

 private:
  const State& s_;
  Trace* trace_;
  TraceEvent::Kind kind_;
  int index_;
  int count_ = 0;
  int vars_[kMaxPositions];
  Bits before_[kMaxPositions];
};

// Filters one clue; false on a contradiction.
bool filter_clue(State& s, const Context& ctx, int clue, Worklist& work) {
  const Statement& st = s.puzzle().clues[clue].statement;
  if (st.kind == StatementKind::kFormula) {
    const std::vector<int>& vars = ctx.formula_vars[clue];
    const std::vector<Bits> now = formula_filter(s, st, vars);
    for (std::size_t k = 0; k < vars.size(); ++k) {
      if (s.mask(vars[k]) == now[k]) continue;
      s.restrict(vars[k], now[k]);
      if (s.mask(vars[k]) == 0) return false;
      work.touch(s, vars[k]);
    }
    return true;
  }
  const ClueVars& v = ctx.clue_vars[clue];
  const ClueMasks before{s.mask(v.a), v.b >= 0 ? s.mask(v.b) : Bits{0},
                         v.c >= 0 ? s.mask(v.c) : Bits{0}};
  const ClueMasks after = filter_fixpoint(st, before, s.full());
  if (after == before) return true;
  const int vars[3] = {v.a, v.b, v.c};
  const Bits now[3] = {after.a, after.b, after.c};
  for (int k = 0; k < 3; ++k) {
    if (vars[k] < 0 || s.mask(vars[k]) == now[k]) continue;
    s.restrict(vars[k], now[k]);
    if (s.mask(vars[k]) == 0) return false;
    work.touch(s, vars[k]);
  }
  return true;
}

// Only place left in category c, both ways; false on a contradiction. The
// positions one value or more / two values or more can take are found in
// one pass over the category (word operations, no loop over positions).
bool singles(State& s, int c, Worklist& work) {
  const int n = s.n();
  const int first = c * n;
  Bits before[kMaxPositions];
  for (int v = 0; v < n; ++v) before[v] = s.mask(first + v);
  for (bool again = true; again;) {
    again = false;
    Bits one = 0, two = 0;
    for (int v = 0; v < n; ++v) {
      const Bits m = s.mask(first + v);
      if (m == 0) return false;
      two |= one & m;
      one |= m;
    }
    if (one != s.full()) return false;  // a position no value can take
    for (int v = 0; v < n; ++v) {
      const Bits m = s.mask(first + v);
      // A value with one position left that another value still has; or a
      // position only this value can take, where it has more.
      const Bits only = m & ~two;
      if ((core::is_single(m) && (m & two)) || (only && m != only)) {
        if (!core::is_single(only) && only) return false;  // two positions only it can take
        s.place(first + v, core::min_value(core::is_single(m) ? m : only));
        again = true;
        break;
      }
    }
  }
  for (int v = 0; v < n; ++v) {
    if (s.mask(first + v) != before[v]) work.touch(s, first + v);
  }
  return true;
}

// Hall sets in category c and the entity rules that read it (grid_rules.h);
// false on a contradiction.
bool grid(State& s, const Context& ctx, int c, Worklist& work, Trace* trace) {
  const int n = s.n();
  HallSet h;
  for (;;) {
    // Only sets with a value or position that changed since the category was
    // last quiet can be new (grid_rules.h). With a trace, the sets are
    // tried in the ladder's order, so that its lines read as the ladder's.
    Bits values = ~Bits{0}, positions = ~Bits{0};
    if (const Bits* quiet = work.quiet(s, c)) {
      values = positions = 0;
      for (int v = 0; v < n; ++v) {
        const Bits m = s.mask(c * n + v);
        if (m != quiet[v]) values |= core::bit(v), positions |= quiet[v] & ~m;
      }
    }
    if (!find_hall_set(s, c, h, values, positions, trace != nullptr)) {
      work.set_quiet(s, c);
      break;
    }
    Bits gone[kMaxPositions];
    hall_eliminations(s, c, h, gone);
    Recorder rec(s, trace, TraceEvent::Kind::kHall, c);
    rec.watch_category(c);
    for (int v = 0; v < n; ++v) {
      if (!gone[v]) continue;
      s.restrict(c * n + v, ~gone[v]);
      if (s.mask(c * n + v) == 0) return rec.done(false), false;
      work.touch(s, c * n + v);
    }
    rec.done(true);
  }
  for (int r : ctx.rules_reading[c]) {
    const EntityRule& rule = ctx.entity_rules[r];
    const Bits allowed = entity_allowed(s, rule);
    if (allowed == s.mask(rule.var)) continue;
    Recorder rec(s, trace, TraceEvent::Kind::kEntity, r);
    rec.watch(rule.var);
    s.restrict(rule.var, allowed);
    rec.done(allowed != 0);
    if (allowed == 0) return false;
    work.touch(s, rule.var);
  }
  return true;
}

}  // namespace

namespace {

bool run(State& s, const Context& ctx, Worklist& work, Trace* trace = nullptr);

}  // namespace

bool propagate(State& s, const Context& ctx, int max_level, int changed_category, Trace* trace) {
  Worklist work(s, ctx, max_level >= kHard);
  if (changed_category < 0) {
    work.touch_all(s);
  } else {
    for (int v = changed_category * s.n(); v < (changed_category + 1) * s.n(); ++v)
      work.touch(s, v);
    // The other categories are as they were at the fixpoint: no Hall set.
    for (int c = 0; c < s.puzzle().num_categories(); ++c) {
      if (c != changed_category) work.set_quiet(s, c);
    }
  }
  return run(s, ctx, work, trace);
}

bool propagate_from(State& s, const Context& ctx, int max_level, const Bits* fixpoint,
                    bool fixpoint_is_quiet) {
  Worklist work(s, ctx, max_level >= kHard);
  for (int v = 0; v < s.num_vars(); ++v) {
    if (s.mask(v) != fixpoint[v]) work.touch(s, v);
  }
  if (fixpoint_is_quiet) work.set_all_quiet(fixpoint, s.num_vars());
  return run(s, ctx, work);
}

namespace {

bool run(State& s, const Context& ctx, Worklist& work, Trace* trace) {
  for (;;) {
    int clue = 0, c = 0, pair = 0;
    if (work.pop_clue(clue)) {
      Recorder rec(s, trace, TraceEvent::Kind::kClue, clue);
      const ClueVars& v = ctx.clue_vars[clue];
      rec.watch(v.a), rec.watch(v.b), rec.watch(v.c);
      const bool ok = filter_clue(s, ctx, clue, work);
      rec.done(ok);
      if (!ok) return false;
    } else if (work.pop_category(c)) {
      Recorder rec(s, trace, TraceEvent::Kind::kSingles, c);
      rec.watch_category(c);
      const bool ok = singles(s, c, work);
      rec.done(ok);
      if (!ok) return false;
    } else if (work.pop_grid(c)) {
      if (!grid(s, ctx, c, work, trace)) return false;
    } else if (work.pop_pair(pair)) {
      const auto [i, j] = ctx.pairs[pair];
      Recorder rec(s, trace, TraceEvent::Kind::kPair, pair);
      for (int x : {i, j}) {
        const ClueVars& v = ctx.clue_vars[x];
        rec.watch(v.a), rec.watch(v.b), rec.watch(v.c);
      }
      int changed[6];
      const int count = apply_pair(s, ctx, pair, changed);
      rec.done(count >= 0);
      if (count < 0) return false;
      for (int k = 0; k < count; ++k) work.touch(s, changed[k]);
    } else {
      return true;
    }
  }
}

}  // namespace
}  // namespace deduce::puzzles::zebra::explain

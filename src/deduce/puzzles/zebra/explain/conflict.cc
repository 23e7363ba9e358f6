#include "deduce/puzzles/zebra/explain/conflict.h"

#include "deduce/puzzles/zebra/explain/fixpoint.h"
#include "deduce/puzzles/zebra/explain/techniques.h"

namespace deduce::puzzles::zebra::explain {
namespace {

namespace ex = deduce::explain;
using Kind = TraceEvent::Kind;

// Marks the values whose masks application `e` reads.
void mark_reads(const State& s, const Context& ctx, const TraceEvent& e, std::vector<char>& read) {
  auto clue = [&](int i) {
    const ClueVars& v = ctx.clue_vars[i];
    for (int x : {v.a, v.b, v.c}) {
      if (x >= 0) read[x] = 1;
    }
  };
  auto category = [&](int c) {
    for (int v = c * s.n(); v < (c + 1) * s.n(); ++v) read[v] = 1;
  };
  switch (e.kind) {
    case Kind::kClue:
      clue(e.index);
      break;
    case Kind::kSingles:
    case Kind::kHall:
      category(e.index);
      break;
    case Kind::kEntity:
      read[ctx.entity_rules[e.index].var] = 1;
      category(ctx.entity_rules[e.index].category);
      break;
    case Kind::kPair:
      clue(ctx.pairs[e.index].first);
      clue(ctx.pairs[e.index].second);
      break;
  }
}

// Whether `t` has every change application `e` made.
bool has(const State& t, const TraceEvent& e) {
  for (auto [var, after] : e.writes) {
    if (t.mask(var) & ~after) return false;
  }
  return true;
}

// The next line of application `e` on `t`, in words.
std::optional<ex::Step> line(const State& t, const Context& ctx, const TraceEvent& e) {
  switch (e.kind) {
    case Kind::kClue:
      if (auto step = direct_clue_on(t, e.index)) return step;
      return one_clue_on(t, e.index);
    case Kind::kSingles:
      return only_place_left_in(t, e.index);
    case Kind::kHall:
      return hall_set_in(t, e.index);
    case Kind::kEntity:
      return entity_rule_step(t, ctx, e.index);
    case Kind::kPair:
      return pair_step(t, ctx, static_cast<std::size_t>(e.index));
  }
  return std::nullopt;
}

}  // namespace

namespace {

// The lines of the applications marked in `needed`, applied to `t`; true
// when `t` is then a contradiction. `failed`: the trace ends in the
// application that failed.
bool write(State& t, const Context& ctx, const Trace& trace, const std::vector<char>& needed,
           bool failed, std::vector<ex::Step>& steps) {
  for (std::size_t i = 0; i < trace.size(); ++i) {
    if (!needed[i]) continue;
    const bool last = failed && i + 1 == trace.size();
    // An application may take a few lines (one placement a line); the
    // bound only guards against a rung that keeps finding something else.
    for (int guard = 0; guard < 4 * t.n() && (last || !has(t, trace[i])); ++guard) {
      auto step = line(t, ctx, trace[i]);
      if (!step) break;
      for (const ex::Conclusion& c : step->conclusions) t.apply(c);
      steps.push_back(std::move(*step));
      if (t.contradiction()) return true;
    }
  }
  return t.contradiction();
}

}  // namespace

bool conflict_steps(State& t, const Context& ctx, int level, int category,
                    std::vector<ex::Step>& steps, bool* at_fixpoint) {
  Trace trace;
  State u = t;
  if (propagate(u, ctx, level, category, &trace)) {
    if (!at_fixpoint) return false;
    // No contradiction: every application's lines, up to the fixpoint.
    const std::vector<char> all(trace.size(), 1);
    write(t, ctx, trace, all, false, steps);
    *at_fixpoint = true;
    for (int v = 0; v < t.num_vars(); ++v) *at_fixpoint = *at_fixpoint && t.mask(v) == u.mask(v);
    return false;
  }
  if (trace.empty()) return false;
  // Back from the failure: an application is needed when it changed a
  // value a needed one reads.
  std::vector<char> read(t.num_vars(), 0), needed(trace.size(), 0);
  needed.back() = 1;
  mark_reads(t, ctx, trace.back(), read);
  for (std::size_t i = trace.size() - 1; i-- > 0;) {
    for (auto [var, after] : trace[i].writes) needed[i] = needed[i] || read[var];
    if (needed[i]) mark_reads(t, ctx, trace[i], read);
  }
  return write(t, ctx, trace, needed, true, steps);
}

}  // namespace deduce::puzzles::zebra::explain

// Fiendish: suppose a value at one of its positions, run the easier rungs
// on that supposition until they reach a contradiction, and cross the
// position out. The step's trial lines are the steps of the supposition, the
// last one saying what broke.
//
// Which supposition, so that the lines stay short and the reasoning simple:
// first those that one clue at a time refutes (rungs up to medium), then
// those that need pairs of clues; within each, values with the fewest
// positions first (a value with two positions is the "either this or that"
// a person tries), then in variable order. Each supposition is tested
// without words (fixpoint.h), which is what makes trials affordable: the
// 10x10 example tests thousands; the ladder writes the steps of the one it
// keeps.
//
// If no trial of depth 1 refutes anything, the ladder allows trials inside
// trials (depth 2) before it gives up. Such a sweep tests, for every outer
// supposition, every inner one: its cost grows with the square of the
// suppositions open. The 10x10 example's two such sweeps test 243
// suppositions each; the 13x13's first tested 488,005 (12 s) before it
// found one, and the next took longer. So a sweep of trials inside trials
// tests at most kNestedProbes suppositions, inner ones included, and finds
// nothing past that: the ladder then stops there, unsolved, as it does when
// nothing applies (docs/explain.md, "Limits").
//
// Every supposition tested spends one unit of the explanation's budget
// (Context::out_of_budget); once it is spent, nothing more is refuted.
#include <cstdint>

#include "deduce/puzzles/zebra/explain/conflict.h"
#include "deduce/puzzles/zebra/explain/fixpoint.h"
#include "deduce/puzzles/zebra/explain/suppose.h"
#include "deduce/puzzles/zebra/explain/techniques.h"
#include "deduce/puzzles/zebra/explain/words.h"

namespace deduce::puzzles::zebra::explain {
namespace {

namespace ex = deduce::explain;

// About 0.1 s of work on the 13x13 example; 20 times what the 10x10's
// sweeps need.
constexpr std::int64_t kNestedProbes = 5000;

// Counts one probe against the cap of a sweep of trials inside trials;
// false when none is left.
bool probe_allowed(const Context& ctx) {
  if (ctx.nested_probes_left < 0) return true;
  if (ctx.nested_probes_left == 0) return false;
  --ctx.nested_probes_left;
  return true;
}

// Sets the cap of a sweep of trials inside trials for its lifetime.
class NestedSweep {
 public:
  explicit NestedSweep(const Context& ctx) : ctx_(ctx) { ctx_.nested_probes_left = kNestedProbes; }
  ~NestedSweep() { ctx_.nested_probes_left = -1; }
  NestedSweep(const NestedSweep&) = delete;
  NestedSweep& operator=(const NestedSweep&) = delete;

 private:
  const Context& ctx_;
};

// No more suppositions may be tested: the budget or the cap is spent.
bool exhausted(const Context& ctx) {
  return ctx.stopped() || ctx.nested_probes_left == 0;
}

std::string contradiction_text(const State& t) {
  const Puzzle& pz = t.puzzle();
  for (int v = 0; v < t.num_vars(); ++v) {
    if (t.mask(v) == 0) return value_name(pz, v) + " has no place left";
  }
  for (int c = 0; c < pz.num_categories(); ++c) {
    for (int p = 0; p < t.n(); ++p) {
      if (t.candidates(c, p) == 0)
        return "no " + pz.categories[c].name + " can be " + at_text(core::bit(p));
    }
  }
  return "contradiction";
}

// Whether the rungs up to `level`, with trials nested up to depth - 1,
// take `t` (a state at its fixpoint but for a change in `category`; -2: at
// its fixpoint) to a contradiction.
bool refutes(State& t, const Context& ctx, int level, int depth, int category);

// The trial step of a refuted supposition, its lines written.
std::optional<ex::Step> trial_step(const State& s, const Context& ctx, const Supposition& sup,
                                   int depth);

// The suppositions in the order described above.
template <typename Visit>
void each_supposition(const State& s, const Visit& visit) {
  for (int size = 2; size <= s.n(); ++size) {
    for (int var = 0; var < s.num_vars(); ++var) {
      if (core::size(s.mask(var)) != size) continue;
      for (int p : core::values(s.mask(var))) visit(Supposition{var, p, 0});
    }
  }
}

// `t`: scratch, a state of the puzzle (reused across a sweep, so that it
// allocates nothing).
// False, without a test, once the budget or the cap is spent.
bool refuted_at(const State& s, const Context& ctx, const Supposition& sup, int depth, State& t) {
  if (!probe_allowed(ctx) || ctx.out_of_budget()) return false;
  if (!suppose(s, ctx, sup.var, sup.position, sup.level, t)) return true;
  // At the fixpoint: what is left is for trials inside the trial.
  return depth > 1 && refutes(t, ctx, sup.level, depth, -2);
}

// The first refuted supposition. With `memo`, the ones the last sweep
// refuted are tried first (checked again: a memo from another trial's state
// may not hold here), and a new sweep keeps all it refutes.
std::optional<Supposition> find_refuted(const State& s, const Context& ctx, int depth, bool memo,
                                        int level) {
  State t = s;
  if (memo && level == kMedium) {
    auto& cache = ctx.refuted;
    while (!cache.empty()) {
      const Supposition sup = cache.front();
      cache.erase(cache.begin());
      if (core::contains(s.mask(sup.var), sup.position) && core::size(s.mask(sup.var)) > 1 &&
          refuted_at(s, ctx, sup, depth, t))
        return sup;
    }
  }
  std::vector<Supposition> found;
  each_supposition(s, [&](Supposition sup) {
    // Sweeps with pairs of clues cost a hundred times more: first hit only.
    if ((!memo || level == kHard) && !found.empty()) return;
    if (exhausted(ctx)) return;
    sup.level = level;
    if (refuted_at(s, ctx, sup, depth, t)) found.push_back(sup);
  });
  if (found.empty()) return std::nullopt;
  if (memo && level == kMedium) ctx.refuted.assign(found.begin() + 1, found.end());
  return found.front();
}

bool refutes(State& t, const Context& ctx, int level, int depth, int category) {
  for (;;) {
    if (category != -2 && !propagate(t, ctx, level, category)) return true;
    if (depth <= 1) return false;
    auto inner = find_refuted(t, ctx, depth - 1, false, kMedium);
    if (!inner) inner = find_refuted(t, ctx, depth - 1, false, kHard);
    if (!inner) return false;
    t.eliminate(inner->var, inner->position);
    category = t.category_of(inner->var);
  }
}

// The ladder's own run on the supposition, with words: true when it reaches
// the contradiction. Depth 1: the rungs up to `level`. Deeper, the way
// refutes() found it: the rungs up to `level` until they stall, then the
// first trial one level shallower refutes (single clues first), again.
bool run(State& t, const Context& ctx, int depth, int level, std::vector<ex::Step>& steps) {
  for (;;) {
    if (t.contradiction()) return true;
    auto step = easiest_step(t, ctx, level, 0);
    if (!step && depth > 1) {
      auto inner = find_refuted(t, ctx, depth - 1, false, kMedium);
      if (!inner) inner = find_refuted(t, ctx, depth - 1, false, kHard);
      if (inner) step = trial_step(t, ctx, *inner, depth - 1);
    }
    if (!step) return false;
    for (const ex::Conclusion& c : step->conclusions) t.apply(c);
    steps.push_back(std::move(*step));
  }
}

// Deeper trials, the same run with its rungs' lines read off traces
// (conflict.h): the rungs up to `level` from `t` (at its fixpoint but for a
// change in `category`) until they stall, then the first shallower trial
// that refutes. False when the lines fall short of the fixpoint; the caller
// then goes on with run().
bool run_traced(State& t, const Context& ctx, int depth, int level, int category,
                std::vector<ex::Step>& steps) {
  for (;;) {
    bool at_fixpoint = false;
    if (conflict_steps(t, ctx, level, category, steps, &at_fixpoint)) return true;
    if (t.contradiction() || !at_fixpoint) return t.contradiction();
    auto inner = find_refuted(t, ctx, depth - 1, false, kMedium);
    if (!inner) inner = find_refuted(t, ctx, depth - 1, false, kHard);
    if (!inner) return false;
    auto step = trial_step(t, ctx, *inner, depth - 1);
    if (!step) return false;
    for (const ex::Conclusion& c : step->conclusions) t.apply(c);
    steps.push_back(std::move(*step));
    category = t.category_of(inner->var);
  }
}

std::optional<ex::Step> trial_step(const State& s, const Context& ctx, const Supposition& found,
                                   int depth) {
  const Supposition* sup = &found;
  const int level = found.level;
  State t = s;
  t.place(sup->var, sup->position);
  std::vector<ex::Step> steps;
  // Depth 1: the lines the contradiction depends on (conflict.h), the
  // ladder's own run for whatever they leave. Cannot stall (fixpoint.h says
  // why); if it ever did, no step is better than a step without its reason.
  const int category = s.category_of(sup->var);
  const bool done = depth == 1 ? conflict_steps(t, ctx, level, category, steps)
                               : run_traced(t, ctx, depth, level, category, steps);
  if (!done && !run(t, ctx, depth, level, steps)) return std::nullopt;
  const Puzzle& pz = s.puzzle();
  const std::string name = value_name(pz, sup->var);
  const std::string at = at_text(core::bit(sup->position));
  ex::Step step;
  step.technique = "trial";
  step.level = kFiendish;
  ex::Premise assumption;
  assumption.kind = ex::Premise::Kind::kAssumption;
  assumption.name = name + " " + at;
  assumption.vars.push_back(sup->var);
  step.premises.push_back(std::move(assumption));
  for (const ex::Step& inner : steps) {
    step.trial.push_back(inner.text);
    for (const ex::Premise& p : inner.premises) {
      if (p.kind != ex::Premise::Kind::kClue) continue;
      bool seen = false;
      for (const ex::Premise& q : step.premises) seen = seen || q.name == p.name;
      if (!seen) step.premises.push_back(p);
    }
    // Nested trials show their own lines, indented.
    for (const std::string& line : inner.trial) step.trial.push_back("  " + line);
  }
  const std::string broken = contradiction_text(t);
  step.trial.push_back("contradiction: " + broken);
  step.conclusions.push_back(eliminate(s, sup->var, sup->position));
  step.text = "trial: if " + name + " were " + at + ", " + std::to_string(steps.size()) +
              (steps.size() == 1 ? " step leads" : " steps lead") + " to a contradiction (" +
              broken + "), so " + name + " is not " + at;
  return step;
}

}  // namespace

std::optional<ex::Step> trial(const State& s, const Context& ctx, int depth, int level) {
  if (depth < 1) return std::nullopt;
  std::optional<Supposition> sup;
  if (depth > 1) {
    const NestedSweep cap(ctx);
    sup = find_refuted(s, ctx, depth, true, level);
  } else {
    sup = find_refuted(s, ctx, depth, true, level);
  }
  if (!sup) return std::nullopt;
  return trial_step(s, ctx, *sup, depth);
}

}  // namespace deduce::puzzles::zebra::explain

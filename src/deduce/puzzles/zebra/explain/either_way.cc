// Fiendish, the other kind of trial: take a value with few positions left,
// suppose it at each in turn, and let the rungs up to medium (clues one at a
// time, only place left) run in each case. Whatever every case eliminates
// is eliminated: "either way: blends can only be at 2 or 4; if at 2, ...
// so cat cannot be at 3; if at 4, ... so cat cannot be at 3; so cat cannot
// be at 3". Tried after trials that single clues refute (which it would
// find too, as one branch left) and before trials that need pairs of clues,
// which cost a hundred times more a supposition: on the generated 10x10
// grid it removes the need for trials inside trials.
//
// Values with the fewest positions first, then in variable order; the first
// value whose cases agree on some elimination gives the step, for the first
// variable (in order) they agree on. Each case is tested without words
// (fixpoint.h); the ladder then writes each case's steps up to the
// elimination.
#include "deduce/puzzles/zebra/explain/fixpoint.h"
#include "deduce/puzzles/zebra/explain/suppose.h"
#include "deduce/puzzles/zebra/explain/techniques.h"
#include "deduce/puzzles/zebra/explain/words.h"

namespace deduce::puzzles::zebra::explain {
namespace {

namespace ex = deduce::explain;

// The ladder (rungs up to medium) on one case, with words, until `var` has
// none of `gone` left.
bool run(State& t, const Context& ctx, int var, Bits gone, std::vector<ex::Step>& steps) {
  while (t.mask(var) & gone) {
    auto step = easiest_step(t, ctx, kMedium);
    if (!step) return false;
    for (const ex::Conclusion& c : step->conclusions) t.apply(c);
    steps.push_back(std::move(*step));
  }
  return true;
}

}  // namespace

namespace {

// The cases of a value (its positions) or of a position of a category (the
// values that can still take it), as (var, position) placements.
struct Cases {
  int count = 0;
  int var[kMaxPositions];
  int position[kMaxPositions];
};

std::optional<ex::Step> explain_cases(const State& s, const Context& ctx, const Cases& cases,
                                      const std::string& intro, int target, Bits gone) {
  const Puzzle& pz = s.puzzle();
  ex::Step step;
  step.technique = "either_way";
  step.level = kFiendish;
  for (int k = 0; k < cases.count; ++k) {
    const int x = cases.var[k], p = cases.position[k];
    const std::string name = value_name(pz, x) + " " + at_text(core::bit(p));
    State t = s;
    t.place(x, p);
    std::vector<ex::Step> steps;
    if (!run(t, ctx, target, gone, steps)) return std::nullopt;  // cannot happen: fixpoint.h
    ex::Premise assumption;
    assumption.kind = ex::Premise::Kind::kAssumption;
    assumption.name = name;
    assumption.vars.push_back(x);
    step.premises.push_back(std::move(assumption));
    step.trial.push_back("if " + value_name(pz, x) + " is " + at_text(core::bit(p)) + ":");
    for (const ex::Step& inner : steps) {
      step.trial.push_back("  " + inner.text);
      for (const ex::Premise& q : inner.premises) {
        if (q.kind != ex::Premise::Kind::kClue) continue;
        bool seen = false;
        for (const ex::Premise& r : step.premises) seen = seen || r.name == q.name;
        if (!seen) step.premises.push_back(q);
      }
    }
  }
  const std::string result = narrow(s, target, s.mask(target) & ~gone, step.conclusions);
  step.text = "either way: " + intro + ", and in each case " + value_name(pz, target) +
              " cannot be " + at_text(gone) + ", so " + result;
  return step;
}

// The first variable every case takes positions from, or -1; `gone` gets them.
int agreement(const State& s, const Context& ctx, const Cases& cases, std::vector<Bits>& kept,
              Bits& gone) {
  const int vars = s.num_vars();
  std::fill(kept.begin(), kept.end(), Bits{0});
  for (int k = 0; k < cases.count; ++k) {
    if (ctx.out_of_budget()) return -1;  // each case spends a unit
    State t = s;
    // A case that fails is a trial's business (tried before this).
    if (!suppose(s, ctx, cases.var[k], cases.position[k], kMedium, t)) return -1;
    for (int v = 0; v < vars; ++v) kept[v] |= t.mask(v);
  }
  for (int v = 0; v < vars; ++v) {
    gone = s.mask(v) & ~kept[v];
    if (gone) return v;
  }
  return -1;
}

}  // namespace

std::optional<ex::Step> either_way(const State& s, const Context& ctx) {
  const Puzzle& pz = s.puzzle();
  const int vars = s.num_vars();
  std::vector<Bits> kept(vars);
  for (int size = 2; size <= s.n(); ++size) {
    // The positions of a value.
    for (int x = 0; x < vars; ++x) {
      if (core::size(s.mask(x)) != size) continue;
      Cases cases;
      for (int p : core::values(s.mask(x))) {
        cases.var[cases.count] = x;
        cases.position[cases.count++] = p;
      }
      Bits gone = 0;
      const int target = agreement(s, ctx, cases, kept, gone);
      if (target < 0) continue;
      return explain_cases(s, ctx, cases, value_name(pz, x) + " can only be " + at_text(s.mask(x)),
                           target, gone);
    }
    // The values that can take a position.
    for (int c = 0; c < pz.num_categories(); ++c) {
      for (int p = 0; p < s.n(); ++p) {
        const Bits values = s.candidates(c, p);
        if (core::size(values) != size) continue;
        Cases cases;
        std::string names;
        for (int v : core::values(values)) {
          if (cases.count > 0) names += cases.count + 1 == size ? " or " : ", ";
          names += value_name(pz, c * s.n() + v);
          cases.var[cases.count] = c * s.n() + v;
          cases.position[cases.count++] = p;
        }
        Bits gone = 0;
        const int target = agreement(s, ctx, cases, kept, gone);
        if (target < 0) continue;
        return explain_cases(
            s, ctx, cases,
            "the " + pz.categories[c].name + " at " + std::to_string(p + 1) + " is " + names,
            target, gone);
      }
    }
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::explain

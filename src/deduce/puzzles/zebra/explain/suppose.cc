#include "deduce/puzzles/zebra/explain/suppose.h"

#include <vector>

#include "deduce/puzzles/zebra/explain/fixpoint.h"
#include "deduce/puzzles/zebra/explain/techniques.h"

namespace deduce::puzzles::zebra::explain {

bool suppose(const State& s, const Context& ctx, int var, int position, int level, State& t) {
  t = s;
  const int vars = s.num_vars();
  const std::size_t index = static_cast<std::size_t>(var) * s.n() + position;
  const int slot = level >= kHard ? 1 : 0;
  Bits* memo = &ctx.fixpoints[slot][index * vars];
  if (&s != ctx.ladder_state) {
    // A state inside a trial lies below the ladder's state, so the memo's
    // fixpoint lies above this one: start there, but leave the memo as it
    // is (later ladder states need not lie below this state).
    if (ctx.ladder_state && ctx.reached[slot][index]) {
      for (int v = 0; v < vars; ++v) t.restrict(v, memo[v]);
      return propagate_from(t, ctx, level, memo, true);
    }
    t.place(var, position);
    return propagate(t, ctx, level, s.category_of(var));
  }
  bool ok = false;
  if (ctx.reached[slot][index]) {
    for (int v = 0; v < vars; ++v) t.restrict(v, memo[v]);
    ok = propagate_from(t, ctx, level, memo, true);
  } else if (slot == 1 && ctx.reached[0][index]) {
    // The ladder's state is at the fixpoint with pairs of clues (trials come
    // after two_clues), and this supposition's fixpoint without pairs lies
    // above the one with them: start there, and let what differs from the
    // ladder's state wake the pairs.
    const Bits* medium = &ctx.fixpoints[0][index * vars];
    std::vector<Bits> base(vars);
    for (int v = 0; v < vars; ++v) base[v] = s.mask(v), t.restrict(v, medium[v]);
    ok = propagate_from(t, ctx, level, base.data());
  } else {
    t.place(var, position);
    ok = propagate(t, ctx, level, s.category_of(var));
  }
  // A refuted supposition stays refuted in every smaller state: its memo is
  // never read again (the ladder crosses the position out).
  ctx.reached[slot][index] = ok;
  if (ok) {
    for (int v = 0; v < vars; ++v) memo[v] = t.mask(v);
  }
  return ok;
}

}  // namespace deduce::puzzles::zebra::explain

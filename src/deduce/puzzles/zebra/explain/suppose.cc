#include "deduce/puzzles/zebra/explain/suppose.h"

#include "deduce/puzzles/zebra/explain/fixpoint.h"
#include "deduce/puzzles/zebra/explain/techniques.h"

namespace deduce::puzzles::zebra::explain {

bool suppose(const State& s, const Context& ctx, int var, int position, int level, State& t) {
  t = s;
  if (&s != ctx.ladder_state) {
    t.place(var, position);
    return propagate(t, ctx, level, s.category_of(var));
  }
  const int vars = s.num_vars();
  const std::size_t index = static_cast<std::size_t>(var) * s.n() + position;
  const int slot = level >= kHard ? 1 : 0;
  Bits* memo = &ctx.fixpoints[slot][index * vars];
  bool ok = false;
  if (ctx.reached[slot][index]) {
    for (int v = 0; v < vars; ++v) t.restrict(v, memo[v]);
    ok = propagate_from(t, ctx, level, memo);
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

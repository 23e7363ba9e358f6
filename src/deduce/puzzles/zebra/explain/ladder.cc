// The ladder's loop (Tatham's latin.c shape): try the rungs easiest first,
// apply the first step found, restart from the easiest.
#include "deduce/puzzles/zebra/explain/ladder.h"

#include "deduce/puzzles/zebra/explain/techniques.h"
#include "deduce/puzzles/zebra/explain/value_names.h"
#include "deduce/puzzles/zebra/explain/words.h"

namespace deduce::puzzles::zebra::explain {

namespace ex = deduce::explain;

std::optional<ex::Step> easiest_step(const State& s, const Context& ctx, int max_level,
                                     int trial_depth) {
  if (auto step = direct_clue(s)) return step;
  if (auto step = only_place_left(s)) return step;
  if (max_level < kMedium) return std::nullopt;
  if (auto step = one_clue(s)) return step;
  if (auto step = entity_grid(s, ctx)) return step;
  if (auto step = hall_set(s)) return step;
  if (max_level < kHard) return std::nullopt;
  if (auto step = two_clues(s, ctx)) return step;
  if (max_level < kFiendish) return std::nullopt;
  // Cheapest first: a trial refuted by single clues, both ways of a value,
  // then a trial that needs pairs of clues (a hundred times the cost).
  if (auto step = trial(s, ctx, 1, kMedium)) return step;
  if (auto step = either_way(s, ctx)) return step;
  if (auto step = trial(s, ctx, 1, kHard)) return step;
  if (trial_depth > 1) return trial(s, ctx, trial_depth, kHard);
  return std::nullopt;
}

namespace {

// A trial of depth 1 first; trials inside trials only when that stalls.
std::optional<ex::Step> ladder_step(const State& s, const Context& ctx) {
  if (auto step = easiest_step(s, ctx, kFiendish, 1)) return step;
  return trial(s, ctx, 2, kHard);
}

// The ladder from the clues until `done` holds of the state (or the
// puzzle is solved, the ladder is stuck or the budget is spent).
template <class Done>
ex::Explanation run_ladder(const Puzzle& puzzle, budget::Budget* budget, State& s,
                           const Done& done) {
  ex::Explanation out;
  const ValueNames names(puzzle);
  const Context ctx(s, budget);
  ctx.ladder_state = &s;
  while (!done() && !s.solved() && !ctx.out_of_budget()) {
    // A step found as the budget ran out is sound: it is kept.
    auto step = ladder_step(s, ctx);
    if (!step) break;
    for (const ex::Conclusion& c : step->conclusions) s.apply(c);
    out.grade = std::max(out.grade, step->level);
    out.steps.push_back(std::move(*step));
  }
  out.stopped = !s.solved() && !done() && ctx.stopped();
  out.counts = ex::count_techniques(out.steps);
  return out;
}

}  // namespace

ex::Explanation explain(const Puzzle& puzzle, budget::Budget* budget) {
  State s(puzzle);
  ex::Explanation out = run_ladder(puzzle, budget, s, [] { return false; });
  out.solved = s.solved();
  return out;
}

namespace {

// The position of `var` when the steps have decided it, else -1.
int decided(const State& s, int var) {
  return s.single(var) ? core::min_value(s.mask(var)) : -1;
}

// The answer to `a` once the steps decide it: its words, else "".
std::string decided_answer(const State& s, const Ask& a) {
  const Puzzle& p = s.puzzle();
  int position = a.kind == AskKind::kCategoryAt ? a.at : decided(s, s.var(a.of));
  if (position < 0) return "";
  if (a.kind == AskKind::kPositionOf)
    return "the position of " + value_name(p, s.var(a.of)) + " is " + std::to_string(position + 1);
  const Bits there = s.candidates(a.category, position);
  if (!core::is_single(there)) return "";
  const std::string value = p.categories[a.category].values[core::min_value(there)];
  if (a.kind == AskKind::kCategoryAt)
    return p.categories[a.category].name + " at " + std::to_string(position + 1) + " is " + value;
  return p.categories[a.category].name + " of " + value_name(p, s.var(a.of)) + " is " + value;
}

}  // namespace

ex::Explanation explain_asks(const Puzzle& puzzle, budget::Budget* budget) {
  State s(puzzle);
  const auto answers = [&] {
    std::string said;
    for (const Ask& a : puzzle.asks) {
      const std::string one = decided_answer(s, a);
      if (one.empty()) return std::string();
      said += (said.empty() ? "" : "; ") + one;
    }
    return said;
  };
  ex::Explanation out = run_ladder(puzzle, budget, s, [&] { return !answers().empty(); });
  out.proves = answers();
  out.solved = !out.proves.empty();
  return out;
}

std::optional<ex::Step> next_step(const Puzzle& puzzle, budget::Budget* budget) {
  State s(puzzle);
  if (s.solved()) return std::nullopt;
  const ValueNames names(puzzle);
  const Context ctx(s, budget);
  ctx.ladder_state = &s;
  if (ctx.out_of_budget()) return std::nullopt;  // the step spends a unit, as explain's do
  return ladder_step(s, ctx);
}

const ex::GradeScale& grade_scale() {
  static const ex::GradeScale scale = {
      {"easy",
       "direct clues (at, not at, and is / is not with one value placed) and only place "
       "left: a value with one position left, a position only one value of a "
       "category can take"},
      {"medium",
       "what one relative clue implies for its values' positions: bounds (left of, "
       "right of, between), neighbours (next to, just left / right of, k away), "
       "linked values (is), either (is B or C); and the grid beyond singles: a value the "
       "clues say is none of some values of another category (entity grid), k values of a "
       "category filling k positions (Hall sets)"},
      {"hard",
       "two clues sharing a value, combined: a position that, with both clues, leaves "
       "some value nowhere"},
      {"fiendish",
       "trial: suppose a value at a position, the easier techniques reach a "
       "contradiction, cross the position out"},
  };
  return scale;
}

}  // namespace deduce::puzzles::zebra::explain

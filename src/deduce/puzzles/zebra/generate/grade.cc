// The capped ladder loop (grade.h); the same loop as explain/ladder.cc's
// explain() but for the cap and without keeping the steps.
#include "deduce/puzzles/zebra/generate/grade.h"

#include <algorithm>

#include "deduce/puzzles/zebra/explain/ladder.h"
#include "deduce/puzzles/zebra/explain/techniques.h"
#include "deduce/puzzles/zebra/explain/value_names.h"

namespace deduce::puzzles::zebra::generate {

std::optional<int> grade_within(const Puzzle& puzzle, int max_level, const budget::Limits& limits) {
  // The steps name values through the innermost ValueNames table, as in explain().
  const explain::ValueNames names(puzzle);
  explain::State s(puzzle);
  const explain::Context ctx(s);
  ctx.ladder_state = &s;
  int grade = 0;
  while (!s.solved()) {
    if (budget::poll(limits) != budget::StopReason::kNone) return std::nullopt;
    // Trials nest one deep only: see grade.h.
    auto step = explain::easiest_step(s, ctx, std::min(max_level, int{explain::kFiendish}), 1);
    if (!step) return std::nullopt;
    for (const auto& c : step->conclusions) s.apply(c);
    grade = std::max(grade, step->level);
  }
  return grade;
}

}  // namespace deduce::puzzles::zebra::generate

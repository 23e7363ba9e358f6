#include "deduce/puzzles/futoshiki/explain/ladder.h"

#include "deduce/puzzles/futoshiki/explain/ladder_table.h"

namespace deduce::puzzles::futoshiki {

using ladder::Board;
using ladder::Effect;

namespace {

// One step from the board: the easiest technique that applies. Trial last.
bool one_step(Board& board, int max_level, deduce::explain::Step& step) {
  for (const ladder::TechniqueEntry& t : ladder::kTechniques) {
    if (t.level > max_level) return false;
    if (t.run(board, &step) != Effect::kNone && !step.technique.empty()) return true;
    if (board.broken()) return false;
  }
  if (max_level < ladder::kRecursive) return false;
  return ladder::trial(board, &step) != Effect::kNone && !step.technique.empty();
}

}  // namespace

deduce::explain::Explanation explain(const Puzzle& puzzle, const ExplainOptions& options) {
  deduce::explain::Explanation out;
  Board board(puzzle);
  board.set_budget(options.budget);
  while (!board.solved() && !board.broken() && !board.out_of_budget()) {
    if (options.max_steps != 0 && out.steps.size() >= options.max_steps) break;
    deduce::explain::Step step;
    if (!one_step(board, options.max_level, step)) break;
    if (out.grade < step.level) out.grade = step.level;
    out.steps.push_back(std::move(step));
  }
  out.solved = board.solved() && !board.broken() && board.relations_hold();
  out.stopped = !out.solved && board.stopped();
  out.counts = deduce::explain::count_techniques(out.steps);
  return out;
}

std::optional<deduce::explain::Step> next_step(const Puzzle& puzzle, const Grid& entered,
                                               budget::Budget* budget) {
  Board board(puzzle, entered);
  board.set_budget(budget);
  if (board.broken() || board.solved() || !board.relations_hold()) return std::nullopt;
  if (board.out_of_budget()) return std::nullopt;  // the step spends a unit, as explain's do
  deduce::explain::Step step;
  if (!one_step(board, ladder::kRecursive, step) || board.broken()) return std::nullopt;
  return step;
}

int grade(const Puzzle& puzzle) {
  Board board(puzzle);
  const int hardest = ladder::propagate(board, ladder::kExtreme, nullptr);
  if (board.solved() && !board.broken()) return hardest < 0 ? 0 : hardest;
  return ladder::kRecursive;
}

const deduce::explain::GradeScale& grade_scale() {
  static const deduce::explain::GradeScale scale = {
      {"trivial",
       "Latin-square singles only: a cell with one value left, or a value with one place left in "
       "a row or column; no sign is needed"},
      {"easy",
       "also one sign at a time: a cell across a sign from another is bounded by its largest or "
       "smallest value, and bounds travel along chains of signs (Adjacent mode: a placed cell "
       "rules values in or out of its neighbours)"},
      {"tricky",
       "also naked and hidden subsets in a row or column: k cells holding only k values between "
       "them, or k values with only k places (Adjacent mode: also a neighbour's values rule out "
       "values they cannot sit next to)"},
      {"extreme",
       "also fish on one value (X-wing, swordfish: a value confined to k columns in k rows) and "
       "forcing chains through cells with two values"},
      {"recursive",
       "needs trial: assume a value, follow it with the techniques above to a contradiction, and "
       "rule it out (Tatham's solver guesses here)"},
  };
  return scale;
}

}  // namespace deduce::puzzles::futoshiki

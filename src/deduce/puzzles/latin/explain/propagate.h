// The ladder's loop over a table of techniques (ladder_table.h), for the
// Latin board or a family's board B that extends it.
//
// B needs relations_hold() (its constraints beyond the lines, on a full
// board; the Latin board's always hold).
#pragma once

#include <span>
#include <vector>

#include "deduce/puzzles/latin/explain/ladder_table.h"

namespace deduce::puzzles::latin::ladder {

// Runs the techniques of `table` of level at most max_level, easiest first,
// restarting from the easiest after any progress, until the board is solved,
// broken or stuck. Each step goes to `steps` when given (with its text);
// without, the techniques apply all they find a pass and build no text.
// Returns the hardest level used, -1 when none was. A full board that breaks
// one of B's relations is marked broken.
template <class B>
int propagate(B& board, std::span<const BasicTechniqueEntry<B>> table, int max_level,
              std::vector<deduce::explain::Step>* steps) {
  int hardest = -1;
  deduce::explain::Step step;
  // Each pass spends a unit; a pass cut short leaves the board unbroken, so
  // a trial reads it as no contradiction (sound).
  while (!board.broken() && !board.solved() && !board.out_of_budget()) {
    bool progress = false;
    for (const BasicTechniqueEntry<B>& t : table) {
      if (t.level > max_level) break;
      const Effect outcome = t.run(board, steps != nullptr ? &step : nullptr);
      if (outcome == Effect::kNone) continue;
      if (outcome == Effect::kProgress || steps != nullptr) {
        // A contradiction found while filling a step still took that step.
        if (hardest < t.level) hardest = t.level;
        if (steps != nullptr && !step.technique.empty()) steps->push_back(std::move(step));
        step = {};
      }
      if (outcome == Effect::kContradiction) board.mark_broken();
      progress = true;
      break;
    }
    if (!progress) break;
  }
  if (board.solved() && !board.relations_hold()) board.mark_broken();
  return hardest;
}

}  // namespace deduce::puzzles::latin::ladder

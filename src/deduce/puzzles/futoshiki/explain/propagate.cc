// The ladder's loop (see ladder_table.h) and the words for a contradiction.
#include <cstdlib>

#include "deduce/puzzles/futoshiki/explain/ladder_table.h"

namespace deduce::puzzles::futoshiki::ladder {

int propagate(Board& board, int max_level, std::vector<deduce::explain::Step>* steps) {
  int hardest = -1;
  deduce::explain::Step step;
  // Each pass spends a unit; a pass cut short leaves the board unbroken, so
  // a trial reads it as no contradiction (sound).
  while (!board.broken() && !board.solved() && !board.out_of_budget()) {
    bool progress = false;
    for (const TechniqueEntry& t : kTechniques) {
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

std::string contradiction_text(const Board& board) {
  const int n = board.n();
  for (int cell = 0; cell < board.cells(); ++cell) {
    if (board.candidates(cell) == 0) return cell_name(board, cell) + " has no value left";
  }
  for (int line = 0; line < 2 * n; ++line) {
    Mask seen = 0;
    for (int i = 0; i < n; ++i) seen |= board.candidates(board.line_cell(line, i));
    if (seen != board.full()) {
      return std::to_string(lowest_value(board.full() & ~seen)) + " has no place left in " +
             line_name(board, line);
    }
  }
  for (const Link& l : board.links()) {
    const int g = board.value(l.greater), s = board.value(l.lesser);
    if (g != 0 && s != 0 && g <= s) {
      return cell_name(board, l.greater) + " = " + std::to_string(g) + " and " +
             cell_name(board, l.lesser) + " = " + std::to_string(s) + " break " +
             relation_text(board, l.greater, l.lesser);
    }
  }
  for (const NeighbourPair& p : board.pairs()) {
    const int a = board.value(p.a), b = board.value(p.b);
    if (a != 0 && b != 0 && (std::abs(a - b) == 1) != p.adjacent) {
      return cell_name(board, p.a) + " = " + std::to_string(a) + " and " + cell_name(board, p.b) +
             " = " + std::to_string(b) + " break the rule that " + relation_text(board, p.a, p.b);
    }
  }
  return "a set of cells has fewer values left than cells";
}

}  // namespace deduce::puzzles::futoshiki::ladder

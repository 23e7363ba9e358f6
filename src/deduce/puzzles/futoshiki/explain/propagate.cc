// The Futoshiki ladder's loop and trial (latin/explain/propagate.h and
// trial.h on this family's table), and the words for a contradiction.
#include <cstdlib>

#include "deduce/puzzles/futoshiki/explain/ladder_table.h"
#include "deduce/puzzles/latin/explain/trial.h"

namespace deduce::puzzles::futoshiki::ladder {

int propagate(Board& board, int max_level, std::vector<deduce::explain::Step>* steps) {
  return latin::ladder::propagate<Board>(board, kTechniques, max_level, steps);
}

Effect trial(Board& board, deduce::explain::Step* step) {
  return latin::ladder::trial<Board>(board, kTechniques, step);
}

std::string contradiction_text(const Board& board) {
  std::string text = latin::ladder::lines_contradiction_text(board);
  if (!text.empty()) return text;
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
  return latin::ladder::kSubsetContradiction;
}

}  // namespace deduce::puzzles::futoshiki::ladder

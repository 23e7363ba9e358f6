// Adjacent from candidates (Tricky, Adjacent mode): a value of a cell that no
// value of its neighbour allows across their mark (or across no mark) goes.
// Tatham's "adjacent possible elimination": the same rule as adjacent_placed,
// read from all the values a cell may still take rather than a placed one.
#include "deduce/puzzles/futoshiki/explain/ladder_table.h"

namespace deduce::puzzles::futoshiki::ladder {

namespace {

// The values of a cell that some value of `from` allows across the pair.
Mask supported(const Board& board, Mask from, bool adjacent) {
  if (adjacent) return ((from << 1) | (from >> 1)) & board.full();
  Mask allowed = 0;
  for (Mask m = from; m != 0; m &= m - 1) {
    const Mask v = m & -m;
    allowed |= board.full() & ~(v | (v << 1) | (v >> 1));
    if (allowed == board.full()) break;
  }
  return allowed;
}

}  // namespace

Effect adjacent_candidates(Board& board, deduce::explain::Step* step) {
  if (board.mode() != Mode::kAdjacent) return Effect::kNone;
  bool progress = false;
  for (const NeighbourPair& pair : board.pairs()) {
    for (int side = 0; side < 2; ++side) {
      const int from = side == 0 ? pair.a : pair.b;
      const int to = side == 0 ? pair.b : pair.a;
      const Mask out =
          board.candidates(to) & ~supported(board, board.candidates(from), pair.adjacent);
      if (out == 0) continue;
      if (step == nullptr) {
        board.eliminate(to, out);
        progress = true;
        continue;
      }
      begin_step(*step, "adjacent_candidates", kTricky);
      add_relation(*step, board, pair.a, pair.b);
      add_cell(*step, board, from);
      add_eliminations(*step, board, to, out);
      step->text = cell_name(board, from) + " is " + or_list(board.candidates(from)) + " and " +
                   relation_text(board, pair.a, pair.b) + ", so " + cell_name(board, to) +
                   " is not " + or_list(out);
      board.eliminate(to, out);
      return board.broken() ? Effect::kContradiction : Effect::kProgress;
    }
  }
  if (board.broken()) return Effect::kContradiction;
  return progress ? Effect::kProgress : Effect::kNone;
}

}  // namespace deduce::puzzles::futoshiki::ladder

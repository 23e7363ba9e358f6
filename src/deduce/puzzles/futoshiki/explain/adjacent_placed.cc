// Adjacent from a placed cell (Easy, Adjacent mode): the neighbour of a placed
// v across a mark is v - 1 or v + 1; across no mark it is neither. Tatham's
// "adjacent elimination", which looks only at placed cells.
#include "deduce/puzzles/futoshiki/explain/ladder_table.h"

namespace deduce::puzzles::futoshiki::ladder {

namespace {

// The values that differ from v by 1.
Mask next_to(const Board& board, int v) {
  return ((bit_of(v) << 1) | (bit_of(v) >> 1)) & board.full();
}

}  // namespace

Effect adjacent_placed(Board& board, deduce::explain::Step* step) {
  if (board.mode() != Mode::kAdjacent) return Effect::kNone;
  bool progress = false;
  for (const NeighbourPair& pair : board.pairs()) {
    for (int side = 0; side < 2; ++side) {
      const int from = side == 0 ? pair.a : pair.b;
      const int to = side == 0 ? pair.b : pair.a;
      const int v = board.value(from);
      if (v == 0 || board.value(to) != 0) continue;
      const Mask near = next_to(board, v);
      const Mask out = board.candidates(to) & (pair.adjacent ? ~near : near);
      if (out == 0) continue;
      if (step == nullptr) {
        board.eliminate(to, out);
        progress = true;
        continue;
      }
      begin_step(*step, "adjacent_placed", kEasy);
      add_relation(*step, board, pair.a, pair.b);
      add_cell(*step, board, from);
      add_eliminations(*step, board, to, out);
      // Across a mark, say what is left (a person reads "is 1 or 3" more
      // easily than the list of what went).
      const Mask left = board.candidates(to) & ~out;
      const std::string what =
          pair.adjacent && left != 0 ? " is " + or_list(left) : " is not " + or_list(out);
      step->text = cell_name(board, from) + " = " + std::to_string(v) + " and " +
                   relation_text(board, pair.a, pair.b) + ", so " + cell_name(board, to) + what;
      board.eliminate(to, out);
      return board.broken() ? Effect::kContradiction : Effect::kProgress;
    }
  }
  if (board.broken()) return Effect::kContradiction;
  return progress ? Effect::kProgress : Effect::kNone;
}

}  // namespace deduce::puzzles::futoshiki::ladder

// Inequality (Easy, Unequal mode): across a sign, the greater cell is above
// the lesser cell's smallest value and the lesser cell is below the greater
// cell's largest. Tatham's "link elimination". One sign at a time; since the
// ladder restarts after every step, bounds travel along a chain of signs
// (a < b < c: c is at least 3) one sign a step, as a person pushes them.
#include "deduce/puzzles/futoshiki/explain/ladder_table.h"

namespace deduce::puzzles::futoshiki::ladder {

namespace {

// The values at most v, and at least v.
Mask up_to(int v) {
  return v >= 64 ? ~Mask{0} : (Mask{1} << v) - 1;
}
Mask from(int v) {
  return ~up_to(v - 1);
}

std::string bound_text(const Board& board, int cell, bool lower) {
  const Mask m = board.candidates(cell);
  if (board.value(cell) != 0)
    return cell_name(board, cell) + " is " + std::to_string(board.value(cell));
  return cell_name(board, cell) + (lower ? " is at least " + std::to_string(lowest_value(m))
                                         : " is at most " + std::to_string(highest_value(m)));
}

}  // namespace

Effect inequality(Board& board, deduce::explain::Step* step) {
  if (board.mode() != Mode::kUnequal) return Effect::kNone;
  bool progress = false;
  for (const Link& link : board.links()) {
    const Mask g = board.candidates(link.greater), l = board.candidates(link.lesser);
    if (g == 0 || l == 0) return Effect::kContradiction;
    // The greater cell cannot be the lesser's minimum or below; the lesser
    // cannot be the greater's maximum or above.
    const Mask out_g = g & up_to(lowest_value(l));
    const Mask out_l = l & from(highest_value(g));
    if (out_g == 0 && out_l == 0) continue;
    if (step == nullptr) {
      board.eliminate(link.greater, out_g);
      board.eliminate(link.lesser, out_l);
      progress = true;
      continue;
    }
    // One side a step, so the words say one thing.
    const bool greater_side = out_g != 0;
    const int target = greater_side ? link.greater : link.lesser;
    const int other = greater_side ? link.lesser : link.greater;
    begin_step(*step, "inequality", kEasy);
    add_relation(*step, board, link.greater, link.lesser);
    add_cell(*step, board, other);
    add_eliminations(*step, board, target, greater_side ? out_g : out_l);
    // At the grid's own bound (the lesser cell may be 1, the greater n) the
    // sign alone says it.
    const Mask om = board.candidates(other);
    const bool plain = board.value(other) == 0 &&
                       (greater_side ? lowest_value(om) == 1 : highest_value(om) == board.n());
    step->text = relation_text(board, link.greater, link.lesser) +
                 (plain ? "" : " and " + bound_text(board, other, greater_side)) + ", so " +
                 cell_name(board, target) + " is not " + or_list(greater_side ? out_g : out_l);
    board.eliminate(target, greater_side ? out_g : out_l);
    return board.broken() ? Effect::kContradiction : Effect::kProgress;
  }
  if (board.broken()) return Effect::kContradiction;
  return progress ? Effect::kProgress : Effect::kNone;
}

}  // namespace deduce::puzzles::futoshiki::ladder

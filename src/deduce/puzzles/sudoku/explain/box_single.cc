// Box single (Trivial): a digit that can go in only one cell of a box (a
// jigsaw region) goes there. Solo's "blockwise positional elimination", the
// one technique his Trivial grade allows; tried first on every pass.
#include "deduce/puzzles/sudoku/explain/ladder_table.h"

namespace deduce::puzzles::sudoku::ladder {

Effect region_single(Board& board, int region, int v, deduce::explain::Step* step, const char* key,
                     int level) {
  if ((board.placed_in(region) & bit_of(v)) != 0) return Effect::kNone;
  int found = -1, places = 0;
  for (const int cell : board.region(region).cells) {
    if ((board.candidates(cell) & bit_of(v)) == 0) continue;
    found = cell;
    ++places;
  }
  if (places == 0) {
    if (step != nullptr) {
      begin_step(*step, key, level);
      add_region(*step, board, region);
      step->text = std::to_string(v) + " has no place left in " + region_name(board, region);
    }
    return Effect::kContradiction;
  }
  if (places > 1 || board.value(found) != 0) return Effect::kNone;
  if (step != nullptr) {
    begin_step(*step, key, level);
    add_region(*step, board, region);
    add_place(*step, board, found, v);
    step->text = cell_name(board, found) + " = " + std::to_string(v) + ": " + std::to_string(v) +
                 " can go nowhere else in " + region_name(board, region);
  }
  board.place(found, v);
  return Effect::kProgress;
}

Effect region_singles(Board& board, int region, deduce::explain::Step* step, const char* key,
                      int level) {
  // The digits with no place or one place in the region, from one pass over
  // its cells; region_single decides each of them in increasing order, as a
  // scan of every digit would (the others it leaves alone).
  Mask once = 0, twice = 0;
  for (const int cell : board.region(region).cells) {
    const Mask c = board.candidates(cell);
    twice |= once & c;
    once |= c;
  }
  for (Mask m = board.full() & ~board.placed_in(region) & ~twice; m != 0; m &= m - 1) {
    const Effect e = region_single(board, region, lowest_value(m), step, key, level);
    if (e != Effect::kNone) return e;
  }
  return Effect::kNone;
}

Effect box_single(Board& board, deduce::explain::Step* step) {
  for (int b = 0; b < board.n(); ++b) {
    const Effect e = region_singles(board, board.box_region(b), step, "box_single", kTrivial);
    if (e != Effect::kNone) return e;
  }
  return Effect::kNone;
}

}  // namespace deduce::puzzles::sudoku::ladder

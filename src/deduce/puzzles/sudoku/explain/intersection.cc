// Intersection (Intermediate): when a digit's places in one region all lie
// where it crosses a second region, the digit is in that crossing, and so in
// no other cell of the second region: a box's digit confined to a row, column
// or diagonal ("pointing"), or a row's, column's or diagonal's confined to a
// box ("claiming"). Solo's "intersectional analysis": rows against boxes,
// columns against boxes, then each diagonal against boxes, a pair tried both
// ways, the first that rules anything out taken.
#include "deduce/puzzles/sudoku/explain/ladder_table.h"

namespace deduce::puzzles::sudoku::ladder {

namespace {

bool in_region(const Board& board, int region, int cell) {
  for (const int c : board.region(region).cells)
    if (c == cell) return true;
  return false;
}

// v's places in `from` all inside `to`: rules v out of the rest of `to`.
bool confine(Board& board, int from, int to, int v, deduce::explain::Step* step) {
  const Mask b = bit_of(v);
  std::vector<int> places;
  for (const int cell : board.region(from).cells) {
    if ((board.candidates(cell) & b) == 0) continue;
    if (!in_region(board, to, cell)) return false;
    places.push_back(cell);
  }
  std::vector<int> out;
  for (const int cell : board.region(to).cells)
    if ((board.candidates(cell) & b) != 0 && !in_region(board, from, cell)) out.push_back(cell);
  if (out.empty()) return false;
  if (step != nullptr) {
    begin_step(*step, "intersection", kIntermediate);
    add_region(*step, board, from);
    add_region(*step, board, to);
    for (const int cell : out) add_eliminations(*step, board, cell, b);
    step->text = std::to_string(v) + " in " + region_name(board, from) + " can only go in " +
                 cells_text(board, places) + ", inside " + region_name(board, to) + ", so " +
                 eliminations_text(board, *step);
  }
  for (const int cell : out) board.eliminate(cell, b);
  return true;
}

}  // namespace

Effect intersection(Board& board, deduce::explain::Step* step) {
  const int n = board.n();
  auto pair = [&](int line, int box, int v) {
    if (((board.placed_in(line) | board.placed_in(box)) & bit_of(v)) != 0) return false;
    return confine(board, line, box, v, step) || confine(board, box, line, v, step);
  };
  for (int line = 0; line < 2 * n; ++line)  // rows, then columns: box by box, digit by digit
    for (int b = 0; b < n; ++b)
      for (int v = 1; v <= n; ++v)
        if (pair(line, board.box_region(b), v)) return Effect::kProgress;
  for (int d = 3 * n; d < board.regions(); ++d)
    for (int b = 0; b < n; ++b)
      for (int v = 1; v <= n; ++v)
        if (pair(d, board.box_region(b), v)) return Effect::kProgress;
  return Effect::kNone;
}

}  // namespace deduce::puzzles::sudoku::ladder

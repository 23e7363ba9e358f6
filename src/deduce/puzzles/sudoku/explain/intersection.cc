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

// v's places in `from` all inside `to`: rules v out of the rest of `to`.
// The test first, on the candidates alone (it runs for every pair and digit
// of every pass: no list is made until something is ruled out).
bool confine(Board& board, int from, int to, int v, deduce::explain::Step* step) {
  const Mask b = bit_of(v);
  const std::vector<int>& from_cells = board.region(from).cells;
  const std::vector<int>& to_cells = board.region(to).cells;
  for (const int cell : from_cells)
    if ((board.candidates(cell) & b) != 0 && !board.in(to, cell)) return false;
  bool any = false;
  for (const int cell : to_cells)
    if ((any = (board.candidates(cell) & b) != 0 && !board.in(from, cell))) break;
  if (!any) return false;
  std::vector<int> places, out;
  for (const int cell : from_cells)
    if ((board.candidates(cell) & b) != 0) places.push_back(cell);
  for (const int cell : to_cells)
    if ((board.candidates(cell) & b) != 0 && !board.in(from, cell)) out.push_back(cell);
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
  // confine(line, box, v) acts exactly when v is a candidate of the box
  // outside the line and of no cell of the line outside the box, and
  // confine(box, line, v) the other way round: for each pair, the digits in
  // one of those two sets and not the other are the only ones to try (in
  // increasing order, as the scan of every digit tries them). A line and a
  // box that share no cell have the two sets of all their cells.
  Mask all[3 * 64 + 2];
  for (int r = 0; r < board.regions(); ++r) {
    all[r] = 0;
    for (const int cell : board.region(r).cells) all[r] |= board.candidates(cell);
  }
  auto pair = [&](int line, int box, Mask boxes) {
    Mask line_out = all[line], box_out = all[box];
    if ((boxes >> (box - 2 * n)) & 1) {
      line_out = box_out = 0;
      for (const int cell : board.region(line).cells)
        if (!board.in(box, cell)) line_out |= board.candidates(cell);
      for (const int cell : board.region(box).cells)
        if (!board.in(line, cell)) box_out |= board.candidates(cell);
    }
    const Mask open = board.full() & ~(board.placed_in(line) | board.placed_in(box));
    for (Mask m = (line_out ^ box_out) & open; m != 0; m &= m - 1) {
      const int v = lowest_value(m);
      if (confine(board, line, box, v, step) || confine(board, box, line, v, step)) return true;
    }
    return false;
  };
  const auto meets = [&](int line) {
    Mask boxes = 0;
    for (const int cell : board.region(line).cells) boxes |= Mask{1} << board.box_of(cell);
    return boxes;
  };
  for (int line = 0; line < 2 * n; ++line) {  // rows, then columns: box by box, digit by digit
    const Mask boxes = meets(line);
    for (int b = 0; b < n; ++b)
      if (pair(line, board.box_region(b), boxes)) return Effect::kProgress;
  }
  for (int d = 3 * n; d < board.regions(); ++d) {
    const Mask boxes = meets(d);
    for (int b = 0; b < n; ++b)
      if (pair(d, board.box_region(b), boxes)) return Effect::kProgress;
  }
  return Effect::kNone;
}

}  // namespace deduce::puzzles::sudoku::ladder

// Forcing chain (Extreme): a path of two-valued cells, each seeing the next
// and sharing a digit with it. If the first cell is not d, it is its other
// digit, which forces the next cell to its other digit, and so on; when a
// cell of the path is forced to d, then either the first cell or that cell is
// d, and any cell seeing both is not d. Solo's forcing chains: from every
// two-valued cell in reading order, for each of its digits, a breadth-first
// walk over the cells each reached cell sees (its column, row, box and
// diagonals, in that order); the first cell found that holds d and sees the
// start is the conclusion (one digit ruled out from one cell).
#include <array>

#include "deduce/puzzles/sudoku/explain/ladder_table.h"

namespace deduce::puzzles::sudoku::ladder {

namespace {

struct Walk {
  std::vector<int> forced;  // cell -> the digit it is forced to, 0 unreached
  std::vector<int> prev;    // cell -> the cell it was reached from, -1 for the start
  std::vector<int> queue;
};

// The cells `cell` sees in Solo's order (with repeats, as he walks them).
void neighbours(const Board& board, int cell, std::vector<int>& out) {
  out.clear();
  const int n = board.n();
  for (const int c : board.region(board.column_region(board.col_of(cell))).cells) out.push_back(c);
  for (const int c : board.region(board.row_region(board.row_of(cell))).cells) out.push_back(c);
  for (const int c : board.region(board.box_region(board.box_of(cell))).cells) out.push_back(c);
  for (int d = 0; d < 2; ++d)
    if (board.x() && board.on_diagonal(cell, d))
      for (const int c : board.region(3 * n + d).cells) out.push_back(c);
}

std::string chain_text(const Board& board, const Walk& w, int end) {
  std::vector<int> path;
  for (int c = end; c >= 0; c = w.prev[c]) path.push_back(c);
  std::string text;
  for (auto it = path.rbegin(); it != path.rend(); ++it) {
    if (!text.empty()) text += " -> ";
    text += cell_name(board, *it) + "=" + std::to_string(w.forced[*it]);
  }
  return text;
}

}  // namespace

Effect forcing_chain(Board& board, deduce::explain::Step* step) {
  const int cells = board.cells();
  Walk w;
  w.forced.resize(static_cast<std::size_t>(cells));
  w.prev.resize(static_cast<std::size_t>(cells));
  std::vector<int> around;
  for (int start = 0; start < cells; ++start) {
    const Mask pair = board.candidates(start);
    if (popcount(pair) != 2 || board.value(start) != 0) continue;
    for (Mask m = pair; m != 0; m &= m - 1) {
      const int d = lowest_value(m);
      std::fill(w.forced.begin(), w.forced.end(), 0);
      w.queue.assign(1, start);
      w.prev[start] = -1;
      w.forced[start] = lowest_value(pair & ~bit_of(d));  // start is not d: its other digit
      for (std::size_t head = 0; head < w.queue.size(); ++head) {
        const int at = w.queue[head];
        const int digit = w.forced[at];
        neighbours(board, at, around);
        for (const int next : around) {
          if (w.forced[next] != 0 || next == at) continue;
          const Mask c = board.candidates(next);
          if ((c & bit_of(digit)) == 0) continue;
          if (popcount(c) == 2) {
            w.queue.push_back(next);
            w.prev[next] = at;
            w.forced[next] = lowest_value(c & ~bit_of(digit));
          }
          if (digit != d || !board.sees(next, start)) continue;
          // `at` is d when start is not: one of them is d, and next sees both.
          if (step != nullptr) {
            begin_step(*step, "forcing_chain", kExtreme);
            for (int c2 = at; c2 >= 0; c2 = w.prev[c2]) add_cell(*step, board, c2);
            add_eliminations(*step, board, next, bit_of(d));
            step->text = "if " + cell_name(board, start) + " is not " + std::to_string(d) + ": " +
                         chain_text(board, w, at) + "; so " + cell_name(board, start) + " or " +
                         cell_name(board, at) + " is " + std::to_string(d) + ", and " +
                         cell_name(board, next) + ", seeing both, is not " + std::to_string(d);
          }
          board.eliminate(next, bit_of(d));
          return Effect::kProgress;
        }
      }
    }
  }
  return Effect::kNone;
}

}  // namespace deduce::puzzles::sudoku::ladder

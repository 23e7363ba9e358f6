// Forcing chain (Extreme): a chain of cells with two values each, each in
// line with the next. If the chain's first cell s is not v it takes its other
// value, which forces the next cell to its other value, and so on; when a cell
// of the chain is forced to v, then s or that cell is v, and a cell in line
// with both cannot be v. Tatham's "forcing chain": a breadth-first walk from
// each two-valued cell and each of its values, through cells of two values
// that hold the value forced on their predecessor.
//
// Cost: one walk visits each cell once and looks at its 2n line mates, so a
// pass is O(n^2 * 2 * n^2 * 2n); the grade path runs it only when every easier
// technique is stuck, and applies everything one pass finds.
#include <array>
#include <cstdint>
#include <vector>

#include "deduce/puzzles/latin/explain/ladder_table.h"

namespace deduce::puzzles::latin::ladder {

namespace {

constexpr int kMaxCells = kMaxMaskOrder * kMaxMaskOrder;

struct Walk {
  std::array<std::uint8_t, kMaxCells> forced;  // the value forced on a visited cell, 0 unvisited
  std::array<std::int16_t, kMaxCells> parent;
  std::array<std::int16_t, kMaxCells> queue;
};

std::string chain_text(const Board& board, const Walk& walk, int start, int orig, int end,
                       int target) {
  std::vector<int> path;
  for (int c = end; c != start; c = walk.parent[c]) path.push_back(c);
  std::string text = "forcing chain: " + cell_name(board, start) + " is " +
                     or_list(board.candidates(start)) + "; if it is not " + std::to_string(orig) +
                     " it is " + std::to_string(walk.forced[start]);
  for (auto it = path.rbegin(); it != path.rend(); ++it) {
    text += ", so " + cell_name(board, *it) + " is " + std::to_string(walk.forced[*it]);
  }
  text += ". Either way " + cell_name(board, start) + " or " + cell_name(board, end) + " is " +
          std::to_string(orig) + ", and " + cell_name(board, target) +
          " is in line with both, so " + cell_name(board, target) + " is not " +
          std::to_string(orig);
  return text;
}

}  // namespace

Effect forcing_chain(Board& board, deduce::explain::Step* step) {
  const int n = board.n();
  bool progress = false;
  Walk walk;
  walk.forced.fill(0);
  for (int start = 0; start < board.cells(); ++start) {
    const Mask sm = board.candidates(start);
    if (board.value(start) != 0 || popcount(sm) != 2) continue;
    for (Mask om = sm; om != 0; om &= om - 1) {
      const int orig = lowest_value(om);
      if ((board.candidates(start) & bit_of(orig)) == 0) continue;  // gone earlier in this pass
      int head = 0, tail = 0;
      walk.queue[tail++] = static_cast<std::int16_t>(start);
      walk.forced[start] = static_cast<std::uint8_t>(lowest_value(sm & ~bit_of(orig)));
      walk.parent[start] = -1;
      int found_end = -1, found_target = -1;
      while (head < tail && found_target < 0) {
        const int c = walk.queue[head++];
        const int cv = walk.forced[c];
        const Mask bcv = bit_of(cv);
        for (int i = 0; i < 2 * n && found_target < 0; ++i) {
          const int p = i < n ? board.at(board.row_of(c), i) : board.at(i - n, board.col_of(c));
          if (walk.forced[p] != 0 || (board.candidates(p) & bcv) == 0) continue;
          const Mask pm = board.candidates(p);
          if (board.value(p) == 0 && popcount(pm) == 2) {
            walk.forced[p] = static_cast<std::uint8_t>(lowest_value(pm & ~bcv));
            walk.parent[p] = static_cast<std::int16_t>(c);
            walk.queue[tail++] = static_cast<std::int16_t>(p);
          }
          if (cv == orig && board.sees(p, start)) {
            found_end = c;
            found_target = p;
          }
        }
      }
      if (found_target >= 0) {
        if (step == nullptr) {
          board.eliminate(found_target, bit_of(orig));
          progress = true;
        } else {
          begin_step(*step, "forcing_chain", kExtreme);
          add_cell(*step, board, start);
          std::vector<int> path;
          for (int c = found_end; c != start; c = walk.parent[c]) path.push_back(c);
          for (auto it = path.rbegin(); it != path.rend(); ++it) add_cell(*step, board, *it);
          add_eliminations(*step, board, found_target, bit_of(orig));
          step->text = chain_text(board, walk, start, orig, found_end, found_target);
          board.eliminate(found_target, bit_of(orig));
        }
      }
      for (int q = 0; q < tail; ++q) walk.forced[walk.queue[q]] = 0;
      if (found_target >= 0 && step != nullptr) {
        return board.broken() ? Effect::kContradiction : Effect::kProgress;
      }
      if (board.broken()) return Effect::kContradiction;
    }
  }
  return progress ? Effect::kProgress : Effect::kNone;
}

}  // namespace deduce::puzzles::latin::ladder

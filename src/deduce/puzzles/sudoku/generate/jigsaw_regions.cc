#include "deduce/puzzles/sudoku/generate/jigsaw_regions.h"

#include <array>

#include "deduce/puzzles/sudoku/puzzle.h"

namespace deduce::puzzles::sudoku::generate {
namespace {

// The up to four neighbours of cell k in an n x n grid (-1 where none).
std::array<int, 4> neighbours(int n, int k) {
  const int r = k / n, c = k % n;
  return {r > 0 ? k - n : -1, r + 1 < n ? k + n : -1, c > 0 ? k - 1 : -1, c + 1 < n ? k + 1 : -1};
}

// Whether the cells of `piece` are one 4-connected region.
bool connected(int n, const std::vector<int>& region, int piece, std::vector<int>& stack,
               std::vector<char>& seen) {
  seen.assign(region.size(), 0);
  stack.clear();
  int size = 0, reached = 0;
  for (std::size_t k = 0; k < region.size(); ++k) {
    if (region[k] != piece) continue;
    if (size++ == 0) {
      stack.push_back(static_cast<int>(k));
      seen[k] = 1;
    }
  }
  while (!stack.empty()) {
    const int k = stack.back();
    stack.pop_back();
    ++reached;
    for (const int m : neighbours(n, k)) {
      if (m < 0 || seen[m] || region[m] != piece) continue;
      seen[m] = 1;
      stack.push_back(m);
    }
  }
  return reached == size;
}

// A random cell of `piece` next to a cell of `other`, or -1.
int border_cell(int n, const std::vector<int>& region, int piece, int other, util::Rng& rng) {
  int chosen = -1, seen = 0;
  for (int k = 0; k < n * n; ++k) {
    if (region[k] != piece) continue;
    for (const int m : neighbours(n, k)) {
      if (m < 0 || region[m] != other) continue;
      // Reservoir sampling: each border cell with the same chance.
      if (rng.below(++seen) == 0) chosen = k;
      break;
    }
  }
  return chosen;
}

}  // namespace

std::vector<int> random_jigsaw_regions(int n, util::Rng& rng) {
  const int cells = n * n;
  std::vector<int> region(static_cast<std::size_t>(cells));
  const BoxShape boxes = default_boxes(n);
  for (int k = 0; k < cells; ++k)
    region[k] = boxes.rows != 0 ? box_of(n, boxes.rows, boxes.cols, k / n, k % n) : k / n;
  std::vector<int> stack;
  std::vector<char> seen;
  for (int step = 0; step < 10 * cells; ++step) {
    // A cell and a neighbour in another piece: the border to trade across.
    const int k = rng.below(cells);
    const std::array<int, 4> around = neighbours(n, k);
    const int m = around[static_cast<std::size_t>(rng.below(4))];
    if (m < 0 || region[m] == region[k]) continue;
    const int a = region[k], b = region[m];
    const int give = border_cell(n, region, a, b, rng);
    const int take = border_cell(n, region, b, a, rng);
    if (give < 0 || take < 0) continue;
    region[give] = b;
    region[take] = a;
    if (connected(n, region, a, stack, seen) && connected(n, region, b, stack, seen)) continue;
    region[give] = a;
    region[take] = b;
  }
  return region;
}

}  // namespace deduce::puzzles::sudoku::generate

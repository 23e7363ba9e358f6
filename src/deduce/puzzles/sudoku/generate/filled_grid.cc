#include "deduce/puzzles/sudoku/generate/filled_grid.h"

#include <array>
#include <bit>
#include <vector>

namespace deduce::puzzles::sudoku::generate {
namespace {

using Mask = std::uint64_t;

// The search's state: each unit's placed digits (rows, columns, regions,
// then the two diagonals), and the units of each cell (-1 past the last).
class Filler {
 public:
  Filler(const Puzzle& shape, util::Rng& rng, std::uint64_t max_nodes)
      : n_(shape.n), rng_(rng), nodes_left_(max_nodes), grid_(shape.cells(), 0) {
    full_ = n_ == 64 ? ~Mask{0} : (Mask{1} << n_) - 1;
    used_.assign(static_cast<std::size_t>(3 * n_ + 2), 0);
    units_.resize(static_cast<std::size_t>(shape.cells()));
    for (int k = 0; k < shape.cells(); ++k) {
      const int r = k / n_, c = k % n_;
      std::array<int, 5>& u = units_[k];
      u = {r, n_ + c, 2 * n_ + shape.region[k], -1, -1};
      int next = 3;
      if (shape.x && r == c) u[next++] = 3 * n_;
      if (shape.x && r + c == n_ - 1) u[next++] = 3 * n_ + 1;
    }
  }

  bool fill(int open) {
    if (open == 0) return true;
    if (nodes_left_ == 0) return false;
    --nodes_left_;
    int best = -1, fewest = n_ + 1;
    Mask best_free = 0;
    for (int k = 0; k < static_cast<int>(grid_.size()); ++k) {
      if (grid_[k] != 0) continue;
      const Mask f = free_in(k);
      const int count = std::popcount(f);
      if (count < fewest) {
        best = k, fewest = count, best_free = f;
        if (count <= 1) break;
      }
    }
    for (Mask left = best_free; left != 0;) {
      // A digit of those left, uniformly: the k-th set bit.
      Mask pick = left;
      for (int skip = rng_.below(std::popcount(left)); skip > 0; --skip) pick &= pick - 1;
      const Mask bit = pick & (~pick + 1);
      left &= ~bit;
      set(best, bit, std::countr_zero(bit) + 1);
      if (fill(open - 1)) return true;
      set(best, bit, 0);
      if (nodes_left_ == 0) return false;
    }
    return false;
  }

  Grid take() { return std::move(grid_); }

 private:
  Mask free_in(int k) const {
    Mask used = 0;
    for (const int u : units_[k]) {
      if (u < 0) break;
      used |= used_[u];
    }
    return full_ & ~used;
  }
  void set(int k, Mask bit, int value) {
    grid_[k] = value;
    for (const int u : units_[k]) {
      if (u < 0) break;
      used_[u] ^= bit;
    }
  }

  int n_;
  util::Rng& rng_;
  std::uint64_t nodes_left_;
  Grid grid_;
  Mask full_ = 0;
  std::vector<Mask> used_;
  std::vector<std::array<int, 5>> units_;
};

}  // namespace

Grid random_filled_grid(const Puzzle& shape, util::Rng& rng, std::uint64_t max_nodes) {
  Filler filler(shape, rng, max_nodes);
  if (!filler.fill(shape.cells())) return {};
  return filler.take();
}

}  // namespace deduce::puzzles::sudoku::generate

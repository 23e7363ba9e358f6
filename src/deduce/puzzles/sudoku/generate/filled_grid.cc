#include "deduce/puzzles/sudoku/generate/filled_grid.h"

#include <array>
#include <bit>
#include <vector>

namespace deduce::puzzles::sudoku::generate {
namespace {

using Mask = std::uint64_t;

// The search's state: each unit's placed digits (rows, columns, regions,
// the two diagonals, then a killer puzzle's cages), and the units of each
// cell (-1 past the last).
// With an Rng it fills (digits in a random order, to the first grid); without
// one it counts (digits in increasing order, up to a limit).
class GridSearch {
 public:
  GridSearch(const Puzzle& shape, const Grid& start, util::Rng* rng, std::uint64_t max_nodes)
      : n_(shape.n), rng_(rng), nodes_left_(max_nodes), grid_(start) {
    full_ = n_ == 64 ? ~Mask{0} : (Mask{1} << n_) - 1;
    const bool cages = shape.killer && !shape.cage_of.empty();
    used_.assign(static_cast<std::size_t>(3 * n_ + 2) + (cages ? shape.cage_of.size() : 0), 0);
    units_.resize(static_cast<std::size_t>(shape.cells()));
    for (int k = 0; k < shape.cells(); ++k) {
      const int r = k / n_, c = k % n_;
      std::array<int, 6>& u = units_[k];
      u = {r, n_ + c, 2 * n_ + shape.region[k], -1, -1, -1};
      int next = 3;
      if (shape.x && r == c) u[next++] = 3 * n_;
      if (shape.x && r + c == n_ - 1) u[next++] = 3 * n_ + 1;
      if (cages) u[next++] = 3 * n_ + 2 + shape.cage_of[k];
    }
    for (int k = 0; k < shape.cells(); ++k) {
      if (grid_[k] == 0) {
        ++open_;
        continue;
      }
      const Mask bit = Mask{1} << (grid_[k] - 1);
      if ((free_in(k) & bit) == 0) broken_ = true;  // a given twice in a unit
      set(k, bit, grid_[k]);
    }
  }

  // Fills the open cells; false when the allowance ran out or none fits.
  bool fill() { return !broken_ && search(open_) && done_; }

  // Solutions up to `limit`; -1 when the allowance ran out first.
  int count(int limit) {
    limit_ = limit;
    if (broken_) return 0;
    search(open_);
    return nodes_left_ == 0 && found_ < limit_ ? -1 : found_;
  }

  Grid take() { return std::move(grid_); }
  std::uint64_t nodes_left() const { return nodes_left_; }

 private:
  // Returns true to stop: a grid filled (done_), the limit reached, or no
  // nodes left.
  bool search(int open) {
    if (open == 0) {
      if (rng_ == nullptr) return ++found_ >= limit_;
      done_ = true;
      return true;
    }
    if (nodes_left_ == 0) return true;
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
      // The lowest digit left, or (filling) one of them uniformly.
      Mask pick = left;
      if (rng_ != nullptr)
        for (int skip = rng_->below(std::popcount(left)); skip > 0; --skip) pick &= pick - 1;
      const Mask bit = pick & (~pick + 1);
      left &= ~bit;
      set(best, bit, std::countr_zero(bit) + 1);
      if (search(open - 1)) {
        if (!done_) set(best, bit, 0);  // a filled grid is kept
        return true;
      }
      set(best, bit, 0);
      if (nodes_left_ == 0) return true;
    }
    return false;
  }

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
  util::Rng* rng_;
  std::uint64_t nodes_left_;
  Grid grid_;
  Mask full_ = 0;
  int open_ = 0, found_ = 0, limit_ = 1;
  bool broken_ = false, done_ = false;
  std::vector<Mask> used_;
  std::vector<std::array<int, 6>> units_;
};

}  // namespace

Grid random_filled_grid(const Puzzle& shape, util::Rng& rng, std::uint64_t max_nodes) {
  GridSearch search(shape, Grid(static_cast<std::size_t>(shape.cells()), 0), &rng, max_nodes);
  if (!search.fill()) return {};
  return search.take();
}

int count_up_to(const Puzzle& shape, const Grid& givens, int limit, std::uint64_t max_nodes,
                std::uint64_t* nodes) {
  GridSearch search(shape, givens, nullptr, max_nodes);
  const int found = search.count(limit);
  if (nodes != nullptr) *nodes = max_nodes - search.nodes_left();
  return found;
}

}  // namespace deduce::puzzles::sudoku::generate

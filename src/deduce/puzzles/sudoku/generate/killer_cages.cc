#include "deduce/puzzles/sudoku/generate/killer_cages.h"

#include <algorithm>
#include <utility>

namespace deduce::puzzles::sudoku::generate {

KillerCages KillerCages::draw(int n, util::Rng& rng) {
  KillerCages c;
  const int area = n * n;
  c.cage_of_.assign(static_cast<std::size_t>(area), -1);
  // Dominoes and single cells, in reading order: a free cell opens a cage
  // and, three times in four, takes its right neighbour (its lower one
  // when the right is taken or past the edge, or on a coin's toss).
  for (int k = 0; k < area; ++k) {
    if (c.cage_of_[k] >= 0) continue;
    const int cage = c.count();
    c.cage_of_[k] = cage;
    c.cells_.push_back({k});
    if (k + 1 >= area || rng.below(16) < 4) continue;
    int other = k + 1;
    if (k % n + 1 == n || c.cage_of_[other] >= 0 || (k + n < area && rng.below(2) == 0))
      other = k + n;
    if (other >= area) continue;
    c.cage_of_[other] = cage;
    c.cells_.back().push_back(other);
  }
  // Each cage still of one cell joins its right or lower neighbour's (the
  // last cell its left one's), as Solo's Advanced killer grade asks.
  for (int cage = 0; cage < c.count();) {
    if (c.cells_[cage].size() > 1) {
      ++cage;
      continue;
    }
    const int k = c.cells_[cage].front();
    const int x = k % n, y = k / n;
    int other = k + n;
    if (k + 1 == area)
      other = k - 1;
    else if (x + 1 < n && (y + 1 == n || rng.below(2) == 0))
      other = k + 1;
    const int into = c.cage_of_[other];
    c.merge(cage, into);
    // The merged cage keeps the lower number, and the last cage takes the
    // other's: look at this number again unless it is now the merged one.
    if (cage < into) ++cage;
  }
  return c;
}

void KillerCages::merge(int a, int b) {
  if (b < a) std::swap(a, b);
  for (const int k : cells_[b]) cage_of_[k] = a;
  cells_[a].insert(cells_[a].end(), cells_[b].begin(), cells_[b].end());
  const int last = count() - 1;
  if (b != last) {
    cells_[b] = std::move(cells_[last]);
    for (const int k : cells_[b]) cage_of_[k] = b;
  }
  cells_.pop_back();
}

int KillerCages::largest() const {
  std::size_t most = 0;
  for (const std::vector<int>& cells : cells_) most = std::max(most, cells.size());
  return static_cast<int>(most);
}

void KillerCages::apply(Puzzle& shape, const Grid& solution) const {
  std::vector<int> sums(cells_.size(), 0);
  for (std::size_t cage = 0; cage < cells_.size(); ++cage)
    for (const int k : cells_[cage]) sums[cage] += solution[k];
  set_cages(shape, cage_of_, sums);
}

}  // namespace deduce::puzzles::sudoku::generate

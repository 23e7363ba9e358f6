#include "deduce/puzzles/sudoku/generate/clue_removal.h"

#include <algorithm>
#include <utility>

namespace deduce::puzzles::sudoku::generate {
namespace {

// The images of (x, y) (column, row) under `s` in a grid of order n, the
// cell itself first: Solo's symmetry classes.
std::vector<std::pair<int, int>> images(int n, Symmetry s, int x, int y) {
  const int fx = n - 1 - x, fy = n - 1 - y;
  switch (s) {
    case Symmetry::kNone:
      return {{x, y}};
    case Symmetry::kRot2:
      return {{x, y}, {fx, fy}};
    case Symmetry::kRot4:
      return {{x, y}, {fy, x}, {y, fx}, {fx, fy}};
    case Symmetry::kRef2:
      return {{x, y}, {fx, y}};
    case Symmetry::kRef2D:
      return {{x, y}, {y, x}};
    case Symmetry::kRef4:
      return {{x, y}, {fx, y}, {x, fy}, {fx, fy}};
    case Symmetry::kRef4D:
      return {{x, y}, {y, x}, {fx, fy}, {fy, fx}};
    case Symmetry::kRef8:
      return {{x, y}, {fx, y}, {x, fy}, {fx, fy}, {y, x}, {y, fx}, {fy, x}, {fy, fx}};
  }
  return {{x, y}};
}

}  // namespace

std::vector<std::vector<int>> symmetry_classes(int n, Symmetry symmetry) {
  std::vector<std::vector<int>> classes;
  for (int k = 0; k < n * n; ++k) {
    std::vector<int> cells;
    for (const auto& [x, y] : images(n, symmetry, k % n, k / n)) cells.push_back(y * n + x);
    // Listed at its first cell only; the cells once each.
    if (*std::min_element(cells.begin(), cells.end()) < k) continue;
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    classes.push_back(std::move(cells));
  }
  return classes;
}

Grid remove_clues(Grid givens, const std::vector<std::vector<int>>& classes, util::Rng& rng,
                  const KeepsTest& keeps, const std::function<bool()>& stopped,
                  const KeepsTest& quick) {
  std::vector<int> order(classes.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  rng.shuffle(order.begin(), order.end());
  // A class emptied before (by an earlier pass) has nothing to test.
  const auto empty = [&](int c) {
    const std::vector<int>& cells = classes[static_cast<std::size_t>(c)];
    return std::all_of(cells.begin(), cells.end(), [&](int k) { return givens[k] == 0; });
  };
  order.erase(std::remove_if(order.begin(), order.end(), empty), order.end());
  Grid trial = givens;
  const auto set = [&](std::size_t from, std::size_t to, bool clear) {
    for (std::size_t i = from; i < to; ++i)
      for (const int k : classes[static_cast<std::size_t>(order[i])])
        trial[k] = clear ? 0 : givens[k];
  };
  std::size_t run = quick ? 8 : 1;
  for (std::size_t i = 0; i < order.size();) {
    const std::size_t to = std::min(order.size(), i + run);
    set(i, to, true);
    const bool keep = run > 1 ? quick(trial) : keeps(trial);
    if (stopped()) break;
    if (keep) {
      for (std::size_t j = i; j < to; ++j)
        for (const int k : classes[static_cast<std::size_t>(order[j])]) givens[k] = 0;
      i = to;
      if (quick) run = run > 1 ? run * 2 : 2;
      continue;
    }
    set(i, to, false);
    if (run > 1) {
      run /= 2;
    } else {
      ++i;  // one class the full test keeps: the removal goes on one by one
    }
  }
  return givens;
}

}  // namespace deduce::puzzles::sudoku::generate

#include "deduce/puzzles/sudoku/model.h"

#include "deduce/props/constraints.h"

namespace deduce::puzzles::sudoku {

latin::LatinModel post_rules(core::Store& store, const Puzzle& p, Strength strength) {
  const int n = p.n;
  latin::LatinOptions options;
  options.kind = latin::LatinModelKind::kCube;
  // Rows and columns by the cube's singles in either strength (measured below, model.h).
  options.all_different = false;
  latin::LatinModel model = latin::post_latin(store, n, options);
  const core::Bits digits = core::first_n<core::Bits>(n);
  const auto unit = [&](std::vector<core::VarId> xs) {
    if (n < 2) return;
    if (strength == Strength::kSubsets)
      props::post_all_different(store, std::move(xs));
    else
      props::post_permutation(store, std::move(xs), digits);
  };
  std::vector<std::vector<int>> regions(static_cast<std::size_t>(n));
  for (int k = 0; k < n * n; ++k) regions[p.region[k]].push_back(k);
  for (const std::vector<int>& region : regions) {
    // A region that is a row or a column (boxes 1 x n) is posted already.
    bool row = true, column = true;
    std::vector<core::VarId> xs;
    for (const int k : region) {
      row = row && k / n == region[0] / n;
      column = column && k % n == region[0] % n;
      xs.push_back(model.cells[k]);
    }
    if (!row && !column) unit(std::move(xs));
  }
  if (p.x) {
    std::vector<core::VarId> main, anti;
    for (int i = 0; i < n; ++i) {
      main.push_back(model.cells[i * n + i]);
      anti.push_back(model.cells[i * n + (n - 1 - i)]);
    }
    unit(std::move(main));
    unit(std::move(anti));
  }
  for (const Cage& cage : p.cages) {
    std::vector<core::VarId> xs;
    for (const int k : cage.cells) xs.push_back(model.cells[k]);
    const int size = static_cast<int>(xs.size());
    if (cage.sum > 0)
      props::post_cage_sum(store, std::move(xs), cage.sum - size, n);
    else if (size > 1)
      props::post_all_different(store, std::move(xs));
  }
  return model;
}

void tell_givens(core::Store& store, const latin::LatinModel& model, const Puzzle& p) {
  for (int k = 0; k < p.cells(); ++k)
    if (p.givens[k] != 0 && !store.assign(model.cells[k], p.givens[k] - 1)) store.fail();
}

latin::LatinModel post_sudoku(core::Store& store, const Puzzle& p, Strength strength) {
  latin::LatinModel model = post_rules(store, p, strength);
  tell_givens(store, model, p);
  return model;
}

}  // namespace deduce::puzzles::sudoku

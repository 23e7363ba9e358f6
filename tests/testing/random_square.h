// Random Latin squares for tests: isotopic to the cyclic one, cheap at any
// order (the wide tests go to 256), so puzzles made by blanking them are
// solvable by construction.
#pragma once

#include <algorithm>
#include <numeric>
#include <random>
#include <vector>

#include "deduce/puzzles/futoshiki/puzzle.h"

namespace deduce::testing {

// (r + c) mod n with rows, columns and symbols permuted at random. Values 1..n.
inline puzzles::futoshiki::Grid random_square(int n, std::mt19937_64& rng) {
  std::vector<int> rows(n), cols(n), syms(n);
  std::iota(rows.begin(), rows.end(), 0);
  std::iota(cols.begin(), cols.end(), 0);
  std::iota(syms.begin(), syms.end(), 1);
  std::shuffle(rows.begin(), rows.end(), rng);
  std::shuffle(cols.begin(), cols.end(), rng);
  std::shuffle(syms.begin(), syms.end(), rng);
  puzzles::futoshiki::Grid g(n * n);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) g[rows[r] * n + cols[c]] = syms[(r + c) % n];
  return g;
}

}  // namespace deduce::testing

#include "deduce/puzzles/futoshiki/symmetry.h"

#include <algorithm>

namespace deduce::puzzles::futoshiki {

bool is_free_square(const Puzzle& p) {
  if (p.mode != Mode::kUnequal || p.n < 2) return false;
  auto none = [](Relation r) { return r == Relation::kNone; };
  return std::all_of(p.givens.begin(), p.givens.end(), [](int g) { return g == 0; }) &&
         std::all_of(p.right.begin(), p.right.end(), none) &&
         std::all_of(p.down.begin(), p.down.end(), none);
}

Puzzle reduced_square(const Puzzle& p) {
  Puzzle r = p;
  for (int k = 0; k < p.n; ++k) {
    r.given(0, k) = k + 1;
    r.given(k, 0) = k + 1;
  }
  return r;
}

util::BigCount reduced_multiplier(int n) {
  util::BigCount m = 1;
  for (int k = 2; k <= n; ++k) m *= k;      // n!
  for (int k = 2; k <= n - 1; ++k) m *= k;  // (n-1)!
  return m;
}

}  // namespace deduce::puzzles::futoshiki

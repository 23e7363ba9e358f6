#include "deduce/puzzles/latin/symmetry.h"

#include <algorithm>

namespace deduce::puzzles::latin {

bool is_free_square(const Square& s) {
  return s.n >= 2 && std::all_of(s.givens.begin(), s.givens.end(), [](int g) { return g == 0; });
}

void reduce(Square& s) {
  for (int k = 0; k < s.n; ++k) {
    s.given(0, k) = k + 1;
    s.given(k, 0) = k + 1;
  }
}

util::BigCount reduced_multiplier(int n) {
  util::BigCount m = 1;
  for (int k = 2; k <= n; ++k) m *= k;      // n!
  for (int k = 2; k <= n - 1; ++k) m *= k;  // (n-1)!
  return m;
}

}  // namespace deduce::puzzles::latin

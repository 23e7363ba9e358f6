// Random small Futoshiki, Adjacent and Latin-square completion puzzles for the
// differential tests (latin_differential_test.cc, restart_differential_test.cc):
// order 1..5, built around a hidden random Latin square with some noise, so
// that unsolvable, unique and many-solution instances all come up.
#pragma once

#include <algorithm>
#include <cstdlib>
#include <iterator>
#include <random>
#include <vector>

#include "deduce/puzzles/futoshiki/puzzle.h"

namespace deduce::puzzles::futoshiki {

enum class Family { kFutoshiki, kAdjacent, kLatin };

// A random puzzle of the family; order 1..5, leaning to 4 and 5.
inline Puzzle random_puzzle(Family family, std::mt19937_64& rng) {
  static constexpr int kOrders[] = {1, 2, 3, 3, 4, 4, 4, 5, 5, 5, 5, 5};
  Puzzle p;
  p.n = kOrders[rng() % std::size(kOrders)];
  const int n = p.n;
  p.mode = family == Family::kAdjacent ? Mode::kAdjacent : Mode::kUnequal;
  p.givens.assign(n * n, 0);
  p.right.assign(n * (n - 1), Relation::kNone);
  p.down.assign((n - 1) * n, Relation::kNone);
  // Most instances are built around a hidden random Latin square (a
  // shuffled cyclic square): givens are revealed from it, and signs agree
  // with it, so many have solutions; a few givens and signs are flipped at
  // random so that unsolvable and invalid instances come up too. Densities
  // are drawn per instance so that both sparse (many solutions) and dense
  // (none or one) instances come up.
  std::vector<int> rows(n), cols(n), symbols(n);
  for (int i = 0; i < n; ++i) rows[i] = cols[i] = symbols[i] = i;
  std::shuffle(rows.begin(), rows.end(), rng);
  std::shuffle(cols.begin(), cols.end(), rng);
  std::shuffle(symbols.begin(), symbols.end(), rng);
  auto hidden = [&](int r, int c) { return 1 + symbols[(rows[r] + cols[c]) % n]; };
  const bool planted = rng() % 4 != 0;
  const int noise_pct = static_cast<int>(rng() % 8);
  // Latin squares without signs need more givens to keep counts small (a
  // bare order-5 square has 161,280 completions; BareSquaresHaveTheKnownCounts
  // covers those).
  const int given_pct = static_cast<int>(rng() % 45) + (family == Family::kLatin ? 15 : 0);
  const int sign_pct = family == Family::kLatin ? 0 : static_cast<int>(rng() % 60);
  auto noisy = [&] { return !planted || static_cast<int>(rng() % 100) < noise_pct; };
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      if (static_cast<int>(rng() % 100) >= given_pct) continue;
      p.given(r, c) = noisy() ? 1 + static_cast<int>(rng() % n) : hidden(r, c);
    }
  }
  // The relation of a cell with its neighbour, true to the hidden square
  // unless noise flips it.
  auto relation = [&](int a, int b) {
    if (p.mode == Mode::kAdjacent) return Relation::kAdjacent;
    const bool less = noisy() ? rng() % 2 == 0 : a < b;
    return less ? Relation::kLess : Relation::kGreater;
  };
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      if (c + 1 < n && static_cast<int>(rng() % 100) < sign_pct) {
        if (p.mode == Mode::kUnequal || noisy() || std::abs(hidden(r, c) - hidden(r, c + 1)) == 1)
          p.right[r * (n - 1) + c] = relation(hidden(r, c), hidden(r, c + 1));
      }
      if (r + 1 < n && static_cast<int>(rng() % 100) < sign_pct) {
        if (p.mode == Mode::kUnequal || noisy() || std::abs(hidden(r, c) - hidden(r + 1, c)) == 1)
          p.down[r * n + c] = relation(hidden(r, c), hidden(r + 1, c));
      }
    }
  }
  return p;
}

}  // namespace deduce::puzzles::futoshiki

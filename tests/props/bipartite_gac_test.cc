// BipartiteGac (Régin's filter and its small-graph subset path) against a
// brute-force oracle: an edge survives exactly when some matching covering
// every row uses it, found by an independent augmenting-path search.
#include "deduce/props/bipartite_gac.h"

#include "deduce/core/wide_bits.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <vector>

namespace deduce::props {
namespace {

using core::Bits;
using Adj = std::array<Bits, 64>;

// Kuhn's algorithm: can `row` be matched, moving earlier rows if need be?
bool kuhn(const Adj& adj, int row, std::vector<int>& col_row, Bits& seen) {
  for (int c = 0; c < 64; ++c) {
    if (!((adj[row] >> c) & 1) || ((seen >> c) & 1)) continue;
    seen |= Bits{1} << c;
    if (col_row[c] < 0 || kuhn(adj, col_row[c], col_row, seen)) {
      col_row[c] = row;
      return true;
    }
  }
  return false;
}

bool covers_all_rows(const Adj& adj, int n) {
  std::vector<int> col_row(64, -1);
  for (int i = 0; i < n; ++i) {
    Bits seen = 0;
    if (!kuhn(adj, i, col_row, seen)) return false;
  }
  return true;
}

// The edges that lie in some matching covering every row (all rows emptied
// when there is none).
Adj oracle(const Adj& adj, int n, bool& ok) {
  Adj out{};
  ok = covers_all_rows(adj, n);
  if (!ok) return out;
  for (int i = 0; i < n; ++i) {
    for (int c = 0; c < 64; ++c) {
      if (!((adj[i] >> c) & 1)) continue;
      Adj forced = adj;
      forced[i] = Bits{1} << c;
      if (covers_all_rows(forced, n)) out[i] |= Bits{1} << c;
    }
  }
  return out;
}

Adj random_graph(std::mt19937& rng, int n, int cols, int percent) {
  Adj adj{};
  for (int i = 0; i < n; ++i) {
    for (int c = 0; c < cols; ++c) {
      if (static_cast<int>(rng() % 100) < percent) adj[i] |= Bits{1} << c;
    }
  }
  return adj;
}

void expect_matches_oracle(BipartiteGac& gac, const Adj& adj, int n) {
  bool ok = false;
  const Adj want = oracle(adj, n, ok);
  Adj got = adj;
  ASSERT_EQ(gac.filter(got, n), ok);
  if (!ok) return;
  for (int i = 0; i < n; ++i) EXPECT_EQ(got[i], want[i]) << "row " << i << " of " << n;
}

// Fresh filters on random graphs: rows 1..11 cover both the subset path
// (at most kSubsetRows open rows) and the matching path; permutations
// (as many columns as rows) and spare columns both occur.
TEST(BipartiteGacOracle, ExactOnRandomGraphs) {
  std::mt19937 rng(12345);
  int checked = 0;
  for (int round = 0; round < 3000; ++round) {
    const int n = 1 + static_cast<int>(rng() % 11);
    const int cols = n + static_cast<int>(rng() % 3);
    const int percent = 20 + static_cast<int>(rng() % 60);
    BipartiteGac gac;
    expect_matches_oracle(gac, random_graph(rng, n, cols, percent), n);
    ++checked;
  }
  EXPECT_EQ(checked, 3000);
}

// Longer lines (more than 16 rows) also take the counting test that proves
// nothing can be pruned; dense graphs make it succeed, sparse ones fail it.
TEST(BipartiteGacOracle, ExactOnLongLines) {
  std::mt19937 rng(4242);
  for (int round = 0; round < 60; ++round) {
    const int n = 17 + static_cast<int>(rng() % 4);
    const int percent = round % 2 == 0 ? 90 : 15 + static_cast<int>(rng() % 20);
    BipartiteGac gac;
    expect_matches_oracle(gac, random_graph(rng, n, n, percent), n);
  }
}

// One filter kept along a run of shrinking graphs, as a propagator keeps it
// down a search branch: its stored matching must be repaired, not trusted.
TEST(BipartiteGacOracle, ExactAlongShrinkingGraphs) {
  std::mt19937 rng(777);
  for (int round = 0; round < 300; ++round) {
    const int n = 4 + static_cast<int>(rng() % 8);
    BipartiteGac gac;
    Adj adj = random_graph(rng, n, n, 85);
    for (int step = 0; step < 12; ++step) {
      bool ok = false;
      const Adj want = oracle(adj, n, ok);
      Adj got = adj;
      ASSERT_EQ(gac.filter(got, n), ok);
      if (!ok) break;
      for (int i = 0; i < n; ++i) ASSERT_EQ(got[i], want[i]);
      adj = got;
      // Remove one random edge of a row with a choice left.
      const int i = static_cast<int>(rng() % n);
      if (core::size(adj[i]) > 1) {
        std::vector<int> cs;
        for (int c : core::values(adj[i])) cs.push_back(c);
        adj[i] &= ~(Bits{1} << cs[rng() % cs.size()]);
      }
    }
  }
}

// Long lines with spare columns: rows that reach a free column along an
// alternating path (kept edges to free columns) beside strongly connected
// components, on the matching path with the counting test enabled.
TEST(BipartiteGacOracle, ExactOnLongLinesWithSpareColumns) {
  std::mt19937 rng(9090);
  for (int round = 0; round < 200; ++round) {
    const int n = 6 + static_cast<int>(rng() % 30);
    const int cols = std::min(64, n + static_cast<int>(rng() % 4));
    const int percent = 5 + static_cast<int>(rng() % 40);
    Adj adj = random_graph(rng, n, cols, percent);
    // A matching exists often enough: give each row its own column too.
    for (int i = 0; i < n; ++i) adj[i] |= Bits{1} << ((i * 7 + round) % cols);
    BipartiteGac gac;
    expect_matches_oracle(gac, adj, n);
  }
}

// The wide instantiation (columns past 64) prunes as the one-word one: the
// same random graphs with column c moved to 3c + 40, up to column 229.
TEST(BipartiteGacOracle, WideSetsPruneAsOneWord) {
  using core::WideBits;
  std::mt19937 rng(2468);
  auto widen = [](Bits b) {
    WideBits w{};
    for (int c : core::values(b)) w |= core::bit<WideBits>(3 * c + 40);
    return w;
  };
  for (int round = 0; round < 400; ++round) {
    const int n = 1 + static_cast<int>(rng() % 20);
    const int cols = std::min(64, n + static_cast<int>(rng() % 3));
    const Adj adj = random_graph(rng, n, cols, 20 + static_cast<int>(rng() % 70));
    bool ok = false;
    const Adj want = oracle(adj, n, ok);
    BasicBipartiteGac<WideBits> gac;
    BasicBipartiteGac<WideBits>::Rows wide{};
    for (int i = 0; i < n; ++i) wide[i] = widen(adj[i]);
    ASSERT_EQ(gac.filter(wide, n), ok);
    if (!ok) continue;
    for (int i = 0; i < n; ++i) EXPECT_EQ(wide[i], widen(want[i])) << "row " << i << " of " << n;
  }
}

TEST(BipartiteGac, PrunesANakedPairInAPermutation) {
  // Rows 0 and 1 hold {0, 1}: the seven other rows lose both (matching path).
  Adj adj{};
  const int n = 9;
  for (int i = 0; i < n; ++i) adj[i] = core::first_n(n);
  adj[0] = adj[1] = 0b11;
  BipartiteGac gac;
  ASSERT_TRUE(gac.filter(adj, n));
  for (int i = 2; i < n; ++i) EXPECT_EQ(adj[i], core::first_n(n) & ~Bits{0b11});
}

TEST(BipartiteGac, FailsWhenAHallSetIsTooSmall) {
  Adj adj{};
  adj[0] = adj[1] = adj[2] = 0b011;
  adj[3] = 0b1111;
  BipartiteGac gac;
  EXPECT_FALSE(gac.filter(adj, 4));
}

}  // namespace
}  // namespace deduce::props

// Latin squares: known counts, every model variant agreeing, and search
// results checked against an independent backtracking counter.
#include "deduce/puzzles/latin/latin_model.h"

#include <gtest/gtest.h>

#include <random>

#include "deduce/props/constraints.h"
#include "deduce/search/dfs.h"

namespace deduce::puzzles::latin {
namespace {

struct Variant {
  const char* name;
  LatinOptions options;
};
const Variant kVariants[] = {
    {"plain", {LatinModelKind::kPlain, true}},
    {"cube", {LatinModelKind::kCube, false}},
    {"cube+gac", {LatinModelKind::kCube, true}},
    {"channels", {LatinModelKind::kChannels, false}},
    {"channels+gac", {LatinModelKind::kChannels, true}},
};

// Counts Latin squares of order n whose cells agree with `givens` (-1 free).
std::uint64_t count_with_model(int n, const std::vector<int>& givens, const LatinOptions& options,
                               search::VarChoice choice = search::VarChoice::kFirstFail) {
  core::Store s;
  LatinModel m = post_latin(s, n, options);
  for (int i = 0; i < n * n; ++i) {
    if (givens[i] >= 0) props::post_equal_const(s, m.cells[i], givens[i]);
  }
  search::SearchOptions so;
  so.var_choice = choice;
  search::Dfs dfs(s, m.branch_vars(), so);
  search::SearchResult r = dfs.run([&](const core::Store& st) {
    // Every solution must be a Latin square.
    for (int a = 0; a < n; ++a) {
      std::uint64_t row = 0, col = 0;
      for (int b = 0; b < n; ++b) {
        row |= core::bit(st.value(m.cell(a, b)));
        col |= core::bit(st.value(m.cell(b, a)));
      }
      EXPECT_EQ(row, core::first_n(n));
      EXPECT_EQ(col, core::first_n(n));
    }
    return true;
  });
  EXPECT_TRUE(r.complete);
  return r.stats.solutions;
}

// Independent oracle: plain backtracking cell by cell, no propagation.
std::uint64_t count_brute(int n, std::vector<int> grid, int at = 0) {
  if (at == n * n) return 1;
  if (grid[at] >= 0) {
    int r = at / n, c = at % n;
    for (int k = 0; k < n; ++k) {
      if (k != c && grid[r * n + k] == grid[at]) return 0;
      if (k != r && grid[k * n + c] == grid[at]) return 0;
    }
    return count_brute(n, grid, at + 1);
  }
  std::uint64_t total = 0;
  int r = at / n, c = at % n;
  for (int v = 0; v < n; ++v) {
    bool ok = true;
    for (int k = 0; k < n && ok; ++k) ok = grid[r * n + k] != v && grid[k * n + c] != v;
    if (!ok) continue;
    grid[at] = v;
    total += count_brute(n, grid, at + 1);
    grid[at] = -1;
  }
  return total;
}

TEST(LatinCounts, KnownFiguresForEveryVariant) {
  for (const Variant& v : kVariants) {
    EXPECT_EQ(count_with_model(1, {-1}, v.options), 1u) << v.name;
    EXPECT_EQ(count_with_model(2, std::vector<int>(4, -1), v.options), 2u) << v.name;
    EXPECT_EQ(count_with_model(3, std::vector<int>(9, -1), v.options), 12u) << v.name;
    EXPECT_EQ(count_with_model(4, std::vector<int>(16, -1), v.options), 576u) << v.name;
  }
}

TEST(LatinCounts, OrderFiveIs161280) {
  EXPECT_EQ(count_with_model(5, std::vector<int>(25, -1), LatinOptions{}), 161280u);
  EXPECT_EQ(count_with_model(5, std::vector<int>(25, -1), {LatinModelKind::kChannels, true}),
            161280u);
}

TEST(LatinCounts, OrderSixWithFirstRowFixedIs1128960) {
  std::vector<int> g(36, -1);
  for (int c = 0; c < 6; ++c) g[c] = c;
  EXPECT_EQ(count_with_model(6, g, LatinOptions{}), 1128960u);
}

TEST(LatinCounts, DomWdegAgrees) {
  EXPECT_EQ(
      count_with_model(4, std::vector<int>(16, -1), LatinOptions{}, search::VarChoice::kDomWdeg),
      576u);
  EXPECT_EQ(
      count_with_model(4, std::vector<int>(16, -1), LatinOptions{}, search::VarChoice::kInputOrder),
      576u);
}

TEST(LatinCompletion, MatchesBruteForceOnRandomGivens) {
  std::mt19937 rng(2024);
  int checked = 0;
  for (int trial = 0; trial < 200; ++trial) {
    int n = 3 + trial % 3;  // orders 3..5
    std::vector<int> g(n * n, -1);
    int givens = static_cast<int>(rng() % (n + 2));
    for (int k = 0; k < givens; ++k) g[rng() % (n * n)] = static_cast<int>(rng() % n);
    if (n == 5 && givens < 3) continue;  // keep the oracle quick
    std::uint64_t expect = count_brute(n, g);
    for (const Variant& v : kVariants) {
      EXPECT_EQ(count_with_model(n, g, v.options), expect) << v.name << " trial " << trial;
    }
    ++checked;
  }
  EXPECT_GT(checked, 150);
}

}  // namespace
}  // namespace deduce::puzzles::latin

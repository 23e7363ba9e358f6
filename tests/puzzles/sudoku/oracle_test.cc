// The engine's counts and listings against a brute-force oracle written
// apart from it: a plain backtracking over the cells in reading order and
// the digits in increasing order, checking each placed digit against the
// rules as cell lists (rows, columns, regions, diagonals, cages with their
// sums). Small random puzzles of every variant (boxes 2x2 and 2x3, jigsaw
// 4x4 to 6x6, X 4x4 and 6x6, killer 4x4 and 6x6), and the known counts.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>

#include "deduce/puzzles/sudoku/check.h"
#include "deduce/puzzles/sudoku/puzzle.h"
#include "deduce/puzzles/sudoku/solver.h"
#include "testing/instances.h"

namespace deduce::puzzles::sudoku {
namespace {

// The rules of a puzzle as the oracle sees them: groups of cells that hold
// distinct digits, and cages with a sum.
struct OracleRules {
  int n = 0;
  std::vector<std::vector<int>> distinct;
  std::vector<std::pair<std::vector<int>, int>> sums;
  std::vector<std::vector<int>> groups_of;  // cell -> its groups (distinct)
  std::vector<std::vector<int>> sums_of;    // cell -> its sum cages
};

OracleRules oracle_rules(const Puzzle& p) {
  OracleRules o;
  const int n = p.n;
  o.n = n;
  for (int i = 0; i < n; ++i) {
    std::vector<int> row, column, region, main, anti;
    for (int j = 0; j < n; ++j) {
      row.push_back(i * n + j);
      column.push_back(j * n + i);
      main.push_back(j * n + j);
      anti.push_back(j * n + (n - 1 - j));
    }
    for (int k = 0; k < n * n; ++k)
      if (p.region[k] == i) region.push_back(k);
    o.distinct.push_back(row);
    o.distinct.push_back(column);
    o.distinct.push_back(region);
    if (p.x && i == 0) {
      o.distinct.push_back(main);
      o.distinct.push_back(anti);
    }
  }
  for (const Cage& c : p.cages) {
    o.distinct.push_back(c.cells);
    if (c.sum > 0) o.sums.push_back({c.cells, c.sum});
  }
  o.groups_of.resize(static_cast<std::size_t>(n * n));
  o.sums_of.resize(static_cast<std::size_t>(n * n));
  for (std::size_t g = 0; g < o.distinct.size(); ++g)
    for (const int k : o.distinct[g]) o.groups_of[k].push_back(static_cast<int>(g));
  for (std::size_t g = 0; g < o.sums.size(); ++g)
    for (const int k : o.sums[g].first) o.sums_of[k].push_back(static_cast<int>(g));
  return o;
}

// Counts the completions of `grid` up to `cap` (k: the next cell to fill);
// `order` the digits to try, and the first found kept in `first`.
struct Oracle {
  const OracleRules& rules;
  std::vector<int> order;
  std::uint64_t cap;
  Grid first;
  std::uint64_t found = 0;

  bool fits(const Grid& g, int k) const {
    for (const int group : rules.groups_of[k])
      for (const int other : rules.distinct[group])
        if (other != k && g[other] == g[k]) return false;
    for (const int cage : rules.sums_of[k]) {
      int sum = 0;
      bool full = true;
      for (const int c : rules.sums[cage].first) {
        sum += g[c];
        full = full && g[c] != 0;
      }
      if (sum > rules.sums[cage].second || (full && sum != rules.sums[cage].second)) return false;
    }
    return true;
  }

  void run(Grid& g, int k) {
    if (found >= cap) return;
    if (k == rules.n * rules.n) {
      if (found++ == 0) first = g;
      return;
    }
    if (g[k] != 0) {
      if (fits(g, k)) run(g, k + 1);
      return;
    }
    for (const int d : order) {
      g[k] = d;
      if (fits(g, k)) run(g, k + 1);
      if (found >= cap) break;
    }
    g[k] = 0;
  }
};

std::uint64_t oracle_count(const Puzzle& p, std::uint64_t cap, Grid* first = nullptr,
                           std::mt19937_64* rng = nullptr) {
  const OracleRules rules = oracle_rules(p);
  Oracle o{rules, {}, cap, {}, 0};
  o.order.resize(static_cast<std::size_t>(p.n));
  std::iota(o.order.begin(), o.order.end(), 1);
  if (rng != nullptr) std::shuffle(o.order.begin(), o.order.end(), *rng);
  Grid g = p.givens;
  o.run(g, 0);
  if (first != nullptr) *first = o.first;
  return o.found;
}

Puzzle boxed(int rows, int cols) {
  Puzzle p;
  p.n = rows * cols;
  p.box_rows = rows;
  p.box_cols = cols;
  set_boxes(p);
  p.givens.assign(static_cast<std::size_t>(p.n * p.n), 0);
  return p;
}

// `pieces` connected regions of at most `most` cells grown from random
// seeds over neighbours; a cell left over becomes a region of its own when
// `singles`, else the whole is drawn again (jigsaw: n regions of n cells).
std::vector<int> random_regions(int n, std::mt19937_64& rng, int pieces, int most,
                                bool singles = false) {
  for (;;) {
    std::vector<int> region(static_cast<std::size_t>(n * n), -1), size;
    std::vector<int> cells(static_cast<std::size_t>(n * n));
    std::iota(cells.begin(), cells.end(), 0);
    std::shuffle(cells.begin(), cells.end(), rng);
    for (int g = 0; g < pieces; ++g) {
      region[cells[g]] = g;
      size.push_back(1);
    }
    bool grew = true;
    while (grew) {
      grew = false;
      std::shuffle(cells.begin(), cells.end(), rng);
      for (const int k : cells) {
        if (region[k] >= 0) continue;
        const int r = k / n, c = k % n;
        const int nb[4] = {r > 0 ? k - n : -1, r + 1 < n ? k + n : -1, c > 0 ? k - 1 : -1,
                           c + 1 < n ? k + 1 : -1};
        for (const int m : nb) {
          if (m < 0 || region[m] < 0 || size[region[m]] >= most) continue;
          region[k] = region[m];
          ++size[region[k]];
          grew = true;
          break;
        }
      }
    }
    if (singles)
      for (int& g : region)
        if (g < 0) g = pieces++;
    if (std::count(region.begin(), region.end(), -1) == 0) return region;
  }
}

// Keeps each cell of `solution` with probability `keep`.
void give(Puzzle& p, const Grid& solution, double keep, std::mt19937_64& rng) {
  std::bernoulli_distribution coin(keep);
  for (int k = 0; k < p.cells(); ++k) p.givens[k] = coin(rng) ? solution[k] : 0;
}

void expect_engine_agrees(const Puzzle& p, std::uint64_t cap, const std::string& what) {
  const std::uint64_t expected = oracle_count(p, cap);
  search::SearchOptions so;
  so.solution_limit = cap;
  const Counted counted = count_solutions(p, so);
  EXPECT_EQ(counted.count, util::big_from_u64(expected)) << what;
  std::uint64_t listed = 0;
  const search::SearchResult listing = solve(p, so, [&](const Grid& g) {
    ++listed;
    EXPECT_TRUE(is_solution(p, g)) << what;
    return true;
  });
  EXPECT_EQ(listed, expected) << what;
  if (expected < cap) {
    EXPECT_TRUE(listing.complete) << what;
  }
}

TEST(SudokuOracle, KnownCountsOfEmptyGrids) {
  search::SearchOptions so;
  EXPECT_EQ(count_solutions(boxed(2, 2), so).count, util::big_from_u64(288));
  Puzzle x = boxed(2, 2);
  x.x = true;
  const std::uint64_t x_count = oracle_count(x, 1000);
  EXPECT_EQ(x_count, 48u);  // the oracle's count
  EXPECT_EQ(count_solutions(x, so).count, util::big_from_u64(x_count));
}

// 28,200,960 completed 6x6 grids with 2x3 boxes (OEIS A107739): 2.3 s in
// Release, so not in the sanitizers' short form.
TEST(SudokuOracle, SixBySixGridsCount) {
  if (testing::short_form()) GTEST_SKIP() << "long count; the Release pass runs it";
  search::SearchOptions so;
  EXPECT_EQ(count_solutions(boxed(2, 3), so).count, util::big_from_u64(28200960));
}

TEST(SudokuOracle, BoxedPuzzlesAgree) {
  const std::uint64_t seed = testing::family_seed(37, 1);
  std::mt19937_64 rng(seed);
  for (std::uint64_t i = 0; i < testing::instance_count(300); ++i) {
    const bool six = i % 3 == 2;
    Puzzle p = six ? boxed(2, 3) : boxed(2, 2);
    p.x = i % 5 == 1;
    Grid solution;
    if (oracle_count(p, 1, &solution, &rng) == 0) continue;
    give(p, solution, six ? 0.45 : 0.25, rng);
    if (i % 7 == 3) p.givens[rng() % p.givens.size()] = 1 + static_cast<int>(rng() % p.n);
    expect_engine_agrees(p, 5000, testing::repro(seed, i));
  }
}

TEST(SudokuOracle, JigsawPuzzlesAgree) {
  const std::uint64_t seed = testing::family_seed(37, 2);
  std::mt19937_64 rng(seed);
  int solvable = 0;
  for (std::uint64_t i = 0; i < testing::instance_count(120); ++i) {
    const int n = 4 + static_cast<int>(i % 3);
    Puzzle p;
    Grid solution;
    if (n == 5) {
      // Connected regions grown at random; often no solution at all.
      p.n = n;
      p.region = random_regions(n, rng, n, n);
      p.givens.assign(static_cast<std::size_t>(n * n), 0);
    } else {
      // Boxes whose cells trade places at random, a digit for the same
      // digit: each region keeps every digit, so the grid stays a solution.
      p = n == 4 ? boxed(2, 2) : boxed(2, 3);
      p.box_rows = p.box_cols = 0;
      oracle_count(p, 1, &solution, &rng);
      for (int swaps = 0; swaps < 3 * n; ++swaps) {
        const int a = static_cast<int>(rng() % (n * n)), b = static_cast<int>(rng() % (n * n));
        if (solution[a] == solution[b]) std::swap(p.region[a], p.region[b]);
      }
    }
    p.x = i % 4 == 1;
    if (oracle_count(p, 1, &solution, &rng) > 0) {
      ++solvable;
      give(p, solution, n == 4 ? 0.2 : 0.45, rng);
    }
    expect_engine_agrees(p, 5000, testing::repro(seed, i));
  }
  EXPECT_GT(solvable, 0);
}

TEST(SudokuOracle, KillerPuzzlesAgree) {
  const std::uint64_t seed = testing::family_seed(37, 3);
  std::mt19937_64 rng(seed);
  for (std::uint64_t i = 0; i < testing::instance_count(200); ++i) {
    const bool six = i % 4 == 3;
    Puzzle p = six ? boxed(2, 3) : boxed(2, 2);
    p.x = i % 5 == 2;
    Grid solution;
    if (oracle_count(p, 1, &solution, &rng) == 0) continue;
    // Cages of 1 to 4 cells whose digits differ in the solution.
    const int n = p.n;
    std::vector<int> cage = random_regions(n, rng, n * n / 2, 3, true);
    std::vector<int> sums(static_cast<std::size_t>(n * n), 0);
    bool distinct = true;
    for (int a = 0; a < n * n; ++a)
      for (int b = 0; b < a; ++b)
        distinct = distinct && !(cage[a] == cage[b] && solution[a] == solution[b]);
    if (!distinct) continue;
    for (int k = 0; k < n * n; ++k) sums[cage[k]] += solution[k];
    // Some sums left out, some off by one (often no solution then).
    for (int& s : sums)
      if (rng() % 6 == 0) s = 0;
    if (i % 9 == 4) sums[0] += 1;
    sums.resize(static_cast<std::size_t>(*std::max_element(cage.begin(), cage.end()) + 1));
    set_cages(p, cage, sums);
    if (six) give(p, solution, 0.2, rng);
    expect_engine_agrees(p, 5000, testing::repro(seed, i));
  }
}

}  // namespace
}  // namespace deduce::puzzles::sudoku

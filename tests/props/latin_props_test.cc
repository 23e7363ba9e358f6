// The Latin-square propagators (LatinSquare, LatinGac) against brute force.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <set>

#include "deduce/props/constraints.h"
#include "testing/prop_oracle.h"

namespace deduce::props {
namespace {

using testing::check_propagator;
using testing::PropSpec;
using Vars = std::vector<core::VarId>;
using Tuple = std::vector<int>;

bool latin_distinct(const Tuple& t) {
  return std::set<int>(t.begin(), t.end()).size() == t.size();
}

// A full n x n assignment is a Latin square.
bool latin_holds(int n, const Tuple& t) {
  for (int a = 0; a < n; ++a) {
    Tuple row, col;
    for (int b = 0; b < n; ++b) {
      row.push_back(t[a * n + b]);
      col.push_back(t[b * n + a]);
    }
    if (!latin_distinct(row) || !latin_distinct(col)) return false;
  }
  return true;
}

// The LatinSquare propagator alone: sound, and exact on fixed grids.
TEST(LatinSquareOracle, SoundOnSmallGrids) {
  for (int n = 2; n <= 3; ++n) {
    PropSpec spec;
    spec.name = "latin-square";
    spec.arity = n * n;
    spec.values = n;
    spec.post = [n](core::Store& s, const Vars& v) { post_latin_square(s, n, v); };
    spec.holds = [n](const Tuple& t) { return latin_holds(n, t); };
    spec.domain_consistent = false;
    EXPECT_GT(check_propagator(spec, 300, 40 + n), 300);
  }
}

TEST(LatinSquare, FindsHiddenSinglesInRowsAndColumns) {
  // Row 0 of a 3x3: value 2 fits only cell (0, 0).
  core::Store s;
  Vars cells;
  for (int i = 0; i < 9; ++i) cells.push_back(s.new_var_range(3));
  post_latin_square(s, 3, cells);
  ASSERT_TRUE(s.restrict(cells[1], 0b011));
  ASSERT_TRUE(s.restrict(cells[2], 0b011));
  ASSERT_TRUE(s.propagate());
  EXPECT_EQ(s.dom(cells[0]), 0b100u);
  // Column 0 then has 2 placed: the other cells of column 0 lose it.
  EXPECT_FALSE(s.contains(cells[3], 2));
  EXPECT_FALSE(s.contains(cells[6], 2));
}

// LatinGac alone: sound on random small grids, and exact on fixed ones.
TEST(LatinGacOracle, SoundOnSmallGrids) {
  for (int n = 2; n <= 3; ++n) {
    PropSpec spec;
    spec.name = "latin-gac";
    spec.arity = n * n;
    spec.values = n;
    spec.post = [n](core::Store& s, const Vars& v) { post_latin_gac(s, n, v); };
    spec.holds = [n](const Tuple& t) { return latin_holds(n, t); };
    spec.domain_consistent = false;
    EXPECT_GT(check_propagator(spec, 300, 60 + n), 300);
  }
}

// LatinSquare and LatinGac linked as the cube model posts them: sound on
// random small grids, and exact on fixed ones.
TEST(LatinGacOracle, LinkedToLatinSquareSoundOnSmallGrids) {
  for (int n = 2; n <= 3; ++n) {
    PropSpec spec;
    spec.name = "latin-square+latin-gac";
    spec.arity = n * n;
    spec.values = n;
    spec.post = [n](core::Store& s, const Vars& v) {
      post_latin_gac(s, n, v, &post_latin_square(s, n, v));
    };
    spec.holds = [n](const Tuple& t) { return latin_holds(n, t); };
    spec.domain_consistent = false;
    EXPECT_GT(check_propagator(spec, 300, 80 + n), 300);
  }
}

// Every row and column left GAC: each remaining value extends to a
// permutation of its line (checked by brute force on grids of order n).
// Also with LatinSquare posted first and linked (value slices read from its
// masks), as the cube model posts them. Orders 5 and 6 have the lines of five
// or more open members that the linked LatinGac settles by counting
// (no_tight_set) or else filters.
void expect_lines_gac(int n, int trials, unsigned seed) {
  std::mt19937 rng(seed);
  int checked = 0;
  for (int trial = 0; trial < trials; ++trial) {
    const bool linked = trial % 2 == 1;
    core::Store s;
    Vars cells;
    for (int i = 0; i < n * n; ++i) {
      core::Bits d = 0;
      while (d == 0) d = rng() & core::first_n(n);
      if (rng() % 2) d = core::first_n(n);
      cells.push_back(s.new_var(d));
    }
    LatinSquare* singles = linked ? &post_latin_square(s, n, cells) : nullptr;
    post_latin_gac(s, n, cells, singles);
    if (!s.propagate()) continue;
    ++checked;
    for (int line = 0; line < n; ++line) {
      for (int fam = 0; fam < 3; ++fam) {
        // Members i = 0..n-1 with candidate sets over 0..n-1.
        std::vector<core::Bits> cand(n);
        for (int i = 0; i < n; ++i) {
          if (fam == 0) cand[i] = s.dom(cells[line * n + i]);
          if (fam == 1) cand[i] = s.dom(cells[i * n + line]);
          if (fam == 2) {
            core::Bits cols = 0;
            for (int c = 0; c < n; ++c) {
              if (s.contains(cells[i * n + c], line)) cols |= core::bit(c);
            }
            cand[i] = cols;
          }
        }
        // Each (i, v) must lie in some permutation within cand.
        for (int i = 0; i < n; ++i) {
          for (int v : core::values(cand[i])) {
            Tuple perm(n);
            std::iota(perm.begin(), perm.end(), 0);
            bool found = false;
            do {
              if (perm[i] != v) continue;
              bool ok = true;
              for (int k = 0; k < n && ok; ++k) ok = core::contains(cand[k], perm[k]);
              found = found || ok;
            } while (!found && std::next_permutation(perm.begin(), perm.end()));
            EXPECT_TRUE(found) << "order " << n << " trial " << trial << " family " << fam
                               << " line " << line;
          }
        }
      }
    }
  }
  EXPECT_GT(checked, trials / 12) << "order " << n;
}

TEST(LatinGac, RowsColumnsAndValueSlicesAreGac) {
  expect_lines_gac(4, 600, 9);
  expect_lines_gac(5, 600, 10);
  expect_lines_gac(6, 600, 11);
}

}  // namespace
}  // namespace deduce::props

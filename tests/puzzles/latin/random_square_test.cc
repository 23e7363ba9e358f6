// The random Latin squares of the generator: every draw is a Latin square,
// the draws follow the seed alone, and the chain is uniform: all 576 squares
// of order 4 come out, each about as often as the others. Also the random
// numbers underneath, pinned so that a change to them (which would change
// every generated puzzle) is seen.
#include "deduce/puzzles/latin/random_square.h"

#include <gtest/gtest.h>

#include <map>
#include <set>

#include "deduce/util/rng.h"

namespace deduce::puzzles::latin {
namespace {

bool is_latin(const Grid& g, int n) {
  for (int i = 0; i < n; ++i) {
    std::set<int> row, col;
    for (int j = 0; j < n; ++j) {
      row.insert(g[i * n + j]);
      col.insert(g[j * n + i]);
    }
    if (row.size() != static_cast<std::size_t>(n) || col.size() != static_cast<std::size_t>(n) ||
        *row.begin() != 1 || *row.rbegin() != n || *col.begin() != 1 || *col.rbegin() != n)
      return false;
  }
  return true;
}

TEST(Rng, IsPinned) {
  util::Rng r(1);
  EXPECT_EQ(r.next(), 12966619160104079557ULL);
  EXPECT_EQ(r.next(), 9600361134598540522ULL);
  EXPECT_EQ(util::stream_seed(1, 0), 578543533230821686ULL);
  util::Rng q(42);
  const int want[] = {0, 3, 6, 9, 9, 7, 7, 8};
  for (int w : want) EXPECT_EQ(q.below(10), w);
}

TEST(Rng, BelowStaysInRangeAndCoversIt) {
  util::Rng r(7);
  std::map<int, int> seen;
  for (int i = 0; i < 7000; ++i) {
    const int v = r.below(7);
    ASSERT_GE(v, 0);
    ASSERT_LT(v, 7);
    ++seen[v];
  }
  EXPECT_EQ(seen.size(), 7u);
  for (const auto& [v, k] : seen) EXPECT_NEAR(k, 1000, 150) << v;
}

TEST(Rng, StreamsDiffer) {
  std::set<std::uint64_t> firsts;
  for (std::uint64_t i = 0; i < 1000; ++i) firsts.insert(util::Rng(util::stream_seed(5, i)).next());
  EXPECT_EQ(firsts.size(), 1000u);
}

TEST(LatinSquare, EveryOrderGivesALatinSquare) {
  for (int n : {1, 2, 3, 4, 5, 7, 9, 12, 16, 24}) {
    util::Rng rng(static_cast<std::uint64_t>(n));
    EXPECT_TRUE(is_latin(random_latin_square(n, rng), n)) << n;
  }
}

TEST(LatinSquare, SameSeedSameSquare) {
  util::Rng a(99), b(99), c(100);
  const Grid x = random_latin_square(9, a);
  EXPECT_EQ(x, random_latin_square(9, b));
  EXPECT_NE(x, random_latin_square(9, c));
}

// Order 4 has 576 Latin squares. 115200 draws give each 200 on average; a
// uniform draw keeps every count within 200 +- 5.5 sigma (sigma ~ 14) with
// overwhelming probability, while the cyclic start or a biased chain would
// miss squares or pile onto some. The seed is fixed, so the test is exact.
TEST(LatinSquare, AllSquaresOfOrderFourAppearAboutEquallyOften) {
  std::map<Grid, int> counts;
  constexpr int kDraws = 115200;
  for (int i = 0; i < kDraws; ++i) {
    util::Rng rng(util::stream_seed(2024, static_cast<std::uint64_t>(i)));
    ++counts[random_latin_square(4, rng)];
  }
  EXPECT_EQ(counts.size(), 576u);
  int low = kDraws, high = 0;
  for (const auto& [square, k] : counts) {
    low = std::min(low, k);
    high = std::max(high, k);
  }
  EXPECT_GT(low, 120);
  EXPECT_LT(high, 280);
  // The two isotopy classes of order 4 (432 squares with 4 intercalates, 144
  // with 12) get their share: a chain stopped at the first proper square
  // after a fixed number of moves gave the second class a third of it.
  std::map<int, std::pair<int, int>> by_class;  // intercalates -> squares, draws
  for (const auto& [g, k] : counts) {
    int intercalates = 0;
    for (int r1 = 0; r1 < 4; ++r1)
      for (int r2 = r1 + 1; r2 < 4; ++r2)
        for (int c1 = 0; c1 < 4; ++c1)
          for (int c2 = c1 + 1; c2 < 4; ++c2)
            intercalates += g[r1 * 4 + c1] == g[r2 * 4 + c2] && g[r1 * 4 + c2] == g[r2 * 4 + c1];
    by_class[intercalates].first += 1;
    by_class[intercalates].second += k;
  }
  ASSERT_EQ(by_class.size(), 2u);
  EXPECT_EQ(by_class[4].first, 432);
  EXPECT_EQ(by_class[12].first, 144);
  EXPECT_NEAR(by_class[12].second, kDraws / 4, kDraws / 100);
  // Cells are uniform too: each value sits in the corner a quarter of the time.
  std::map<int, int> corner;
  for (const auto& [square, k] : counts) corner[square[0]] += k;
  for (const auto& [v, k] : corner) EXPECT_NEAR(k, kDraws / 4, kDraws / 40) << v;
}

}  // namespace
}  // namespace deduce::puzzles::latin

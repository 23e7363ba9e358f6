// The subtree cache a process keeps from count to count (count_cache.h):
// the pieces of a cut count, counted one after another with one kept
// cache, add up to the whole count and to the oracle's; a puzzle of another
// shape never finds the cache of the one before; pieces of one shape do,
// and search fewer nodes than with a fresh cache each.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "deduce/puzzles/futoshiki/check.h"
#include "deduce/puzzles/futoshiki/count_cache.h"
#include "deduce/puzzles/futoshiki/format.h"
#include "deduce/puzzles/futoshiki/parallel.h"
#include "deduce/puzzles/futoshiki/split.h"
#include "testing/instances.h"
#include "testing/latin_oracle.h"

namespace deduce::puzzles::futoshiki {
namespace {

constexpr std::size_t kSmallCache = std::size_t{1} << 20;

// A puzzle of order n from a planted cyclic square: about `given_pct`% of
// its cells given, `sign_pct`% of its neighbours signed as the square has them.
Puzzle planted(std::mt19937_64& rng, int n, int given_pct, int sign_pct) {
  Puzzle p;
  p.n = n;
  p.givens.assign(n * n, 0);
  p.right.assign(n * (n - 1), Relation::kNone);
  p.down.assign((n - 1) * n, Relation::kNone);
  std::vector<int> perm(n);
  for (int i = 0; i < n; ++i) perm[i] = i + 1;
  std::shuffle(perm.begin(), perm.end(), rng);
  auto value = [&](int r, int c) { return perm[(r + c) % n]; };
  auto sign = [](int a, int b) { return a < b ? Relation::kLess : Relation::kGreater; };
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      if (static_cast<int>(rng() % 100) < given_pct) p.given(r, c) = value(r, c);
      if (c + 1 < n && static_cast<int>(rng() % 100) < sign_pct)
        p.right[r * (n - 1) + c] = sign(value(r, c), value(r, c + 1));
      if (r + 1 < n && static_cast<int>(rng() % 100) < sign_pct)
        p.down[r * n + c] = sign(value(r, c), value(r + 1, c));
    }
  return p;
}

search::ParallelOptions one_thread() {
  search::ParallelOptions po;
  po.threads = 1;
  return po;
}

struct Summed {
  util::BigCount count = 0;
  std::uint64_t nodes = 0;
};

// The pieces of `p` cut `depth` cells deep, each counted with `kept`.
Summed count_pieces(const Puzzle& p, int depth, CountCache* kept) {
  Summed s;
  for (const Puzzle& piece : split_puzzle(p, depth)) {
    const Counted c = count_solutions(piece, {}, one_thread(), kept);
    EXPECT_TRUE(c.search.complete);
    s.count += c.count;
    s.nodes += c.search.stats.nodes;
  }
  return s;
}

TEST(CountCache, PiecesWithAKeptCacheAddUpToTheOracleCount) {
  const std::uint64_t seed = testing::family_seed(30, 7);
  std::mt19937_64 rng(seed);
  const std::uint64_t instances = testing::instance_count(40);
  CountCache kept(kSmallCache);  // one cache for every puzzle, in turn
  int counted = 0, several = 0;
  for (std::uint64_t i = 0; i < instances; ++i) {
    const Puzzle p = planted(rng, 4 + static_cast<int>(i % 2), 10, 25);
    SCOPED_TRACE(testing::repro(seed, i) + ": " + format_game_id(p));
    if (!check(p).valid) continue;
    const auto oracle = testing::oracle_solve(p);
    ASSERT_TRUE(oracle.complete);
    const std::size_t fresh = kept.fresh();
    const Summed pieces = count_pieces(p, 2, &kept);
    EXPECT_EQ(pieces.count, util::big_from_u64(oracle.count));
    // The pieces share one cache: at most one new one, for this shape.
    EXPECT_LE(kept.fresh(), fresh + 1);
    ++counted;
    several += oracle.count >= 2;
  }
  EXPECT_GE(counted, static_cast<int>(instances / 2));
  EXPECT_GE(several, counted / 2);
}

TEST(CountCache, AnotherShapeNeverFindsTheCache) {
  std::mt19937_64 rng(3);
  const Puzzle a = planted(rng, 5, 8, 30);
  Puzzle b = a;  // the same givens, one sign more: another model
  const std::size_t at =
      std::find(b.right.begin(), b.right.end(), Relation::kNone) - b.right.begin();
  ASSERT_LT(at, b.right.size());
  b.right[at] = Relation::kLess;
  EXPECT_NE(model_shape(a), model_shape(b));
  const auto oa = testing::oracle_solve(a), ob = testing::oracle_solve(b);
  CountCache kept(kSmallCache);
  // Pieces of the two puzzles in turn: every switch is a new cache.
  const std::vector<Puzzle> pa = split_puzzle(a, 1), pb = split_puzzle(b, 1);
  util::BigCount ca = 0, cb = 0;
  std::size_t switches = 0;
  for (std::size_t k = 0; k < std::max(pa.size(), pb.size()); ++k) {
    if (k < pa.size()) {
      ca += count_solutions(pa[k], {}, one_thread(), &kept).count;
      ++switches;
    }
    if (k < pb.size()) {
      cb += count_solutions(pb[k], {}, one_thread(), &kept).count;
      ++switches;
    }
  }
  EXPECT_GT(oa.count, 0u);
  EXPECT_GT(ob.count, 0u);
  EXPECT_EQ(ca, util::big_from_u64(oa.count));
  EXPECT_EQ(cb, util::big_from_u64(ob.count));
  EXPECT_EQ(kept.fresh(), switches);
}

TEST(CountCache, PiecesOfOneShapeReuseItAndSearchLess) {
  // The signed order-6 square of bench/data with more givens, so it counts
  // in a moment: r1 = 1 2 3 4 . ., r2c1 = 2, r3c1 < r3c2.
  std::mt19937_64 rng(1);
  Puzzle p = planted(rng, 6, 0, 0);
  for (int c = 0; c < 4; ++c) p.given(0, c) = c + 1;
  p.given(1, 0) = 2;
  p.right[2 * 5 + 0] = Relation::kLess;
  const Counted whole = count_solutions(p, {}, one_thread());
  ASSERT_TRUE(whole.search.complete);
  CountCache kept(std::size_t{16} << 20);
  const Summed with_kept = count_pieces(p, 3, &kept);
  EXPECT_GT(whole.count, 1000);
  EXPECT_EQ(with_kept.count, whole.count);
  EXPECT_EQ(kept.fresh(), 1u);
  const Summed with_fresh = count_pieces(p, 3, nullptr);
  EXPECT_EQ(with_fresh.count, whole.count);
  EXPECT_LT(with_kept.nodes, with_fresh.nodes);
  // A second puzzle of the same shape (other givens) reuses the cache, and
  // the counts stored for the first stay exact for it.
  Puzzle q = p;
  q.given(1, 0) = 0;
  q.given(1, 1) = 1;
  const Counted q_whole = count_solutions(q, {}, one_thread());
  EXPECT_EQ(count_pieces(q, 3, &kept).count, q_whole.count);
  EXPECT_EQ(kept.fresh(), 1u);
}

}  // namespace
}  // namespace deduce::puzzles::futoshiki

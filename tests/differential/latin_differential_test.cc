// Differential tests of the constraint engine on random Futoshiki puzzles and
// Latin squares of order 1..5 with random givens and relations, against the
// independent brute-force oracle of tests/testing/latin_oracle.h.
//
// Every instance is solved by every solver configuration (the default model,
// plain, cube and channelled models with and without GAC all-different, and
// the cube model on the wide domain sets of orders past 64),
// listing each solution (Dfs), counting only (CountingDfs with its cache when
// the model allows it), counting with a tiny cache that forces replacements,
// and stopping at a solution limit. Each must give the oracle's count, and
// each listed solution must satisfy the oracle's own checker, with the set of
// solutions equal to the oracle's.
//
// Instances are seeded per index (instances.h), so a failure names its seed
// and index and prints the puzzle as a game ID.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "deduce/core/store.h"
#include "deduce/puzzles/futoshiki/check.h"
#include "deduce/puzzles/futoshiki/format.h"
#include "deduce/puzzles/futoshiki/model.h"
#include "deduce/puzzles/futoshiki/solver.h"
#include "deduce/search/counting_dfs.h"
#include "testing/instances.h"
#include "differential/random_futoshiki.h"
#include "testing/latin_oracle.h"

namespace deduce::puzzles::futoshiki {
namespace {

using latin::LatinModelKind;
using latin::LatinOptions;

// Listing every solution of an instance with more than this many is left to
// the counting modes (a bare order-5 square has 161,280).
constexpr std::uint64_t kMaxListed = 500;
// Instances with more solutions than this are skipped (the oracle stops
// there): thirteen searches of 10^5 solutions each would cost more than the
// rest of the family together. Bare squares are counted in full below.
constexpr std::uint64_t kMaxCounted = 5000;

struct Config {
  const char* name;
  std::optional<LatinOptions> model;  // nullopt: default_model()
  // kWide: the same search on the wide domain sets of orders past 64.
  DomainWidth width = DomainWidth::kAuto;
};

const std::vector<Config>& configs() {
  static const std::vector<Config> all = {
      {"default", std::nullopt},
      {"plain", LatinOptions{LatinModelKind::kPlain, true}},
      {"cube", LatinOptions{LatinModelKind::kCube, true}},
      {"cube-no-gac", LatinOptions{LatinModelKind::kCube, false}},
      {"channels", LatinOptions{LatinModelKind::kChannels, true}},
      {"channels-no-gac", LatinOptions{LatinModelKind::kChannels, false}},
      {"wide", std::nullopt, DomainWidth::kWide},
      {"wide-cube-no-gac", LatinOptions{LatinModelKind::kCube, false}, DomainWidth::kWide},
  };
  return all;
}

// Counts with CountingDfs directly, with a cache of `bytes`: a tiny cache
// makes entries replace each other all the time.
std::uint64_t count_with_cache(const Puzzle& p, const LatinOptions& model, std::size_t bytes,
                               bool* used) {
  core::Store store;
  latin::LatinModel m = post_futoshiki(store, p, model);
  search::SearchOptions options;
  options.chooser = m.chooser();
  *used = store.residuals_determined();
  if (!*used) return 0;
  search::CountingDfs counter(store, m.branch_vars(), options, bytes);
  const search::SearchResult r = counter.count();
  EXPECT_TRUE(r.complete);
  return r.stats.solutions;
}

struct Tally {
  int instances = 0, unsolvable = 0, unique = 0, many = 0, invalid = 0, cached = 0, big = 0;
};

void check_instance(const Puzzle& p, Tally& tally) {
  const CheckResult verdict = check(p);
  if (!verdict.valid) {  // solve() is only called on puzzles check() accepts
    ++tally.invalid;
    const auto oracle = testing::oracle_solve(p, 1, 0);
    EXPECT_EQ(oracle.count, 0u) << "check() rejected a puzzle with a solution: " << verdict.reason;
    return;
  }
  const auto oracle = testing::oracle_solve(p, kMaxCounted + 1, kMaxListed);
  const std::uint64_t count = oracle.count;
  if (count > kMaxCounted) {
    ++tally.big;
    return;
  }
  ++tally.instances;
  ASSERT_TRUE(oracle.complete);
  (count == 0 ? tally.unsolvable : count == 1 ? tally.unique : tally.many)++;
  std::vector<Grid> expected = oracle.solutions;
  std::sort(expected.begin(), expected.end());

  for (const Config& c : configs()) {
    SCOPED_TRACE(c.name);
    if (count <= kMaxListed) {
      std::vector<Grid> found;
      const SolveResult listed = solve(
          p, {},
          [&](const Grid& g) {
            found.push_back(g);
            return true;
          },
          c.model, c.width);
      EXPECT_TRUE(listed.search.complete);
      for (const Grid& g : found) ASSERT_TRUE(testing::oracle_satisfies(p, g));
      std::sort(found.begin(), found.end());
      ASSERT_EQ(found, expected) << "listed solutions differ";
    }
    const SolveResult counted = solve(p, {}, nullptr, c.model, c.width);
    ASSERT_TRUE(counted.search.complete);
    ASSERT_EQ(counted.search.stats.solutions, count) << "count-only mode";

    const LatinOptions model = c.model ? *c.model : default_model(p, true);
    bool used = false;
    const std::uint64_t tiny =
        c.width == DomainWidth::kAuto ? count_with_cache(p, model, 4096, &used) : 0;
    if (used) {
      ++tally.cached;
      ASSERT_EQ(tiny, count) << "counting with a 4 KB cache";
    }

    if (count >= 2) {  // a solution limit stops at exactly that many
      search::SearchOptions limited;
      limited.solution_limit = 1 + std::min(count, kMaxListed) / 2;
      std::uint64_t seen = 0;
      const SolveResult r = solve(
          p, limited,
          [&](const Grid& g) {
            ++seen;
            EXPECT_TRUE(testing::oracle_satisfies(p, g));
            return true;
          },
          c.model, c.width);
      EXPECT_EQ(seen, limited.solution_limit);
      EXPECT_FALSE(r.search.complete);
      EXPECT_EQ(r.search.stop, budget::StopReason::kSolutionLimit);
    }
  }
}

void run_family(Family family, std::uint64_t family_number, std::uint64_t normal_count) {
  const std::uint64_t seed = testing::family_seed(20261123, family_number);
  const std::uint64_t count = testing::instance_count(normal_count);
  Tally tally;
  for (std::uint64_t i = 0; i < count; ++i) {
    std::seed_seq seq{seed, i};
    std::mt19937_64 rng(seq);
    const Puzzle p = random_puzzle(family, rng);
    SCOPED_TRACE(testing::repro(seed, i) + ": " + format_game_id(p));
    check_instance(p, tally);
    if (::testing::Test::HasFatalFailure()) return;
  }
  std::printf(
      "%llu instances: %d solved (%d without solution, %d unique, %d with several), "
      "%d invalid, %d counted with the cache, %d skipped (too many solutions)\n",
      static_cast<unsigned long long>(count), tally.instances, tally.unsolvable, tally.unique,
      tally.many, tally.invalid, tally.cached, tally.big);
  // The generator is not degenerate: every kind of outcome comes up.
  if (count >= 500) {
    EXPECT_GT(tally.unsolvable, 0);
    EXPECT_GT(tally.many, 0);
    if (family != Family::kLatin) {
      EXPECT_GT(tally.unique, 0);
    }
    if (family != Family::kAdjacent) {
      EXPECT_GT(tally.cached, 0);
    }
  }
}

TEST(LatinDifferential, RandomFutoshikiMatchTheOracle) {
  run_family(Family::kFutoshiki, 1, 1500);
}

TEST(LatinDifferential, RandomAdjacentPuzzlesMatchTheOracle) {
  run_family(Family::kAdjacent, 2, 1000);
}

TEST(LatinDifferential, RandomLatinSquareCompletionsMatchTheOracle) {
  run_family(Family::kLatin, 3, 800);
}

// Every order up to 5 without givens, in every configuration: the known
// numbers of Latin squares (OEIS A002860), and the oracle agrees.
TEST(LatinDifferential, BareSquaresHaveTheKnownCounts) {
  const std::uint64_t known[] = {0, 1, 2, 12, 576, 161280};
  for (int n = 1; n <= 5; ++n) {
    Puzzle p;
    p.n = n;
    p.givens.assign(n * n, 0);
    p.right.assign(n * (n - 1), Relation::kNone);
    p.down.assign((n - 1) * n, Relation::kNone);
    EXPECT_EQ(testing::oracle_solve(p, 0, 0).count, known[n]) << n;
    for (const Config& c : configs()) {
      EXPECT_EQ(solve(p, {}, nullptr, c.model, c.width).search.stats.solutions, known[n])
          << n << " " << c.name;
    }
  }
}

}  // namespace
}  // namespace deduce::puzzles::futoshiki

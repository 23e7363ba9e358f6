// Differential tests of the parallel searches (search/parallel_*), the row
// counter (latin/row_count.h), the symmetry of the empty square and
// --split, against the brute-force oracle and the sequential search.
//
// Every random instance (order 1..5, givens and signs from a planted square,
// with noise) is counted and listed on 1, 2 and 4 threads, with the default
// split and with a split into very few and very many subproblems: counts
// must equal the oracle's, listed sets the oracle's set, ordered listings
// the sequential search's order. Sign-less instances also go through the
// row counter directly. The suite is meant to run under ThreadSanitizer
// too (make test-tsan).
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "deduce/io/read_file.h"
#include "deduce/puzzles/futoshiki/check.h"
#include "deduce/puzzles/futoshiki/format.h"
#include "deduce/puzzles/futoshiki/latin_only.h"
#include "deduce/puzzles/futoshiki/parallel.h"
#include "deduce/puzzles/futoshiki/reader_detail.h"
#include "deduce/puzzles/futoshiki/solver.h"
#include "deduce/puzzles/futoshiki/split.h"
#include "deduce/puzzles/latin/row_count.h"
#include "deduce/puzzles/zebra/count/analyze.h"
#include "deduce/puzzles/zebra/model/solver.h"
#include "deduce/puzzles/zebra/read/parse.h"
#include "testing/instances.h"
#include "testing/latin_oracle.h"

namespace deduce::puzzles::futoshiki {
namespace {

constexpr std::uint64_t kMaxCounted = 3000;

Puzzle random_puzzle(std::mt19937_64& rng, bool signs) {
  static constexpr int kOrders[] = {1, 2, 3, 4, 4, 5, 5, 5};
  Puzzle p;
  p.n = kOrders[rng() % std::size(kOrders)];
  const int n = p.n;
  p.givens.assign(n * n, 0);
  p.right.assign(n * (n - 1), Relation::kNone);
  p.down.assign((n - 1) * n, Relation::kNone);
  std::vector<int> perm(n);
  for (int i = 0; i < n; ++i) perm[i] = i;
  std::shuffle(perm.begin(), perm.end(), rng);
  auto hidden = [&](int r, int c) { return 1 + perm[(r + c) % n]; };
  const int given_pct = static_cast<int>(rng() % 50) + 10;
  const int sign_pct = signs ? static_cast<int>(rng() % 50) : 0;
  const bool noise = rng() % 4 == 0;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      if (static_cast<int>(rng() % 100) < given_pct)
        p.given(r, c) = noise && rng() % 5 == 0 ? 1 + static_cast<int>(rng() % n) : hidden(r, c);
      if (c + 1 < n && static_cast<int>(rng() % 100) < sign_pct)
        p.right[r * (n - 1) + c] =
            hidden(r, c) < hidden(r, c + 1) ? Relation::kLess : Relation::kGreater;
      if (r + 1 < n && static_cast<int>(rng() % 100) < sign_pct)
        p.down[r * n + c] = hidden(r, c) < hidden(r + 1, c) ? Relation::kLess : Relation::kGreater;
    }
  return p;
}

std::vector<Grid> listed(const Puzzle& p, int threads, bool ordered, std::size_t subproblems) {
  search::ParallelOptions po;
  po.threads = threads;
  po.ordered = ordered;
  po.subproblems = subproblems;
  std::vector<Grid> out;
  const search::SearchResult r = list_solutions(p, {}, po, [&](const Grid& g) {
    out.push_back(g);
    return true;
  });
  EXPECT_TRUE(r.complete);
  return out;
}

TEST(ParallelDifferential, CountsAndListsAgreeWithTheOracleOnAnyThreadCount) {
  const std::uint64_t seed = testing::family_seed(13, 1);
  std::mt19937_64 rng(seed);
  const std::uint64_t instances = testing::instance_count(300);
  int checked = 0, several = 0;
  for (std::uint64_t i = 0; i < instances; ++i) {
    const Puzzle p = random_puzzle(rng, i % 2 == 0);
    SCOPED_TRACE(testing::repro(seed, i) + ": " + format_game_id(p));
    if (!check(p).valid) continue;
    const auto oracle = testing::oracle_solve(p, kMaxCounted + 1, kMaxCounted);
    if (oracle.count > kMaxCounted) continue;
    ++checked;
    several += oracle.count >= 2;
    std::vector<Grid> expected = oracle.solutions;
    std::sort(expected.begin(), expected.end());
    std::vector<Grid> sequential;
    solve(p, {}, [&](const Grid& g) {
      sequential.push_back(g);
      return true;
    });
    for (int threads : {1, 2, 4}) {
      for (std::size_t subproblems : {std::size_t{2}, std::size_t{256}, std::size_t{5000}}) {
        SCOPED_TRACE(::testing::Message() << threads << " threads, " << subproblems << " parts");
        search::ParallelOptions po;
        po.threads = threads;
        po.subproblems = subproblems;
        const Counted c = count_solutions(p, {}, po);
        ASSERT_TRUE(c.search.complete);
        ASSERT_EQ(c.count, util::big_from_u64(oracle.count));
        std::vector<Grid> any = listed(p, threads, false, subproblems);
        std::sort(any.begin(), any.end());
        ASSERT_EQ(any, expected);
        ASSERT_EQ(listed(p, threads, true, subproblems), sequential) << "ordered listing";
      }
    }
    if (row_countable(p)) {
      const latin::RowCount r = latin::row_count(p, {});
      ASSERT_TRUE(r.complete);
      ASSERT_EQ(r.count, util::big_from_u64(oracle.count)) << "row counter";
    }
    util::BigCount sum = 0;
    for (const Puzzle& sub : split_puzzle(p, 1 + static_cast<int>(i % 4)))
      sum += util::big_from_u64(testing::oracle_solve(sub).count);
    ASSERT_EQ(sum, util::big_from_u64(oracle.count)) << "split subproblems";
  }
  // Of 300 instances, more than 100 checked and 20 with several solutions;
  // the short form and soak runs ask the same share.
  const auto share = [&](int of300) { return static_cast<int>(of300 * instances / 300); };
  EXPECT_GT(checked, share(100));
  EXPECT_GT(several, share(20));
}

Puzzle empty_square(int n) {
  Puzzle p;
  detail::init_puzzle(p, n);
  return p;
}

TEST(ParallelDifferential, EmptySquaresHaveTheKnownCountsOnAnyThreadCount) {
  const char* known[] = {"1", "2", "12", "576", "161280", "812851200", "61479419904000"};
  for (int n = 1; n <= 7; ++n) {
    for (int threads : {1, 2, 4}) {
      search::ParallelOptions po;
      po.threads = threads;
      const Counted c = count_solutions(empty_square(n), {}, po);
      EXPECT_EQ(util::to_string(c.count), known[n - 1]) << "order " << n;
    }
  }
  // The reduced squares of order 7 by the row counter and by the symmetry
  // of the empty square's search, and the order-5 squares by search alone.
  const Puzzle reduced7 = reduced_square(empty_square(7));
  EXPECT_EQ(util::to_string(latin::row_count(reduced7, {}).count), "16942080");
  for (int threads : {1, 2, 4}) {
    search::ParallelOptions po;
    po.threads = threads;
    search::SearchOptions capped;
    capped.solution_limit = 1000000;  // a cap turns the row counter and the symmetry off
    const Counted c = count_solutions(empty_square(5), capped, po);
    EXPECT_EQ(util::to_string(c.count), "161280");
  }
}

TEST(ParallelDifferential, NodeLimitIsTheTotalOverThreads) {
  Puzzle p = empty_square(6);
  p.right[0] = Relation::kLess;  // a sign: searched, not counted by rows
  for (int threads : {1, 2, 4}) {
    search::ParallelOptions po;
    po.threads = threads;
    search::SearchOptions so;
    so.limits.node_limit = 5000;
    const Counted c = count_solutions(p, so, po);
    EXPECT_FALSE(c.search.complete);
    EXPECT_EQ(c.search.stop, budget::StopReason::kNodeLimit);
    // Settled every 64 nodes a thread, plus the split's own nodes.
    EXPECT_LE(c.search.stats.nodes, 5000u + 64u * threads + 512u);
  }
}

TEST(ParallelDifferential, TimeoutStopsEveryThread) {
  Puzzle p = empty_square(9);
  p.right[0] = Relation::kLess;  // searched: far too many squares to finish
  for (int threads : {1, 2, 4}) {
    search::ParallelOptions po;
    po.threads = threads;
    search::SearchOptions so;
    so.limits.timeout_seconds = 0.05;
    const Counted c = count_solutions(p, so, po);
    EXPECT_FALSE(c.search.complete);
    EXPECT_EQ(c.search.stop, budget::StopReason::kTimeout);
  }
}

// An ordered listing first searches on the calling thread (parallel.cc's
// probe): the constraint model's search, whose order the split keeps. One
// that ends within the probe is that search, figures included; one past it
// goes on the threads, its first solutions, which the probe handed on
// already, skipped, so the sink sees that order once, up to the limit, with
// the probe's nodes within a node limit.
TEST(ParallelDifferential, AnOrderedListingPastItsProbeHandsEachSolutionOnOnce) {
  auto list = [](const Puzzle& p, int threads, const search::SearchOptions& so) {
    search::ParallelOptions po;
    po.threads = threads;
    po.ordered = true;
    std::vector<Grid> out;
    const search::SearchResult r = list_solutions(p, so, po, [&](const Grid& g) {
      out.push_back(g);
      return true;
    });
    return std::make_pair(r, out);
  };
  auto model_search = [](const Puzzle& p, const search::SearchOptions& so) {
    std::vector<Grid> out;
    const search::SearchResult r = solve(
                                       p, so,
                                       [&](const Grid& g) {
                                         out.push_back(g);
                                         return true;
                                       },
                                       default_model(p, false))
                                       .search;
    return std::make_pair(r, out);
  };
  Puzzle small = empty_square(4);
  small.given(0, 0) = 1;
  small.given(1, 1) = 1;
  small.right[0] = Relation::kLess;
  const auto [one, one_list] = model_search(small, {});
  ASSERT_TRUE(one.complete);
  ASSERT_LT(one.stats.nodes, 256u) << "within the probe";
  // The same figures whatever --threads (one thread is the model's search
  // too: list_solutions hands it to solve_on_threads).
  for (int threads : {1, 2, 4}) {
    const auto [many, many_list] = list(small, threads, {});
    EXPECT_EQ(many_list, one_list) << threads << " threads";
    EXPECT_EQ(many.stats.nodes, one.stats.nodes) << threads << " threads";
    EXPECT_EQ(many.stats.failures, one.stats.failures) << threads << " threads";
    EXPECT_EQ(many.stats.propagations, one.stats.propagations) << threads << " threads";
  }

  // Order 5 with a sign: thousands of squares, far past the probe.
  Puzzle big = empty_square(5);
  big.right[0] = Relation::kLess;
  search::SearchOptions limited;
  limited.solution_limit = 3000;
  const auto [seq, seq_list] = model_search(big, limited);
  ASSERT_EQ(seq_list.size(), 3000u);
  for (int threads : {2, 4}) {
    const auto [r, got] = list(big, threads, limited);
    EXPECT_EQ(got, seq_list) << threads << " threads";
    EXPECT_EQ(r.stats.solutions, 3000u);
    EXPECT_EQ(r.stop, budget::StopReason::kSolutionLimit);
  }
  search::SearchOptions nodes;
  nodes.limits.node_limit = 2000;
  const auto [cut, cut_list] = list(big, 2, nodes);
  EXPECT_EQ(cut.stop, budget::StopReason::kNodeLimit);
  EXPECT_LE(cut.stats.nodes, 2000u + 64u * 2 + 512u);  // as NodeLimitIsTheTotalOverThreads
  ASSERT_LE(cut_list.size(), seq_list.size());
  EXPECT_EQ(cut_list, std::vector<Grid>(seq_list.begin(), seq_list.begin() + cut_list.size()));
}

}  // namespace
}  // namespace deduce::puzzles::futoshiki

namespace deduce::puzzles::zebra {
namespace {

Puzzle read(const std::string& path) {
  const std::string file = std::string(DEDUCE_SOURCE_DIR) + "/" + path;
  return parse_zebra(io::read_file(file), file);
}

TEST(ParallelZebra, CountsListsAndAnalysesAreTheSameOnAnyThreadCount) {
  for (const char* path :
       {"examples/einstein.zebra", "examples/loose.zebra", "examples/zebra_6x6.zebra",
        "bench/data/zebra/zebra_loose_6x4.zebra", "examples/zebra_8x8.zebra"}) {
    SCOPED_TRACE(path);
    const Puzzle p = read(path);
    const CountResult one = count(p, {});
    std::vector<Positions> expected;
    if (one.count <= 5000) {
      solve(p, {}, [&](const Positions& s) {
        expected.push_back(s);
        return true;
      });
      std::sort(expected.begin(), expected.end());
    }
    std::vector<Positions> ordered_first;
    for (int threads : {1, 2, 4}) {
      const CountResult c = count(p, {}, {}, {}, threads);
      EXPECT_TRUE(c.complete);
      EXPECT_EQ(c.count, one.count) << threads << " threads";
      if (one.count > 5000) continue;
      for (bool ordered : {false, true}) {
        search::ParallelOptions po;
        po.threads = threads;
        po.ordered = ordered;
        std::vector<Positions> found;
        solve_parallel(p, {}, po, [&](const Positions& s) {
          found.push_back(s);
          return true;
        });
        if (ordered) {
          if (ordered_first.empty()) ordered_first = found;
          EXPECT_EQ(found, ordered_first) << "ordered listing on " << threads << " threads";
        }
        std::sort(found.begin(), found.end());
        EXPECT_EQ(found, expected) << threads << " threads";
      }
    }
  }
  const Puzzle p = read("examples/zebra_6x6.zebra");
  AnalyzeOptions one;
  const Analysis a = analyze(p, one);
  for (int threads : {2, 4}) {
    AnalyzeOptions o;
    o.threads = threads;
    const Analysis b = analyze(p, o);
    EXPECT_EQ(b.count, a.count);
    EXPECT_EQ(b.without, a.without);
    EXPECT_EQ(b.minimal, a.minimal);
    EXPECT_EQ(b.redundant, a.redundant);
  }
}

// Counts whose threads hand each other branches (entailed_count.cc,
// sharing_dfs.h): split at once (split_after_nodes = 0), after 50 nodes or
// after the default 700, on trees from a few nodes to the 12x12 grid's 12,000, the
// count is the one-thread count on any number of threads, run after run.
TEST(ParallelZebra, SharedBranchesCountTheSameOnAnyThreadCount) {
  Inference split_now;
  split_now.split_after_nodes = 0;
  Inference split_soon;
  split_soon.split_after_nodes = 50;
  for (const char* path :
       {"examples/einstein.zebra", "examples/zebra_6x6.zebra", "examples/zebra_10x10.zebra",
        "bench/data/zebra/zebra_loose_6x4.zebra", "bench/data/zebra/zebra_12x12.zebra"}) {
    SCOPED_TRACE(path);
    const Puzzle p = read(path);
    const CountResult one = count(p, {});
    ASSERT_TRUE(one.complete);
    for (const Inference& inference : {Inference{}, split_now, split_soon}) {
      for (int threads : {2, 3, 4}) {
        const CountResult c = count(p, {}, {}, inference, threads);
        EXPECT_TRUE(c.complete);
        EXPECT_EQ(c.count, one.count)
            << threads << " threads, split after " << inference.split_after_nodes;
      }
    }
  }
}

// analyze's per-clue counts on threads, each able to hand branches to an
// idle thread (for_each_index inside for_each_index): on the 10x10 grid
// many of the 78 counts pass 1,000 nodes and share. The same analysis as
// on one thread.
TEST(ParallelZebra, AnalysisWithSharedCountsIsTheSameOnAnyThreadCount) {
  const Puzzle p = read("bench/data/zebra/zebra_10x10.zebra");
  const Analysis a = analyze(p, AnalyzeOptions{});
  ASSERT_TRUE(a.complete);
  EXPECT_EQ(a.count, 1);
  for (int threads : {2, 3}) {
    AnalyzeOptions o;
    o.threads = threads;
    const Analysis b = analyze(p, o);
    EXPECT_TRUE(b.complete);
    EXPECT_EQ(b.count, a.count);
    EXPECT_EQ(b.without, a.without) << threads << " threads";
    EXPECT_EQ(b.minimal, a.minimal);
    EXPECT_EQ(b.redundant, a.redundant);
  }
}

// A timeout met while the threads share branches stops all of them: the
// count returns (no thread left waiting for a branch), marked incomplete.
TEST(ParallelZebra, SharedBranchesStopTogetherAtATimeout) {
  const Puzzle p = read("bench/data/zebra/zebra_12x12.zebra");
  Inference split_now;
  split_now.split_after_nodes = 0;
  for (int threads : {2, 4}) {
    search::SearchOptions so;
    so.limits.timeout_seconds = 1e-9;  // over before the first clock check
    const CountResult c = count(p, so, {}, split_now, threads);
    EXPECT_FALSE(c.complete);
    EXPECT_EQ(c.stop, budget::StopReason::kTimeout);
  }
}

}  // namespace
}  // namespace deduce::puzzles::zebra

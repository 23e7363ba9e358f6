// The entailment shortcut (zebra/entailed.h) on grids too large for the
// brute-force oracle (oracle_test.cc and published_oracle_test.cc check it
// against the oracle on small ones): random loose grids of 5 and 6
// positions, with few clues so that most nodes below the first decisions
// are entailed, listed and counted through the shortcut and compared with
// the plain search, which never takes it: the same solution sets, the same
// counts (also with the cached counting search and on two threads), limits
// that stop at the same number, and the listings of every thread count.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "deduce/puzzles/zebra/count/entailed.h"
#include "deduce/puzzles/zebra/model/solver.h"
#include "deduce/puzzles/zebra/read/parse.h"
#include "testing/instances.h"

namespace deduce::puzzles::zebra {
namespace {

// A solution packed into bytes: loose grids have hundreds of thousands.
using EntailedTable = std::string;

EntailedTable pack(const Positions& s) {
  EntailedTable t;
  for (const auto& row : s)
    for (int x : row) t.push_back(static_cast<char>(x));
  return t;
}

// A random grid: `cats` categories of n values and `clues` statements of the
// base kinds, most of them true in a hidden table (so most grids have
// solutions, many of them). "is" clues merge values into one variable
// across categories: the shortcut's joint blocks.
std::string random_grid(std::mt19937& rng, int n, int cats, int clues) {
  std::string t = fmt::format("puzzle: loose\npositions: {}\n", n);
  for (int c = 0; c < cats; ++c) {
    t += fmt::format("category c{}:", c);
    for (int v = 0; v < n; ++v) t += fmt::format(" c{}v{}", c, v);
    t += "\n";
  }
  std::vector<std::vector<int>> hidden(cats, std::vector<int>(n));
  for (auto& p : hidden) {
    std::iota(p.begin(), p.end(), 0);
    std::shuffle(p.begin(), p.end(), rng);
  }
  auto name = [&](int c, int v) { return fmt::format("c{}v{}", c, v); };
  for (int i = 0; i < clues; ++i) {
    const int ca = static_cast<int>(rng() % cats),
              cb = (ca + 1 + static_cast<int>(rng() % (cats - 1))) % cats;
    const int va = static_cast<int>(rng() % n), vb = static_cast<int>(rng() % n);
    const int pa = hidden[ca][va], pb = hidden[cb][vb];
    const std::string a = name(ca, va), b = name(cb, vb);
    const bool truth = rng() % 6 != 0;
    std::string st;
    switch (rng() % 8) {
      case 0: {  // "is": the value standing with a (or not)
        const int v = static_cast<int>(std::find(hidden[cb].begin(), hidden[cb].end(), pa) -
                                       hidden[cb].begin());
        st = a + " is " + name(cb, truth ? v : (v + 1) % n);
        break;
      }
      case 1:
        st = a + (pa == pb ? " is " : " is not ") + b;
        break;
      case 2:
        st = a + (pa < pb ? " left of " : " right of ") + b;
        if (pa == pb) st = a + " is " + b;
        break;
      case 3:
        st = a + (std::abs(pa - pb) == 1 ? " next to " : " not next to ") + b;
        break;
      case 4: {
        const int cc = (cb + 1) % cats;
        const int vc = static_cast<int>(rng() % n);
        st = a + " is " + b + " or " + name(cc, vc);
        break;
      }
      case 5: {
        const int vc = static_cast<int>(rng() % n);
        st = a + " between " + b + " and " + name(ca == 0 ? 1 : 0, vc);
        break;
      }
      case 6:
        st = fmt::format("{} {} away from {}", a, std::abs(pa - pb), b);
        break;
      default:
        st = fmt::format("{} not at {}", a, 1 + (pa + (truth ? 1 : 0)) % n);
        break;
    }
    t += fmt::format("k{}: {}\n", i + 1, st);
  }
  return t;
}

std::vector<EntailedTable> listing(const Puzzle& p, const Inference& inference,
                                   search::SearchResult* result = nullptr,
                                   const search::SearchOptions& options = {}) {
  std::vector<EntailedTable> out;
  const search::SearchResult r = solve(
      p, options,
      [&](const Positions& s) {
        out.push_back(pack(s));
        return true;
      },
      {}, inference);
  if (result) *result = r;
  return out;
}

Inference shortcut_on() {
  Inference i;
  i.list_entailed = true;
  return i;
}

Inference shortcut_off() {
  Inference i;
  i.count_entailed = false;
  return i;
}

TEST(ZebraEntailed, LooseGridsListAndCountTheSameAsThePlainSearch) {
  std::mt19937 rng(13);
  int shortcut_taken = 0, several = 0;
  const auto rounds = static_cast<int>(deduce::testing::instance_count(150));
  for (int round = 0; round < rounds; ++round) {
    const int n = 5 + static_cast<int>(rng() % 2), cats = 3 + static_cast<int>(rng() % 2);
    const std::string text = random_grid(rng, n, cats, 3 + static_cast<int>(rng() % 8));
    SCOPED_TRACE(text);
    const Puzzle p = parse_zebra(text, "loose.zebra");
    const CountResult entailed = count(p, {});
    if (entailed.count > 200000) continue;  // keep the suite quick
    search::SearchResult plain_r, fast_r;
    const std::vector<EntailedTable> plain = listing(p, shortcut_off(), &plain_r);
    const std::vector<EntailedTable> fast = listing(p, shortcut_on(), &fast_r);
    const std::set<EntailedTable> plain_set(plain.begin(), plain.end());
    const std::set<EntailedTable> fast_set(fast.begin(), fast.end());
    EXPECT_EQ(fast_set.size(), fast.size()) << "a solution twice";
    EXPECT_EQ(fast_set, plain_set);
    EXPECT_TRUE(fast_r.complete);
    EXPECT_EQ(fast_r.stats.solutions, plain.size());
    // Fewer search nodes when the shortcut listed something.
    if (plain.size() > 1 && fast_r.stats.nodes < plain_r.stats.nodes) ++shortcut_taken;
    several += plain.size() > 1;
    const util::BigCount expected = util::big_from_u64(plain.size());
    const CountResult cached = count(p, {}, {}, shortcut_off());
    EXPECT_EQ(entailed.count, expected);
    EXPECT_EQ(cached.count, expected);
    EXPECT_TRUE(entailed.complete);
    // Split over two threads (entailed_count.cc): the same count, after the
    // first nodes on one thread (these small trees end there) and split at
    // once, on trees smaller than the split's target too.
    const CountResult two = count(p, {}, {}, {}, 2);
    EXPECT_EQ(two.count, expected);
    EXPECT_TRUE(two.complete);
    Inference split_now;
    split_now.split_after_nodes = 0;
    for (const int threads : {2, 3}) {
      const CountResult split = count(p, {}, {}, split_now, threads);
      EXPECT_EQ(split.count, expected) << threads << " threads";
      EXPECT_TRUE(split.complete);
    }
  }
  // Of 150 rounds, more than 30 with several solutions and 20 through the
  // shortcut; the short form asks the same share of its rounds.
  EXPECT_GT(several, 30 * rounds / 150);
  EXPECT_GT(shortcut_taken, 20 * rounds / 150);
}

TEST(ZebraEntailed, SolutionLimitStopsAtTheLimit) {
  std::mt19937 rng(5);
  for (int round = 0; round < 20; ++round) {
    const std::string text = random_grid(rng, 5, 3, 2 + static_cast<int>(rng() % 4));
    SCOPED_TRACE(text);
    const Puzzle p = parse_zebra(text, "loose.zebra");
    const std::vector<EntailedTable> all = listing(p, shortcut_off());
    const std::set<EntailedTable> all_set(all.begin(), all.end());
    for (std::uint64_t limit : {1ULL, 2ULL, 7ULL, 1000ULL}) {
      search::SearchOptions o;
      o.solution_limit = limit;
      search::SearchResult r;
      const std::vector<EntailedTable> got = listing(p, shortcut_on(), &r, o);
      EXPECT_EQ(got.size(), std::min<std::uint64_t>(limit, all.size()));
      EXPECT_EQ(r.stats.solutions, got.size());
      for (const EntailedTable& t : got) EXPECT_TRUE(all_set.count(t));
      EXPECT_EQ(std::set<EntailedTable>(got.begin(), got.end()).size(), got.size());
      if (all.size() > limit) {
        EXPECT_FALSE(r.complete);
        EXPECT_EQ(r.stop, budget::StopReason::kSolutionLimit);
      } else {
        EXPECT_TRUE(r.complete);
      }
    }
    // A callback that says stop is obeyed at once.
    int calls = 0;
    const search::SearchResult r = solve(
        p, {}, [&](const Positions&) { return ++calls < 3; }, {}, shortcut_on());
    EXPECT_EQ(calls, std::min<int>(3, static_cast<int>(all.size())));
    if (all.size() >= 3) {
      EXPECT_EQ(r.stop, budget::StopReason::kSolutionLimit);
    }
  }
}

// The listing of the command line (solve_parallel) takes the shortcut in
// each subproblem: ordered, one sequence for every thread count, and a
// solution limit keeps its first solutions; as found, the same set; under a
// node limit no shortcut (every solution is a search leaf, so there are no
// more solutions than nodes).
TEST(ZebraEntailed, ParallelListingsThroughTheShortcut) {
  std::mt19937 rng(29);
  int shortcut_taken = 0, rounds = 0;
  for (int round = 0; round < 40; ++round) {
    const std::string text = random_grid(rng, 5, 3, 4 + static_cast<int>(rng() % 8));
    SCOPED_TRACE(text);
    const Puzzle p = parse_zebra(text, "loose.zebra");
    if (count(p, {}).count > 5000) continue;  // keep the suite quick
    ++rounds;
    const std::vector<EntailedTable> plain = listing(p, shortcut_off());
    const std::set<EntailedTable> plain_set(plain.begin(), plain.end());
    auto list = [&](int threads, bool ordered, search::SearchOptions o, search::SearchResult* r) {
      search::ParallelOptions po;
      po.threads = threads;
      po.ordered = ordered;
      std::vector<EntailedTable> got;
      const search::SearchResult res = solve_parallel(p, o, po, [&](const Positions& s) {
        got.push_back(pack(s));
        return true;
      });
      if (r) *r = res;
      return got;
    };
    search::SearchResult first_r;
    const std::vector<EntailedTable> first = list(1, true, {}, &first_r);
    EXPECT_TRUE(first_r.complete);
    EXPECT_EQ(first_r.stats.solutions, first.size());
    EXPECT_EQ(std::set<EntailedTable>(first.begin(), first.end()), plain_set);
    EXPECT_EQ(first.size(), plain.size()) << "a solution twice";
    // The same listing under a node limit too high to be met: no shortcut.
    search::SearchOptions searched;
    searched.limits.node_limit = std::uint64_t{1} << 40;
    search::SearchResult searched_r;
    EXPECT_EQ(list(1, true, searched, &searched_r).size(), first.size());
    EXPECT_TRUE(searched_r.complete);
    if (first_r.stats.nodes < searched_r.stats.nodes) ++shortcut_taken;
    for (const int threads : {2, 3}) {
      EXPECT_EQ(list(threads, true, {}, nullptr), first) << threads << " threads";
      std::vector<EntailedTable> any = list(threads, false, {}, nullptr);
      EXPECT_EQ(std::set<EntailedTable>(any.begin(), any.end()), plain_set)
          << threads << " threads";
      EXPECT_EQ(any.size(), plain.size());
    }
    for (const std::uint64_t limit : {1ULL, 5ULL, 100ULL}) {
      search::SearchOptions o;
      o.solution_limit = limit;
      const std::size_t kept = std::min<std::size_t>(limit, first.size());
      for (const int threads : {1, 3}) {
        search::SearchResult r;
        const std::vector<EntailedTable> got = list(threads, true, o, &r);
        EXPECT_EQ(got, std::vector<EntailedTable>(first.begin(), first.begin() + kept)) << threads;
        EXPECT_EQ(r.stats.solutions, kept);
        EXPECT_EQ(r.complete, first.size() <= limit);
      }
    }
    search::SearchOptions capped;
    capped.limits.node_limit = 40;
    for (const int threads : {1, 2}) {
      search::SearchResult r;
      const std::vector<EntailedTable> got = list(threads, true, capped, &r);
      EXPECT_LE(got.size(), r.stats.nodes) << threads << " threads";
      for (const EntailedTable& t : got) EXPECT_TRUE(plain_set.count(t));
      if (!r.complete) {
        EXPECT_EQ(r.stop, budget::StopReason::kNodeLimit);
      }
    }
  }
  EXPECT_GT(rounds, 20);
  EXPECT_GT(shortcut_taken, 10);
}

// The benchmark's loose grid (bench/data/zebra): 1,959,552 solutions. The
// ordered listing (the CLI's --all) lists the same sequence on one thread
// and two; the unordered listings on one to three threads list the same set.
TEST(ZebraEntailed, BenchmarkLooseGridOnEveryPath) {
  const std::string text = R"(puzzle: loose 6x4 grid for enumeration speed
positions: 6
category nationality: brit swede dane norwegian german japanese
category color: red green white yellow blue ivory
category drink: tea coffee milk beer water juice
category smoke: pallmall dunhill blends bluemaster prince kools
1: japanese is dunhill
2: kools is swede
3: blends is not norwegian
4: swede just right of tea
5: prince is yellow or norwegian
6: tea next to kools
7: kools right of green
8: swede next to yellow
9: beer is swede or kools
10: coffee is blue
)";
  const Puzzle p = parse_zebra(text, "loose.zebra");
  EXPECT_EQ(count(p, {}).count, 1959552);
  EXPECT_EQ(count(p, {}, {}, shortcut_off()).count, 1959552);
  EXPECT_EQ(count(p, {}, {}, {}, 2).count, 1959552);
  EXPECT_EQ(count(p, {}, {}, {}, 3).count, 1959552);
  Inference split_now;  // split at once, not after the first nodes on one thread
  split_now.split_after_nodes = 0;
  EXPECT_EQ(count(p, {}, {}, split_now, 2).count, 1959552);
  // Count the solutions by a hash of each, on every path.
  auto fingerprint = [&](const search::ParallelOptions& po, bool any_order) {
    std::uint64_t sum = 0, seq = 0, n = 0;
    auto f = [&](const Positions& s) {
      std::uint64_t h = 1469598103934665603ULL;
      for (const auto& row : s)
        for (int x : row) h = (h ^ static_cast<std::uint64_t>(x + 1)) * 1099511628211ULL;
      sum += h;
      seq = seq * 31 + h;
      ++n;
      return true;
    };
    if (any_order) {
      solve(p, {}, f, {}, shortcut_on());
    } else {
      solve_parallel(p, {}, po, f);
    }
    return std::vector<std::uint64_t>{n, sum, seq};
  };
  search::ParallelOptions one, two;
  one.threads = 1;
  two.threads = 2;
  one.ordered = two.ordered = true;
  const auto ordered1 = fingerprint(one, false), ordered2 = fingerprint(two, false);
  EXPECT_EQ(ordered1, ordered2);  // same sequence
  const auto fast = fingerprint(one, true);
  EXPECT_EQ(fast[0], 1959552U);
  EXPECT_EQ(fast[1], ordered1[1]);  // same set (sum of hashes)
  // In any order on two and three threads, where a worker keeps solutions
  // while another holds the sink's lock: each once, none lost.
  for (const int threads : {2, 3}) {
    search::ParallelOptions any;
    any.threads = threads;
    any.ordered = false;
    const auto unordered = fingerprint(any, false);
    EXPECT_EQ(unordered[0], 1959552U) << threads << " threads";
    EXPECT_EQ(unordered[1], ordered1[1]) << threads << " threads";
    // A limit stops the listing at exactly that many, kept ones included.
    search::SearchOptions capped;
    capped.solution_limit = 5000;
    std::set<EntailedTable> got;
    std::size_t calls = 0;
    const search::SearchResult r = solve_parallel(p, capped, any, [&](const Positions& s) {
      got.insert(pack(s));
      ++calls;
      return true;
    });
    EXPECT_EQ(calls, 5000U) << threads << " threads";
    EXPECT_EQ(got.size(), 5000U) << "a solution twice";
    EXPECT_EQ(r.stats.solutions, 5000U);
    EXPECT_FALSE(r.complete);
  }
}

}  // namespace
}  // namespace deduce::puzzles::zebra

// Logic grids in process (issue 3, "Measured, not asserted"): each file is
// parsed once, outside the timed loop; every iteration builds the model and
// searches, as `deduce solve` does after reading the file.
//
// - BM_ZebraClassicUnique: Einstein's riddle (examples/einstein.zebra) solved
//   and proved unique (search stops at a second solution). Target: 20 us.
// - BM_ZebraClassicCount: the same riddle counted to the end.
// - BM_ZebraGrid/N: the generated N x N grids of bench/data/zebra/ (8, 10, 12;
//   the 12x12 has 115 clues) solved and counted; compare with clingo in
//   bench/compare/zebra.sh.
//   BM_ZebraGridThreads/T: the 12x12 count on T threads (wall time).
// - BM_ZebraLooseCount, BM_ZebraLooseEnumerate: the loose 6x4 grid of
//   1,959,552 solutions counted (leaves counted, not materialised) and
//   enumerated (each solution read into positions and handed to a callback).
//   The counter solutions_per_second is the rate. Target: 10 million a second.
//   BM_ZebraLooseEnumerateAnyOrder: the same listing in any order (what
//   `--all --unordered` on one thread does): below a node where every clue is
//   entailed the solutions are listed directly (zebra/entailed.h).
//   BM_ZebraLooseList/T/O: the listing `deduce solve --all` runs (solve_parallel) on T threads,
//   ordered (O = 1, the default) or as found (O = 0, `--unordered`), counted, not printed
//   (wall time).
// - BM_ZebraPlainOrdered: a 6 x 6 grid with `positions: none` and two
//   ordered numeric categories (bench/data/zebra/zebra_plain_6x6.zebra, 35
//   published-puzzle clues: arithmetic, `neither`, `one of:`, `not:`) solved
//   and proved unique. Target (issue 14): under 1 ms.
// The seed's brute force on the same riddle is bench/seed_zebra_baseline.cc.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <map>
#include <string>

#include "deduce/io/read_file.h"
#include "deduce/puzzles/zebra/model/solver.h"
#include "deduce/puzzles/zebra/read/parse.h"

namespace {

namespace zebra = deduce::puzzles::zebra;

constexpr std::uint64_t kLooseSolutions = 1959552;

const zebra::Puzzle& load(const std::string& relative) {
  static std::map<std::string, zebra::Puzzle> cache;
  auto it = cache.find(relative);
  if (it == cache.end()) {
    const std::string path = DEDUCE_SOURCE_DIR "/" + relative;
    it = cache.emplace(relative, zebra::parse_zebra(deduce::io::read_file(path), path)).first;
  }
  return it->second;
}

// Solves with the given solution limit (0: all) and returns how many solutions
// the callback saw.
// With any_order, solutions below entailed nodes are listed directly
// (zebra/entailed.h), in the shortcut's order.
std::uint64_t enumerate(const zebra::Puzzle& p, std::uint64_t limit,
                        deduce::search::Stats* stats = nullptr, bool any_order = false) {
  deduce::search::SearchOptions options;
  options.solution_limit = limit;
  zebra::Inference inference;
  inference.list_entailed = any_order;
  std::uint64_t seen = 0;
  auto r = zebra::solve(
      p, options,
      [&](const zebra::Positions& positions) {
        benchmark::DoNotOptimize(positions.data());
        ++seen;
        return true;
      },
      {}, inference);
  if (stats) *stats = r.stats;
  return seen;
}

void set_per_solve(benchmark::State& state) {
  state.counters["us_per_solve"] = benchmark::Counter(
      1e-6, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

// Solves `file` and proves it unique (search stops at a second solution).
void solve_unique(benchmark::State& state, const std::string& file, const char* not_unique) {
  const auto& p = load(file);
  std::uint64_t found = 0;
  deduce::search::Stats stats;
  for (auto _ : state) found = enumerate(p, 2, &stats);
  if (found != 1) state.SkipWithError(not_unique);
  state.counters["nodes"] = static_cast<double>(stats.nodes);
  set_per_solve(state);
}

void BM_ZebraClassicUnique(benchmark::State& state) {
  solve_unique(state, "examples/einstein.zebra", "the classic riddle has exactly one solution");
}
BENCHMARK(BM_ZebraClassicUnique);

void BM_ZebraClassicCount(benchmark::State& state) {
  const auto& p = load("examples/einstein.zebra");
  zebra::CountResult r;
  for (auto _ : state) r = zebra::count(p, {});
  if (r.count != 1) state.SkipWithError("the classic riddle has exactly one solution");
  set_per_solve(state);
}
BENCHMARK(BM_ZebraClassicCount);

// Arg: N, the size of the grid bench/data/zebra/zebra_NxN.zebra.
void BM_ZebraGrid(benchmark::State& state) {
  const std::string n = std::to_string(state.range(0));
  const auto& p = load("bench/data/zebra/zebra_" + n + "x" + n + ".zebra");
  zebra::CountResult r;
  for (auto _ : state) r = zebra::count(p, {});
  if (r.count != 1 || !r.complete) state.SkipWithError("each generated grid is unique");
  state.SetLabel(std::to_string(p.clues.size()) + " clues");
  state.counters["nodes"] = static_cast<double>(r.stats.nodes);
  set_per_solve(state);
}
BENCHMARK(BM_ZebraGrid)->Arg(8)->Arg(10)->Arg(12)->Unit(benchmark::kMillisecond);

// The 12x12 count on 1 and 2 threads (the command line's default is every
// core): the split into subproblems and its replays must not cost more than
// the second thread gives. Real time: the work runs on TBB's threads.
void BM_ZebraGridThreads(benchmark::State& state) {
  const auto& p = load("bench/data/zebra/zebra_12x12.zebra");
  const int threads = static_cast<int>(state.range(0));
  zebra::CountResult r;
  for (auto _ : state) r = zebra::count(p, {}, {}, {}, threads);
  if (r.count != 1 || !r.complete) state.SkipWithError("the 12x12 grid is unique");
  state.counters["nodes"] = static_cast<double>(r.stats.nodes);
}
BENCHMARK(BM_ZebraGridThreads)->Arg(1)->Arg(2)->UseRealTime()->Unit(benchmark::kMillisecond);

void BM_ZebraPlainOrdered(benchmark::State& state) {
  solve_unique(state, "bench/data/zebra/zebra_plain_6x6.zebra",
               "the plain 6x6 grid has exactly one solution");
}
BENCHMARK(BM_ZebraPlainOrdered);

void BM_ZebraLooseCount(benchmark::State& state) {
  const auto& p = load("bench/data/zebra/zebra_loose_6x4.zebra");
  zebra::CountResult r;
  for (auto _ : state) r = zebra::count(p, {});
  if (r.count != kLooseSolutions) state.SkipWithError("the loose grid has 1,959,552 solutions");
  state.counters["solutions_per_second"] = benchmark::Counter(
      static_cast<double>(kLooseSolutions), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_ZebraLooseCount)->Unit(benchmark::kMillisecond);

void BM_ZebraLooseEnumerate(benchmark::State& state) {
  const auto& p = load("bench/data/zebra/zebra_loose_6x4.zebra");
  std::uint64_t found = 0;
  for (auto _ : state) found = enumerate(p, 0);
  if (found != kLooseSolutions) state.SkipWithError("the loose grid has 1,959,552 solutions");
  state.counters["solutions_per_second"] = benchmark::Counter(
      static_cast<double>(kLooseSolutions), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_ZebraLooseEnumerate)->Unit(benchmark::kMillisecond);

void BM_ZebraLooseEnumerateAnyOrder(benchmark::State& state) {
  const auto& p = load("bench/data/zebra/zebra_loose_6x4.zebra");
  std::uint64_t found = 0;
  deduce::search::Stats stats;
  for (auto _ : state) found = enumerate(p, 0, &stats, true);
  if (found != kLooseSolutions || stats.solutions != kLooseSolutions)
    state.SkipWithError("the loose grid has 1,959,552 solutions");
  state.counters["nodes"] = static_cast<double>(stats.nodes);
  state.counters["solutions_per_second"] = benchmark::Counter(
      static_cast<double>(kLooseSolutions), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_ZebraLooseEnumerateAnyOrder)->Unit(benchmark::kMillisecond);

void BM_ZebraLooseList(benchmark::State& state) {
  const auto& p = load("bench/data/zebra/zebra_loose_6x4.zebra");
  deduce::search::ParallelOptions popts;
  popts.threads = static_cast<int>(state.range(0));
  popts.ordered = state.range(1) != 0;
  std::uint64_t seen = 0;
  deduce::search::Stats stats;
  for (auto _ : state) {
    seen = 0;
    stats = zebra::solve_parallel(p, {}, popts, [&](const zebra::Positions& positions) {
              benchmark::DoNotOptimize(positions.data());
              ++seen;
              return true;
            }).stats;
  }
  if (seen != kLooseSolutions || stats.solutions != kLooseSolutions)
    state.SkipWithError("the loose grid has 1,959,552 solutions");
  state.counters["nodes"] = static_cast<double>(stats.nodes);
  state.counters["solutions_per_second"] = benchmark::Counter(
      static_cast<double>(kLooseSolutions), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_ZebraLooseList)
    ->ArgsProduct({{1, 2}, {1, 0}})
    ->ArgNames({"threads", "ordered"})
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

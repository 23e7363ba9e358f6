// Futoshiki and Latin-square completion: whole puzzles, per model variant.
//
// Instances are the committed sets under bench/data/futoshiki/ (Tatham 9x9
// extreme puzzles in both modes, quasigroup completion of orders 30 and 35).
// Each benchmark solves every puzzle of a set and proves it unique (searches
// for a second solution), as `deduce solve --limit 2` does.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "deduce/io/read_file.h"
#include "deduce/puzzles/futoshiki/parse.h"
#include "deduce/puzzles/futoshiki/puzzle_model.h"
#include "deduce/puzzles/futoshiki/solver.h"
#include "deduce/search/dfs.h"

namespace {

namespace fut = deduce::puzzles::futoshiki;
using deduce::puzzles::latin::LatinModelKind;
using deduce::puzzles::latin::LatinOptions;

std::string data_dir() {
  const char* env = std::getenv("DEDUCE_BENCH_DATA");
  return env ? env : DEDUCE_SOURCE_DIR "/bench/data/futoshiki";
}

const std::vector<fut::Puzzle>& load(const std::string& name) {
  static std::vector<std::pair<std::string, std::vector<fut::Puzzle>>> cache;
  for (auto& [n, ps] : cache) {
    if (n == name) return ps;
  }
  std::string path = data_dir() + "/" + name;
  cache.emplace_back(name, fut::parse_puzzles(deduce::io::read_file(path), path));
  return cache.back().second;
}

const char* kSets[] = {"unequal_9x9_extreme.txt", "adjacent_9x9_extreme.txt", "qwh_30_316.fut",
                       "qwh_35_405.fut"};

// Args: instance set, model kind (0 plain, 1 cube, 2 channels), all-different.
void BM_FutoshikiSet(benchmark::State& state) {
  const auto& puzzles = load(kSets[state.range(0)]);
  const LatinOptions model{static_cast<LatinModelKind>(state.range(1)), state.range(2) != 0};
  deduce::search::SearchOptions so;
  so.solution_limit = 2;
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    nodes = 0;
    for (const fut::Puzzle& p : puzzles) {
      // A callback, as `deduce solve --limit 2` has (it prints): without one
      // solve() counts, with the counting search and its cache table.
      auto r = fut::solve(
          p, so, [](const fut::Grid&) { return true; }, model);
      nodes += r.search.stats.nodes;
    }
  }
  state.SetLabel(kSets[state.range(0)]);
  state.counters["puzzles"] = static_cast<double>(puzzles.size());
  state.counters["nodes_per_puzzle"] = static_cast<double>(nodes) / puzzles.size();
  state.counters["us_per_puzzle"] = benchmark::Counter(
      static_cast<double>(puzzles.size()) * 1e-6,
      benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_FutoshikiSet)->ArgsProduct({{0, 1}, {0, 1, 2}, {0, 1}})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FutoshikiSet)->ArgsProduct({{2, 3}, {1, 2}, {0, 1}})->Unit(benchmark::kMillisecond);

// The 50 Tatham 9x9 Extreme puzzles loaded one after another into one model
// (Arg 0, as solve() does: puzzle_model.h) or each into a model of its own
// (Arg 1), the same search: what keeping the model saves a puzzle.
void BM_PuzzleModel(benchmark::State& state) {
  const auto& puzzles = load(kSets[0]);
  const LatinOptions options = fut::default_model(puzzles.front(), false);
  fut::PuzzleModel kept(puzzles.front().n, options);
  for (auto _ : state) {
    for (const fut::Puzzle& p : puzzles) {
      std::optional<fut::PuzzleModel> own;
      fut::PuzzleModel& m = state.range(0) == 0 ? kept : own.emplace(p.n, options);
      m.load(p);
      deduce::search::SearchOptions so;
      so.solution_limit = 2;
      so.chooser = m.latin().chooser();
      deduce::search::Dfs dfs(m.store(), m.latin().branch_vars(), so);
      benchmark::DoNotOptimize(dfs.run([](const deduce::core::Store&) { return true; }));
    }
  }
  state.counters["us_per_puzzle"] = benchmark::Counter(
      static_cast<double>(puzzles.size()) * 1e-6,
      benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_PuzzleModel)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();

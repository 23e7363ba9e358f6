// Latin squares: counting and completion, for each model variant.
#include <benchmark/benchmark.h>

#include "deduce/props/constraints.h"
#include "deduce/puzzles/latin/latin_model.h"
#include "deduce/search/dfs.h"

namespace {

using deduce::puzzles::latin::LatinOptions;

// Counts Latin squares of order n (first row fixed when fix_first_row).
std::uint64_t count_latin(int n, bool fix_first_row, LatinOptions options,
                          deduce::search::Stats* stats = nullptr) {
  deduce::core::Store s;
  auto m = deduce::puzzles::latin::post_latin(s, n, options);
  if (fix_first_row) {
    for (int c = 0; c < n; ++c) deduce::props::post_equal_const(s, m.cell(0, c), c);
  }
  deduce::search::Dfs dfs(s, m.branch_vars(), {});
  auto r = dfs.count();
  if (stats) *stats = r.stats;
  return r.stats.solutions;
}

void BM_LatinCount(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const bool fix = state.range(1) != 0;
  const LatinOptions options{static_cast<deduce::puzzles::latin::LatinModelKind>(state.range(2)),
                             state.range(3) != 0};
  deduce::search::Stats stats;
  for (auto _ : state) benchmark::DoNotOptimize(count_latin(n, fix, options, &stats));
  state.counters["solutions"] = static_cast<double>(stats.solutions);
  state.counters["nodes"] = static_cast<double>(stats.nodes);
  state.counters["failures"] = static_cast<double>(stats.failures);
}
// Args: order, first row fixed, model kind (0 plain, 1 cube, 2 channels), all-different.
BENCHMARK(BM_LatinCount)
    ->Args({5, 0, 0, 1})
    ->Args({5, 0, 1, 0})
    ->Args({5, 0, 1, 1})
    ->Args({5, 0, 2, 0})
    ->Args({5, 0, 2, 1})
    ->Args({6, 1, 1, 0})
    ->Args({6, 1, 1, 1})
    ->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

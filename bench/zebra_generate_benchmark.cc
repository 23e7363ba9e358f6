// The speed of `deduce generate zebra` (issue 12: a 5x5 puzzle in under
// 10 ms, a 10x10 in under 0.5 s): one minimal puzzle an iteration, each from
// a new seed, with and without a requested grade. The counter `attempts`
// is the mean number of puzzles drawn to hit the grade.
#include <benchmark/benchmark.h>

#include "deduce/puzzles/zebra/generate/generate.h"

namespace {

using deduce::puzzles::zebra::generate::generate_zebra;
using deduce::puzzles::zebra::generate::Options;

// range(0): positions = categories; range(1): grade, or -1 for any.
void BM_GenerateZebra(benchmark::State& state) {
  Options o;
  o.positions = o.categories = static_cast<int>(state.range(0));
  if (state.range(1) >= 0) o.grade = static_cast<int>(state.range(1));
  std::uint64_t seed = 1;
  double attempts = 0;
  std::int64_t made = 0;
  for (auto _ : state) {
    auto g = generate_zebra(o, seed++);
    if (!g) {
      state.SkipWithError("no puzzle of the grade");
      break;
    }
    attempts += g->attempts;
    ++made;
    benchmark::DoNotOptimize(g->text.data());
  }
  state.counters["attempts"] = made > 0 ? attempts / static_cast<double>(made) : 0;
}

BENCHMARK(BM_GenerateZebra)
    ->ArgsProduct({{5}, {-1, 0, 1, 2, 3}})
    ->Unit(benchmark::kMillisecond);
// Medium and hard take many attempts on large grids (docs/generate.md).
BENCHMARK(BM_GenerateZebra)
    ->ArgsProduct({{8}, {1, 2}})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(10);
BENCHMARK(BM_GenerateZebra)
    ->ArgsProduct({{10}, {-1, 0, 3}})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(20);

}  // namespace

BENCHMARK_MAIN();

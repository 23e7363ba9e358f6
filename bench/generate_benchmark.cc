// The Futoshiki generator in process, one thread: a uniformly random Latin
// square, and whole puzzles of Tatham's hardest grades at the orders of the
// comparison with his generator (bench/compare/generate.sh, which times the
// command with every core). Each iteration makes the next puzzle of a seeded
// run, so the figures are the mean over different puzzles.
//   build/bench/generate_benchmark --benchmark_filter=BM_
#include <benchmark/benchmark.h>

#include "deduce/puzzles/futoshiki/generate/generate.h"
#include "deduce/puzzles/latin/random_square.h"
#include "deduce/util/rng.h"

namespace {

namespace fut = deduce::puzzles::futoshiki;
using deduce::util::Rng;
using deduce::util::stream_seed;

void BM_LatinSquare(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  std::uint64_t i = 0;
  for (auto _ : state) {
    Rng rng(stream_seed(1, i++));
    benchmark::DoNotOptimize(deduce::puzzles::latin::random_latin_square(n, rng));
  }
}
BENCHMARK(BM_LatinSquare)->Arg(9)->Arg(15)->Arg(30)->Unit(benchmark::kMicrosecond);

// Args: order, grade (0 trivial .. 4 recursive), Adjacent mode (0 or 1).
void BM_Generate(benchmark::State& state) {
  fut::GenerateOptions o;
  o.order = static_cast<int>(state.range(0));
  o.grade = static_cast<int>(state.range(1));
  o.mode = state.range(2) != 0 ? fut::Mode::kAdjacent : fut::Mode::kUnequal;
  std::uint64_t i = 0;
  for (auto _ : state) {
    Rng rng(stream_seed(1, i++));
    benchmark::DoNotOptimize(fut::generate(o, rng));
  }
}
BENCHMARK(BM_Generate)
    ->Args({5, 2, 0})
    ->Args({9, 3, 0})
    ->Args({9, 4, 0})
    ->Args({9, 3, 1})
    ->Args({12, 3, 0})
    ->Args({15, 3, 0})
    ->Unit(benchmark::kMillisecond);

// Latin-square completion at the default holes (near the hardness peak).
void BM_GenerateLatin(benchmark::State& state) {
  fut::GenerateOptions o;
  o.order = static_cast<int>(state.range(0));
  o.latin = true;
  std::uint64_t i = 0;
  for (auto _ : state) {
    Rng rng(stream_seed(1, i++));
    benchmark::DoNotOptimize(fut::generate(o, rng));
  }
}
BENCHMARK(BM_GenerateLatin)->Arg(9)->Arg(15)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

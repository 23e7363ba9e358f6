// The Futoshiki explanation ladder: grading (no text) and explaining (every
// step with its words) Tatham's 9x9 Extreme puzzles, both modes, from the
// committed sets under bench/data/futoshiki/. Tatham's own solver grades one
// in about 2 ms including its process start; grade() is meant to take well
// under a millisecond in process.
//   build/bench/explain_benchmark --benchmark_filter=BM_
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "deduce/io/read_file.h"
#include "deduce/puzzles/futoshiki/explain/ladder.h"
#include "deduce/puzzles/futoshiki/parse.h"

namespace {

namespace fut = deduce::puzzles::futoshiki;

std::string data_dir() {
  const char* env = std::getenv("DEDUCE_BENCH_DATA");
  return env ? env : DEDUCE_SOURCE_DIR "/bench/data/futoshiki";
}

const char* kSets[] = {"unequal_9x9_extreme.txt", "adjacent_9x9_extreme.txt"};

const std::vector<fut::Puzzle>& load(int set) {
  static std::vector<fut::Puzzle> cache[2];
  if (cache[set].empty()) {
    const std::string path = data_dir() + "/" + kSets[set];
    cache[set] = fut::parse_puzzles(deduce::io::read_file(path), path);
  }
  return cache[set];
}

void per_puzzle(benchmark::State& state, std::size_t puzzles) {
  state.SetLabel(kSets[state.range(0)]);
  state.counters["puzzles"] = static_cast<double>(puzzles);
  state.counters["us_per_puzzle"] = benchmark::Counter(
      static_cast<double>(puzzles) * 1e-6,
      benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

// Arg: the set (0 Unequal, 1 Adjacent).
void BM_GradeExtreme9x9(benchmark::State& state) {
  const auto& puzzles = load(static_cast<int>(state.range(0)));
  int sum = 0;
  for (auto _ : state) {
    for (const fut::Puzzle& p : puzzles) sum += fut::grade(p);
  }
  benchmark::DoNotOptimize(sum);
  per_puzzle(state, puzzles.size());
}
BENCHMARK(BM_GradeExtreme9x9)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

void BM_ExplainExtreme9x9(benchmark::State& state) {
  const auto& puzzles = load(static_cast<int>(state.range(0)));
  std::size_t steps = 0;
  for (auto _ : state) {
    steps = 0;
    for (const fut::Puzzle& p : puzzles) steps += fut::explain(p).steps.size();
  }
  per_puzzle(state, puzzles.size());
  state.counters["steps_per_puzzle"] = static_cast<double>(steps) / puzzles.size();
}
BENCHMARK(BM_ExplainExtreme9x9)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

// Explaining logic grids (puzzles/zebra/explain/ladder.h): each file parsed
// once, outside the timed loop; every iteration explains the puzzle from its
// clues to the solution, text included, as `deduce explain` does.
//
// - BM_ZebraExplainEinstein: examples/einstein.zebra. Target: under 1 ms.
// - BM_ZebraExplainExample/i: the other examples (6x6, 8x8, 10x10, Life
//   1962). Target for the 10x10: under 50 ms.
// Counters: steps (of the explanation) and grade (its hardest rung).
#include <benchmark/benchmark.h>

#include <string>

#include "deduce/io/read_file.h"
#include "deduce/puzzles/zebra/explain/ladder.h"
#include "deduce/puzzles/zebra/read/parse.h"

namespace {

namespace zebra = deduce::puzzles::zebra;

zebra::Puzzle load(const std::string& relative) {
  const std::string path = DEDUCE_SOURCE_DIR "/" + relative;
  return zebra::parse_zebra(deduce::io::read_file(path), path);
}

void run(benchmark::State& state, const zebra::Puzzle& p) {
  std::size_t steps = 0;
  int grade = 0;
  for (auto _ : state) {
    auto e = zebra::explain::explain(p);
    steps = e.steps.size();
    grade = e.grade;
    benchmark::DoNotOptimize(e.steps.data());
  }
  state.counters["steps"] = static_cast<double>(steps);
  state.counters["grade"] = grade;
}

void BM_ZebraExplainEinstein(benchmark::State& state) {
  static const zebra::Puzzle p = load("examples/einstein.zebra");
  run(state, p);
}
BENCHMARK(BM_ZebraExplainEinstein)->Unit(benchmark::kMicrosecond);

const char* const kExamples[] = {"examples/zebra_life_1962.zebra", "examples/zebra_6x6.zebra",
                                 "examples/zebra_8x8.zebra", "examples/zebra_10x10.zebra"};

void BM_ZebraExplainExample(benchmark::State& state) {
  const zebra::Puzzle p = load(kExamples[state.range(0)]);
  state.SetLabel(kExamples[state.range(0)]);
  run(state, p);
}
BENCHMARK(BM_ZebraExplainExample)->DenseRange(0, 3)->Unit(benchmark::kMillisecond);

}  // namespace
BENCHMARK_MAIN();

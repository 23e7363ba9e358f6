// River crossings: BFS throughput, optimal solving, counting.
//
// - BM_RiverBfsBox: breadth-first search over a whole 2-million-state box
//   (1000 monks, 1000 monsters, boat for 4, only rule: neither bank may be
//   empty, so there is no solution and every state is expanded). Counter
//   `states_per_s`: states expanded per second (the issue aims at 10^7).
// - BM_RiverSolve/1000/1000/4: the 1000/1000/4 optimal solution with its count,
//   model built inside the timed loop; BM_RiverSolveAndPrint adds the text of
//   the 1997 steps (into a string, as `deduce solve` writes it).
// - BM_RiverCountAll: every repetition-free solution of jealous husbands
//   (19602) and of monks and monsters 3/3/2 (4), 3/3/3 (94), 4/4/3 (200).
// The side-by-side with the seed program is bench/seed_river_baseline.cc.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <sstream>
#include <string>

#include "deduce/io/read_file.h"
#include "deduce/puzzles/river/format.h"
#include "deduce/puzzles/river/model.h"
#include "deduce/puzzles/river/parse.h"
#include "deduce/puzzles/river/solve.h"

namespace {

namespace river = deduce::puzzles::river;

river::RiverPuzzle example(const std::string& name) {
  const std::string path = DEDUCE_SOURCE_DIR "/examples/" + name + ".river";
  return river::parse_river(deduce::io::read_file(path), path);
}

river::RiverPuzzle monks_monsters(std::int64_t monks, std::int64_t monsters, std::int64_t boat,
                                  const char* forbid) {
  std::string text = "group monk " + std::to_string(monks) + "\ngroup monster " +
                     std::to_string(monsters) + "\nboat " + std::to_string(boat) + "\n";
  text += forbid;
  return river::parse_river(text, "bench.river");
}

constexpr const char* kClassicRules =
    "forbid: monk > 0 and monster > monk\nforbid boat: monk > 0 and monster > monk\n";

void BM_RiverBfsBox(benchmark::State& state) {
  const auto puzzle = monks_monsters(1000, 1000, 4, "forbid: monk + monster == 0\n");
  std::uint64_t expanded = 0;
  for (auto _ : state) {
    const river::RiverModel model(puzzle);
    deduce::budget::Budget budget;
    const auto r = river::solve_optimal(model, false, budget);
    if (r.found) state.SkipWithError("the box has no solution");
    expanded += r.stats.expanded;
    benchmark::DoNotOptimize(r.stats.states);
  }
  state.counters["states_per_s"] =
      benchmark::Counter(static_cast<double>(expanded), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_RiverBfsBox)->Unit(benchmark::kMillisecond);

void BM_RiverSolve(benchmark::State& state) {
  const auto puzzle = monks_monsters(state.range(0), state.range(1), state.range(2), kClassicRules);
  std::int64_t length = 0;
  for (auto _ : state) {
    const river::RiverModel model(puzzle);
    deduce::budget::Budget budget;
    const auto r = river::solve_optimal(model, false, budget);
    length = r.length;
    benchmark::DoNotOptimize(r.optimal_count);
  }
  state.counters["length"] = static_cast<double>(length);
}
BENCHMARK(BM_RiverSolve)->Args({1000, 1000, 4})->Args({3, 3, 2})->Unit(benchmark::kMillisecond);

void BM_RiverSolveAndPrint(benchmark::State& state) {
  const auto puzzle = example("monks_monsters_1000_1000_4");
  std::size_t bytes = 0;
  for (auto _ : state) {
    const river::RiverModel model(puzzle);
    deduce::budget::Budget budget;
    const auto r = river::solve_optimal(model, false, budget);
    std::ostringstream out;
    river::write_solution_text(out, puzzle, model, r.start, r.path);
    bytes = out.str().size();
  }
  state.counters["bytes"] = static_cast<double>(bytes);
}
BENCHMARK(BM_RiverSolveAndPrint)->Unit(benchmark::kMillisecond);

const char* kCountExamples[] = {"jealous_husbands", "monks_monsters_3_3_2", "monks_monsters_3_3_3",
                                "monks_monsters_4_4_3"};

void BM_RiverCountAll(benchmark::State& state) {
  const auto puzzle = example(kCountExamples[state.range(0)]);
  state.SetLabel(kCountExamples[state.range(0)]);
  double count = 0;
  for (auto _ : state) {
    const river::RiverModel model(puzzle);
    deduce::budget::Budget budget;
    const auto r = river::count_all(model, budget, 0);
    count = r.count.count.get_d();
  }
  state.counters["solutions"] = count;
}
BENCHMARK(BM_RiverCountAll)->DenseRange(0, 3)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();

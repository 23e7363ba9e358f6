// Google Benchmark of the exact 9x9 Sudoku kernel: solve and prove unique
// (count to 2), one thread, on the first puzzles of Royle's 17-given
// collection (bench/data/sudoku/royle_17.txt.xz, read once through xz outside
// the timed loop) and on single hard puzzles. The whole sets and the
// comparison with tdoku: sudoku_kernel_run and bench/compare/sudoku.sh.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "deduce/puzzles/sudoku/kernel/count_solutions.h"

namespace {

using deduce::puzzles::sudoku::kernel::count_solutions;
using deduce::puzzles::sudoku::kernel::Grid;
using deduce::puzzles::sudoku::kernel::Limits;

// The first `n` puzzles of Royle's collection; empty when xz cannot read it.
std::vector<Grid> royle(std::size_t n) {
  std::vector<Grid> puzzles;
  const std::string command =
      std::string("xz -dc ") + DEDUCE_SOURCE_DIR + "/bench/data/sudoku/royle_17.txt.xz";
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) return puzzles;
  char line[128];
  while (puzzles.size() < n && std::fgets(line, sizeof line, pipe) != nullptr) {
    Grid grid{};
    if (deduce::puzzles::sudoku::kernel::parse_line(line, std::strcspn(line, "\r\n"), grid))
      puzzles.push_back(grid);
  }
  pclose(pipe);
  return puzzles;
}

void BM_SudokuKernelRoyle(benchmark::State& state) {
  const std::vector<Grid> puzzles = royle(static_cast<std::size_t>(state.range(0)));
  if (puzzles.empty()) {
    state.SkipWithError("cannot read royle_17.txt.xz");
    return;
  }
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    for (const Grid& grid : puzzles) {
      const auto result = count_solutions(grid, Limits{.solution_limit = 2});
      benchmark::DoNotOptimize(result.count);
      nodes += result.nodes;
    }
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * puzzles.size()));
  state.counters["nodes_per_puzzle"] = benchmark::Counter(
      static_cast<double>(nodes) / static_cast<double>(state.iterations() * puzzles.size()));
}
BENCHMARK(BM_SudokuKernelRoyle)->Arg(1000)->Arg(10000)->Unit(benchmark::kMicrosecond);

// Single hard puzzles: Arto Inkala's "AI Escargot" and his 2010 "hardest",
// and a 21-given puzzle of about 190 nodes (unique, as the tests' oracle
// shows for the first two).
void BM_SudokuKernelHard(benchmark::State& state) {
  static const char* const kLines[] = {
      "100007090030020008009600500005300900010080002600004000300000010040000007007000300",
      "800000000003600000070090200050007000000045700000100030001000068008500010090000400",
      "000000012000000003002300400001800005060070800000009000008500000900040500470006000"};
  Grid grid{};
  deduce::puzzles::sudoku::kernel::parse_line(kLines[state.range(0)], 81, grid);
  for (auto _ : state) {
    const auto result = count_solutions(grid, Limits{.solution_limit = 2});
    benchmark::DoNotOptimize(result.count);
  }
}
BENCHMARK(BM_SudokuKernelHard)->DenseRange(0, 2)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();

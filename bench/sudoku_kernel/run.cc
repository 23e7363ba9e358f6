// sudoku_kernel_run: solves and proves unique every puzzle of a file with the
// exact 9x9 kernel (src/deduce/puzzles/sudoku/kernel/count_solutions.h), one
// thread, and prints the time per puzzle: the kernel's figure beside tdoku's
// and Gecode's (bench/compare/sudoku.sh, docs/benchmarks.md "Sudoku").
//
// Usage: sudoku_kernel_run FILE [--limit N] [--repeat R]
//   FILE: one puzzle a line, 81 characters ('0' or '.' empty); blank lines
//   and lines opening with '#' are skipped. --limit: count up to N (2: solve
//   and prove unique). --repeat: R timed passes, the median reported (the
//   first is cold), as tdoku_driver does.
// Output: one line of counts (how many puzzles had 0, 1, ... solutions) and
// one of time: seconds for the set (wall clock, as tdoku_driver times it),
// microseconds a puzzle, nodes a puzzle, the fastest pass, and the median
// pass's CPU time a puzzle (on a loaded machine the process waits for a core
// between puzzles: the wall clock counts the wait, the CPU time does not).
// Exit 1 when a line cannot be read.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "deduce/puzzles/sudoku/kernel/count_solutions.h"

namespace {

using deduce::puzzles::sudoku::kernel::Grid;

bool read_puzzles(const char* path, std::vector<Grid>& puzzles) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "sudoku_kernel_run: cannot read %s\n", path);
    return false;
  }
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    Grid grid{};
    if (!deduce::puzzles::sudoku::kernel::parse_line(line.data(), line.size(), grid)) {
      std::fprintf(stderr, "%s:%d: not 81 characters of 0-9 or '.'\n", path, number);
      return false;
    }
    puzzles.push_back(grid);
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  const char* path = nullptr;
  std::uint64_t limit = 2;
  int repeat = 1;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--limit") == 0 && i + 1 < argc) {
      limit = std::strtoull(argv[++i], nullptr, 10);
    } else if (std::strcmp(argv[i], "--repeat") == 0 && i + 1 < argc) {
      repeat = std::max(1, std::atoi(argv[++i]));
    } else {
      path = argv[i];
    }
  }
  if (path == nullptr) {
    std::fprintf(stderr, "usage: sudoku_kernel_run FILE [--limit N] [--repeat R]\n");
    return 2;
  }
  std::vector<Grid> puzzles;
  if (!read_puzzles(path, puzzles)) return 1;
  if (puzzles.empty()) {
    std::fprintf(stderr, "sudoku_kernel_run: no puzzle in %s\n", path);
    return 1;
  }
  std::vector<double> seconds;
  std::vector<double> cpu_seconds;
  std::map<std::uint64_t, std::size_t> counts;
  std::uint64_t nodes = 0;
  for (int pass = 0; pass < repeat; ++pass) {
    counts.clear();
    nodes = 0;
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpu_start = std::clock();
    for (const Grid& grid : puzzles) {
      const auto result =
          deduce::puzzles::sudoku::kernel::count_solutions(grid, {.solution_limit = limit});
      ++counts[result.count];
      nodes += result.nodes;
    }
    seconds.push_back(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    cpu_seconds.push_back(static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC);
  }
  std::sort(seconds.begin(), seconds.end());
  std::sort(cpu_seconds.begin(), cpu_seconds.end());
  const double median = seconds[seconds.size() / 2];
  const double n = static_cast<double>(puzzles.size());
  std::printf("%s: %zu puzzles, solutions (limit %llu):", path, puzzles.size(),
              static_cast<unsigned long long>(limit));
  for (const auto& [count, how_many] : counts)
    std::printf(" %llu:%zu", static_cast<unsigned long long>(count), how_many);
  std::printf(
      "\n%s: %.4f s, %.3f us a puzzle, %.2f nodes a puzzle (median of %d; fastest %.3f us; "
      "CPU time %.3f us)\n",
      path, median, median / n * 1e6, static_cast<double>(nodes) / n, repeat,
      seconds.front() / n * 1e6, cpu_seconds[cpu_seconds.size() / 2] / n * 1e6);
  return 0;
}

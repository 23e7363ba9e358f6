// The tdoku reference for the Sudoku comparison (bench/compare/tdoku.sh, issue 37): solves every
// 9x9 puzzle of a file with tdoku (Tom Dillon's SIMD DPLL solver, github.com/t-dillon/tdoku,
// BSD-2-Clause), the fastest dedicated Sudoku solver we know of, asking for at most 2 solutions:
// "solve and prove unique", on one thread, in one process.
//
// It is linked with tdoku's own solver source (src/solver_dpll_triad_simd.cc and src/util.cc of a
// local checkout) by tdoku.sh, for the comparison only: deduce never builds or ships tdoku.
//
// Input: one puzzle a line, 81 characters, `1`-`9` a given, `.` or `0` an empty cell (tdoku
// itself wants `.`: `0` is turned into `.` when the file is read); blank lines, lines starting
// with `#` and anything after the 81st character are ignored (tdoku's data files end their lines
// with `\r\n`; some add `:count:solution`).
//
// Usage: tdoku_driver [--limit N] [--repeat R] [--per-puzzle] FILE
//   --limit N     count solutions up to N (default 2: solve and prove unique; 1: first solution)
//   --repeat R    solve the whole file R times in a row (default 1) and report each pass and the
//                 median pass; the first pass is cold (caches, branch predictors), later ones warm
//   --per-puzzle  also print one line per puzzle of the last pass: its count and guesses
// Output: JSON objects, one a line: {"pass":1,"seconds":...} per pass, then
//   {"summary":true,"limit":2,"puzzles":49158,"solutions_0":0,"solutions_1":49158,
//    "solutions_2":0,"guesses":...,"median_pass_seconds":...,"first_pass_seconds":...,
//    "per_puzzle_us":...,"read_seconds":...}
// where solutions_k counts the puzzles with k solutions (k = limit means "at least limit").
// A pass's time is measured with a steady clock around the loop of calls to tdoku only: reading
// the file and process start-up are outside it (read_seconds gives the reading).
// Exit code: 0 every puzzle has a solution, 1 one has none, 2 bad input or usage.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "tdoku.h"

namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

int usage() {
  std::fprintf(stderr, "usage: tdoku_driver [--limit N] [--repeat R] [--per-puzzle] FILE\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::size_t limit = 2;
  int repeat = 1;
  bool per_puzzle = false;
  const char* path = nullptr;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--limit" && i + 1 < argc)
      limit = static_cast<std::size_t>(std::max(1, std::atoi(argv[++i])));
    else if (a == "--repeat" && i + 1 < argc)
      repeat = std::max(1, std::atoi(argv[++i]));
    else if (a == "--per-puzzle")
      per_puzzle = true;
    else if (a.rfind("--", 0) == 0 || path != nullptr)
      return usage();
    else
      path = argv[i];
  }
  if (path == nullptr) return usage();

  const auto t_read = Clock::now();
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "%s: cannot open\n", path);
    return 2;
  }
  // The puzzles packed 82 bytes apart, each ending in '\0': tdoku decides between a 9x9 puzzle
  // and a 729-character pencil-mark one by input[81], which must then be below '.'.
  std::vector<char> puzzles;
  std::string line;
  int line_no = 0;
  while (std::getline(in, line)) {
    ++line_no;
    if (line.empty() || line[0] == '#' || line.find_first_not_of(" \t\r") == std::string::npos)
      continue;
    if (line.size() < 81) {
      std::fprintf(stderr, "%s:%d: a puzzle line holds 81 characters\n", path, line_no);
      return 2;
    }
    for (int i = 0; i < 81; ++i) {
      char ch = line[i];
      if (ch == '0') ch = '.';
      if (ch != '.' && (ch < '1' || ch > '9')) {
        std::fprintf(stderr, "%s:%d: bad character '%c'\n", path, line_no, ch);
        return 2;
      }
      puzzles.push_back(ch);
    }
    puzzles.push_back('\0');
  }
  const double read_seconds = since(t_read);
  const std::size_t n = puzzles.size() / 82;

  std::vector<std::size_t> counts(n), guesses(n);
  std::vector<double> passes;
  char solution[82] = {};
  for (int r = 0; r < repeat; ++r) {
    const auto t0 = Clock::now();
    for (std::size_t k = 0; k < n; ++k)
      counts[k] = TdokuSolverDpllTriadSimd(&puzzles[82 * k], limit, 0, solution, &guesses[k]);
    passes.push_back(since(t0));
    std::printf("{\"pass\":%d,\"seconds\":%.9g}\n", r + 1, passes.back());
  }
  if (per_puzzle)
    for (std::size_t k = 0; k < n; ++k)
      std::printf("{\"puzzle\":%zu,\"count\":%zu,\"guesses\":%zu}\n", k + 1, counts[k], guesses[k]);
  std::size_t by_count[3] = {0, 0, 0};
  std::size_t total_guesses = 0;
  for (std::size_t k = 0; k < n; ++k) {
    ++by_count[std::min<std::size_t>(counts[k], 2)];
    total_guesses += guesses[k];
  }
  std::vector<double> sorted = passes;
  std::sort(sorted.begin(), sorted.end());
  const double median = sorted[sorted.size() / 2];
  std::printf(
      "{\"summary\":true,\"limit\":%zu,\"puzzles\":%zu,\"solutions_0\":%zu,\"solutions_1\":%zu,"
      "\"solutions_2\":%zu,\"guesses\":%zu,\"median_pass_seconds\":%.9g,"
      "\"first_pass_seconds\":%.9g,\"per_puzzle_us\":%.6g,\"read_seconds\":%.9g}\n",
      limit, n, by_count[0], by_count[1], by_count[2], total_guesses, median, passes[0],
      n ? median / static_cast<double>(n) * 1e6 : 0.0, read_seconds);
  return by_count[0] > 0 ? 1 : 0;
}

// Reading and writing Futoshiki text: the grid format and game IDs of order
// n (a cyclic Latin square with a sign between every other pair of cells), as
// `deduce solve` reads a file before any search. Reading is linear in the
// text; these figures show it stays far below the search time.
#include <benchmark/benchmark.h>

#include <string>

#include "deduce/puzzles/futoshiki/format.h"
#include "deduce/puzzles/futoshiki/parse.h"

namespace {

namespace fut = deduce::puzzles::futoshiki;

// A path as long as the files' users give (past the short-string buffer):
// a reader that copied the path a cell showed only with one.
const std::string kPath = "bench/data/futoshiki/unequal_9x9_extreme.txt";

fut::Puzzle make_puzzle(int n) {
  fut::Puzzle p;
  p.n = n;
  p.givens.resize(n * n);
  for (int k = 0; k < n * n; ++k) p.givens[k] = (k / n + k % n) % n + 1;
  p.right.assign(n * (n - 1), fut::Relation::kNone);
  p.down.assign((n - 1) * n, fut::Relation::kNone);
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c + 1 < n; c += 2) {
      int a = p.givens[r * n + c], b = p.givens[r * n + c + 1];
      p.right[r * (n - 1) + c] = a < b ? fut::Relation::kLess : fut::Relation::kGreater;
    }
  }
  return p;
}

void BM_ParseGrid(benchmark::State& state) {
  const std::string text = fut::format_grid(make_puzzle(static_cast<int>(state.range(0))));
  for (auto _ : state) benchmark::DoNotOptimize(fut::parse_puzzles(text, kPath));
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}
BENCHMARK(BM_ParseGrid)->Arg(9)->Arg(30)->Arg(64);

void BM_ParseGameId(benchmark::State& state) {
  const std::string text = fut::format_game_id(make_puzzle(static_cast<int>(state.range(0))));
  for (auto _ : state) benchmark::DoNotOptimize(fut::parse_puzzles(text, kPath));
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}
BENCHMARK(BM_ParseGameId)->Arg(9)->Arg(30)->Arg(64);

void BM_FormatGrid(benchmark::State& state) {
  const fut::Puzzle p = make_puzzle(static_cast<int>(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(fut::format_grid(p));
}
BENCHMARK(BM_FormatGrid)->Arg(9)->Arg(64);

}  // namespace

BENCHMARK_MAIN();

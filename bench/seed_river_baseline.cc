// The seed program's approach, faithfully, against deduce counting the same
// solutions.
//
// The classic monks-and-monsters program fixes three monks, three monsters and
// a boat for two in its code. A table lists the ten crossing actions (1,0),
// (2,0), (0,1), (0,2), (1,1), each towards either bank; a recursive
// depth-first search tries them in order, keeps the states of its current path
// in an array, refuses a state already on the path (a linear scan), and prints
// every solution it reaches. The baseline below is that program with the three
// numbers as parameters (the action table is built the same way: every load of
// 1..B travellers in which monsters do not outnumber monks aboard), printing
// into a string sink instead of the terminal so the terminal does not dominate.
//
// BM_SeedDfs/M/C/B: the seed's search; BM_DeduceCountAll/M/C/B: deduce's count
// of the same repetition-free solutions (model, state graph and count, from a
// parsed puzzle). BM_SeedOverDeduce runs both in each iteration and reports
// the ratio of their times as a counter (`ratio`: seed time / deduce time).
// Each benchmark checks the solution counts of the issue (4, 94, 200) first.
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "deduce/puzzles/river/model.h"
#include "deduce/puzzles/river/parse.h"
#include "deduce/puzzles/river/solve.h"

namespace {

struct SeedState {
  int monks, monsters, boat;  // on the left bank; boat 0 left, 1 right
};

// The seed program, its globals made members.
class SeedProgram {
 public:
  SeedProgram(int m, int c, int b) : m_(m), c_(c) {
    for (int dir : {1, -1}) {  // the action table: every load, each way
      for (int dm = 0; dm <= b; ++dm) {
        for (int dc = 0; dm + dc <= b; ++dc) {
          if (dm + dc == 0 || (dm > 0 && dc > dm)) continue;
          actions_.push_back({dm * dir, dc * dir, dir});
        }
      }
    }
  }

  // Runs the search, printing every solution into `sink`; returns how many.
  long run(std::string& sink) {
    sink_ = &sink;
    solutions_ = 0;
    path_.clear();
    path_.push_back({m_, c_, 0});
    dfs();
    return solutions_;
  }

 private:
  struct Action {
    int dm, dc, dir;  // taken from the bank the boat is on
  };

  bool safe(int m, int c) const {
    if (m < 0 || c < 0 || m > m_ || c > c_) return false;
    if (m > 0 && c > m) return false;                 // left bank
    if (m_ - m > 0 && c_ - c > m_ - m) return false;  // right bank
    return true;
  }

  bool on_path(const SeedState& s) const {
    for (const SeedState& p : path_) {
      if (p.monks == s.monks && p.monsters == s.monsters && p.boat == s.boat) return true;
    }
    return false;
  }

  void print_solution() {
    char line[64];
    sink_->append("solution\n");
    for (const SeedState& s : path_) {
      const int n = std::snprintf(line, sizeof line, "%d %d %s | %d %d\n", s.monks, s.monsters,
                                  s.boat == 0 ? "boat" : "    ", m_ - s.monks, c_ - s.monsters);
      sink_->append(line, static_cast<std::size_t>(n));
    }
  }

  void dfs() {
    const SeedState s = path_.back();
    if (s.monks == 0 && s.monsters == 0 && s.boat == 1) {
      ++solutions_;
      print_solution();
      return;
    }
    for (const Action& a : actions_) {
      if ((a.dir == 1) != (s.boat == 0)) continue;  // the boat must be on the right side
      const SeedState t{s.monks - a.dm, s.monsters - a.dc, 1 - s.boat};
      if (!safe(t.monks, t.monsters) || on_path(t)) continue;
      path_.push_back(t);
      dfs();
      path_.pop_back();
    }
  }

  int m_, c_;
  std::vector<Action> actions_;
  std::vector<SeedState> path_;
  std::string* sink_ = nullptr;
  long solutions_ = 0;
};

long expected_solutions(int m, int c, int b) {
  if (m == 3 && c == 3 && b == 2) return 4;
  if (m == 3 && c == 3 && b == 3) return 94;
  if (m == 4 && c == 4 && b == 3) return 200;
  return -1;
}

deduce::puzzles::river::RiverPuzzle puzzle(int m, int c, int b) {
  const std::string text = "group monk " + std::to_string(m) + "\ngroup monster " +
                           std::to_string(c) + "\nboat " + std::to_string(b) +
                           "\nforbid: monk > 0 and monster > monk\n"
                           "forbid boat: monk > 0 and monster > monk\n";
  return deduce::puzzles::river::parse_river(text, "seed.river");
}

long deduce_count(const deduce::puzzles::river::RiverPuzzle& p) {
  const deduce::puzzles::river::RiverModel model(p);
  deduce::budget::Budget budget;
  return deduce::puzzles::river::count_all(model, budget, 0).count.count.get_si();
}

bool check(benchmark::State& state, long got) {
  const long want =
      expected_solutions(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)),
                         static_cast<int>(state.range(2)));
  if (got != want) {
    state.SkipWithError("wrong number of solutions");
    return false;
  }
  return true;
}

void BM_SeedDfs(benchmark::State& state) {
  SeedProgram seed(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)),
                   static_cast<int>(state.range(2)));
  std::string sink;
  if (!check(state, seed.run(sink))) return;
  for (auto _ : state) {
    sink.clear();
    benchmark::DoNotOptimize(seed.run(sink));
  }
  state.counters["printed_bytes"] = static_cast<double>(sink.size());
}

void BM_DeduceCountAll(benchmark::State& state) {
  const auto p = puzzle(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)),
                        static_cast<int>(state.range(2)));
  if (!check(state, deduce_count(p))) return;
  for (auto _ : state) benchmark::DoNotOptimize(deduce_count(p));
}

void BM_SeedOverDeduce(benchmark::State& state) {
  SeedProgram seed(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)),
                   static_cast<int>(state.range(2)));
  const auto p = puzzle(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)),
                        static_cast<int>(state.range(2)));
  std::string sink;
  if (!check(state, seed.run(sink)) || !check(state, deduce_count(p))) return;
  using Clock = std::chrono::steady_clock;
  Clock::duration seed_time{}, deduce_time{};
  for (auto _ : state) {
    const auto t0 = Clock::now();
    sink.clear();
    benchmark::DoNotOptimize(seed.run(sink));
    const auto t1 = Clock::now();
    benchmark::DoNotOptimize(deduce_count(p));
    const auto t2 = Clock::now();
    seed_time += t1 - t0;
    deduce_time += t2 - t1;
  }
  state.counters["ratio"] = std::chrono::duration<double>(seed_time).count() /
                            std::chrono::duration<double>(deduce_time).count();
}

void seed_sizes(benchmark::internal::Benchmark* b) {
  b->Args({3, 3, 2})->Args({3, 3, 3})->Args({4, 4, 3})->Unit(benchmark::kMicrosecond);
}
BENCHMARK(BM_SeedDfs)->Apply(seed_sizes);
BENCHMARK(BM_DeduceCountAll)->Apply(seed_sizes);
BENCHMARK(BM_SeedOverDeduce)->Apply(seed_sizes);

}  // namespace

BENCHMARK_MAIN();

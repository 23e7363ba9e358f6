// The Gecode reference for the Futoshiki / Latin-square comparison (bench/compare/run.sh).
//
// It solves every puzzle of a file with the PLAIN model a Gecode user would write first:
//   - one variable per cell, domain 1..n, givens posted as x == v;
//   - every row and every column distinct with domain consistency (IPL_DOM, Regin's matching);
//   - Unequal signs as rel(x, IRT_LE, y);
//   - Adjacent mode (|x - y| == 1 or != 1 between neighbours) as a binary extensional constraint
//     on the allowed pairs, which is domain consistent (minimodel's abs() would only be bounds
//     consistent through an auxiliary variable);
//   - branching INT_VAR_SIZE_MIN, INT_VAL_MIN; sequential depth-first search (DFS, 1 thread).
// It is built by run.sh with g++, not by CMake, so deduce's own build never needs Gecode.
//
// Usage: gecode_latin [--first | --unique | --count] [--repeat R] [--timeout SECONDS] FILE
//   --first   stop at the first solution
//   --unique  stop at the second solution: solve and prove the solution unique (default)
//   --count   count every solution
//   --repeat  solve each puzzle R times and report the median time (statistics of the last run)
// Output: one JSON object per puzzle and per line (JSON Lines), e.g.
//   {"puzzle":1,"line":3,"n":9,"mode":"unique","status":"solved","count":1,"nodes":41,
//    "failures":19,"propagations":5012,"seconds":2.1e-05,"total_seconds":3.0e-05,"verified":true}
// `seconds` is the search time measured in process with a steady clock: from creating the DFS
// engine (which runs the root propagation) to the last solution or the proof that there is none.
// `total_seconds` adds building the model (creating variables, posting constraints); neither
// includes process start-up or reading the file. `verified` says the first solution was checked
// against the puzzle by an independent checker (puzzle_reader.h). Exit code: 0 every puzzle has a
// solution, 1 one has none, 2 bad input or usage, 3 a timeout stopped a search.
#include <gecode/int.hh>
#include <gecode/minimodel.hh>
#include <gecode/search.hh>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "puzzle_reader.h"

namespace {

using deduce::compare::Puzzle;
using Clock = std::chrono::steady_clock;

enum class Mode { kFirst, kUnique, kCount };

class LatinSpace : public Gecode::Space {
 public:
  explicit LatinSpace(const Puzzle& p) : x_(*this, p.n_ * p.n_, 1, p.n_) {
    using namespace Gecode;
    const int n = p.n_;
    Matrix<IntVarArray> m(x_, n, n);
    for (int i = 0; i < n; ++i) {
      distinct(*this, m.row(i), IPL_DOM);
      distinct(*this, m.col(i), IPL_DOM);
    }
    for (int cell = 0; cell < n * n; ++cell)
      if (p.givens_[cell] != 0) rel(*this, x_[cell], IRT_EQ, p.givens_[cell]);
    for (const auto& l : p.less_) rel(*this, x_[l.smaller_], IRT_LE, x_[l.larger_]);
    if (!p.adjacency_.empty()) {
      TupleSet near(2), far(2);
      for (int a = 1; a <= n; ++a)
        for (int b = 1; b <= n; ++b) {
          if (a - b == 1 || b - a == 1)
            near.add({a, b});
          else if (a != b)
            far.add({a, b});
        }
      near.finalize();
      far.finalize();
      for (const auto& adj : p.adjacency_)
        extensional(*this, IntVarArgs{x_[adj.a_], x_[adj.b_]}, adj.adjacent_ ? near : far);
    }
    branch(*this, x_, INT_VAR_SIZE_MIN(), INT_VAL_MIN());
  }

  LatinSpace(LatinSpace& other) : Gecode::Space(other) { x_.update(*this, other.x_); }
  Gecode::Space* copy() override { return new LatinSpace(*this); }

  std::vector<int> values() const {
    std::vector<int> v(x_.size());
    for (int i = 0; i < x_.size(); ++i) v[i] = x_[i].val();
    return v;
  }

 private:
  Gecode::IntVarArray x_;
};

struct RunResult {
  unsigned long long count = 0;
  bool stopped = false;
  bool verified = false;
  Gecode::Search::Statistics stats;
  double seconds = 0;
  double total_seconds = 0;
};

double since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

RunResult solve_once(const Puzzle& p, Mode mode, double timeout) {
  RunResult r;
  const auto t_model = Clock::now();
  auto* root = new LatinSpace(p);
  const auto t_search = Clock::now();
  Gecode::Search::Options o;
  o.threads = 1;
  o.clone = false;  // the engine takes the root; no extra copy inside the timed region
  std::unique_ptr<Gecode::Search::Stop> stop;
  if (timeout > 0) {
    stop.reset(new Gecode::Search::TimeStop(static_cast<unsigned long>(timeout * 1000)));
    o.stop = stop.get();
  }
  const unsigned long long limit = mode == Mode::kFirst ? 1 : mode == Mode::kUnique ? 2 : ~0ull;
  std::vector<int> first;
  {
    Gecode::DFS<LatinSpace> engine(root, o);
    while (r.count < limit) {
      LatinSpace* s = engine.next();
      if (s == nullptr) break;
      if (r.count == 0) first = s->values();
      ++r.count;
      delete s;
    }
    r.seconds = since(t_search);
    r.total_seconds = since(t_model);
    r.stopped = engine.stopped();
    r.stats = engine.statistics();
  }
  r.verified = r.count > 0 && deduce::compare::satisfies(p, first);
  return r;
}

int usage() {
  std::fprintf(stderr,
               "usage: gecode_latin [--first | --unique | --count] [--repeat R] "
               "[--timeout SECONDS] FILE\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  Mode mode = Mode::kUnique;
  int repeat = 1;
  double timeout = 0;
  const char* path = nullptr;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--first")
      mode = Mode::kFirst;
    else if (a == "--unique")
      mode = Mode::kUnique;
    else if (a == "--count")
      mode = Mode::kCount;
    else if (a == "--repeat" && i + 1 < argc)
      repeat = std::max(1, std::atoi(argv[++i]));
    else if (a == "--timeout" && i + 1 < argc)
      timeout = std::atof(argv[++i]);
    else if (a.rfind("--", 0) == 0 || path != nullptr)
      return usage();
    else
      path = argv[i];
  }
  if (path == nullptr) return usage();

  std::vector<Puzzle> puzzles;
  try {
    puzzles = deduce::compare::read_puzzles(path);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "%s: %s\n", path, e.what());
    return 2;
  }
  const char* mode_name = mode == Mode::kFirst    ? "first"
                          : mode == Mode::kUnique ? "unique"
                                                  : "count";
  int exit_code = 0;
  for (std::size_t k = 0; k < puzzles.size(); ++k) {
    const Puzzle& p = puzzles[k];
    std::vector<double> times, totals;
    RunResult r;
    for (int i = 0; i < repeat; ++i) {
      r = solve_once(p, mode, timeout);
      times.push_back(r.seconds);
      totals.push_back(r.total_seconds);
    }
    std::sort(times.begin(), times.end());
    std::sort(totals.begin(), totals.end());
    const char* status = r.stopped ? "limit" : r.count > 0 ? "solved" : "unsatisfiable";
    if (r.stopped)
      exit_code = 3;
    else if (r.count == 0 && exit_code == 0)
      exit_code = 1;
    std::printf(
        "{\"puzzle\":%zu,\"line\":%d,\"n\":%d,\"mode\":\"%s\",\"status\":\"%s\",\"count\":%llu,"
        "\"nodes\":%lu,\"failures\":%lu,\"propagations\":%lu,\"seconds\":%.9g,"
        "\"total_seconds\":%.9g,\"verified\":%s}\n",
        k + 1, p.line_, p.n_, mode_name, status, r.count, r.stats.node, r.stats.fail,
        r.stats.propagate, times[times.size() / 2], totals[totals.size() / 2],
        r.verified ? "true" : "false");
    std::fflush(stdout);
  }
  return exit_code;
}

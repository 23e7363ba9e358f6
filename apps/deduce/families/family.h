// A puzzle family as the commands see it: the puzzles of one file, and what
// each command computes for one of them, returned as result values
// (result.h). One implementation per kind (futoshiki.cc, zebra.cc,
// river.cc); the kind table (tables.h) names their loaders.
//
// What "a solution" is depends on the family and is the same for every
// command of it: a filled grid, an assignment of positions, a crossing (for
// solve and check of a river crossing, an optimal crossing; for --all and
// --count, every repetition-free one, or with --optimal the optimal ones).
#pragma once

#include <algorithm>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/budget/limits.h"
#include "deduce/util/big_count.h"
#include "request.h"
#include "result.h"
#include "tables.h"

namespace deduce::apps {

// Receives each solution as it is found (the writer prints it at once).
using SolutionSink = std::function<void(const Solution&)>;

// One count of a puzzle within a scope of its family's own (a logic
// grid's clues on and off, '1' and '0' a clue): what another process makes
// for analyze under mpiexec (Family::count_scoped).
struct ScopedCount {
  util::BigCount count = 0;
  bool complete = true;  // false: a limit stopped it (`stop`), `count` a lower bound
  budget::StopReason stop = budget::StopReason::kNone;
};

// analyze's counts made by other processes (under mpiexec, the cluster
// layer's: cluster/analyze_pieces.h): puzzle i counted within each of
// `scopes`, each at most `cap`, under `limits`; what a stop left uncounted
// comes back incomplete with its stop. The run sets it; a family calls it
// without knowing where the counts are made.
using CountsElsewhere =
    std::function<std::vector<ScopedCount>(std::size_t i, const std::vector<std::string>& scopes,
                                           std::uint64_t cap, const budget::Limits& limits)>;

// What a family's command needs besides the puzzle: the request, and the
// limits left for this puzzle (the run's timeout minus the time spent).
struct Work {
  const Request& request;
  budget::Limits limits;
  // Where a process keeps what one count leaves for the next (a cluster
  // worker's pieces of one puzzle: cluster/task.cc); nullptr: nothing kept.
  std::unique_ptr<struct KeptCounts>* kept = nullptr;
  // Where analyze's counts can be made besides here; nullptr: only here.
  const CountsElsewhere* elsewhere = nullptr;
};

// What a family keeps there, in a form only it reads (futoshiki: its
// subtree cache); another family's replaces it.
struct KeptCounts {
  virtual ~KeptCounts() = default;
};

// A piece of a count cut into subproblems (cluster/split_count.h). `key`
// names it by the cells decided beyond the puzzle's givens, in the order
// they were decided ("r2c3=4,r1c5=2"; "" the puzzle itself), so the same
// puzzle always gives the same keys; `text` is the subproblem as a puzzle
// in the family's format, which any deduce counts.
struct Subproblem {
  std::string key;
  std::string text;
};

class Family {
 public:
  virtual ~Family() = default;

  virtual const std::vector<PuzzleInfo>& puzzles() const = 0;

  // solve: one solution (river: an optimal one) and whether it is unique.
  virtual PuzzleResult solve(std::size_t i, const Work& work, const SolutionSink& sink) = 0;
  // solve --all / --limit N: every solution (at most N) as found.
  virtual PuzzleResult list(std::size_t i, const Work& work, const SolutionSink& sink) = 0;
  // solve --count: the number of solutions.
  virtual PuzzleResult count(std::size_t i, const Work& work) = 0;
  // check: the seed verdicts, then none, one or several solutions.
  virtual PuzzleResult check(std::size_t i, const Work& work) = 0;
  // The commands below are only for kinds whose command table row lists
  // them; the defaults report the table's mistake instead of crashing.
  // analyze: counts with and without each clue, a minimal or conflicting set.
  virtual PuzzleResult analyze(std::size_t i, const Work& work);
  // explain: every step to the solution and the grade (grade: no steps).
  virtual PuzzleResult explain(std::size_t i, const Work& work, bool with_steps);
  // hint: the next step, or the wrong entries.
  virtual PuzzleResult hint(std::size_t i, const Work& work);
  // The subproblems of subproblem `key` of puzzle i, one cell deeper, in the
  // search's order: none when none has a solution, `key` alone when nothing
  // is left to decide there; nullopt when the family does not cut counts
  // (its count runs whole, on rank 0 under mpiexec).
  virtual std::optional<std::vector<Subproblem>> cut(std::size_t i, const std::string& key);
  // solve --all cut into pieces (cluster/list_pieces.h): a worker lists
  // puzzle i's solutions as text, one string each (list_text), and rank 0
  // reads each back as a solution of its own puzzle i and hands it to
  // `sink` (take_text). Families that cut their counts define both; the
  // defaults report the table's mistake.
  // cut() in the listing's order (its search's model may branch on other
  // cells than the count's); nullopt when the family does not cut.
  virtual std::optional<std::vector<Subproblem>> cut_listing(std::size_t i, const std::string& key);
  virtual PuzzleResult list_text(std::size_t i, const Work& work,
                                 const std::function<void(std::string)>& emit);
  virtual void take_text(std::size_t i, const std::string& text, const SolutionSink& sink);
  // analyze's counts made elsewhere (cluster/analyze_pieces.h): puzzle i
  // counted within `scope`, at most `cap` (0: all); nullopt when the family
  // has no such counts.
  virtual std::optional<ScopedCount> count_scoped(std::size_t i, const std::string& scope,
                                                  std::uint64_t cap, const Work& work);
};

// Puzzle i of the n a file holds, of a family whose puzzles open with a
// `puzzle:` line (logic grids, river crossings): a file of several locates
// each at its `puzzle:` line (`line`; 0 when it has none), a file of one
// keeps line 1, as before several were read. `puzzle` is left to the caller.
inline PuzzleInfo titled_puzzle_info(Kind kind, const std::string& file, std::size_t i,
                                     std::size_t n, int line, const std::string& title) {
  PuzzleInfo info;
  info.kind = kind;
  info.file = file;
  info.index = static_cast<int>(i) + 1;
  info.in_file = static_cast<int>(n);
  info.where = {file, n > 1 ? std::max(line, 1) : 1, 1};
  info.title = title;
  return info;
}

// The built-in kinds' rows of the kind table, in order (builtin_kinds.cc).
std::vector<KindSpec> builtin_kinds();

}  // namespace deduce::apps

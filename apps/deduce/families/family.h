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
// for analyze under mpiexec (Pieces::count_scoped, families/pieces.h).
struct ScopedCount {
  util::BigCount count = 0;
  bool complete = true;  // false: a limit stopped it (`stop`), `count` a lower bound
  budget::StopReason stop = budget::StopReason::kNone;
};

// analyze's counts made by other processes (under mpiexec: the run asks
// the placement of its work, commands/placement.h): puzzle i counted within
// each of `scopes`, each at most `cap`, under `limits`; what a stop left
// uncounted comes back incomplete with its stop. A family calls it without
// knowing where the counts are made.
using CountsElsewhere =
    std::function<std::vector<ScopedCount>(std::size_t i, const std::vector<std::string>& scopes,
                                           std::uint64_t cap, const budget::Limits& limits)>;

// What a family's command needs besides the puzzle: the request, and the
// limits left for this puzzle (the run's timeout minus the time spent).
struct Work {
  const Request& request;
  budget::Limits limits;
  // Where analyze's counts can be made besides here; nullptr: only here.
  const CountsElsewhere* elsewhere = nullptr;
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
};

// A file read as it comes (KindSpec::stream): its puzzles a few at a time,
// each few a family, so that what is held does not grow with the file and
// the first results are written before the file has come whole. The
// puzzles of the families it gives are numbered on through the file
// (PuzzleInfo::index), and PuzzleInfo::in_file counts those read so far: more
// than 1 whenever the file holds several.
class FamilyStream {
 public:
  virtual ~FamilyStream() = default;
  // The next puzzles of the file: at least `at_least`, unless the file ends
  // first; nullptr at its end. Throws io::InputError at a bad puzzle, once
  // the puzzles before it have been given; the file ends there.
  virtual std::unique_ptr<Family> next(std::size_t at_least = 1) = 0;
  // Where the file's rest starts, the part not given yet, for a stop that
  // leaves it unread (RestNotStarted, result.h): its first line, or 0 when
  // all of the file has been read and given; and how many puzzles were given.
  virtual int rest_line() const = 0;
  virtual std::size_t given() const = 0;
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

// The outcome of a command a kind does not have: the tables keep commands
// away from kinds without them, so reaching it is a table's mistake,
// reported as an outcome rather than a crash.
PuzzleResult not_available(const char* what);

}  // namespace deduce::apps

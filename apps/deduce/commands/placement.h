// Where a command's work runs. Without a placement every puzzle's work runs
// here, in this process on its --threads, as the family does it; a
// placement may take some of it elsewhere or cut it into pieces. The
// commands ask it first and do the work here when it declines, so they name
// neither the cluster nor MPI, and the cluster (apps/deduce/cluster/, which
// implements it: cluster/cluster_placement.h) depends on the commands and
// the families, never the reverse.
//
// The run (run.cc) gives the commands the placement of its request: the
// cluster's when main() of deduce-mpi started it under mpiexec with workers,
// or when the request keeps a record of a count's pieces (--checkpoint,
// --log-subproblems, --subproblems, --slice); none otherwise. Whatever it
// answers is what one process would answer (docs/cluster.md): the same
// counts, the same listing in the same order, the same puzzles.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>

#include "deduce/budget/limits.h"
#include "families/family.h"
#include "families/generator.h"
#include "request.h"
#include "result.h"
#include "tables.h"

namespace deduce::apps {

// generate: hands puzzle i, made, to the writer, in index order, and says
// why the run must stop there, if it must (a limit, Ctrl-C).
using TakeMade = std::function<budget::StopReason(std::uint64_t i, Generated& made)>;
// How many puzzles were handed over, and why the run stopped, if it did.
using MadeCount = std::pair<std::uint64_t, budget::StopReason>;

class Placement {
 public:
  virtual ~Placement() = default;

  // solve --count of puzzle i, made in pieces (elsewhere, or here with a
  // record of each); nullopt: counted here, whole (Family::count).
  virtual std::optional<PuzzleResult> count(Family& family, std::size_t i, const Work& work) = 0;

  // solve --all and --limit N of puzzle i, made in pieces elsewhere, each
  // solution handed to `sink` as one process writes it; nullopt: listed
  // here (Family::list).
  virtual std::optional<PuzzleResult> list(Family& family, std::size_t i, const Work& work,
                                           const SolutionSink& sink) = 0;

  // generate: puzzles 0 to r.generate.count - 1 made elsewhere, each handed
  // to `take` in index order, as the threads of one process hand them; a
  // stop in the making or in `take` ends the run there. nullopt: made here.
  virtual std::optional<MadeCount> generate(const Request& r, budget::SharedWork& run,
                                            const TakeMade& take) = 0;

  // analyze: where the counts of the puzzles of a file of `kind` are made
  // (Work::elsewhere), the file as read being `text`; empty: here.
  virtual CountsElsewhere analyze_counts(const KindSpec& kind, const std::string& text,
                                         const std::string& file) = 0;
};

}  // namespace deduce::apps

// The rows of the option table (tables.h) for work on several threads and
// several processes: --threads, --unordered, and the options that cut a count
// into subproblems (--split, --checkpoint, --log-subproblems, --subproblems,
// --slice; docs/cluster.md). option_table() puts them after generate's.
#include "deduce/puzzles/futoshiki/puzzle.h"
#include "option_targets.h"
#include "tables.h"

namespace deduce::apps {

std::vector<OptionSpec> parallel_option_rows() {
  constexpr Mask kSolve = bit(Command::kSolve);
  constexpr Mask kCheck = bit(Command::kCheck);
  constexpr Mask kAnalyze = bit(Command::kAnalyze);
  return {
      {OptionId::kThreads,
       "--threads",
       ValueKind::kCount,
       "N",
       {},
       "search on N threads (every core by default; 1: the sequential search)",
       kSolve | kCheck | kAnalyze,
       kSomeKinds,
       "its search runs on one thread",
       {0, 1, 1024, "{} to {} threads"},
       "every core",
       field<&Request::threads>},
      {OptionId::kUnordered,
       "--unordered",
       ValueKind::kFlag,
       "",
       {},
       "with --all on several threads or under mpiexec (a Futoshiki's pieces on the workers): "
       "print the solutions as they are found, in any order (without it, the order is the "
       "same for any thread or rank count)",
       kSolve,
       kSomeKinds,
       "its solutions are listed by one search on one thread, always in the same order",
       {},
       "",
       field<&Request::unordered>},
      {OptionId::kSplit,
       "--split",
       ValueKind::kCount,
       "DEPTH",
       {},
       "with --count: write the subproblems of the count, DEPTH cells decided, as puzzles whose "
       "counts add up to the whole",
       kSolve,
       kSomeKinds,
       "subproblems are written as grids with the decided cells given",
       {0, 1, 64, "a depth of {} to {} cells"},
       "",
       field<&Request::split>,
       nullptr,
       puzzles::futoshiki::kMaxMaskOrder},
      {OptionId::kCheckpoint,
       "--checkpoint",
       ValueKind::kText,
       "FILE",
       {},
       "with --count: cut the count into subproblems and append each finished one, with its "
       "count, to FILE; a rerun with the same FILE counts only what is missing (docs/cluster.md)",
       kSolve,
       kSomeKinds,
       "only Futoshiki and Latin-square counts are cut into subproblems",
       {},
       "",
       field<&Request::checkpoint>,
       nullptr,
       puzzles::futoshiki::kMaxMaskOrder},
      {OptionId::kLogSubproblems,
       "--log-subproblems",
       ValueKind::kText,
       "FILE",
       {},
       "with --count: cut the count into subproblems and write each one's time, nodes and "
       "count to FILE as it ends (bench/cluster/simulate.py reads it)",
       kSolve,
       kSomeKinds,
       "only Futoshiki and Latin-square counts are cut into subproblems",
       {},
       "",
       field<&Request::log_subproblems>,
       nullptr,
       puzzles::futoshiki::kMaxMaskOrder},
      {OptionId::kSubproblems,
       "--subproblems",
       ValueKind::kCount,
       "N",
       {},
       "with --count cut into subproblems (under mpiexec, --checkpoint, --log-subproblems): cut "
       "it into about N to begin with",
       kSolve,
       kSomeKinds,
       "only Futoshiki and Latin-square counts are cut into subproblems",
       {0, 1, 10000000, "{} to {} subproblems"},
       "30 a worker",
       field<&Request::subproblems>,
       nullptr,
       puzzles::futoshiki::kMaxMaskOrder},
      {OptionId::kSlice,
       "--slice",
       ValueKind::kSeconds,
       "SECONDS",
       {},
       "with --count cut into subproblems: a subproblem still counting after SECONDS is "
       "stopped and cut into smaller ones (what it counted is dropped), so that no piece is "
       "much longer than SECONDS",
       kSolve,
       kSomeKinds,
       "only Futoshiki and Latin-square counts are cut into subproblems",
       {},
       "none",
       field<&Request::slice_seconds>,
       nullptr,
       puzzles::futoshiki::kMaxMaskOrder},
  };
}

}  // namespace deduce::apps

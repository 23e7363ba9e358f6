// deduce solve: a solution and whether it is unique (the default), every
// solution (--all, --limit N), or their number (--count).
#include "commands/command.h"

#include "commands/placement.h"

namespace deduce::apps {

PuzzleResult solve_command(Family& family, std::size_t i, const Work& work,
                           const SolutionSink& sink, Placement* place) {
  const Request& r = work.request;
  if (r.count) {
    if (place != nullptr)
      if (std::optional<PuzzleResult> o = place->count(family, i, work)) return *o;
    return family.count(i, work);
  }
  // --limit N without --count lists the first N solutions, like --all.
  if (r.all || r.limit != 0) {
    if (place != nullptr)
      if (std::optional<PuzzleResult> o = place->list(family, i, work, sink)) return *o;
    return family.list(i, work, sink);
  }
  return family.solve(i, work, sink);
}

std::optional<io::ExitCode> unsolved_exit(const PuzzleResult& o) {
  switch (o.status) {
    case Status::kNoSolution:
    case Status::kInvalid:
      return io::ExitCode::kNoSolution;
    case Status::kStopped:
      return io::ExitCode::kLimit;
    case Status::kSolved:
      break;
  }
  return std::nullopt;
}

io::ExitCode solve_exit(const PuzzleResult& o) {
  if (auto e = unsolved_exit(o)) return *e;
  const bool limit = o.stop != Stop::kNone && o.stop != Stop::kUniquenessBound;
  return limit ? io::ExitCode::kLimit : io::ExitCode::kSolved;
}

PuzzleResult run_command(Command command, Family& family, std::size_t i, const Work& work,
                         const SolutionSink& sink, io::ExitCode& exit, Placement* place) {
  PuzzleResult o;
  switch (command) {
    case Command::kSolve:
      o = solve_command(family, i, work, sink, place);
      exit = solve_exit(o);
      break;
    case Command::kCheck:
      o = check_command(family, i, work);
      exit = check_exit(o);
      break;
    case Command::kPrint:
      o = print_command(family, i, work, sink);
      exit = print_exit(o, prints_one_of_several(work.request, family.puzzles()[i].kind));
      break;
    case Command::kAnalyze:
      o = analyze_command(family, i, work);
      exit = check_exit(o);
      break;
    case Command::kExplain:
    case Command::kHint:
    case Command::kGrade:
      o = explain_command(command, family, i, work);
      exit = explain_exit(o);
      break;
    default:  // generate makes its own puzzles: run() hands it to commands/generate.cc
      break;
  }
  return o;
}

}  // namespace deduce::apps

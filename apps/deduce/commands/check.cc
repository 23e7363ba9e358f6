// deduce check: the seed verdicts where the family has them (Futoshiki:
// complete or incomplete, valid or invalid), then a search that tells no,
// one or several solutions. The check passes (exit 0) only for a valid
// puzzle with exactly one solution.
#include "commands/command.h"

namespace deduce::apps {

PuzzleResult check_command(Family& family, std::size_t i, const Work& work) {
  return family.check(i, work);
}

io::ExitCode check_exit(const PuzzleResult& o) {
  if (auto e = unsolved_exit(o)) return *e;
  switch (o.uniqueness) {
    case Uniqueness::kUnique:
      return io::ExitCode::kSolved;
    case Uniqueness::kSeveral:
    case Uniqueness::kNone:
      return io::ExitCode::kNoSolution;
    case Uniqueness::kUndecided:
    case Uniqueness::kNotChecked:
      break;
  }
  return io::ExitCode::kLimit;
}

}  // namespace deduce::apps

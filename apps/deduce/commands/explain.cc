// deduce explain, hint and grade: a person's view of a puzzle. Each needs a
// puzzle with exactly one solution, so each first proves that (with the
// request's limits) and otherwise says what it found instead of explaining a
// solution that does not exist. Exit codes follow check's rule, a limit that
// stops the explanation itself exits 3, and a hint that finds a wrong entry
// exits 1.
#include "commands/command.h"

namespace deduce::apps {

PuzzleResult explain_command(Command c, Family& family, std::size_t i, const Work& work) {
  if (c == Command::kHint) return family.hint(i, work);
  return family.explain(i, work, c == Command::kExplain);
}

io::ExitCode explain_exit(const PuzzleResult& o) {
  const io::ExitCode e = check_exit(o);
  if (e != io::ExitCode::kSolved) return e;
  // Unique, but a limit stopped the explanation: its steps are partial.
  if (o.stop != Stop::kNone) return io::ExitCode::kLimit;
  return o.explained && !o.explained->wrong.empty() ? io::ExitCode::kNoSolution
                                                    : io::ExitCode::kSolved;
}

}  // namespace deduce::apps

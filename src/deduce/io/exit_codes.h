// The process exit codes of the deduce command line, shared by every command
// and family. A run of several puzzles exits with the most serious code of
// its puzzles, in the order of `severity` below.
#pragma once

namespace deduce::io {

enum class ExitCode : int {
  kSolved = 0,      // solved, or check passed
  kNoSolution = 1,  // no solution, an invalid puzzle, or check found none or several
  kBadInput = 2,    // bad input or usage
  kLimit = 3,       // --timeout, --node-limit, --limit or Ctrl-C stopped the work
};

constexpr int code(ExitCode e) {
  return static_cast<int>(e);
}

// Bad input outranks a stopped search, which outranks "no solution": the
// code tells what most needs the user's attention.
constexpr int severity(ExitCode e) {
  switch (e) {
    case ExitCode::kSolved:
      return 0;
    case ExitCode::kNoSolution:
      return 1;
    case ExitCode::kLimit:
      return 2;
    case ExitCode::kBadInput:
      return 3;
  }
  return 3;
}

constexpr ExitCode worse(ExitCode a, ExitCode b) {
  return severity(b) > severity(a) ? b : a;
}

}  // namespace deduce::io

// The process exit codes of the deduce command line, shared by every command.
#pragma once

namespace deduce::io {

enum ExitCode : int {
  kExitSolved = 0,      // solved, or check passed
  kExitNoSolution = 1,  // no solution, or an invalid puzzle
  kExitBadInput = 2,    // bad input or usage
  kExitLimit = 3,       // --timeout, --node-limit, --limit on work or SIGINT stopped the work
};

}  // namespace deduce::io

// The river runner: solve, check and analyze for .river files.
#include <ostream>

#include "command_options.h"
#include "deduce/io/exit_codes.h"

namespace deduce::apps {

int run_river(const CommandOptions& options, const std::string& /*text*/, std::ostream& /*out*/,
              std::ostream& err) {
  err << options.file << ":1:1: river puzzles are not supported yet\n";
  return io::kExitBadInput;
}

}  // namespace deduce::apps

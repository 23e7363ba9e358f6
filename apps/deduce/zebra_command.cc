// The zebra runner: solve, check and analyze for .zebra files.
#include <ostream>

#include "command_options.h"
#include "deduce/io/exit_codes.h"

namespace deduce::apps {

int run_zebra(const CommandOptions& options, const std::string& /*text*/, std::ostream& /*out*/,
              std::ostream& err) {
  err << options.file << ":1:1: zebra puzzles are not supported yet\n";
  return io::kExitBadInput;
}

}  // namespace deduce::apps

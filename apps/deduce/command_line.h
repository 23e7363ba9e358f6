// The command line: deduce COMMAND [options] FILE... parsed with CLI11 from
// the tables (tables.h) into a Request, with every usage error in deduce's
// own words: the offending word, what was expected, and the nearest valid
// name when there is one. Also `help` (help.h), `--help`, `-h`, `--version`,
// `-V`.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "request.h"

namespace deduce::apps {

struct ParsedLine {
  std::optional<Request> request;  // set: run it
  int exit_code = 0;               // otherwise: help or version (0) or a usage error (2)
};

// `args` are the arguments after the program name. Help and version go to
// `out`, usage errors to `err`.
ParsedLine parse_command_line(const std::vector<std::string>& args, std::ostream& out,
                              std::ostream& err);

}  // namespace deduce::apps

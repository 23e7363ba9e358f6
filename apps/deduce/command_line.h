// The command line: deduce COMMAND [options] FILE... parsed with CLI11 from
// the tables (tables.h) into a Request, with every usage error in deduce's
// own words: the offending word, what was expected, and the nearest valid
// name when there is one. Also `help` (help.h), `--help`, `-h`, `--version`,
// `-V`.
//
// The command line is one producer of a Request: it finds the options in
// the words, then checked_request reads and checks them by the table, as it
// does for the in-process calls (embed.h), which name options by their rows
// and never pass through text.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "request.h"
#include "tables.h"

namespace deduce::apps {

struct ParsedLine {
  std::optional<Request> request;  // set: run it
  int exit_code = 0;               // otherwise: help or version (0) or a usage error (2)
};

// An option given: its row, and its value's text as the command line would
// read it ("" for a flag).
struct OptionSetting {
  OptionId id;
  std::string text;
};

// The request of `command` on `files` with `settings` (at most one each),
// read and checked by the option table: values, bounds, the kinds, generate's
// KIND (files[0]) and the conflicts. Throws UsageError (option_values.h).
Request checked_request(Command command, std::vector<std::string> files,
                        const std::vector<OptionSetting>& settings);

// The row of option `name` ("--node-limit") of `command`; throws UsageError,
// the command line's words, for a name unknown (with the nearest) or not
// for this command (with the commands it goes with).
const OptionSpec& option_named(Command command, std::string_view name);

// `args` are the arguments after the program name. Help and version go to
// `out`, usage errors to `err`.
ParsedLine parse_command_line(const std::vector<std::string>& args, std::ostream& out,
                              std::ostream& err);

}  // namespace deduce::apps

// The words of the command line's errors and the readers of option values,
// shared by the parser of every command (command_line.cc) and generate's
// own options (generate_options.cc), so that a bad value reads the same
// whichever option it follows: the option, what it expects, the word found.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "tables.h"

namespace deduce::apps {

// A usage error: printed as `deduce: MESSAGE` (or `deduce COMMAND: ...`), exit 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// `s` in backquotes, as messages quote what the user wrote.
std::string backquoted(std::string_view s);

// "; did you mean `NAME`?" for the name nearest `word`, or "".
std::string did_you_mean(std::string_view word, const std::vector<std::string>& names);

// "a, b or c" (`last` joins the last two).
std::string join(const std::vector<std::string>& names, std::string_view last = " or ");

// A whole number from 1 to 2^63 - 1.
std::uint64_t parse_count(const OptionSpec& o, const std::string& v);

// A number of seconds above 0, at most 1e9.
double parse_seconds(const OptionSpec& o, const std::string& v);

// The index of `v` among the option's choices.
std::size_t parse_choice(const OptionSpec& o, const std::string& v);

}  // namespace deduce::apps

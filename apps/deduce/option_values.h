// The words of the command line's errors and the reader of option values,
// driven by each row's ValueKind and Range (tables.h), so that a bad value
// reads the same whichever option it follows: the option, what it expects,
// the word found.
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

// The value `v` of option `o`, read as the row's ValueKind says, within
// Range::most; throws UsageError.
OptionValue read_value(const OptionSpec& o, const std::string& v);

// Throws UsageError when `n` is outside the row's Range::min..max, saying
// `found` (the word as written, or the number).
void check_range(const OptionSpec& o, std::uint64_t n, const std::string& found);

}  // namespace deduce::apps

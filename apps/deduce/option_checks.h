// The checks of a request against the tables (tables.h), in one place: the
// conflict table, generate's KIND with its bounds and value checks, whether
// a file's kind takes the command and every option given, and the largest
// Futoshiki order they work on. Usage
// errors throw UsageError (option_values.h); a kind a file's request cannot
// use is that file's error record (run.cc).
#pragma once

#include <map>
#include <optional>
#include <string>

#include "request.h"
#include "tables.h"

namespace deduce::apps {

// The first row of the conflict table that holds for `r`; throws UsageError.
void check_conflicts(const Request& r);

// generate takes one KIND instead of files: takes it from r.files, then
// checks the options given against it, the conflicts, and each row's bounds
// and check (`values`: what was read for each option given); throws
// UsageError.
void check_generate(Request& r, const std::map<OptionId, OptionValue>& values);

// The command or option of the request whose row caps the Futoshiki order
// (CommandSpec::max_order, OptionSpec::max_order): the command's first,
// then the options' in the table's order; nothing when none does.
struct OrderCap {
  std::string_view what;  // "explain", "--split"
  int max_order = 0;
};
std::optional<OrderCap> order_cap(const Request& r);

// Why `kind` cannot be used with this request, or "" when it can: the
// command must work on the kind, and every option given must apply to it.
std::string kind_refusal(const Request& r, const KindSpec& kind);

}  // namespace deduce::apps

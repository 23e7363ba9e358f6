// The options of `deduce generate KIND` once CLI11 has found them
// (command_line.cc): their values read into Request::generate, then the
// KIND and the checks of which options go together. What each family
// accepts beyond this is the family's own check (families/generator.h).
#pragma once

#include <string>

#include "request.h"
#include "tables.h"

namespace deduce::apps {

// Reads the value `v` of generate's option `o` into `r`; throws UsageError.
// Options that are not generate's own are left alone.
void parse_generate_option(const OptionSpec& o, const std::string& v, Request& r);

// Takes the KIND from r.files and checks the options given against it and
// against each other; throws UsageError.
void check_generate(Request& r);

}  // namespace deduce::apps

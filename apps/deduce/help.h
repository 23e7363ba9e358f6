// The help of deduce, made from the tables (tables.h): `deduce --help`,
// `deduce help COMMAND`, and `deduce help --markdown`, the reference of
// every option and of the options that do not go together, which is
// docs/options.md word for word (tests/cli/tables_test.cc compares them).
#pragma once

#include <string>

#include "request.h"

namespace deduce::apps {

std::string general_help();
std::string command_help(Command c);
std::string options_markdown();

}  // namespace deduce::apps

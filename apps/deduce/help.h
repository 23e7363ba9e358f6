// The help of deduce, made from the tables (tables.h): `deduce --help`,
// `deduce help COMMAND`, and `deduce help --markdown`, the reference of
// every option and of the options that do not go together, which is
// docs/options.md word for word (tests/cli/tables_test.cc compares them).
#pragma once

#include <string>
#include <vector>

#include "request.h"

namespace deduce::apps {

// One option of a command as its help says it: "--limit", "N" ("" for a
// flag), and what it does (with the kinds it is for when not every kind).
struct OptionHelp {
  std::string name;
  std::string value;
  std::string text;
};
// The options `deduce help COMMAND` lists, in the table's order (the
// Python package's docstrings take them as they are, not from the text).
std::vector<OptionHelp> option_help(Command c);

std::string general_help();
std::string command_help(Command c);
std::string options_markdown();

}  // namespace deduce::apps

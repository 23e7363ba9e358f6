// The sidecar files of the bad-input corpora: one `FILE PLACE [TEXT]` a line
// (PLACE is LINE:COL), `#` comments and blank lines skipped, naming where the
// error must be reported for the files that list one, and optionally text
// its message must hold (the rest of the line, spaces and all).
#pragma once

#include <map>
#include <string>

namespace deduce::testing {

// FILE -> PLACE from the sidecar at `path`; empty when there is none.
std::map<std::string, std::string> read_expected_places(const std::string& path);

// FILE -> TEXT for the lines that give one.
std::map<std::string, std::string> read_expected_messages(const std::string& path);

}  // namespace deduce::testing

// The sidecar files of the bad-input corpora: one `FILE PLACE` pair a line
// (PLACE is LINE:COL), `#` comments and blank lines skipped, naming where the
// error must be reported for the files that list one.
#pragma once

#include <map>
#include <string>

namespace deduce::testing {

// FILE -> PLACE from the sidecar at `path`; empty when there is none.
std::map<std::string, std::string> read_expected_places(const std::string& path);

}  // namespace deduce::testing

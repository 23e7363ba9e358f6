// Reads a whole input file (or standard input for "-") into memory.
#pragma once

#include <string>

namespace deduce::io {

// Returns the bytes of `path`; "-" reads standard input. Throws InputError
// (line 1, column 1) when the file cannot be opened or read.
std::string read_file(const std::string& path);

// The name to show in messages for `path` ("<stdin>" for "-").
std::string display_name(const std::string& path);

}  // namespace deduce::io

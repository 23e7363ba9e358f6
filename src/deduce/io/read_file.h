// Reads a whole input file (or standard input for "-") into memory.
#pragma once

#include <cstddef>
#include <string>

namespace deduce::io {

// Inputs longer than this are refused: every puzzle format is far smaller.
inline constexpr std::size_t kMaxInputBytes = std::size_t{64} << 20;

// Returns the text of `path`; "-" reads standard input. Throws InputError
// (line 1, column 1) when `path` is a directory or another thing that is not
// a file, cannot be opened or read, or holds more than kMaxInputBytes; and
// at its place when the text is not UTF-8 (io::require_utf8), the one
// message for binary junk whatever kind of puzzle was expected.
std::string read_file(const std::string& path);

// The name to show in messages for `path` ("<stdin>" for "-").
std::string display_name(const std::string& path);

}  // namespace deduce::io

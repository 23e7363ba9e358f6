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

// Opens `path` for reading with read_file's checks and messages (a
// directory, a socket, a file that cannot be opened), or returns standard
// input's descriptor for "-". The caller closes a descriptor other than
// standard input's. (io::LineReader reads a file a few lines at a time.)
int open_input(const std::string& path);

// Throws read_file's InputError for a read of `path` that failed with
// `error` (an errno; EFBIG: the input passed kMaxInputBytes).
[[noreturn]] void throw_read_error(const std::string& path, int error);

// The name to show in messages for `path` ("<stdin>" for "-").
std::string display_name(const std::string& path);

}  // namespace deduce::io

// The first step of reading a .zebra file: lines without their comments,
// each cut into tokens (names, `.` and `:`), for parse.cc's two passes.
//
// Names are checked here by io::scan_name, the scanner the .river reader uses
// too: well-formed UTF-8 and letters, digits, marks, `_` or `-`. A `puzzle:`
// line keeps the rest of its text as the title instead of tokens (checked to
// be UTF-8, since it is written out again).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace deduce::puzzles::zebra::detail {

enum class Tok : std::uint8_t { kName, kDot, kColon };

struct Token {
  Tok kind;
  std::string_view text;
  std::size_t offset;  // byte offset in the line
};

struct Line {
  int no = 0;
  std::string_view text;  // without the comment
  std::vector<Token> tokens;
  std::string_view title;  // after `puzzle:`, trimmed
};

struct Lines {
  std::vector<Line> lines;  // only lines holding tokens
  int last_line = 1;        // the number of the file's last line
};

// Views into `text`, which must outlive the result. Throws io::InputError.
Lines lex(std::string_view text, const std::string& file);

// Throws io::InputError at byte `offset` of line l, its column counted in
// code points.
[[noreturn]] void fail_at(const std::string& file, const Line& l, std::size_t offset,
                          const std::string& what);

bool is_space(char c);

// Whether a name token is a whole number (ASCII digits only).
bool is_number(std::string_view s);

// `s` between backquotes, for messages.
std::string quoted(std::string_view s);

}  // namespace deduce::puzzles::zebra::detail

// The first step of reading a .zebra file: lines without their comments,
// each cut into tokens (names, `.`, `:`, and the operators and brackets of
// the published-puzzle statements), for parse.cc's two passes.
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

// kOp: `+ - * = != < > <= >=` (a lone `-`: `-3` is a name); kSemi `;`
// separates the statements of a combinator, kOpen/kClose nest them.
enum class Tok : std::uint8_t { kName, kDot, kColon, kOp, kSemi, kOpen, kClose };

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

// Whether token t of l exists and is of kind k.
inline bool is_kind(const Line& l, std::size_t t, Tok k) {
  return t < l.tokens.size() && l.tokens[t].kind == k;
}

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

// A number written with a decimal point, `4.99` (lexed as `4`, `.`, `99`
// with nothing between them), as one view from token t; advances t past it.
// Empty (t unchanged) when token t does not start one.
std::string_view joined_number(const Line& l, std::size_t& t);

// `s` between backquotes, for messages.
std::string quoted(std::string_view s);

}  // namespace deduce::puzzles::zebra::detail

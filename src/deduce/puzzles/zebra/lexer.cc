#include "deduce/puzzles/zebra/lexer.h"

#include "deduce/io/input_error.h"
#include "deduce/io/lines.h"
#include "deduce/io/utf8.h"

namespace deduce::puzzles::zebra::detail {
namespace {

bool is_name_byte(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '-' || c >= 0x80;
}

// Checks the code point at byte offset i (from 0x80 up) of a name: well-formed
// UTF-8 and a letter or digit. Returns its length in bytes.
std::size_t name_code_point(const std::string& file, const Line& l, std::size_t i) {
  char32_t cp = 0;
  const int len = io::decode_utf8(l.text, i, cp);
  if (len == 0) fail_at(file, l, i, "expected UTF-8 text, found a malformed byte sequence");
  if (!io::is_name_code_point(cp)) {
    fail_at(file, l, i,
            "expected a letter, digit, `_` or `-` in a name, found `" +
                std::string(l.text.substr(i, len)) + "` (" + io::code_point_name(cp) + ")");
  }
  return static_cast<std::size_t>(len);
}

void tokenize(const std::string& file, Line& l) {
  const std::string_view s = l.text;
  std::size_t i = 0;
  // `puzzle:` takes the rest of the line as free text: tokenize only its keyword.
  bool title = false;
  while (i < s.size()) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (is_space(s[i])) {
      ++i;
    } else if (is_name_byte(c)) {
      std::size_t j = i;
      while (j < s.size() && is_name_byte(static_cast<unsigned char>(s[j]))) {
        j += static_cast<unsigned char>(s[j]) < 0x80 ? 1 : name_code_point(file, l, j);
      }
      l.tokens.push_back({Tok::kName, s.substr(i, j - i), i});
      i = j;
    } else if (c == '.') {
      l.tokens.push_back({Tok::kDot, s.substr(i, 1), i});
      ++i;
    } else if (c == ':') {
      l.tokens.push_back({Tok::kColon, s.substr(i, 1), i});
      ++i;
      if (l.tokens.size() == 2 && l.tokens[0].text == "puzzle") {
        title = true;
        break;
      }
    } else {
      std::string shown = c >= 0x20 && c < 0x7f ? quoted(std::string(1, s[i]))
                                                : "byte " + std::to_string(static_cast<int>(c));
      fail_at(file, l, i, "expected a name, `.`, `:` or `#`, found " + shown);
    }
  }
  if (title) {
    std::string_view rest = s.substr(i);
    while (!rest.empty() && is_space(rest.front())) rest.remove_prefix(1);
    while (!rest.empty() && is_space(rest.back())) rest.remove_suffix(1);
    l.title = rest;
  }
}

}  // namespace

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

std::string quoted(std::string_view s) {
  // Appended piece by piece: GCC 12 warns (-Wrestrict, a false positive) on
  // "`" + std::string(s).
  std::string q;
  q.reserve(s.size() + 2);
  q += '`';
  q.append(s);
  q += '`';
  return q;
}

void fail_at(const std::string& file, const Line& l, std::size_t offset, const std::string& what) {
  // Columns count code points: every byte that is not a UTF-8 continuation byte.
  int column = 1;
  for (std::size_t i = 0; i < offset && i < l.text.size(); ++i) {
    if ((static_cast<unsigned char>(l.text[i]) & 0xC0) != 0x80) ++column;
  }
  throw io::InputError({file, l.no, column}, what);
}

Lines lex(std::string_view all, const std::string& file) {
  Lines out;
  out.last_line = io::for_each_line(all, [&](std::string_view text, int no) {
    Line l;
    l.no = no;
    l.text = text;
    const std::size_t hash = l.text.find('#');
    if (hash != std::string_view::npos) l.text = l.text.substr(0, hash);
    tokenize(file, l);
    if (!l.tokens.empty()) out.lines.push_back(std::move(l));
  });
  return out;
}

}  // namespace deduce::puzzles::zebra::detail

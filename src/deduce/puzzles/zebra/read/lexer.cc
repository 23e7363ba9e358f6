#include "deduce/puzzles/zebra/read/lexer.h"

#include "deduce/io/input_error.h"
#include "deduce/io/lines.h"
#include "deduce/io/utf8.h"

namespace deduce::puzzles::zebra::detail {
namespace {

// Whether a name starts at this byte: an ASCII letter, digit, `_` or `-`, or
// any byte from 0x80 up, which io::scan_name takes into the name or reports
// (outside names and titles the format is ASCII).
bool starts_name(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '-' || c >= 0x80;
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
    } else if (c == '-' && (i + 1 == s.size() || is_space(s[i + 1]) || s[i + 1] == '(')) {
      l.tokens.push_back({Tok::kOp, s.substr(i, 1), i});
      ++i;
    } else if (starts_name(c)) {
      const io::NameScan name = io::scan_name(s, i);
      if (!name.error.empty()) fail_at(file, l, name.end, name.error);
      l.tokens.push_back({Tok::kName, s.substr(i, name.end - i), i});
      i = name.end;
    } else if (c == '.') {
      l.tokens.push_back({Tok::kDot, s.substr(i, 1), i});
      ++i;
    } else if (c == '(' || c == ')' || c == ';') {
      l.tokens.push_back({c == '('   ? Tok::kOpen
                          : c == ')' ? Tok::kClose
                                     : Tok::kSemi,
                          s.substr(i, 1), i});
      ++i;
    } else if (c == '+' || c == '*' || c == '=' || c == '<' || c == '>' ||
               (c == '!' && i + 1 < s.size() && s[i + 1] == '=')) {
      const std::size_t len =
          (c == '!' || ((c == '<' || c == '>') && i + 1 < s.size() && s[i + 1] == '=')) ? 2 : 1;
      l.tokens.push_back({Tok::kOp, s.substr(i, len), i});
      i += len;
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
    // The title is written out again (in JSON too): it must be UTF-8.
    const std::size_t bad = io::find_malformed_utf8(rest);
    if (bad != std::string_view::npos) {
      fail_at(file, l, static_cast<std::size_t>(rest.data() - s.data()) + bad,
              std::string(io::kMalformedUtf8));
    }
    l.title = rest;
  }
}

}  // namespace

bool is_number(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
  }
  return true;
}

std::string_view joined_number(const Line& l, std::size_t& t) {
  if (t + 2 >= l.tokens.size() || l.tokens[t].kind != Tok::kName) return {};
  const Token& whole = l.tokens[t];
  const Token& dot = l.tokens[t + 1];
  const Token& frac = l.tokens[t + 2];
  std::string_view digits = whole.text;
  if (!digits.empty() && digits.front() == '-') digits.remove_prefix(1);
  if (!is_number(digits) || dot.kind != Tok::kDot || frac.kind != Tok::kName ||
      !is_number(frac.text) || dot.offset != whole.offset + whole.text.size() ||
      frac.offset != dot.offset + 1) {
    return {};
  }
  t += 3;
  return l.text.substr(whole.offset, frac.offset + frac.text.size() - whole.offset);
}

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
  throw io::InputError({file, l.no, io::column_of(l.text, offset)}, what);
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

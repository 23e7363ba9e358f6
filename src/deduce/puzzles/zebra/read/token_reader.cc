#include "deduce/puzzles/zebra/read/token_reader.h"

#include "deduce/puzzles/zebra/read/hints.h"

namespace deduce::puzzles::zebra::detail {
namespace {

constexpr int kMaxNumber = 999999999;  // nine digits: no overflow in int

}  // namespace

void TokenReader::fail(const Line& l, std::size_t t, const std::string& what) const {
  fail_at(file_, l, t < l.tokens.size() ? l.tokens[t].offset : end_offset(l), what);
}

std::string TokenReader::found(const Line& l, std::size_t t) {
  if (t >= l.tokens.size()) return "the end of the line";
  return quoted(l.tokens[t].text);
}

bool TokenReader::word(const Line& l, std::size_t t, std::string_view w) {
  return t < l.tokens.size() && l.tokens[t].kind == Tok::kName && l.tokens[t].text == w;
}

std::string TokenReader::suggestion(const Line& l, std::size_t t,
                                    const std::vector<std::string>& candidates) {
  if (t >= l.tokens.size() || l.tokens[t].kind != Tok::kName) return "";
  return did_you_mean(l.tokens[t].text, candidates);
}

std::string_view TokenReader::name_at(const Line& l, std::size_t t, const std::string& what) const {
  if (t >= l.tokens.size() || l.tokens[t].kind != Tok::kName) {
    check_full_stop(l, t);
    fail(l, t, "expected " + what + ", found " + found(l, t));
  }
  return l.tokens[t].text;
}

int TokenReader::number_at(const Line& l, std::size_t t, const std::string& what) const {
  std::string_view s = name_at(l, t, what);
  if (!is_number(s)) fail(l, t, "expected " + what + ", found " + quoted(s));
  std::size_t i = 0;
  while (i + 1 < s.size() && s[i] == '0') ++i;  // leading zeros
  if (s.size() - i > 9) fail(l, t, "number too large: " + quoted(s));
  int v = 0;
  for (; i < s.size(); ++i) v = v * 10 + (s[i] - '0');
  if (v > kMaxNumber) fail(l, t, "number too large: " + quoted(s));
  return v;
}

void TokenReader::expect_word(const Line& l, std::size_t& t, std::string_view w) const {
  if (!word(l, t, w)) fail(l, t, "expected " + quoted(w) + ", found " + found(l, t));
  ++t;
}

void TokenReader::expect_end(const Line& l, std::size_t t) const {
  if (t >= l.tokens.size()) return;
  check_full_stop(l, t);
  fail(l, t, "expected the end of the line, found " + found(l, t));
}

void TokenReader::check_full_stop(const Line& l, std::size_t t) const {
  if (t + 1 == l.tokens.size() && t > 0 && l.tokens[t].kind == Tok::kDot &&
      l.tokens[t - 1].kind == Tok::kName) {
    fail(l, t,
         "found a full stop `.` at the end of the line, but statements have no final full stop "
         "(a `.` only joins a category and its value, as in `CATEGORY.VALUE`)");
  }
}

std::size_t TokenReader::end_offset(const Line& l) {
  std::size_t e = l.text.size();
  while (e > 0 && is_space(l.text[e - 1])) --e;
  return e;
}

}  // namespace deduce::puzzles::zebra::detail

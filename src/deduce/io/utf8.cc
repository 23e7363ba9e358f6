#include "deduce/io/utf8.h"

#include <locale.h>
#include <wctype.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>

#include "deduce/io/input_error.h"

namespace deduce::io {
namespace {

bool continuation(unsigned char c) {
  return (c & 0xC0) == 0x80;
}

// The C.UTF-8 locale, opened once. glibc ships it in libc-bin on Debian; if
// it is missing, every well-formed code point from U+0080 up counts as a
// letter, which is what the readers did before they checked names.
locale_t utf8_locale() {
  static const locale_t loc = newlocale(LC_CTYPE_MASK, "C.UTF-8", static_cast<locale_t>(0));
  return loc;
}

// Combining marks and joiners, which glibc does not class as letters but which
// belong inside words: accents written as separate code points (`u` + U+0308),
// Hebrew and Arabic points, Indic vowel signs and viramas, kana voicing marks.
struct MarkRange {
  char32_t lo, hi;
};
constexpr MarkRange kMarks[] = {
    {0x0300, 0x036F}, {0x0483, 0x0489}, {0x0591, 0x05C7}, {0x0610, 0x061A},
    {0x064B, 0x065F}, {0x0670, 0x0670}, {0x06D6, 0x06ED}, {0x0900, 0x0963},
    {0x0966, 0x0DFF}, {0x0E00, 0x0FFF}, {0x1AB0, 0x1AFF}, {0x1DC0, 0x1DFF},
    {0x200C, 0x200D}, {0x20D0, 0x20FF}, {0x3099, 0x309A}, {0xFE20, 0xFE2F}};

bool is_mark(char32_t cp) {
  for (const MarkRange& r : kMarks) {
    if (cp >= r.lo && cp <= r.hi) return true;
  }
  return false;
}

}  // namespace

int decode_utf8(std::string_view s, std::size_t i, char32_t& cp) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char b0 = byte(i);
  int len;
  char32_t min;
  if (b0 < 0x80) {
    cp = b0;
    return 1;
  } else if ((b0 & 0xE0) == 0xC0) {
    len = 2, min = 0x80, cp = b0 & 0x1F;
  } else if ((b0 & 0xF0) == 0xE0) {
    len = 3, min = 0x800, cp = b0 & 0x0F;
  } else if ((b0 & 0xF8) == 0xF0) {
    len = 4, min = 0x10000, cp = b0 & 0x07;
  } else {
    return 0;  // a continuation byte or 0xF8..0xFF where a code point should start
  }
  if (i + len > s.size()) return 0;
  for (int k = 1; k < len; ++k) {
    if (!continuation(byte(i + k))) return 0;
    cp = (cp << 6) | (byte(i + k) & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return len;
}

bool is_name_code_point(char32_t cp) {
  if (cp < 0x80) {
    return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || (cp >= '0' && cp <= '9');
  }
  const locale_t loc = utf8_locale();
  if (loc == static_cast<locale_t>(0) || is_mark(cp)) return true;
  const auto wc = static_cast<wint_t>(cp);
  return iswalpha_l(wc, loc) || iswdigit_l(wc, loc);
}

bool is_letter_code_point(char32_t cp) {
  if (cp < 0x80) return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
  const locale_t loc = utf8_locale();
  return loc == static_cast<locale_t>(0) || iswalpha_l(static_cast<wint_t>(cp), loc);
}

bool is_picture_code_point(char32_t cp) {
  return (cp >= 0x1F000 && cp <= 0x1FAFF) || (cp >= 0x2600 && cp <= 0x27BF) || cp == 0xFE0F ||
         cp == 0x200D;
}

std::string code_point_name(char32_t cp) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(cp));
  return buf;
}

NameScan scan_name(std::string_view line, std::size_t start) {
  NameScan scan;
  std::size_t i = start;
  while (i < line.size()) {
    const auto c = static_cast<unsigned char>(line[i]);
    if (c < 0x80) {
      if (!is_name_code_point(c) && c != '_' && c != '-') break;
      ++i;
      continue;
    }
    char32_t cp = 0;
    const int len = decode_utf8(line, i, cp);
    if (len == 0) {
      scan.error = kMalformedUtf8;
      break;
    }
    if (!is_name_code_point(cp)) {
      scan.error = "expected a letter, digit, `_` or `-` in a name, found `";
      scan.error.append(line.substr(i, static_cast<std::size_t>(len)));
      scan.error += "` (" + code_point_name(cp) + ")";
      break;
    }
    i += static_cast<std::size_t>(len);
  }
  scan.end = i;
  return scan;
}

std::size_t find_malformed_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    char32_t cp = 0;
    const int len = decode_utf8(s, i, cp);
    if (len == 0) return i;
    i += static_cast<std::size_t>(len);
  }
  return std::string_view::npos;
}

void require_utf8(std::string_view text, const std::string& name) {
  std::size_t i = 0;
  // ASCII a word at a time: most inputs have no other byte.
  while (i + 8 <= text.size()) {
    std::uint64_t w;
    std::memcpy(&w, text.data() + i, 8);
    if ((w & 0x8080808080808080ULL) != 0) break;
    i += 8;
  }
  const std::size_t bad = find_malformed_utf8(text.substr(i));
  if (bad == std::string_view::npos) return;
  const std::size_t at = i + bad;
  const std::size_t newline = at == 0 ? std::string_view::npos : text.rfind('\n', at - 1);
  const std::size_t from = newline == std::string_view::npos ? 0 : newline + 1;
  const int line =
      1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(from), '\n'));
  throw InputError({name, line, column_of(text.substr(from), at - from)},
                   std::string(kMalformedUtf8));
}

int column_of(std::string_view line, std::size_t offset) {
  int column = 1;
  for (std::size_t i = 0; i < offset && i < line.size(); ++i) {
    if (!continuation(static_cast<unsigned char>(line[i]))) ++column;
  }
  return column;
}

}  // namespace deduce::io

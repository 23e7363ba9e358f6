// UTF-8 for the readers: decoding one code point strictly, telling whether a
// code point may stand in a name, the one scanner of names that the .zebra
// and .river readers share, and columns counted in code points.
//
// The formats allow any Unicode letter in names (`英国人`, `Müller`), so a
// reader must reject malformed UTF-8 (overlong forms, surrogates, stray
// continuation bytes) and symbols such as `€` with a located message rather
// than take every byte from 0x80 up as part of a name. Outside names and free
// text (titles, comments) the formats use only ASCII, so a byte from 0x80 up
// where a name stops is always an error, and scan_name says which.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace deduce::io {

// Decodes the code point starting at s[i]. Returns its length in bytes (1 to
// 4) and sets cp, or 0 when the bytes there are not well-formed UTF-8
// (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF).
int decode_utf8(std::string_view s, std::size_t i, char32_t& cp);

// Whether cp may stand in a name: a letter or digit by the Unicode classes of
// the C.UTF-8 locale, or a combining mark or joiner that belongs inside a word
// (ASCII is decided without the locale).
bool is_name_code_point(char32_t cp);

// Whether cp is a letter (ASCII, or by the Unicode classes of the C.UTF-8
// locale): what a .river name must start with.
bool is_letter_code_point(char32_t cp);

// Whether cp is a picture rather than a word's letter or a mark of
// punctuation: an emoji (U+1F000 to U+1FAFF), a symbol or dingbat (U+2600
// to U+27BF), or the variation selector and joiner that emoji are built
// with (U+FE0F, U+200D).
bool is_picture_code_point(char32_t cp);

// "U+20AC" for messages.
std::string code_point_name(char32_t cp);

// The message for malformed UTF-8, the same in every reader.
inline constexpr std::string_view kMalformedUtf8 =
    "expected UTF-8 text, found a malformed byte sequence";

// A run of name characters from byte `start` of a line: ASCII letters and
// digits, `_`, `-`, and from U+0080 up the code points is_name_code_point
// accepts (letters, digits, combining marks), as the formats define names.
struct NameScan {
  std::size_t end = 0;  // one past the run's last byte; end == start: no name there
  // Empty, or why the run stopped at byte `end`: the bytes there are from 0x80
  // up (which only a name may hold) and are malformed UTF-8 (kMalformedUtf8)
  // or a code point that no name may hold ("... found `€` (U+20AC)"). The
  // readers report it at `end`.
  std::string error;
};
NameScan scan_name(std::string_view line, std::size_t start);

// The byte offset of the first malformed UTF-8 sequence in s, or npos: for
// the free text the readers keep (titles), which is written out again, to
// JSON among others.
std::size_t find_malformed_utf8(std::string_view s);

// Throws InputError (kMalformedUtf8) at the line and column (column_of) of
// the first malformed UTF-8 sequence of a file's text, `name` as the file.
// Every input is UTF-8 text; checked once where a file's text is read
// (read_file) and where a call hands text in, before any kind's reader, so
// that binary junk gets this one message whatever the kind: the readers each
// stopped at the first byte their grammar refused, with messages of their
// own (`found byte 0xfe`, `no list of values found`).
void require_utf8(std::string_view text, const std::string& name);

// The 1-based column of byte `offset` of `line`, counted in code points (every
// byte that is not a UTF-8 continuation byte), as every reader's
// file:line:col message counts it.
int column_of(std::string_view line, std::size_t offset);

}  // namespace deduce::io

// UTF-8 for the readers: decoding one code point strictly, and telling
// whether a code point is a letter or digit that may stand in a name.
//
// The formats allow any Unicode letter in names (`英国人`, `Müller`), so a
// reader must reject malformed UTF-8 (overlong forms, surrogates, stray
// continuation bytes) and symbols such as `€` with a located message rather
// than take every byte from 0x80 up as part of a name.
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

// "U+20AC" for messages.
std::string code_point_name(char32_t cp);

}  // namespace deduce::io

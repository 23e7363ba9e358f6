// How many terminal columns a text takes, for the tables that align names
// (logic-grid solutions, clue lists, river moves).
//
// Counting code points lines up Latin, Greek or Cyrillic names but not
// Chinese, Japanese or Korean ones, which terminals draw two columns wide,
// nor decomposed accents, which take none. The rule, as terminals apply it:
// - 2 columns: East Asian Wide and Fullwidth characters (CJK ideographs,
//   kana, Hangul syllables, fullwidth forms) and the emoji blocks;
// - 0 columns: nonspacing and enclosing combining marks, Hangul vowel and
//   final jamo (they join the syllable before), zero-width spaces, joiners,
//   direction marks, variation selectors, and control characters;
// - 1 column: everything else, and each byte of malformed UTF-8.
// The ranges are a compact table in display_width.cc grouped by Unicode
// block; emoji blocks count as wide whole, so a few rare narrow symbols in
// them are counted 2.
#pragma once

#include <cstddef>
#include <string_view>

namespace deduce::io {

// The columns of one code point: 0, 1 or 2.
int code_point_width(char32_t cp);

// The columns of a UTF-8 text.
std::size_t display_width(std::string_view text);

}  // namespace deduce::io

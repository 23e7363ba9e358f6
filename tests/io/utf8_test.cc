// Strict UTF-8 decoding and the name classes the readers rely on.
#include "deduce/io/utf8.h"

#include <gtest/gtest.h>

#include <string>

#include "deduce/io/input_error.h"

namespace deduce::io {
namespace {

char32_t decode(std::string_view s, int expected_len) {
  char32_t cp = 0;
  EXPECT_EQ(decode_utf8(s, 0, cp), expected_len) << s;
  return cp;
}

TEST(Utf8, DecodesEveryLength) {
  EXPECT_EQ(decode("a", 1), U'a');
  EXPECT_EQ(decode("\xC3\xBC", 2), U'\u00FC');      // ü
  EXPECT_EQ(decode("\xE8\x8B\xB1", 3), U'\u82F1');  // 英
  EXPECT_EQ(decode("\xF0\x9F\x98\x80", 4), U'\U0001F600');
}

TEST(Utf8, RejectsMalformedSequences) {
  char32_t cp = 0;
  EXPECT_EQ(decode_utf8("\x80", 0, cp), 0);              // stray continuation byte
  EXPECT_EQ(decode_utf8("\xC0\xAF", 0, cp), 0);          // overlong '/'
  EXPECT_EQ(decode_utf8("\xE0\x80\xAF", 0, cp), 0);      // overlong, three bytes
  EXPECT_EQ(decode_utf8("\xED\xA0\x80", 0, cp), 0);      // surrogate U+D800
  EXPECT_EQ(decode_utf8("\xF4\x90\x80\x80", 0, cp), 0);  // above U+10FFFF
  EXPECT_EQ(decode_utf8("\xE8\x8B", 0, cp), 0);          // truncated
  EXPECT_EQ(decode_utf8("\xC3\x41", 0, cp), 0);          // continuation missing
  EXPECT_EQ(decode_utf8("\xFF", 0, cp), 0);
}

TEST(Utf8, NamesTakeLettersDigitsAndMarksButNotSymbols) {
  EXPECT_TRUE(is_name_code_point(U'z'));
  EXPECT_TRUE(is_name_code_point(U'7'));
  EXPECT_TRUE(is_name_code_point(U'\u00FC'));   // ü
  EXPECT_TRUE(is_name_code_point(U'\u82F1'));   // 英
  EXPECT_TRUE(is_name_code_point(U'\u03B1'));   // α
  EXPECT_TRUE(is_name_code_point(U'\u0308'));   // combining diaeresis
  EXPECT_TRUE(is_name_code_point(U'\u094D'));   // Devanagari virama
  EXPECT_FALSE(is_name_code_point(U'\u20AC'));  // €
  EXPECT_FALSE(is_name_code_point(U'\u00A7'));  // §
  EXPECT_FALSE(is_name_code_point(U'\u2014'));  // em dash
  EXPECT_FALSE(is_name_code_point(U'!'));
  EXPECT_EQ(code_point_name(U'\u20AC'), "U+20AC");
}

TEST(Utf8, ScanNameTakesLettersDigitsMarksUnderscoreAndHyphen) {
  const std::string line = "1: M\u00FCller_2-b is \u82F1\u56FD\u4EBA.x";
  NameScan n = scan_name(line, 3);
  EXPECT_EQ(line.substr(3, n.end - 3), "M\u00FCller_2-b");
  EXPECT_TRUE(n.error.empty());
  const std::size_t cjk = line.find("\u82F1");
  n = scan_name(line, cjk);
  EXPECT_EQ(line.substr(cjk, n.end - cjk), "\u82F1\u56FD\u4EBA");
  EXPECT_TRUE(n.error.empty());
  n = scan_name(line, 1);  // at `:`: no name, no error
  EXPECT_EQ(n.end, 1u);
  EXPECT_TRUE(n.error.empty());
  n = scan_name("u\u0308x y", 0);  // a decomposed ü stays inside
  EXPECT_EQ(n.end, 4u);
}

TEST(Utf8, ScanNameReportsSymbolsAndMalformedBytesWhereTheyStand) {
  NameScan n = scan_name("gr\u20ACen", 0);
  EXPECT_EQ(n.end, 2u);
  EXPECT_EQ(n.error, "expected a letter, digit, `_` or `-` in a name, found `\u20AC` (U+20AC)");
  n = scan_name("\u20ACuro", 0);
  EXPECT_EQ(n.end, 0u);
  EXPECT_FALSE(n.error.empty());
  n = scan_name("gr\xFF", 0);
  EXPECT_EQ(n.end, 2u);
  EXPECT_EQ(n.error, kMalformedUtf8);
  n = scan_name("ab\xC3", 0);  // truncated at the end of the line
  EXPECT_EQ(n.end, 2u);
  EXPECT_EQ(n.error, kMalformedUtf8);
}

TEST(Utf8, FindsMalformedTextAndCountsColumnsInCodePoints) {
  EXPECT_EQ(find_malformed_utf8("Einstein's riddle \u82F1"), std::string_view::npos);
  EXPECT_EQ(find_malformed_utf8("ab\xC0\xAF"), 2u);
  EXPECT_EQ(column_of("abc", 0), 1);
  EXPECT_EQ(column_of("abc", 2), 3);
  EXPECT_EQ(column_of("\u82F1\u56FD x", 7), 4);  // two 3-byte characters and a space
  EXPECT_EQ(column_of("ab", 10), 3);             // past the end: one past the last
}

TEST(Utf8, PicturesAreEmojiSymbolsAndTheirJoinersButNoLetterOrDash) {
  for (const char32_t cp :
       {U'\U0001F415', U'\U0001F000', U'\U0001FAFF', U'\u2600', U'\u27BF', U'\uFE0F', U'\u200D'})
    EXPECT_TRUE(is_picture_code_point(cp)) << code_point_name(cp);
  for (const char32_t cp : {U'a', U'-', U'\u00E9', U'\u2013', U'\u25FF', U'\u27C0', U'\U0001FB00'})
    EXPECT_FALSE(is_picture_code_point(cp)) << code_point_name(cp);
}

}  // namespace
}  // namespace deduce::io

namespace deduce::io {
namespace {

// Where require_utf8 places the first malformed sequence of `text`: "L:C",
// or "" when it takes the text.
std::string utf8_refusal_at(const std::string& text) {
  try {
    require_utf8(text, "f");
  } catch (const InputError& e) {
    EXPECT_EQ(e.detail(), kMalformedUtf8);
    return std::to_string(e.where().line) + ":" + std::to_string(e.where().column);
  }
  return "";
}

TEST(Utf8, RequireUtf8PlacesTheFirstMalformedSequenceByLineAndCodePoint) {
  EXPECT_EQ(utf8_refusal_at(""), "");
  EXPECT_EQ(utf8_refusal_at("plain ASCII over more than eight bytes\n"), "");
  EXPECT_EQ(utf8_refusal_at("# Größe — café 英国人\n3\n"), "");
  EXPECT_EQ(utf8_refusal_at(std::string("\0\x01\x02", 3)), "");  // control bytes are UTF-8
  EXPECT_EQ(utf8_refusal_at("\xff"), "1:1");
  EXPECT_EQ(utf8_refusal_at(std::string("\0\x01\x02\xff\n", 5)), "1:4");
  // Past the word-at-a-time ASCII scan, on a later line, after two-byte code points.
  EXPECT_EQ(utf8_refusal_at("0123456789abcdef\nxé\xc3(\n"), "2:3");
  EXPECT_EQ(utf8_refusal_at("ab\n\n\xed\xa0\x80"), "3:1");  // a surrogate
  EXPECT_EQ(utf8_refusal_at("12345678\xc0\xaf"), "1:9");    // an overlong `/`
}

}  // namespace
}  // namespace deduce::io

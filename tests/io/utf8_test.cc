// Strict UTF-8 decoding and the name classes the readers rely on.
#include "deduce/io/utf8.h"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace deduce::io

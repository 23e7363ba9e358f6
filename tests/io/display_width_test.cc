// Terminal columns: wide East Asian characters take two, combining marks none.
#include "deduce/io/display_width.h"

#include <gtest/gtest.h>

namespace deduce::io {
namespace {

TEST(DisplayWidth, LatinGreekAndCyrillicTakeOneColumnEach) {
  EXPECT_EQ(display_width(""), 0u);
  EXPECT_EQ(display_width("norwegian"), 9u);
  EXPECT_EQ(display_width("Müller"), 6u);
  EXPECT_EQ(display_width("αβγ"), 3u);
  EXPECT_EQ(display_width("Пётр"), 4u);
}

TEST(DisplayWidth, WideAndFullwidthTakeTwo) {
  EXPECT_EQ(display_width("英国人"), 6u);
  EXPECT_EQ(display_width("ひらがな"), 8u);
  EXPECT_EQ(display_width("カタカナ"), 8u);
  EXPECT_EQ(display_width("한국"), 4u);
  EXPECT_EQ(display_width("ＡＢ"), 4u);  // fullwidth Latin
  EXPECT_EQ(display_width("a英b"), 4u);
  EXPECT_EQ(code_point_width(U'\U00020000'), 2);  // CJK extension B
  EXPECT_EQ(code_point_width(U'\U0001F600'), 2);  // an emoji
}

TEST(DisplayWidth, CombiningMarksAndZeroWidthCodePointsTakeNone) {
  EXPECT_EQ(display_width("Mu\u0308ller"), 6u);  // u + combining diaeresis
  EXPECT_EQ(display_width("\u304B\u3099"), 2u);  // か + voicing mark
  EXPECT_EQ(display_width("a\u200Db"), 2u);      // zero-width joiner
  EXPECT_EQ(display_width("\u0915\u094D"), 1u);  // Devanagari ka + virama
  EXPECT_EQ(code_point_width(U'\u1161'), 0);     // Hangul vowel jamo
  EXPECT_EQ(code_point_width(U'\t'), 0);
}

TEST(DisplayWidth, EdgesOfTheTables) {
  EXPECT_EQ(code_point_width(U'\u10FF'), 1);
  EXPECT_EQ(code_point_width(U'\u1100'), 2);
  EXPECT_EQ(code_point_width(U'\u115F'), 2);
  EXPECT_EQ(code_point_width(U'\u303E'), 2);
  EXPECT_EQ(code_point_width(U'\u303F'), 1);  // half-fill space
  EXPECT_EQ(code_point_width(U'\uFF60'), 2);
  EXPECT_EQ(code_point_width(U'\uFF61'), 1);  // halfwidth katakana punctuation
  EXPECT_EQ(code_point_width(U'\uD7A3'), 2);
  EXPECT_EQ(code_point_width(U'\uD7A4'), 1);
  EXPECT_EQ(code_point_width(U'\U000E01EF'), 0);
  EXPECT_EQ(code_point_width(U'\U0010FFFF'), 1);
}

TEST(DisplayWidth, MalformedBytesTakeOneColumnEach) {
  EXPECT_EQ(display_width("a\xff\xfe"), 3u);
  EXPECT_EQ(display_width("\xe8\x8b"), 2u);  // a truncated 英
}

}  // namespace
}  // namespace deduce::io

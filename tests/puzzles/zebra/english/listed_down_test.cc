// A list written down the page under its heading, one item a line
// (listed_down(), document.h): read as the heading's line of items, where
// each item is a short name; a heading's bullets that are clues stay clues.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "deduce/puzzles/zebra/english/document.h"
#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using testing_english::zebra_of;

TEST(EnglishListedDown, BulletedNamesUnderAHeadingAreItsList) {
  const std::string z = zebra_of(
      "The teams:\n- Null Pointers\n- Byte Club\n\xE2\x80\xA2 Merge Conflict\n\nThe projects: a "
      "chatbot, a scanner and a finder.\n\n1. Byte Club built the chatbot.\n");
  EXPECT_THAT(z, AllOf(HasSubstr("category team: Null_Pointers Byte_Club Merge_Conflict\n"),
                       HasSubstr("1: Byte_Club is chatbot\n")));
}

TEST(EnglishListedDown, TheSameLengthEachByteWhereItWas) {
  const std::string text = "Pets:\n- cat\n- dog\n\nAnn owns the cat.\n";
  const std::string down = listed_down(text);
  EXPECT_EQ(down.size(), text.size());
  EXPECT_EQ(down.substr(0, 17), "Pets:   cat,  dog");
}

TEST(EnglishListedDown, BulletedCluesUnderAHeadingStayClues) {
  const std::string text =
      "Friends: Ann, Bo, Cy\nPets: cat, dog, emu\n\nClues:\n- Ann owns the cat\n- Bo owns the "
      "dog\n";
  EXPECT_EQ(listed_down(text), text);
  const std::string told =
      "Friends: Ann, Bo, Cy\nPets: cat, dog, emu\n\nWhat we know:\n- Ann "
      "owns the cat\n- Bo is not the emu owner\n";
  EXPECT_EQ(listed_down(told), told);
}

// A one-letter value ends its list's sentence before a word that opens
// one (`N, O and G. They also come ...` had run on, and `G` named nothing);
// an initial (`J. Smith`) and `P.S. There's` do not.
TEST(EnglishListedDown, AOneLetterValueEndsItsSentence) {
  const std::string z = zebra_of(
      "Three layouts, Ash, Bram and Port, are in scales N, O and G. They are 3 m, 4.5 m and 6 m "
      "long.\n\n1. Ash is G.\n");
  EXPECT_THAT(z, AllOf(HasSubstr("category scale: N O G\n"), HasSubstr("1: Ash is G\n")));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

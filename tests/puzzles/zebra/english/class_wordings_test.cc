// A class's reading challenge and sticker books in our own words: titles
// with two small words between capitals (`Stig of the Dump`) in a list
// after a long clause, counts named by the noun after the last (`6, 8 and
// 9 books over the holiday`), `an odd number of books`, `just one more
// book than`, and `What kind of stickers ...?` beside a count of
// stickers. Heads written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using testing_english::zebra_of;

const std::string kReaders =
    "Our top readers were Ann, Bo and Cy. Between them they read 6, 8 and 9 books over the "
    "holiday, and no two of them read the same number. I asked each of them for their favourite "
    "book, and they all picked a different one: Matilda, Stig of the Dump and The Iron Man.\n\n";

TEST(EnglishClassWordings, ATitlesSmallWordsAndTheCountsNoun) {
  const std::string zebra = zebra_of(kReaders + "1. Ann read 9 books.\n");
  EXPECT_THAT(zebra, AllOf(HasSubstr("ordered book: 6 8 9\n"),
                           HasSubstr(": Matilda Stig_of_the_Dump The_Iron_Man\n")));
}

TEST(EnglishClassWordings, AnOddNumberAndJustOneMore) {
  const std::string zebra =
      zebra_of(kReaders +
               "1. Ann read an odd number of books.\n2. Bo read just one more book "
               "than the Stig of the Dump fan.\n");
  EXPECT_THAT(zebra, AllOf(HasSubstr("1: Ann is book.9\n"),
                           HasSubstr("2: book(Bo) = book(Stig_of_the_Dump) + 1\n")));
}

TEST(EnglishClassWordings, AKindIsNeverACount) {
  // (Both had asked the number of stickers: `Four children collect
  // stickers` says `collect` of stickers.)
  const std::string zebra = zebra_of(
      "Four children collect stickers: Ava, Leo, Maya and Sam.\nEach child collects a "
      "different kind of sticker: dinosaur, unicorn, football or rocket.\nEach child has a "
      "different number of stickers: 8, 11, 15 or 20.\n\n1. Ava has 8 stickers.\n\nWhat kind of "
      "stickers does Sam collect?\nWhat does Leo collect?\nHow many stickers does Maya have?\n");
  EXPECT_THAT(zebra, AllOf(HasSubstr("ask: collect_sticker of Sam\n"),
                           HasSubstr("ask: collect_sticker of Leo\n"),
                           HasSubstr("ask: sticker of Maya\n")));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

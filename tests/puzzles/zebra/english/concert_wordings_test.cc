// A concert programme's teaser in our own words: players named by their
// instruments (`the oboist`, `the clarinettist`), the longest-serving of
// the years each has served where no list gives the years they joined,
// and a row said only by what left means (`When we say "left" we mean as
// you look at the stage`); and a superlative said with its amount (`the
// biggest of the lot, with 60 squares`).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::error_of;
using testing_english::zebra_of;

const std::string kQuartet =
    "Three chairs, three players - Ann, Bob and Cy - and three instruments: oboe, clarinet and "
    "bassoon. Between them they have played with us for 3, 7 and 12 years.\n"
    "When we say \"left\" we mean as you look at the stage from your pew.\n"
    "1. The oboist sits immediately to the left of Ann.\n"
    "2. Our longest-serving player sits next to the clarinettist.\n"
    "3. Bob has played with us 4 years longer than Cy.\n"
    "Who plays the bassoon?\n";

TEST(EnglishConcertWordings, PlayersByTheirInstruments) {
  const std::string z = zebra_of(kQuartet);
  EXPECT_THAT(z, HasSubstr("1: oboe just left of Ann\n"));
  EXPECT_THAT(z, HasSubstr(" next to clarinet\n"));
}

TEST(EnglishConcertWordings, TheLongestServingOfTheYearsServed) {
  EXPECT_THAT(zebra_of(kQuartet), HasSubstr("2: year.12 next to clarinet\n"));
}

TEST(EnglishConcertWordings, ARowSaidByWhatLeftMeans) {
  const std::string z = zebra_of(kQuartet);
  EXPECT_THAT(z, HasSubstr("positions: 3\n"));
  // (An interjection `Right,` and `look at` define no left: no row.)
  const std::string quiz =
      "Three teams, the Owls, the Larks and the Doves, scored 10, 20 and 30 points.\n"
      "Right, pens down, and nobody look at the Owls' phone.\n"
      "1. The Owls scored 10 more than the Larks.\n"
      "2. The Doves scored 10 points.\n"
      "Who scored 30 points?\n";
  EXPECT_THAT(zebra_of(quiz), HasSubstr("positions: none\n"));
}

TEST(EnglishConcertWordings, ASuperlativeWithItsAmount) {
  const std::string quilts =
      "Three quilters, Edna, Fiona and Gwen, made quilts of 36, 42 and 48 squares.\n"
      "1. Edna's quilt was the biggest of the lot, with 48 squares.\n"
      "2. Fiona's was the smallest, at 36 squares.\n"
      "Who made the quilt of 42 squares?\n";
  const std::string z = zebra_of(quilts);
  EXPECT_THAT(z, HasSubstr("1: Edna is quilt_square.48\n"));
  EXPECT_THAT(z, HasSubstr("2: Fiona is quilt_square.36\n"));
  // (Where the amount is not the end the superlative names, it is
  // refused, never read as either.)
  EXPECT_THAT(error_of("Three quilters, Edna, Fiona and Gwen, made quilts of 36, 42 and 48 "
                       "squares.\n1. Edna's quilt was the biggest, with 42 squares.\nWho made "
                       "the quilt of 36 squares?\n"),
              HasSubstr("could not read this clue"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

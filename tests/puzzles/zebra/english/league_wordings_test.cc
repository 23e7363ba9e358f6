// A bowling league's and a help desk's words, ours: an amount in a unit no
// list of years is counted in (`14 pins behind` is of the scores, never
// the years in the league), years in the league said after another list's
// numbers (`2` of `2, 5, 9` is not the `2` of `142`), `joined three years
// before` of years counted up to now (three more years), `came in 30 mins
// after` (arrived, in minutes).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::zebra_of;

const std::string kLeague =
    "Four regulars (Earl, Dot, Hank and Rose) each rolled a different score: 142, 156, 170 and "
    "184. Each has been in the league a different number of years: 2, 5, 8 or 9.\n\n";

TEST(EnglishLeague, PinsAreNoYears) {
  EXPECT_THAT(zebra_of(kLeague + "1. Dot finished 14 pins behind Hank.\n"),
              HasSubstr("1: score(Dot) = score(Hank) - 14\n"));
}

TEST(EnglishLeague, JoinedYearsBeforeIsMoreYears) {
  EXPECT_THAT(zebra_of(kLeague + "1. Dot joined the league three years before Hank did.\n"),
              HasSubstr("1: year(Dot) = year(Hank) + 3\n"));
  EXPECT_THAT(zebra_of(kLeague + "1. Dot joined the league three years after Hank did.\n"),
              HasSubstr("1: year(Dot) = year(Hank) - 3\n"));
  EXPECT_THAT(zebra_of(kLeague + "1. Dot joined the league earlier than Hank did.\n"),
              HasSubstr("1: year(Dot) > year(Hank)\n"));
}

TEST(EnglishLeague, CameInMinsAfterIsArrived) {
  const std::string desk =
      "Three tickets came in from Bo, Di and Lu. They were logged at 9:10am, 9:40am and "
      "10:10am.\n\n";
  EXPECT_THAT(zebra_of(desk + "- Lu's ticket came in 30 mins after Di's.\n"),
              HasSubstr("1: time(Lu) = time(Di) + 30\n"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

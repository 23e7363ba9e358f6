// A car-share rota and a vet's waiting room in our own words: a list after
// `so that's the` (named `thing`, never `that`), `What car ...?` never
// asking the times whose line says `car park`, a comparison with the
// holder of a value of the compared list (`later than whoever's doing
// Friday` is of the times), a clock time said again after a superlative,
// a bracket that opens with `sorry`, and a list said as why.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::zebra_of;

const std::string kCarshareRota =
    "Same three drivers (Aisha, Ben and Dev), one each day Monday, Tuesday and Wednesday, and "
    "everyone brings their own car, so that's the Fiesta, Golf and Prius. Each driver picks up "
    "from the Tesco car park at a different time: 7:30, 7:45 or 8:00.\n\n";

TEST(EnglishCarshare, ThatsTheListIsThingsAndWhatCarNeverAsksTheTimes) {
  const std::string z =
      zebra_of(kCarshareRota + "- Ben drives the Golf.\nWhat car is Dev bringing?\n");
  EXPECT_THAT(z, AllOf(HasSubstr("category thing: Fiesta Golf Prius\n"),
                       HasSubstr("ask: thing of Dev"), Not(HasSubstr("ask: time of Dev"))));
}

TEST(EnglishCarshare, LaterThanTheHolderOfAValueIsOfAnotherList) {
  EXPECT_THAT(zebra_of(kCarshareRota + "- Aisha leaves later than whoever's doing Wednesday.\n"),
              HasSubstr("1: time(Aisha) > time(day.3)\n"));
}

TEST(EnglishCarshare, AClockTimeSaidAgainAndASorry) {
  EXPECT_THAT(
      zebra_of(kCarshareRota + "- The Fiesta has the latest pick-up time of anyone, 8:00.\n"),
      HasSubstr("1: all of: Fiesta is time.480; Fiesta is time.480\n"));
  EXPECT_THAT(
      zebra_of(kCarshareRota + "- The Golf has the earliest pick-up time (sorry, whoever that "
                               "is).\n"),
      HasSubstr("1: Golf is time.450\n"));
}

TEST(EnglishCarshare, AListSaidAsWhy) {
  const std::string vet =
      "Three pets came to see us: Biscuit, Pepper and Rolo.\nThe animals: dog, cat, rabbit\n"
      "Why they came: vaccination, nail clip, check-up\n\n1. Biscuit is the dog.\n";
  EXPECT_THAT(zebra_of(vet + "What did Biscuit come in for?\n"),
              HasSubstr("ask: why_came of Biscuit"));
  EXPECT_THAT(zebra_of(vet + "Why did Rolo come in?\n"), HasSubstr("ask: why_came of Rolo"));
}

TEST(EnglishCarshare, BehindTheDoorAndOfAllFive) {
  const std::string houses =
      "There are three houses in a row.\nDoors: lilac, teal, amber\nHobbies: chess, golf, "
      "darts\nAges: 20, 30, 40\n\n";
  EXPECT_THAT(zebra_of(houses + "1. The chess player lives behind the lilac door.\n"),
              HasSubstr("1: chess is lilac\n"));
  EXPECT_THAT(zebra_of(houses + "1. The chess player is the youngest of all three.\n"),
              HasSubstr("1: chess is age.20\n"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

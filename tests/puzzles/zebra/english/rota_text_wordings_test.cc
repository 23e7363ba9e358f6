// A dog walker's text in our own words: the days said as a range inside a
// colon's comma list (`Same as ever: one walk a day, Monday to Thursday,
// the park loop`), a picture ending the sentence of a list (`one poodle
// 🐩`), `but not Monday` of a value of the compared days, and `Which dog
// ...?` never asking the days said after `a day`. Also a headed list after
// a printed list of clues, of another size, which is talk.
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

const std::string kRota =
    "Same as ever: one walk a day, Monday to Thursday, the park loop.\n\n"
    "The four this week are Rex, Moss, Pip and Tess. One pug, one boxer, one beagle and one "
    "poodle \xF0\x9F\x90\xA9\n\n";

TEST(EnglishRotaText, ARangeInsideAColonsListAndAPictureAfterTheLast) {
  const std::string z = zebra_of(kRota + "1. Rex's the pug.\nWhat day is Rex?\n");
  EXPECT_THAT(z, AllOf(HasSubstr("day: 1 2 3 4\n"), HasSubstr(": pug boxer beagle poodle\n"),
                       Not(HasSubstr("park_loop")), HasSubstr("ask: day of Rex")));
}

TEST(EnglishRotaText, ButNotAValueOfTheComparedMeasure) {
  EXPECT_THAT(zebra_of(kRota + "1. Moss's earlier in the week than Pip but not Monday.\n"),
              HasSubstr("1: all of: day(Moss) < day(Pip); Moss is not day.1\n"));
}

TEST(EnglishRotaText, WhichDogNeverAsksTheDaysSaidAfterADay) {
  const std::string z = zebra_of(kRota + "1. Rex's the pug.\nWhich dog is the beagle?\n");
  EXPECT_THAT(z, AllOf(HasSubstr("of beagle"), Not(HasSubstr("ask: day of beagle"))));
}

TEST(EnglishRotaText, AHeadedListAfterTheClueListIsTalk) {
  const std::string z = zebra_of(kRota +
                                 "- Rex's the pug.\n- Moss's the boxer.\n- Pip's the beagle.\n\n"
                                 "Bring: bags, treats and the spare lead.\n\nWhat day is Rex?\n");
  EXPECT_THAT(z, AllOf(Not(HasSubstr("spare_lead")),
                       HasSubstr("# Bring: bags, treats and the spare lead")));
}

// A market flyer's stalls, their ends named by landmarks with `end`.
const std::string kStalls =
    "Our four traders stand in stalls 1 to 4: stall 1 at the church end and stall 4 at the car "
    "park end. The traders are Ann, Bo, Cy and Di, and each sells one thing: honey, cheese, "
    "bread or eggs.\n\n";

TEST(EnglishRotaText, EndsNamedByLandmarksWithEnd) {
  EXPECT_THAT(zebra_of(kStalls + "1. Di's stall is at the car park end.\n"),
              HasSubstr("1: Di at 4\n"));
  EXPECT_THAT(zebra_of(kStalls + "1. The bread stall is right next to the cheese, on the car park "
                                 "side of it.\n"),
              HasSubstr("1: bread just right of cheese\n"));
  EXPECT_THAT(
      zebra_of(kStalls + "1. Of Ann and the egg seller, one is at the left end and the "
                         "other is at the right end.\n"),
      HasSubstr("1: any of: (all of: Ann at 1; eggs at 4); (all of: Ann at 4; eggs at 1)\n"));
}

// A pair at the two ends, said by the landmarks, by one end and the other,
// or first and last; in a flyer with prices too, where `the first` is no
// place of the row.
TEST(EnglishRotaText, APairAtTheTwoEnds) {
  const std::string priced = kStalls + "Their prices are $2, $3, $4 and $5.\n\n";
  const std::string ends =
      "1: any of: (all of: Ann at 1; eggs at 4); (all of: Ann at 4; eggs at 1)\n";
  EXPECT_THAT(zebra_of(priced + "1. Of Ann and the egg seller, one is at the church end and the "
                                "other is at the car park end.\n"),
              HasSubstr(ends));
  EXPECT_THAT(zebra_of(priced + "1. Of Ann and the egg seller, one is at one end and the other "
                                "is at the other end.\n"),
              HasSubstr(ends));
  EXPECT_THAT(zebra_of(priced + "1. Ann is at one end and the egg seller is at the other end.\n"),
              HasSubstr(ends));
  EXPECT_THAT(
      zebra_of(kStalls + "1. Of Ann and the egg seller, one is first and the other last.\n"),
      HasSubstr("1: Ann and eggs are p1 and p4\n"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

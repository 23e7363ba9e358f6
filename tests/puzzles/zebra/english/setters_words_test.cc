// Ways puzzle setters word their lists and clues, in our own words: a
// list before a colon's list whose noun is `figure` (taken for `figure
// out`, and the list lost); ranges said `from 1st down to 5th` and
// `between Monday and Thursday, one a day`; a gap counted in the things
// that stand in the places (`two scarecrows between`), never in a
// measure (`two years between`); `either of the two middle` places; a
// bracket's list whose first item the other lists cut off; `not at the
// chair nearest the door`; and
// `The four customers were Mr. Otley, the one who brought in the camera,
// ...`, a list of four, no apposition.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kLane =
    "The four pitches along the lane are numbered 1 to 4. The families were the Abbotts, the "
    "Browns, the Clarkes and the Dunns, and each dressed their guy as a different figure: a "
    "pilot, a queen, a robot and a sailor.\n\n";

TEST(EnglishSettersWords, AListBeforeAColonsListOfFigures) {
  const std::string z = zebra_of(kLane + "1. The queen is on pitch 1.\n");
  EXPECT_THAT(z, HasSubstr("category family: Abbotts Browns Clarkes Dunns\n"));
  EXPECT_THAT(z, HasSubstr("category figure: pilot queen robot sailor\n"));
}

TEST(EnglishSettersWords, AGapCountedInTheThingsThatStandThere) {
  EXPECT_EQ(statement(kLane, "There are exactly two guys between the Abbotts' and the Dunns'."),
            "Abbotts 3 away from Dunns");
  EXPECT_EQ(statement(kLane, "The Dunns' guy wasn't on either of the two middle pitches."),
            "not: Dunns at 2 or 3");
  // (A measure counts no places.)
  EXPECT_EQ(statement(kLane, "There are two years between the Abbotts and the Dunns."), "");
}

TEST(EnglishSettersWords, RangesSaidDownToAndBetween) {
  const std::string ranked =
      "Four cooks, Bea, Col, Dot and Eli, were ranked from 1st down to 4th. Each made a "
      "different soup: leek, pea, tomato and onion.\n\n";
  EXPECT_THAT(zebra_of(ranked + "1. Bea made the pea soup.\n"),
              HasSubstr("ordered place: 1 2 3 4\n"));
  EXPECT_EQ(statement(ranked, "Col finished two places below Eli."), "place(Col) = place(Eli) + 2");
  const std::string days =
      "Four customers came in between Monday and Thursday, one a day: Ann, Bo, Cy and Di. Each "
      "left a different item: a banjo, a camera, a drum and a harp.\n\n";
  EXPECT_THAT(zebra_of(days + "1. Ann left the drum.\n"), HasSubstr("ordered day: 1 2 3 4\n"));
  EXPECT_EQ(statement(days, "Bo came in the day before Cy."), "day(Bo) = day(Cy) - 1");
}

TEST(EnglishSettersWords, ABracketKeepsTheFirstItemTheOtherListsCutOff) {
  const std::string z = zebra_of(
      "Four customers called in. Each of the four (Gwen, Howard, Ines and Jerome) owns a "
      "different make (an Olympia, a Remington, a Royal and a Smith-Corona), each machine came "
      "in with a different fault (sticky keys, a broken ribbon spool, a jammed carriage and a "
      "bent typebar), and each was collected at a different time: 9:30am, 10:00am, 10:30am or "
      "11:00am.\n\n1. Gwen owns the Royal.\n");
  EXPECT_THAT(z, HasSubstr("category fault: sticky_keys broken_ribbon_spool jammed_carriage "
                           "bent_typebar\n"));
}

TEST(EnglishSettersWords, NotAtThePlaceNearestALandmark) {
  const std::string chairs =
      "Four chairs stand in a line, numbered 1 to 4, with chair 1 nearest the door and chair 4 "
      "nearest the back. Each is worked by a different barber: Angelo, Dev, Marcus and "
      "Tomasz.\n\n";
  EXPECT_EQ(statement(chairs, "Tomasz doesn't work at the chair nearest the door."),
            "Tomasz not at 1");
  EXPECT_EQ(statement(chairs, "Dev works at the chair nearest the door."), "Dev at 1");
}

TEST(EnglishSettersWords, TheFourWereAListNotAnApposition) {
  const std::string shop =
      "Four customers, Ann, Bo, Cy and Di, came in on Monday, Tuesday, Wednesday and Thursday, "
      "one a day. Each pawned a different item: a banjo, a camera, a drum and a harp.\n\n";
  EXPECT_EQ(statement(shop,
                      "The four customers were Ann, the one who brought in the camera, the "
                      "Thursday customer and the one who pawned the harp."),
            "different: Ann camera day.4 harp");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

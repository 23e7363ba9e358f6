// Wordings of a detective story's riddle (a country house, its guests'
// rooms along a corridor and their bedtimes): a range of rooms with an
// aside inside it, `beyond` and `one number further from the stairs`, a
// remark after a dash that says the clause again, `a full hour`, a pronoun
// never the clause's own subject, `the middle room` no frame, an aside
// inside a list, and `In whose room was ... found?`. Heads written for
// these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::error_of;
using testing_english::statement;
using testing_english::zebra_of;

// Rooms 1 to 3 with the stairs by room 1; bedtimes compared in hours.
const std::string kHouse =
    "Three guests, Ann, Bo and Cy, slept in the east corridor. The rooms run from number 1, "
    "beside the stairs, to number 3 at the far end, and each guest had one of them. Each went "
    "up to bed at a different time - 9:00, 10:00 and 11:00 - and in each room we found one "
    "thing: a key, a letter and, of course, the brooch.\n\n";

TEST(EnglishStoryWordings, ARangeOfRoomsWithAnAsideSetsTheRow) {
  EXPECT_THAT(zebra_of(kHouse + "1. Ann retired an hour before Bo.\n2. Cy is in room 3.\n"),
              AllOf(HasSubstr("positions: 3\n"), HasSubstr("category thing: key letter brooch\n"),
                    Not(HasSubstr("beside_the_stairs"))));
}

TEST(EnglishStoryWordings, BeyondIsFurtherFromTheLandmark) {
  EXPECT_EQ(statement(kHouse, "Bo's room is the very next one beyond Ann's."),
            "Bo just right of Ann");
  EXPECT_EQ(statement(kHouse, "Bo's room is one number further from the stairs than Ann's."),
            "Bo just right of Ann");
  // A remark after a dash that says the clause again in other words.
  EXPECT_EQ(statement(kHouse,
                      "Bo's room is the very next one beyond Ann's - one number further from "
                      "the stairs."),
            "all of: Bo just right of Ann; Bo just right of Ann");
}

TEST(EnglishStoryWordings, AFullHourIsAnHour) {
  EXPECT_EQ(statement(kHouse, "Ann retired a full hour before Bo."), "time(Ann) = time(Bo) - 60");
}

TEST(EnglishStoryWordings, APronounIsNeverTheClausesOwnSubject) {
  EXPECT_EQ(statement(kHouse,
                      "Ann retired an hour before Bo, and Bo's room is the very next one beyond "
                      "hers."),
            "all of: time(Ann) = time(Bo) - 60; Bo just right of Ann");
}

TEST(EnglishStoryWordings, TheMiddleRoomIsAPlaceNoFrame) {
  // Refused, with its place, rather than shown as a frame and dropped.
  EXPECT_THAT(error_of(kHouse + "1. Whoever went up last slept in the middle room.\n"),
              HasSubstr(":3:4: could not read this clue"));
}

TEST(EnglishStoryWordings, InWhoseRoomWasItFound) {
  EXPECT_THAT(zebra_of(kHouse + "1. Ann retired an hour before Bo.\n\nIn whose room was the "
                                "brooch found?\n"),
              HasSubstr("ask: guest of brooch\n"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

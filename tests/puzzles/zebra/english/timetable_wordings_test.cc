// A timetable's words, where `left` is a departure and not a side: `left
// from platform 3`, `Cy left 15 minutes after the Ayr train`, `the last
// of the three departures` (the latest time, where `the last train` may be
// the row's end), and `Bo's platform number was one higher than Ann's`
// beside a list of clock times. Riddle written for these tests
// (own_timetable.txt: one solution of 216, by a brute force of its own).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using testing_english::data;
using testing_english::error_of;
using testing_english::statement;

const std::string kTrains =
    "Three friends, Ann, Bo and Cy, caught trains to Ayr, Oban and Troon. Their trains were the "
    "09:00, 09:15 and 09:30, and they left from platforms 1, 2 and 3 (one train per "
    "platform).\n\n";

TEST(EnglishTimetable, LeftIsADepartureBeforeFromOrAnAmountOfTime) {
  EXPECT_EQ(statement(kTrains, "The Oban train left from platform 3."), "Oban at 3");
  EXPECT_EQ(statement(kTrains, "Cy left 15 minutes after the Ayr train."),
            "time(Cy) = time(Ayr) + 15");
  EXPECT_EQ(statement(kTrains, "Cy left half an hour before Bo."), "time(Cy) = time(Bo) - 30");
  // (`left of` stays the side.)
  EXPECT_EQ(statement(kTrains, "Cy is immediately left of Bo."), "Cy just left of Bo");
}

TEST(EnglishTimetable, TheFirstOrLastOfTheDeparturesIsAnEndInTime) {
  EXPECT_EQ(statement(kTrains, "The last of the three departures did not leave from platform 3."),
            "time.570 not at 3");
  EXPECT_EQ(statement(kTrains, "The first departure did not leave from platform 1."),
            "time.540 not at 1");
  // `The last train` may be the one on the last platform: refused.
  EXPECT_THAT(error_of(kTrains + "1. The last train did not leave from platform 2.\n"),
              HasSubstr("could not read this clue"));
}

TEST(EnglishTimetable, APlatformNumberBesideTimesIsThePlace) {
  EXPECT_EQ(statement(kTrains, "Bo's platform number was one higher than Ann's."),
            "Bo just right of Ann");
  EXPECT_EQ(statement(kTrains, "Bo's platform number is two lower than Ann's."),
            "Bo 2 left of Ann");
  const testing::RunResult r =
      testing::run_deduce({"solve", "--format", "answer", data("own_timetable.txt")});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "Oban\n");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

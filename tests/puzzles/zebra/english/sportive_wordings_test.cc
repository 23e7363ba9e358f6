// A cycling club's results in our own words: finishing times `4:02, 4:14,
// ...` that the clues count in minutes (hours and minutes, not minutes and
// seconds), a count of none (`tallies of punctures: none, one, two and
// three`) and a question asked after a dash (`I'll leave the rest to you -
// so, what was Cy's time?`). Heads written for these tests.
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
using testing_english::zebra_of;

const std::string kRide =
    "Ann, Bo and Cy rode the hilly hundred on a Raleigh, a Dawes and a Brompton. The finishing "
    "times were 3:50, 4:10 and 4:35.\n\n";

TEST(EnglishSportiveWordings, FinishingTimesCountedInMinutesAreHoursAndMinutes) {
  // (As minutes and seconds, 25 seconds apart at most, `20 minutes`
  // would fit no two, and the clue was refused.)
  EXPECT_THAT(zebra_of(kRide + "1. Ann finished 20 minutes ahead of Bo.\n"),
              HasSubstr("1: time(Ann) = time(Bo) - 20\n"));
  // Where a clue says seconds, they stay minutes and seconds.
  EXPECT_THAT(error_of("Ann, Bo and Cy ran the mile on a wet track. The finishing times were "
                       "3:50, 4:10 and 4:35.\n\n1. Ann finished 20 seconds ahead of Bo.\n2. Cy "
                       "finished 45 minutes after Ann.\n"),
              HasSubstr("45 minutes"));
}

TEST(EnglishSportiveWordings, NoneIsACountOfNought) {
  const std::string zebra = zebra_of(
      "Ann, Bo and Cy rode the hilly hundred. Between them they had different tallies "
      "of punctures: none, one and two.\n\n1. Ann had 0 punctures.\n2. Bo had more "
      "punctures than Cy.\n");
  EXPECT_THAT(zebra,
              AllOf(HasSubstr("ordered puncture: 0 1 2\n"), HasSubstr("1: Ann is puncture.0\n"),
                    HasSubstr("2: puncture(Bo) > puncture(Cy)\n")));
}

TEST(EnglishSportiveWordings, AQuestionAfterADashIsAsked) {
  const std::string zebra =
      zebra_of(kRide +
               "1. Ann finished 20 minutes ahead of Bo.\n2. Cy was on the Raleigh.\n3. "
               "Bo did not ride the Brompton.\n\nI'll leave the rest to you - so, what "
               "was Cy's time?\n");
  EXPECT_THAT(zebra, AllOf(HasSubstr("ask: time of Cy\n"), HasSubstr("# I'll leave the rest")));
  // (A dash before a remark that asks nothing of the grid leaves it a
  // remark: `- can anyone solve it?`.)
  EXPECT_THAT(zebra_of(kRide + "1. Ann finished 20 minutes ahead of Bo.\n\nI have been stuck on "
                               "this for an hour - can anyone solve it?\n"),
              Not(HasSubstr("ask:")));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

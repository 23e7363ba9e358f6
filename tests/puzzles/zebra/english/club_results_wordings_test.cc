// Club results in our own words: a margin said after a comma (`, but only
// by 4 points`), the teller's stance closing a sentence (`if I'm honest`),
// an exclamation said as a question (`and didn't they let us know about
// it`), `beat` over scores where the players also started at times of day,
// and `Who won the Cup?` of a cup that no list holds.
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

const std::string kQuiz =
    "Three teams entered: the Owls, the Foxes and the Hares. The captains were Al, Bea and Cy. "
    "The scores were 20, 24 and 27 points.\n\n";

TEST(EnglishClubResults, AMarginAfterACommaAndAClosingStance) {
  const std::string said = "score_point(Owls) = score_point(Hares) + 4\n";
  EXPECT_THAT(zebra_of(kQuiz + "- The Owls beat the Hares, but only by 4 points.\n"),
              HasSubstr(said));
  EXPECT_THAT(zebra_of(kQuiz + "- The Owls beat the Hares by 4 points, if I'm honest.\n"),
              HasSubstr(said));
  EXPECT_THAT(zebra_of(kQuiz + "- The Owls beat the Hares, but only by 4 points if I'm honest.\n"),
              HasSubstr(said));
}

TEST(EnglishClubResults, AMarginAfterTheOtherSide) {
  EXPECT_THAT(zebra_of(kQuiz + "- The Owls scored more than the Hares by 4 points.\n"),
              HasSubstr("score_point(Owls) = score_point(Hares) + 4\n"));
  EXPECT_THAT(zebra_of(kQuiz + "- The Owls scored more than the Hares, but only by 4 points.\n"),
              HasSubstr("score_point(Owls) = score_point(Hares) + 4\n"));
}

TEST(EnglishClubResults, AnExclamationSaidAsAQuestionIsNoDenial) {
  const std::string z =
      zebra_of(kQuiz + "- Al's team won the whole thing, and didn't they let us know about it.\n");
  EXPECT_THAT(z, AllOf(HasSubstr("1: Al is score_point.27\n"), Not(HasSubstr("Al is not Al"))));
}

TEST(EnglishClubResults, APartDenyingAValueIsItselfIsNoReading) {
  // (It had read `all of: Al is score_point.27; Al is not Al`; the
  // teller's remark, naming nothing, is now taken off.)
  const std::string z = zebra_of(kQuiz + "- Al's team won, and they didn't know it.\n");
  EXPECT_THAT(z, AllOf(HasSubstr("1: Al is score_point.27\n"), Not(HasSubstr("Al is not Al"))));
}

TEST(EnglishClubResults, OfAPhrasesReadingsThoseDenyingAValueIsItselfGo) {
  const std::string z = zebra_of(
      "There are 3 houses, numbered 1 to 3 from left to right.\nEach person drives a different "
      "car: Honda, Ford, Kia.\nEach person rides a different motorbike: Honda, Ducati, Vespa.\n\n"
      "1. The person who drives the Honda is not the person who drives the Honda.\n");
  EXPECT_THAT(z, AllOf(HasSubstr("1: any of: car.Honda is not motorbike.Honda; motorbike.Honda is "
                                 "not car.Honda\n"),
                       Not(HasSubstr("car.Honda is not car.Honda"))));
}

const std::string kGolf =
    "The Cup was played between our three qualifiers: Dee, Mo and Cliff. They went out at 08:00, "
    "08:10 and 08:20, and the most points wins. The three scores were 31, 33 and 36 points.\n\n";

TEST(EnglishClubResults, BeatIsOfScoresNotOfTimesOfDay) {
  EXPECT_THAT(zebra_of(kGolf + "- Dee beat Cliff but didn't beat Mo.\n"),
              HasSubstr("1: all of: score_point(Dee) > score_point(Cliff); score_point(Dee) < "
                        "score_point(Mo)\n"));
}

TEST(EnglishClubResults, WhoWonACupNoListHolds) {
  EXPECT_THAT(zebra_of(kGolf + "- Dee went out first.\nWho won the Cup?\n"),
              HasSubstr("ask: our_qualifier of score_point.36"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

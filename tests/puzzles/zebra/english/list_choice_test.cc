// Which list a question asks or a comparison is over, where two lists of
// numbers could be meant: an age or a year joined, a count of visits or
// an age, a list named after the value a question asks of (`What is
// Bo's blood type?`). Heads written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using testing_english::error_of;
using testing_english::statement;
using testing_english::zebra_of;

// Ages and the years the players joined: both numbers, both `old`.
const std::string kLadder =
    "Five players are on the club ladder. They are aged 29, 36, 41, 47 and 52, and they joined "
    "the club in 2005, 2007, 2009, 2011 and 2013.\n\nPlayers: Ann, Bo, Cy, Di, Ed\n"
    "Blood groups: A+, B+, AB-, O+, O-\n\n1. Ann is 29.\n\n";

TEST(EnglishListChoice, HowOldAsksTheAgeNotTheYearJoined) {
  EXPECT_THAT(zebra_of(kLadder + "How old is Bo?\n"), HasSubstr("ask: aged of Bo\n"));
  EXPECT_THAT(zebra_of(kLadder + "What is Bo's age?\n"), HasSubstr("ask: aged of Bo\n"));
  EXPECT_THAT(zebra_of(kLadder + "When did Bo join?\n"), HasSubstr("ask: joined_club of Bo\n"));
  // `older` of two players is their age, never a longer time in the club.
  EXPECT_THAT(zebra_of(kLadder + "2. Bo is older than Cy.\n"),
              HasSubstr("2: aged(Bo) > aged(Cy)\n"));
}

TEST(EnglishListChoice, AQuestionOfAValuesNounAfterItsName) {
  // `What is Bo's blood type?`: the list the words after the name say
  // (`blood` of `Blood groups`), as `Which blood group is Bo's?` asks it.
  EXPECT_THAT(zebra_of(kLadder + "What is Bo's blood type?\n"),
              HasSubstr("ask: blood_group of Bo\n"));
  EXPECT_THAT(zebra_of(kLadder + "What was the age of Cy?\n"), HasSubstr("ask: aged of Cy\n"));
}

TEST(EnglishListChoice, MoreTimesCountsVisitsNotYears) {
  const std::string museum =
      "Four visitors came to the museum this week, each for a different time: it was their 2nd, "
      "4th, 6th and 8th visit.\n\nVisitors: Ann, Bo, Cy, Di\nAges: 20, 30, 40, 50\n\n";
  EXPECT_EQ(statement(museum, "Ann has been more times than Bo."), "visit(Ann) > visit(Bo)");
  EXPECT_EQ(statement(museum, "Di has visited the fewest times."), "Di is visit.2");
}

TEST(EnglishListChoice, AVerbThatNamesAnOrderedListAsksIt) {
  const std::string trials =
      "Four handlers ran their dogs at the trials.\n\nHandlers: Ann, Bo, Cy, Di\n"
      "Dogs: Fly, Meg, Nell, Roy\nScores: 70, 75, 80, 85\n\n1. Ann's dog is Fly.\n\n";
  // Not the dog: `Bo's dog` is whose score.
  EXPECT_THAT(zebra_of(trials + "What did Bo's dog score?\n"), HasSubstr("ask: score of Bo\n"));
  EXPECT_THAT(zebra_of(trials + "What did Bo score?\n"), HasSubstr("ask: score of Bo\n"));
  // `saving for` asks what for, not the weeks of `saving for 3 weeks`.
  const std::string savers =
      "Ann, Bo, Cy and Di are saving up. One wants a kite, one a ball, one a game and one a "
      "book. They have been saving for 3 weeks, 5 weeks, 6 weeks and 8 weeks.\n\n"
      "1. Ann wants the kite.\n\n";
  EXPECT_THAT(zebra_of(savers + "What is Cy saving for?\n"), HasSubstr("ask: want of Cy\n"));
}

TEST(EnglishListChoice, ThingsCalledByNamesAreNotThePeople) {
  // The list after `one bird -` is birds, and the names they are `called`
  // are no one's: `who` asks the falconers, `the name of` the birds' names.
  const std::string show =
      "Four falconers each flew one bird - a kestrel, an owl, a hawk and a kite - called Archie, "
      "Bramble, Ghost and Tilly.\n\nFalconers: Ann, Bo, Cy, Di\n\n1. Ann flew the owl.\n\n";
  EXPECT_THAT(zebra_of(show + "Who flew the owl?\n"),
              AllOf(HasSubstr("category bird: kestrel owl hawk kite\n"),
                    HasSubstr("ask: falconer of owl\n")));
  EXPECT_THAT(zebra_of(show + "What is the name of Bo's bird?\n"),
              HasSubstr("ask: called of Bo\n"));
  // Girls called so are people.
  EXPECT_THAT(zebra_of("Four girls called Amy, Bea, Cat and Di each kept a pet: a cat, a dog, a "
                       "rat and a fish.\n\n1. Amy kept the rat.\n\nWho kept the dog?\n"),
              HasSubstr("ask: girl of dog\n"));
}

TEST(EnglishListChoice, AnOrderInTimeIsNeverOfACount) {
  // `batted after` says nothing of runs: refused where the batting order
  // is no list it reads (once read as more runs), read over a time.
  const std::string innings =
      "Three batters played.\n\nBatters: Ava, Ben, Cal\nRuns: 12, 27, 38\n\n";
  EXPECT_EQ(statement(innings, "Cal batted after Ava."), "");
  EXPECT_EQ(statement(innings, "Cal went in one place after Ava."), "");
  EXPECT_EQ(statement(innings, "Cal scored more runs than Ava."), "run(Cal) > run(Ava)");
  const std::string timed =
      "Three batters played.\n\nBatters: Ava, Ben, Cal\nRuns: 12, 27, 38\n"
      "Went in: 2:00pm, 2:30pm, 3:00pm\n\n";
  EXPECT_EQ(statement(timed, "Cal batted after Ava."), "went(Cal) > went(Ava)");
}

TEST(EnglishListChoice, ScoreAsksMarksAndAFullPointIsOne) {
  const std::string karaoke =
      "Three singers took the mic, and the landlady gave each a mark out of ten: 6.5, 7.0 and "
      "8.0.\n\nSingers: Bernie, Deepak, Fiona\n\n";
  EXPECT_THAT(zebra_of(karaoke + "1. Bernie got the top mark.\n\nWhat did Deepak score?\n"),
              HasSubstr("ask: mark_out of Deepak\n"));
  // `a full point more` is one point more, never only more.
  EXPECT_EQ(statement(karaoke, "Fiona scored a full point more than Deepak."),
            "mark_out(Fiona) = mark_out(Deepak) + 1");
}

TEST(EnglishListChoice, FinishingTimesAreMinutesAndSeconds) {
  // `1:48` of finishing times is a minute and 48 seconds, so `17 seconds
  // faster` is 17 of them (as a time of day it would be 17 hours).
  const std::string contest =
      "Three eaters raced. The finishing times were 1:48, 2:05 and 2:19.\n\n"
      "Eaters: Hank, Mitch, Otis\n\n";
  EXPECT_EQ(statement(contest, "Hank finished 17 seconds faster than Mitch."),
            "time(Hank) = time(Mitch) - 17");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

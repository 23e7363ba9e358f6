// A club newsletter's wordings of a contest and its members: `our winner`
// and `our longest-serving member` (the riddle's, as `the` says it), the
// winner as an object where places are a list, `placed immediately above`,
// `than anyone else in the section`, and a closing `which` comment that
// says nothing, dropped, where one that places is kept. Heads written for
// these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::error_of;
using testing_english::statement;

// Four growers placed 1st to 4th, with their marrows' weights.
const std::string kShow =
    "Four growers, Ann, Bob, Cas and Dot, entered the marrow class, and the judge placed them "
    "1st to 4th. Their marrows weighed 5, 6, 7 and 8 kg.\n\n";

TEST(EnglishNewsletterWordings, OurWinnerIsTheWinnerAndNeverAFrame) {
  EXPECT_EQ(statement(kShow, "Our winner grew a lighter marrow than anyone else."),
            "place.1 is weighed_kg.5");
  EXPECT_EQ(statement(kShow, "My youngest grower is Cas."), "");
}

TEST(EnglishNewsletterWordings, TheWinnerAsAnObjectIsTheFirstPlace) {
  EXPECT_EQ(statement(kShow, "Dot's marrow weighed 1 kg more than the winner's."),
            "weighed_kg(Dot) = weighed_kg(place.1) + 1");
}

TEST(EnglishNewsletterWordings, AWinIsNeverDroppedAsAFiller) {
  const std::string hats =
      "Four growers, Ann, Bob, Cas and Dot, entered the marrow class, and the judge placed them "
      "1st to 4th. They wore green, grey, white and yellow hats.\n\n";
  // A closing participle is read with the sentence, never for it alone.
  EXPECT_EQ(statement(hats, "Ann won, wearing the green hat."),
            "all of: Ann is place.1; Ann is green");
  // (Where `won` is followed by what no reading takes, it is refused: it
  // had read as `Ann is green`, the win dropped as a filler.)
  EXPECT_EQ(statement(hats, "Ann won with the green hat."), "");
  EXPECT_EQ(statement(hats, "Cas won 2nd prize."), "Cas is place.2");
  EXPECT_EQ(statement(hats, "Dot won the third place."), "Dot is place.3");
}

TEST(EnglishNewsletterWordings, PlacedImmediatelyAboveIsJustAhead) {
  EXPECT_EQ(statement(kShow, "Ann was placed immediately above Bob."),
            "place(Ann) = place(Bob) - 1");
  EXPECT_EQ(statement(kShow, "Cas finished directly below Dot."), "place(Cas) = place(Dot) + 1");
}

TEST(EnglishNewsletterWordings, TheFieldAfterAnyoneElseIsTheWholeField) {
  EXPECT_EQ(statement(kShow, "Bob grew a heavier marrow than anyone else in the class."),
            "Bob is weighed_kg.8");
  EXPECT_EQ(statement(kShow, "Bob grew a heavier marrow than anyone else on the day."),
            "Bob is weighed_kg.8");
}

TEST(EnglishNewsletterWordings, AClosingCommentThatSaysNothingGoes) {
  EXPECT_EQ(statement(kShow, "Ann's marrow was heavier than Bob's, which just goes to show."),
            "weighed_kg(Ann) > weighed_kg(Bob)");
  // (A closing `which` clause that relates is read, never dropped.)
  EXPECT_EQ(statement(kShow,
                      "Ann's marrow was heavier than Bob's, which was 2 kg lighter than "
                      "Cas's."),
            "all of: weighed_kg(Ann) > weighed_kg(Bob); weighed_kg(Bob) = weighed_kg(Cas) - 2");
}

// Four members, the years they joined and their layouts' lengths.
const std::string kClub =
    "Four members, Al, Bea, Cy and Di, brought layouts of 4, 6, 8 and 12 ft. They joined the club "
    "in 1990, 2000, 2005 and 2015.\n\n";

TEST(EnglishNewsletterWordings, TheLongestServingMemberJoinedEarliest) {
  EXPECT_EQ(statement(kClub, "Our longest-serving member brought the 6 ft layout."),
            "layout_ft.6 is joined_club.1990");
  EXPECT_EQ(statement(kClub, "The member who has been here the shortest is Bea."),
            "joined_club.2015 is Bea");
  EXPECT_EQ(statement(kClub, "Al has been a member for less time than Cy."),
            "joined_club(Al) > joined_club(Cy)");
}

TEST(EnglishNewsletterWordings, ATimeServedOverNoListOfTimesIsRefused) {
  // (Never the longest of the layouts: that was a wrong answer.)
  EXPECT_THAT(error_of("Four members, Al, Bea, Cy and Di, brought layouts of 4, 6, 8 and 12 "
                       "ft.\n\n1. The longest-serving member is Bea.\n"),
              HasSubstr("how long one has served"));
}

TEST(EnglishNewsletterWordings, ADashBeforeAListNamesNothing) {
  // (A name made of the dash, `—`, had stopped the translation with an
  // internal message; a sign such as `£` parts words as a space does.)
  const std::string zebra = testing_english::zebra_of(
      "Three of our regulars came to the quiz (two rounds, added up) "
      "— Ann, Bob and Cas — and what a night it was. They scored 10, "
      "20 and 30 points.\n\n1. Ann scored 10 points more than Bob.\n"
      "2. Cas did not score 30 points.\n");
  EXPECT_THAT(zebra, HasSubstr("category name: Ann Bob Cas"));
  EXPECT_EQ(zebra.find("\u2014:"), std::string::npos);
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

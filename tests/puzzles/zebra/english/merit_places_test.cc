// A show's results as a society's secretary reports them, in our own words:
// places listed `in that order of merit` (a 1st, a 2nd, a 3rd and a Highly
// Commended) are places in a contest, the best first; beating is never by
// the number on a plot; a volunteer who `has set you a little challenge`
// frames the riddle. Heads written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::statement;
using testing_english::zebra_of;

TEST(EnglishMeritPlaces, PlacesInOrderOfMeritAreAContestsPlaces) {
  const std::string show =
      "The Shield was contested by four plot-holders: Mr Bains, Mrs Tully, Mr Oduya and Miss Fisk. "
      "Each of the four put up one entry, a dish of shallots, a marrow, a vase of dahlias and a "
      "plate of runner beans, one each, and between them they took a 1st, a 2nd, a 3rd and a "
      "Highly Commended, in that order of merit.\n\n";
  EXPECT_EQ(statement(show, "Mrs Tully beat Miss Fisk."),
            "thing_2(Mrs_Tully) < thing_2(Miss_Fisk)");
  // (The entries, said before, are no order.)
  EXPECT_THAT(zebra_of(show), HasSubstr("\ncategory thing: dish_of_shallots marrow"));
}

TEST(EnglishMeritPlaces, NoOneWinsByThePlotNumber) {
  const std::string plots =
      "Four plot-holders: Mr Bains, Mrs Tully, Mr Oduya and Miss Fisk. They have plots 2, 4, 6 and "
      "8. Between them they took a 1st, a 2nd, a 3rd and a Highly Commended, in that order of "
      "merit.\n\n";
  EXPECT_EQ(statement(plots, "Mrs Tully beat Miss Fisk."),
            "thing(Mrs_Tully) < thing(Miss_Fisk)");
  // (A number said is compared: `went to a higher number`.)
  EXPECT_EQ(statement(plots, "The 1st went to a higher plot number than Mr Bains's."),
            "plot(thing.1) > plot(Mr_Bains)");
}

TEST(EnglishMeritPlaces, TakingLongerIsTime) {
  // `Shona took longer than Mei` of needle sizes (read as lengths) and the
  // days each took: the days.
  const std::string knit =
      "Four knitters, Ingrid, Pat, Shona and Mei, each ended up on a different needle size: "
      "3.5mm, 4mm, 4.5mm and 5mm. They finished in 3, 5, 6 and 9 days, no two the same.\n\n";
  EXPECT_EQ(statement(knit, "Shona took longer than Mei."),
            "finished_day(Shona) > finished_day(Mei)");
}

TEST(EnglishMeritPlaces, TheSpanOfARateNamesNoList) {
  // `two fewer coffees a day`: a rate, never the weekdays (it had read two
  // ways, over the days and the coffees).
  const std::string exams =
      "There are four of us: Tom, Zainab, Lucy and Marcus. Each of us has one exam left this week, "
      "one each on Monday, Tuesday, Wednesday and Thursday. We also each have a daily coffee "
      "count, 1, 2, 3 and 5 coffees a day.\n\nclues:\n1. Zainab's exam is the day before "
      "Marcus's\n2. Lucy drinks two fewer coffees a day than Zainab\n";
  EXPECT_THAT(zebra_of(exams), HasSubstr("\n2: coffee(Lucy) = coffee(Zainab) - 2\n"));
}

TEST(EnglishMeritPlaces, ACountedHeadingNamesItsListByItsLastNoun) {
  // `Four morning buses: the 12, ...` is the buses (it had been named
  // `morning`, and `Which bus goes to Brampton?` refused).
  const std::string buses =
      "Four morning buses: the 12, the 27, the 40 and the 55.\nThey go to Ashby, Brampton, Corley "
      "and Dunmore (one each).\n1. The 27 goes to Ashby.\nWhich bus goes to Brampton?\n";
  EXPECT_THAT(zebra_of(buses), HasSubstr("ask: bus of Brampton\n"));
}

TEST(EnglishMeritPlaces, ASetChallengeFramesTheRiddle) {
  const std::string pens =
      "We have three pens in a row, numbered 1 to 3. Living in them are Biscuit, Duchess and "
      "Nacho.\n\nOur volunteer Kath, who does the litter round and knows them all better than her "
      "own grandchildren, has set you a little challenge.\n1. Biscuit is in pen 2.\n";
  EXPECT_THAT(zebra_of(pens), HasSubstr("1: Biscuit at 2\n"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// A row of plots numbered in order beside a list of years each holder has
// held theirs: the plots' own numbers are the row (`the plot numbered one
// less than Miss Dunmore's`, `Mrs Brennan's plot has a higher number than
// ...`; both had been read over the years held), ends said as places one
// has (`does not have either of the plots at the ends of the row`), where
// one has served said with the serving (`has been there for twelve
// years`, `has been at Hatherley Road the longest`), a value's doer said
// as the value (`The leek grower has held a plot for twice as long as the
// marrow grower`); and scores, lists and questions as a newsletter, a
// fanzine and a knitting circle say them.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kPlots =
    "The three plots are numbered 1 to 3 in a row. The holders are Ann, Bob and Cy, who have held "
    "their plots for 3, 6 and 12 years, and each grew a different vegetable: pumpkin, onions or "
    "beans.\n";

TEST(EnglishPlotNumbers, ThePlotsNumbersAreTheRowNotTheYearsHeld) {
  EXPECT_EQ(statement(kPlots, "The pumpkin was grown on the plot numbered one less than Cy's."),
            "pumpkin just left of Cy");
  EXPECT_EQ(statement(kPlots, "Ann's plot has a higher number than Cy's."), "Ann right of Cy");
  // (They had been read `plot_year(pumpkin) < plot_year(Cy)` and
  // `plot_year(Ann) > plot_year(Cy)`.)
  EXPECT_EQ(statement(kPlots, "Ann has held her plot longer than Cy."),
            "plot_year(Ann) > plot_year(Cy)");
}

TEST(EnglishPlotNumbers, EndsAndServingAndDoers) {
  EXPECT_EQ(statement(kPlots, "Ann does not have either of the plots at the ends of the row."),
            "not: Ann at an end");
  EXPECT_EQ(statement(kPlots, "Ann has one of the end plots."), "Ann at an end");
  EXPECT_EQ(statement(kPlots, "Ann has been there for 12 years."), "Ann is plot_year.12");
  EXPECT_EQ(statement(kPlots,
                      "Ann, who has been at Hatherley Road the longest, does not have "
                      "either of the plots at the ends of the row."),
            "all of: Ann is plot_year.12; (not: Ann at an end)");
  EXPECT_EQ(statement(kPlots, "The pumpkin grower has held a plot for twice as long as Bob."),
            "plot_year(pumpkin) = 2 * plot_year(Bob)");
}

TEST(EnglishPlotNumbers, ANewslettersFanzinesAndKnittingCirclesWords) {
  // `What was the number on Mr Patel's ticket?`: the number of it.
  const std::string raffle = zebra_of(
      "The prizes went to Mrs Okafor, Mr Hughes and Mr Patel. The prizes were a hamper, a Lego "
      "set and a voucher, and the winning tickets were numbers 17, 42 and 88.\n"
      "1. The hamper went to the highest ticket number.\n2. Mr Patel won the Lego set.\n"
      "3. Mr Hughes's ticket number was lower than Mr Patel's.\n"
      "What was the number on Mr Patel's ticket?\n");
  EXPECT_THAT(raffle, HasSubstr("ask: ticket_number of Mr_Patel\n"));
  // `4, 6, 9 and 13 league goals`: the list is named by what it counts,
  // and `scored` compares the goals, not the shirts.
  const std::string fanzine = zebra_of(
      "Our three signings, Okonkwo, Birch and Halloran, wear the 7, 9 and 10 shirts, and they've "
      "got 4, 6 and 13 league goals between them so far.\n"
      "1. Birch has scored fewer than Halloran.\n2. Halloran wears the 7 shirt.\n"
      "How many goals has Halloran scored?\n");
  EXPECT_THAT(fanzine, HasSubstr("ordered league_goal: 4 6 13\n"));
  EXPECT_THAT(fanzine, HasSubstr("1: league_goal(Birch) < league_goal(Halloran)\n"));
  // `at Saturday's Fayre, we took £86 and the mince pies had gone by
  // eleven` is no list of three (an item that opens with `we took` is a
  // clause): the knitting circle's email of the fresh riddles had been
  // refused, its four knitters counted against three.
  std::ifstream in(
      deduce::testing::source_path("tests/puzzles/zebra/english/fresh/s12_knitting.txt"));
  const std::string email((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::string z = zebra_of(email);
  EXPECT_THAT(z, HasSubstr("category name: Jean Pat Moira Hilary\n"));
  EXPECT_THAT(z, Not(HasSubstr("we_took")));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

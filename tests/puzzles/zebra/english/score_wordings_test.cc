// Wordings of scores and their holders as a magazine's puzzle page writes
// them (a darts league): a value whose name holds `and` said each with
// `the`, `a three-figure checkout` and `in double figures`, `fifteen short
// of`, the highest `hit by` someone, and `anyone from` a place denied;
// winning where a list is of the places a contest gave (`came 1st`, `won
// the tournament`, `didn't win the league`, `our league champion`), and a
// unit's other name in brackets (`11 maximums (180s)`). Heads written for
// these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::statement;
using testing_english::zebra_of;

// Four players, their pubs and their best scores; `the Fox and Hounds`
// holds `and`, said among items each with `the`.
const std::string kDarts =
    "Four darts players, Al, Bo, Cy and Di, each throw for a different pub: the Crown, the Lion, "
    "the Fox and Hounds and the Anchor. Their best checkouts were 8, 45, 104 and 137.\n\n";

TEST(EnglishScoreWordings, AValueHoldingAndAmongItemsWithTheIsOneItem) {
  EXPECT_THAT(zebra_of(kDarts + "1. Al plays for the Lion.\n"),
              HasSubstr("category pub: Crown Lion Fox_and_Hounds Anchor\n"));
}

TEST(EnglishScoreWordings, SoManyFiguresAreTheValuesWithThatManyDigits) {
  EXPECT_EQ(statement(kDarts, "Bo managed a three-figure checkout."),
            "Bo is best_checkout.104 or best_checkout.137");
  EXPECT_EQ(statement(kDarts, "Cy scored in double figures."), "Cy is best_checkout.45");
  EXPECT_EQ(statement(kDarts, "Neither Al nor the Crown player managed a three-figure checkout."),
            "all of: neither Al nor Crown is best_checkout.104; neither Al nor Crown is "
            "best_checkout.137");
  // (Where the count takes every value or none, it is no choice.)
  EXPECT_EQ(statement(kDarts, "Bo managed a four-figure checkout."), "");
}

TEST(EnglishScoreWordings, SoManyShortOfIsThatMuchLess) {
  EXPECT_EQ(statement("Four darts players, Al, Bo, Cy and Di, scored 60, 75, 90 and 105.\n\n",
                      "Al finished fifteen short of Bo."),
            "scored(Al) = scored(Bo) - 15");
}

TEST(EnglishScoreWordings, AnyoneFromAPlaceDeniedIsTheOneFromThere) {
  EXPECT_EQ(statement(kDarts, "The highest checkout wasn't hit by anyone from the Anchor."),
            "best_checkout.137 is not Anchor");
  EXPECT_EQ(statement(kDarts, "Al didn't beat anyone from the Lion."), "");
}

// Places 1st to 4th beside two other lists of numbers, the first of them
// counted in a unit with another name.
const std::string kLeague =
    "The top four (Gaz, Pete, Sandra and Tony) finished 1st, 2nd, 3rd and 4th in some order, and "
    "between them they managed 3, 6, 8 and 11 maximums (180s) over the season. Each of them "
    "also hit a different best checkout: 84, 100, 121 and 158.\n\n";

TEST(EnglishScoreWordings, WinningIsTheFirstPlaceWhereTheContestGavePlaces) {
  // (Each read three ways before: the first place, the most 180s and the
  // highest checkout.)
  EXPECT_EQ(statement(kLeague, "Gaz came 1st."), "Gaz is finished.1");
  EXPECT_EQ(statement(kLeague, "Gaz won."), "Gaz is finished.1");
  EXPECT_EQ(statement(kLeague, "Gaz won the tournament."), "Gaz is finished.1");
  EXPECT_EQ(statement(kLeague, "Gaz didn't win the league."), "Gaz is not finished.1");
  EXPECT_EQ(statement(kLeague, "The 121 came from our league champion."),
            "best_checkout.121 is finished.1");
  EXPECT_EQ(statement(kLeague, "Gaz finished third."), "Gaz is finished.3");
  EXPECT_EQ(statement(kLeague, "The league was won by Sandra."), "Sandra is finished.1");
  EXPECT_EQ(statement(kLeague,
                      "The league was won by Sandra, who, as it happens, hit the "
                      "lowest checkout."),
            "all of: Sandra is best_checkout.84; Sandra is finished.1");
  // A measure said beside the win is still that measure's.
  EXPECT_EQ(statement(kLeague, "The winner hit the highest checkout."),
            "finished.1 is best_checkout.158");
}

TEST(EnglishScoreWordings, AUnitsOtherNameInBracketsCountsInTheUnit) {
  EXPECT_EQ(statement(kLeague, "Sandra threw five more 180s than Tony."),
            "managed_maximum(Sandra) = managed_maximum(Tony) + 5");
  EXPECT_EQ(statement(kLeague, "The player with the fewest 180s had the highest checkout."),
            "managed_maximum.3 is best_checkout.158");
  EXPECT_EQ(statement(kLeague,
                      "Gaz threw more 180s than anyone, but he still didn't win the "
                      "league."),
            "all of: Gaz is managed_maximum.11; Gaz is not finished.1");
}

TEST(EnglishScoreWordings, TheWinnerOfScoresWhereTheRowIsOfTables) {
  // Teams at tables in a row, scored apart from the row: the winner is the
  // top score, as the subject of a sentence too.
  const std::string quiz =
      "Last month three teams played: Owls, Foxes and Hares. Their captains were Dave, Pete and "
      "Sue, one per team. The teams sat at tables 1 to 3 in a row, and the final scores were "
      "40, 42 and 44.\n\n";
  EXPECT_EQ(statement(quiz, "The winner sat at table 1."), "final_score.44 at 1");
  EXPECT_EQ(statement(quiz, "The winning team sat at table 1."), "final_score.44 at 1");
  EXPECT_EQ(statement(quiz, "The team that won sat at table 1."), "final_score.44 at 1");
  EXPECT_EQ(statement(quiz, "The winning team (the one with the top score) sat at table 1."),
            "final_score.44 at 1");
  // Where no list says who won, a sentence of the winner is refused,
  // never shown as a frame that numbers the tables (it had been, and the
  // riddle lost a clue).
  const std::string unscored =
      "Last month three teams played: Owls, Foxes and Hares. Their captains were Dave, Pete and "
      "Sue, one per team. The teams sat at tables 1 to 3 (one team per table, tables numbered in "
      "a row from the bar).\n\n";
  EXPECT_THAT(testing_english::error_of(unscored + "1. The team that won sat at table 1.\n"),
              HasSubstr("could not read this clue: \"The team that won sat at table 1\""));
  // A captain's team is the captain's own, with an amount too.
  EXPECT_EQ(statement(quiz, "Dave's team scored 2 more than Pete's."),
            "final_score(Dave) = final_score(Pete) + 2");
  EXPECT_EQ(statement(quiz, "Dave's team got 4 fewer than Sue's team did."),
            "final_score(Dave) = final_score(Sue) - 4");
}

TEST(EnglishScoreWordings, TwiceWhatAnotherPaidIsTwiceTheirs) {
  const std::string sale =
      "Four buyers, Abe, Bea, Cal and Dot, bought a teapot, a watercolour of the Wye valley, a "
      "rocking horse and a clock. The four hammer prices were £60, £120, £180 and £240.\n\n";
  EXPECT_EQ(statement(sale, "Abe paid exactly twice what Bea paid."),
            "hammer_price(Abe) = 2 * hammer_price(Bea)");
  EXPECT_EQ(statement(sale, "The clock owner owes twice what Dot does."),
            "hammer_price(clock) = 2 * hammer_price(Dot)");
  EXPECT_EQ(statement(sale, "Cal paid half what Abe paid."),
            "2 * hammer_price(Cal) = hammer_price(Abe)");
  // A thing and what it is of is one item of a list (`of the` is no word
  // of its length).
  EXPECT_THAT(zebra_of(sale + "1. Abe bought the clock.\n"),
              HasSubstr(" teapot watercolour_of_the_Wye_valley rocking_horse clock\n"));
}

TEST(EnglishScoreWordings, OneOfTwoSaidInACleftAndDoingMoreThanAnother) {
  const std::string club =
      "Three players, Wendell, Seun and Margit, are rated 1450, 1520 and 1600, and each played a "
      "different opening: the French, the Sicilian and the Caro-Kann.\n\n";
  // `It was A or B (not both) who ...` is either of them.
  EXPECT_EQ(statement(club,
                      "It was Wendell or the 1520 player (not both) who played the "
                      "Sicilian."),
            statement(club, "Either Wendell or the 1520 player played the Sicilian."));
  EXPECT_NE(statement(club, "Either Wendell or the 1520 player played the Sicilian."), "");
  // `outrates`, `outranked`, `outspent`: more of the list the verb says.
  EXPECT_EQ(statement(club, "Wendell outrates Seun."), "rated(Wendell) > rated(Seun)");
  // To poll is to take votes: `outpolled` is of the votes, never of a
  // height beside them.
  const std::string show =
      "Three scarecrows, a pirate, a vicar and a witch, stood 1.5 m, 1.8 m and 2.1 m tall and "
      "received 41, 56 and 73 votes.\n\n";
  EXPECT_EQ(statement(show, "The pirate, in turn, outpolled the vicar."),
            "received_vote(pirate) > received_vote(vicar)");
}

TEST(EnglishScoreWordings, ATopScoreBetterByAnAmount) {
  // `Dave's top break` is his highest, as the list's line says it; `11
  // better than` is by 11, as beating by it; and a time better by an
  // amount is less time.
  const std::string league =
      "Three players, Dave, Kev and Lee, play for The Anchor, The Bell and The Crown. Their "
      "highest breaks this season were 42, 53 and 64.\n\n";
  EXPECT_EQ(statement(league, "Dave's top break was 11 better than the one made by the lad from "
                              "The Crown."),
            "this_season(Dave) = this_season(The_Crown) + 11");
  const std::string race =
      "Three runners, Ann, Bo and Cy, ran the course in 50, 55 and 60 seconds.\n\n";
  EXPECT_EQ(statement(race, "Ann's time was 5 seconds better than Bo's."),
            "course_second(Ann) = course_second(Bo) - 5");
}

TEST(EnglishScoreWordings, TheNounAfterDifferentNamesAListSaidLongBeforeIt) {
  // `each rolled a different score in last Thursday's first game: 142,
  // ...`: the list is the scores (it had been `first_game`, and
  // `outscored` read over the years in the league too).
  const std::string league =
      "Five bowlers from the Thursday night league (Earl, Dot, Wanda, Hank and Rosalind) each "
      "rolled a different score in last Thursday's first game: 142, 156, 170, 184 and 198. Each "
      "has been in the league a different number of years: 2, 5, 9, 14 or 20.\n\n";
  EXPECT_EQ(statement(league, "Dot outscored Earl by 14 pins."), "score(Dot) = score(Earl) + 14");
  // (Not `a different one of the five platforms`: its noun comes later.)
  EXPECT_THAT(zebra_of("Three trains each leave from a different one of the station's three "
                       "platforms, at 7.05, 7.20 and 7.35: 1, 2 and 3.\n\n1. The 7.05 train "
                       "leaves from platform 2.\n"),
              Not(HasSubstr("ordered one")));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

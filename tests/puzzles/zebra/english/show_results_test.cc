// The words of a village show's or a club's results, as a parish magazine
// writes them: `was placed two places below`, `was finished` (made), a list whose last item
// carries the noun they all share (`plum and rhubarb chutney`), ages as a
// range (`aged 10 to 14`), what one `came away with`, when one `got
// there`, and a remark after the questions that names no one of the grid.
// Riddles written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::error_of;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kJam =
    "The judge placed four jars 1st, 2nd, 3rd and 4th. The makers were Mrs Amos, Mr Bell, "
    "Miss Cole and Mr Dale, and between them they brought apricot, damson, fig and quince "
    "jam.\n\n";

TEST(EnglishShowResults, PlacedIsWhereOneFinished) {
  EXPECT_EQ(statement(kJam, "Mrs Amos was placed below Mr Bell."),
            "placed_jar(Mrs_Amos) > placed_jar(Mr_Bell)");
  EXPECT_EQ(statement(kJam, "Mrs Amos was placed two places below Mr Bell."),
            "placed_jar(Mrs_Amos) = placed_jar(Mr_Bell) + 2");
  EXPECT_EQ(statement(kJam, "The fig jam was placed higher than Miss Cole."),
            "placed_jar(fig) < placed_jar(Miss_Cole)");
  EXPECT_EQ(statement(kJam, "Mr Dale was placed 3rd."), "Mr_Dale is placed_jar.3");
}

TEST(EnglishShowResults, DidNotWinIsNotFirst) {
  EXPECT_EQ(statement(kJam, "Mr Bell did not win."), "Mr_Bell is not placed_jar.1");
  EXPECT_EQ(statement(kJam, "The fig jam didn't win."), "fig is not placed_jar.1");
}

TEST(EnglishShowResults, FirstToDoWhatEndsTheRaceIsFirst) {
  // `was first to bob under the finishing rope`: first, the deed naming
  // nothing after it; one that names a value is left to other readings.
  EXPECT_EQ(statement(kJam, "The fig jam was first to be tasted by the judge."),
            "fig is placed_jar.1");
  EXPECT_EQ(statement(kJam, "Mr Bell was the last to hand his jar in."), "Mr_Bell is placed_jar.4");
  EXPECT_EQ(statement(kJam, "Mr Bell was the first to taste the damson."), "");
}

TEST(EnglishShowResults, AnOwnersSuperlativeSaysTheListsNoun) {
  // `Kev's best break` of a list of highest breaks is his break, not the
  // best of all.
  const std::string league =
      "Three players (Kev, Lee and Sam) each won a different number of frames (11, 14 or 16), "
      "and their highest breaks this season were 42, 57 and 68.\n\n";
  EXPECT_EQ(statement(league, "Kev's best break was 15 lower than Lee's."),
            "this_season(Kev) = this_season(Lee) - 15");
  EXPECT_EQ(statement(league, "Sam's highest break was bigger than Kev's."),
            "this_season(Sam) > this_season(Kev)");
}

TEST(EnglishShowResults, TookTheLongestIsTheSlowest) {
  const std::string pies =
      "Three eaters (Hal, Ivy and Jo) each ate one pie (apple, cherry or "
      "plum). The finishing times were 1:48, 2:05 and 2:19.\n\n";
  EXPECT_EQ(statement(pies, "The plum pie took the longest to eat."), "plum is time.139");
  EXPECT_EQ(statement(pies, "Ivy took the least time."), "Ivy is time.108");
}

TEST(EnglishShowResults, WhatWasFinishedWasMade) {
  // A thing is finished (made); a contestant finishes (a place).
  const std::string lathe =
      "Three turners (Abe, Bo and Cy) each finished one piece (a bowl, a lamp or a vase), in "
      "three different months: October, November and December.\n\n";
  EXPECT_EQ(statement(lathe, "The vase was finished two months before the lamp."),
            "month(vase) = month(lamp) - 2");
  EXPECT_EQ(statement(lathe, "The bowl was finished in November."), "bowl is month.11");
}

TEST(EnglishShowResults, TheNounEveryItemSharesIsNoWordOfTheLast) {
  // `quince jam` is the list's last item as written; the clues say `the fig
  // jam`, so `jam` is what the list is of.
  const std::string z = zebra_of(kJam +
                                 "1. Mrs Amos's jam was placed two places above the fig jam.\n"
                                 "2. The damson jam came last.\n"
                                 "3. Mr Bell did not make the quince.\n"
                                 "4. Miss Cole was placed first.\n"
                                 "5. Mr Dale made the apricot jam.\n");
  EXPECT_THAT(z, HasSubstr(" apricot damson fig quince\n"));
  EXPECT_THAT(z, Not(HasSubstr("quince_jam")));
  // Where no clue says another item with the noun, the item is as written.
  const std::string drinks =
      "Ann, Bo and Cy each ordered one drink: tea, coffee or hot chocolate.\n\n";
  EXPECT_THAT(zebra_of(drinks + "1. Ann had the tea.\n2. Bo did not have the coffee.\n"),
              HasSubstr("hot_chocolate"));
}

TEST(EnglishShowResults, AListAfterTwoBracketedLists) {
  // The clause after the second bracket opens with its comma.
  const std::string buskers =
      "Three buskers (Dex, Mei and Tom) were out. Each played a different instrument (fiddle, "
      "guitar, ukulele), each had a different pitch (the bandstand, the bridge, the station), "
      "and they took home £18, £24 and £31.\n\n";
  EXPECT_THAT(zebra_of(buskers + "1. Mei took home £6 more than Tom.\n2. Dex played the "
                                 "fiddle.\n3. Tom was at the bridge.\n"),
              HasSubstr("ordered took_home: 18 24 31\n"));
}

TEST(EnglishShowResults, WhatAThingHadAroundItIsItsOwn) {
  const std::string castles =
      "Three families (the Bakers, the Dunns and the Kaurs) each built a "
      "castle with one feature: a flag, a moat or a tower.\n\n";
  EXPECT_EQ(statement(castles, "The Bakers' castle had a moat around it."), "Bakers is moat");
  EXPECT_EQ(statement(castles, "The Dunns' castle had a flag on it."), "Dunns is flag");
}

TEST(EnglishShowResults, ABracketedItemMayHoldAnd) {
  // `pick and mix` is one snack; `or` joins the last.
  const std::string snacks =
      "Three friends (Ann, Bo and Cy) each bought one snack (chocolate, pick and mix or "
      "popcorn).\n\n";
  EXPECT_THAT(zebra_of(snacks + "1. Cy had the chocolate.\n2. Ann had the popcorn.\n"),
              HasSubstr("snack: chocolate pick_and_mix popcorn\n"));
  EXPECT_EQ(statement(snacks, "Bo had the pick and mix."), "Bo is pick_and_mix");
}

TEST(EnglishShowResults, WhatOneIsNeitherOfMayBeOneThing) {
  // `Neither A nor B did it` says A and B are two; `X is neither A nor B`
  // does not.
  const std::string layouts =
      "Three members each built one layout (Fell, Marsh, Cove) to a different gauge (N, OO or "
      "G), in lengths of 3m, 4m and 6m.\n\n";
  EXPECT_EQ(statement(layouts, "Cove is neither the shortest layout nor the N gauge one."),
            "neither length.3 nor N is Cove");
  EXPECT_EQ(statement(layouts, "Neither Fell nor the N gauge layout is 6m long."),
            "all of: neither Fell nor N is length.6; Fell is not N");
}

TEST(EnglishShowResults, TimesSaidInWords) {
  const std::string balloons =
      "Four balloons (Skylark, Big Red, Gulliver and Comet) took off at six o'clock, quarter "
      "past six, half past six and quarter to seven.\n\n";
  EXPECT_THAT(zebra_of(balloons + "1. Big Red went up first.\n2. Comet took off at half past "
                                  "six.\n3. Skylark took off 15 minutes after Big Red.\n"),
              HasSubstr("ordered time: 360 375 390 405\n"));
  EXPECT_EQ(statement(balloons, "Gulliver took off at quarter to seven."), "Gulliver is time.405");
}

TEST(EnglishShowResults, ShiftsAndTheNextOne) {
  const std::string wash =
      "The three teams (Otters, Badgers and Foxes) each took a one-hour "
      "shift, at 11am, 12 noon and 1pm.\n\n";
  EXPECT_EQ(statement(wash, "The Otters were on at 12 noon."), "Otters is time.720");
  EXPECT_EQ(statement(wash, "The Foxes took over straight after the Otters."),
            "time(Foxes) = time(Otters) + 60");
}

TEST(EnglishShowResults, QuickerIsLessTimeNotAnAge) {
  const std::string run =
      "Three runners (Gem, Ian and Jo) finished in 22, 24 and 27 minutes. "
      "They're aged 34, 41 and 47.\n\n";
  EXPECT_EQ(statement(run, "Ian was slower than Jo."),
            "finished_minute(Ian) > finished_minute(Jo)");
  EXPECT_EQ(statement(run, "Gem crossed the line first."), "Gem is finished_minute.22");
}

TEST(EnglishShowResults, TwoSuperlativesNeverReadAsOne) {
  // `the lowest score` is no second `fewest runs` where no list is of
  // scores: refused, not read as the same statement twice (which would
  // leave the score unread).
  const std::string cricket =
      "Batters: Ben, Ed, Raj\nRuns: 12, 27, 38\nBatting order: No. 1, "
      "No. 2, No. 3\n\n";
  EXPECT_THAT(error_of(cricket + "1. Ben made the fewest runs and had the lowest score.\n"),
              HasSubstr("two of its parts read as the same statement"));
  // (`lowest in the order` is the order's: its last place.)
  EXPECT_EQ(statement(cricket, "Ben batted lowest in the order and made the fewest runs."),
            "all of: Ben is batting_order.3; Ben is run.12");
  EXPECT_EQ(statement(cricket, "Ben batted lowest."), "Ben is batting_order.3");
  EXPECT_EQ(statement(cricket, "Ben had the lowest number in the batting order."),
            "Ben is batting_order.1");
  // `lowest` and `fewest` are superlatives (they end as `west` does).
  EXPECT_EQ(statement(cricket, "Ed made the fewest runs."), "Ed is run.12");
}

TEST(EnglishShowResults, SomeAmongTheArticlesOfARun) {
  // The names, then what they sold, `some` beside `a`.
  const std::string boot =
      "Pam, Quentin, Ruby and Steve sold a toaster, a bicycle, a jigsaw and some records.\n\n";
  EXPECT_THAT(zebra_of(boot + "1. Pam sold the toaster.\n"),
              HasSubstr("sold: toaster bicycle jigsaw records\n"));
  EXPECT_EQ(statement(boot, "Steve sold the records."), "Steve is records");
}

TEST(EnglishShowResults, AgesGivenAsARange) {
  const std::string camp =
      "Three scouts - Ann, Bo and Cy - are aged 10 to 12, no two the same age.\n\n";
  EXPECT_THAT(zebra_of(camp + "1. Ann is older than Bo.\n2. Cy is 10.\n"),
              HasSubstr("ordered age: 10 11 12"));
  EXPECT_EQ(statement(camp, "Ann is two years older than Cy."), "age(Ann) = age(Cy) + 2");
}

TEST(EnglishShowResults, WhatOneCameAwayWithIsOnes) {
  const std::string show =
      "Three exhibitors (Ann, Bo and Cy) each showed one vegetable (leeks, onions or peas) and "
      "each came home with a different card: red, blue or green.\n\n";
  EXPECT_EQ(statement(show, "Ann came away with the blue card."), "Ann is blue");
  EXPECT_EQ(statement(show, "Bo went home with the red card."), "Bo is red");
  EXPECT_EQ(statement(show,
                      "Of Ann and Bo, one showed the leeks and the other came away with "
                      "the green card."),
            "Ann and Bo are leeks and green");
}

TEST(EnglishShowResults, GotThereIsArrived) {
  const std::string swap =
      "Ann, Bo and Cy came to the swap shop at 10am, 10:30am and 11am, each bringing one thing: "
      "a kettle, a lamp or a mirror.\n\n";
  EXPECT_EQ(statement(swap, "Whoever brought the lamp got there half an hour after Ann."),
            "time(lamp) = time(Ann) + 30");
  EXPECT_EQ(statement(swap, "Bo turned up an hour after Cy."), "time(Bo) = time(Cy) + 60");
}

TEST(EnglishShowResults, ARemarkAfterTheQuestionsNamesNoOne) {
  // The people are named only in the clues; the remark's capitalised words
  // (`Patrol Leaders`) are no fourth name.
  const std::string riddle =
      "Three of our scouts each earned a different badge: Camper, Cook or Pioneer.\n\n"
      "1. Alfie earned the Cook badge.\n2. Bea didn't earn the Camper badge.\n"
      "3. Cal is not the Pioneer.\n\nWhich badge did Bea earn?\n\n"
      "Answers at the next troop night - no asking the Patrol Leaders!\n";
  const std::string z = zebra_of(riddle);
  EXPECT_THAT(z, HasSubstr("category name: Alfie Bea Cal"));
  EXPECT_EQ(error_of(riddle), "");
}

TEST(EnglishShowResults, PlacesSaidAfterAComma) {
  const std::string race =
      "Buyers: Ann, Bo, Cy, Di, Ed\nNumbers: 12, 27, 38, 45, 63\n"
      "Places: 1st, 2nd, 3rd, 4th, 5th\nAccessories: bow tie, crown, pirate hat, scarf, "
      "sunglasses\n\n";
  EXPECT_EQ(statement(race, "The duck in the pirate hat came in fifth."), "pirate_hat is place.5");
  EXPECT_EQ(statement(race,
                      "The duck in the pirate hat came in fifth, two places behind the one "
                      "in the scarf."),
            "all of: pirate_hat is place.5; place(pirate_hat) = place(scarf) + 2");
  // A duck's number is worn, no score: `beat` is of the places alone.
  EXPECT_EQ(statement(race, "Bo's duck beat Ann's."), "place(Bo) < place(Ann)");
  EXPECT_THAT(zebra_of(race + "1. Bo's duck beat Ann's.\nWhere did duck 38 finish?\n"),
              HasSubstr("ask: place of number.38"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

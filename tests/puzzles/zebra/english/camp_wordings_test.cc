// A scout camp's log and a care home's activity sheet in our own words: in
// a row of pitches, the nights a list of weekdays gives are counted where
// a clue says `the night after` or `later in the week` (they had been
// read as the row's order); a day's thing said as its owner (`did
// Wednesday's supper`); an appositive in brackets (`(the famous "volcanic"
// chilli)`); a list of what each one does (`one loves the bingo, one never
// misses chair yoga, ...`); a list before a single dash and its remark
// (`3, 7 and 12 years between them — one figure each, ...`); and the
// teller closing a list (`... and me (Pauline).`) shown as written; and a
// part of the day said for a time (`Tom's is in the afternoon`).
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
using testing_english::zebra_of;

const std::string kCamp =
    "Three patrols, led by Ann, Bob and Cy, have their tents in a row on pitches 1 to 3, pitch 1 "
    "being nearest the gate. Each patrol cooks for the whole troop on one night, Monday to "
    "Wednesday, a different night each.\n"
    "1. Ann cooked the night after Bob.\n"
    "2. The patrol nearest the gate did Wednesday's supper (the famous \"volcanic\" chilli).\n"
    "3. Cy cooked later in the week than Bob.\n"
    "4. Bob is on pitch 3.\n"
    "Who cooked on Monday?\n";

TEST(EnglishCampWordings, TheNightAfterCountsTheWeekdaysNotTheRow) {
  const std::string z = zebra_of(kCamp);
  EXPECT_THAT(z, HasSubstr("ordered day: 1 2 3\n"));
  EXPECT_THAT(z, HasSubstr("1: day(Ann) = day(Bob) + 1\n"));
  EXPECT_THAT(z, HasSubstr("3: day(Cy) > day(Bob)\n"));
  // (It had read `Ann right of Bob`, the pitches' order.)
  EXPECT_THAT(z, Not(HasSubstr("Ann right of Bob")));
}

TEST(EnglishCampWordings, ADaysThingAndAnAppositiveInBrackets) {
  EXPECT_THAT(zebra_of(kCamp), HasSubstr("2: day.3 at 1\n"));
  // (A scout leader's log of the fresh riddles: its supper named by no
  // list's words, `did Wednesday's supper` is the supper on Wednesday.)
  std::ifstream in(deduce::testing::source_path("tests/puzzles/zebra/english/fresh/r04_camp.txt"));
  const std::string log((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::string z = zebra_of(log);
  EXPECT_THAT(z, HasSubstr(": day.3 at 1\n"));
  EXPECT_THAT(z, HasSubstr(": day(Ollie) = day(Finn) + 1\n"));
}

TEST(EnglishCampWordings, WhatEachOneDoes) {
  const std::string home =
      "Four residents, Edna, Harold, Violet and Stanley, each have a favourite activity here: "
      "one loves the bingo, one never misses chair yoga, one is our dominoes champion and one is "
      "always knitting. They have lived here for 3, 7, 12 and 25 years between them \u2014 one "
      "figure each, though I shan't say whose is whose.\n"
      "1. The bingo player has lived here longer than the knitter.\n"
      "2. Edna never misses chair yoga.\n"
      "Who is the knitter?\n";
  const std::string z = zebra_of(home);
  EXPECT_THAT(z, HasSubstr(": bingo chair_yoga dominoes_champion knitting\n"));
  EXPECT_THAT(z, HasSubstr(": 3 7 12 25\n"));
  EXPECT_THAT(z, HasSubstr("1: here_year(bingo) > here_year(knitting)\n"));
  // (Verbs in -ed too, and where one is: `one is on a robotics team`.)
  const std::string grandkids =
      "Our grandkids are Lily, Noah, Grace and Mason. Each of them took up something new this "
      "fall \u2014 one started piano, one joined a soccer team, one does gymnastics and one is on "
      "a robotics team at the library \u2014 and they are 5, 8, 11 and 14.\n"
      "1. Lily started piano.\n"
      "Who does gymnastics?\n";
  EXPECT_THAT(zebra_of(grandkids), HasSubstr(": piano soccer_team gymnastics robotics_team\n"));
}

TEST(EnglishCampWordings, TheTellerClosingAListIsShownAsWritten) {
  const std::string z = zebra_of(
      "There were three of us: Kat, Liam and me (Pauline).\n"
      "We each had a different drink: tea, coffee or milk.\n"
      "1. Kat had the tea.\n"
      "2. I did not have the coffee.\n"
      "Who had the coffee?\n");
  EXPECT_THAT(z, HasSubstr("# There were three of us: Kat, Liam and me (Pauline).\n"));
}

TEST(EnglishCampWordings, APartOfTheDayIsItsTimes) {
  const std::string rooms =
      "Three bookings, for Ann, Bob and Cy, are at 9:30am, 1:30pm and 3:00pm, in the rooms "
      "Hobnob, Bourbon and Custard Cream.\n"
      "1. Ann's is in the afternoon.\n"
      "2. Bob's is in the morning.\n"
      "3. The 3:00pm booking is in Hobnob.\n"
      "Who is in Hobnob?\n";
  const std::string z = zebra_of(rooms);
  EXPECT_THAT(z, HasSubstr("1: Ann is time.810 or time.900\n"));
  EXPECT_THAT(z, HasSubstr("2: Bob is time.570\n"));
}

TEST(EnglishCampWordings, NoonAmongTheHours) {
  // (`12 noon` had been cut to `12`, the hours no list of times; `at noon`
  // named nothing.)
  const std::string stall =
      "Rosa, Imran and Bea each ran the cake stall for one hour. The hours were 10am, 11am and "
      "12 noon.\n"
      "1. Rosa was on at noon.\n"
      "2. Imran's shift was in the morning, the hour after Bea's.\n"
      "When was Imran on?\n";
  const std::string z = zebra_of(stall);
  EXPECT_THAT(z, HasSubstr("ordered time: 600 660 720\n"));
  EXPECT_THAT(z, HasSubstr("1: Rosa is time.720\n"));
  EXPECT_THAT(
      z, HasSubstr("2: all of: Imran is time.600 or time.660; time(Imran) = time(Bea) + 60\n"));
}

TEST(EnglishCampWordings, AListSetOffByDashesOfPrint) {
  // (Set off by ` — `, its last item said with when, beside a list of
  // lengths: it had been lost.)
  const std::string beans =
      "This year's lot were Bev, Colin and Dev. Each of them grows just the one variety and no "
      "two the same \u2014 Enorma, Firestorm and Moonlight this year \u2014 and their longest "
      "beans measured 38cm, 41cm and 44cm, one each.\n"
      "1. Bev grows Enorma.\n"
      "What variety does Dev grow?\n";
  const std::string z = zebra_of(beans);
  EXPECT_THAT(z, HasSubstr(": Enorma Firestorm Moonlight\n"));
  EXPECT_THAT(z, HasSubstr(": 38 41 44\n"));
}

TEST(EnglishCampWordings, AnOrdinalOpeningAHeadingLabelsNoClue) {
  // (`1st XI Match Report` had been read as clue 1, and every sentence
  // after it as a clue: no list was found.)
  const std::string report =
      "KNAPTON CRICKET CLUB\n"
      "1st XI Match Report\n"
      "\n"
      "Our top three were, in some order, Garside, Patel and Okafor, and between them they made "
      "8, 17 and 26.\n"
      "\n"
      "Patel made nine fewer than Okafor. Garside made 8.\n"
      "\n"
      "How many did Okafor score?\n";
  const std::string z = zebra_of(report);
  EXPECT_THAT(z, HasSubstr(": Garside Patel Okafor\n"));
  EXPECT_THAT(z, HasSubstr("# 1st XI Match Report\n"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

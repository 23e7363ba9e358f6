// Riddles told in the first person (`this week I babysat for 4 families`):
// what the teller denies is said of the first value after the denial,
// `who` is never guessed between the families and the children they
// have, and a rate's `an hour` after an amount compared. Riddles written
// for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::error_of;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kSitting =
    "Last week I babysat for four families, one each night from Monday to Thursday.\n"
    "Families: Kowalskis, Hendersons, Obis, Marchettis\n"
    "Kids: Lily, Noah, Theo, Zara\n"
    "Rates: $12, $14, $15 and $18 an hour\n\n";

TEST(EnglishTeller, WhatTheTellerDeniesIsOfTheFirstValue) {
  EXPECT_EQ(statement(kSitting, "I didn't sit for the Obis on Tuesday."), "Obis is not day.2");
  EXPECT_EQ(statement(kSitting, "I did not babysit Lily on Monday."), "Lily is not day.1");
  EXPECT_EQ(statement(kSitting, "We never saw Theo on Monday."), "Theo is not day.1");
  // Said without the denial, as before.
  EXPECT_EQ(statement(kSitting, "I sat for the Obis on Tuesday."), "Obis is day.2");
}

TEST(EnglishTeller, WhoIsNeverGuessedBetweenFamiliesAndTheirChildren) {
  // The families listed without a word that says who they are, the
  // children after as `the kids were`: `who` may ask either.
  const std::string chat =
      "Maddie - Fri 9:42 PM\n\n"
      "ok puzzle time\n"
      "this week I babysat for 4 families, one a night Monday to Thursday\n"
      "Kowalskis, Hendersons, Obis and Marchettis\n"
      "the kids were Lily, Noah, Theo and Zara (one each)\n"
      "and they paid $12, $14, $15 and $18 an hour, all different\n"
      "ready??\n"
      "the Hendersons paid the most and that was Monday\n";
  EXPECT_THAT(error_of(chat + "who did I babysit on Thursday\n"),
              HasSubstr("could not read this question"));
  EXPECT_THAT(zebra_of(chat + "how much did the Marchettis pay\n"),
              HasSubstr("ask: paid of Marchettis"));
  // Where the list says what they are, `who` asks the kids.
  EXPECT_THAT(zebra_of(kSitting + "1. I sat for the Obis on Tuesday.\n\nWho did I babysit on "
                                  "Thursday?\n"),
              HasSubstr("ask: kid of day.4"));
}

TEST(EnglishTeller, ARatesHourAfterAnAmountCompared) {
  // `$3 an hour less`: how the amount is counted, no amount of its own;
  // `Theo's parents` are Theo's family.
  EXPECT_EQ(statement(kSitting, "The Obis paid $3 an hour less than the Kowalskis."),
            "rate(Obis) = rate(Kowalskis) - 3");
  EXPECT_EQ(statement(kSitting, "Theo's parents paid $3 an hour less than the Kowalskis."),
            "rate(Theo) = rate(Kowalskis) - 3");
  // A list whose last value alone says the rate (`$18 an hour`) is money,
  // ordered, as one that says it of each.
  EXPECT_EQ(statement(kSitting, "The Obis paid the most."), "Obis is rate.18");
  EXPECT_EQ(
      statement(
          "Families: Kowalskis, Hendersons, Obis\nFees: \u00a34, \u00a35 and \u00a37 a week\n\n",
          "The Obis paid the least."),
      "Obis is fee.4");
  // Paying is never a day: where only the days are numbers, `paid the
  // most` names none (it had read as the last day).
  EXPECT_EQ(statement("Last week I babysat for four families, one each night from Monday to "
                      "Thursday.\nFamilies: Kowalskis, Hendersons, Obis, Marchettis\n\n",
                      "The Obis paid the most."),
            "");
}

TEST(EnglishTeller, WhereWePlayAndWhatWeArePaid) {
  // Places listed each with its preposition (`One is at a village hall,
  // one in a barn, ...`) are where; `what are we being paid` asks a sum.
  const std::string band =
      "The bookings are a Burns Night, a harvest supper, a wedding and a 60th birthday. One is at "
      "a village hall, one in a barn, one at a hotel and one at the golf club, and they're in "
      "January, March, June and September. The fees are \u00a3300, \u00a3350, \u00a3450 and "
      "\u00a3600.\n\n1. The wedding pays the most.\n\n";
  // (The places' list has no name of its own: `category`.)
  EXPECT_THAT(zebra_of(band + "Where are we playing in March?\n"),
              HasSubstr("ask: category of month.3"));
  EXPECT_THAT(zebra_of(band + "What are we being paid for the wedding?\n"),
              HasSubstr("ask: fee of wedding"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// Misreadings in waiting behind a refusal, found by reading the fresh
// riddles again without the sentences they are refused at and comparing
// the answers with their writers' (fresh_test.py now does so every run):
// an amount of money read as another list's number (`sponsored £4 a lap`
// as the pupil who ran 4 laps), `the least money` read over laps, `What
// shirt number does Dan wear?` asking the goals' kinds, `weigh in` asking
// the bait, a drink `rum and coke` cut in two and the last drink dropped,
// a song's title cut at `of the` before a remark in brackets.
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

TEST(EnglishHiddenReadings, MoneyIsNeverAnotherListsNumber) {
  const std::string laps =
      "Three pupils, Kai, Leah and Noor, ran 3, 4 or 6 laps, one each, and each has a different "
      "pet: a cat, a dog or a fish.\n";
  // (Read `ran_lap.4 is cat` and `Leah is ran_lap.3`.)
  EXPECT_EQ(statement(laps, "The pupil sponsored £4 a lap has the cat."), "");
  EXPECT_THAT(error_of(laps + "1. Leah raised the least money.\n"),
              HasSubstr("(it speaks of money, and no list is of money: `ran_lap` is not)"));
  // Where a list is of money, as before.
  const std::string raised =
      "Three pupils, Kai, Leah and Noor, raised £3, £4 or £6, one each, and each has a different "
      "pet: a cat, a dog or a fish.\n";
  EXPECT_EQ(statement(raised, "Leah raised the least money."), "Leah is raised.3");
  EXPECT_EQ(statement(raised, "The pupil who raised £4 has the cat."), "raised.4 is cat");
}

TEST(EnglishHiddenReadings, QuestionsOfWhatNoThingListHolds) {
  const std::string match =
      "Four lads scored: Stevo, Dan, Kieran and Mo. The four scorers wear 4, 7, 9 and 11, and we "
      "had one header, one penalty, one volley and one tap-in.\n"
      "1. Stevo scored the header.\n2. Dan wears 9.\n3. Kieran scored the volley.\n";
  // (It had asked `thing of Dan`, the kind of his goal.)
  EXPECT_THAT(error_of(match + "What shirt number does Dan wear?\n"),
              HasSubstr("could not read this question"));
  const std::string pegs =
      "Three anglers, Stan, Kev and Norman, drew pegs 1 to 3 in a row, each fished a different "
      "bait (maggots, worm or bread), and their catches weighed 5lb, 7lb and 9lb.\n"
      "1. Stan fished the worm.\n2. Kev's catch weighed 9lb.\n3. Norman is on peg 3.\n";
  // (It had asked `bait at 1`.)
  EXPECT_THAT(zebra_of(pegs + "What did the man on peg 1 weigh in?\n"),
              HasSubstr("ask: weight at 1\n"));
}

TEST(EnglishHiddenReadings, ListsWithAnAndInAnItemOrATitleBeforeARemark) {
  const std::string z = zebra_of(
      "Four friends, Shaz, Mike, Tasha and Owen, each did one song: Total Eclipse of the Heart, "
      "Mr Brightside, Dancing Queen and Sweet Caroline (BAH BAH BAHHH). And each of them stuck to "
      "one drink all night: a Guinness, espresso martinis, rum and coke, and a lemonade.\n"
      "1. Shaz did Dancing Queen.\n2. Mike had the Guinness.\n3. Tasha did not drink the "
      "lemonade.\nWho drank the rum and coke?\n");
  EXPECT_THAT(z, HasSubstr(": Total_Eclipse_of_the_Heart Mr_Brightside Dancing_Queen "
                           "Sweet_Caroline\n"));
  EXPECT_THAT(z, HasSubstr(": Guinness espresso_martinis rum_and_coke lemonade\n"));
  EXPECT_THAT(z, Not(HasSubstr("category total_eclipse")));
  // (`Contacts: ..., Mr Rowe (one each)`: the last contact had been named
  // `Mr_Rowe_one_each`.)
  const std::string sheet = zebra_of(
      "Groups: Pilates, Brownies, Film Club\nContacts: Mrs Fenwick, Mr Dodd, Mr Rowe (one each)\n"
      "1. Mr Dodd runs the Brownies.\n2. Mrs Fenwick does not run Pilates.\n"
      "Who runs Film Club?\n");
  EXPECT_THAT(sheet, HasSubstr(": Mrs_Fenwick Mr_Dodd Mr_Rowe\n"));
  // (`dug up in our county, in 1923, 1958, 1977, 1994 and 2011`: the
  // years had been read `our_county in_1923 1958 1977 1994_and_2011`.)
  const std::string trail = zebra_of(
      "Each case holds one treasure: a Roman coin, a Viking brooch, a Saxon sword, a medieval "
      "jug and a Tudor shoe. All five were dug up in our county, in 1923, 1958, 1977, 1994 and "
      "2011 (one find in each of those years).\n1. The Tudor shoe was dug up in 2011.\n2. The jug "
      "was dug up in 1923.\n"
      "3. The coin was dug up in 1958.\n4. The sword was dug up in 1977.\n"
      "When was the brooch dug up?\n");
  EXPECT_THAT(trail, HasSubstr(": 1923 1958 1977 1994 2011\n"));
  EXPECT_THAT(trail, Not(HasSubstr("our_county")));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

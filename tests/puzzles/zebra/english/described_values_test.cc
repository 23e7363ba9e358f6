// Values an introduction describes by where they are, in our own words:
// `room 1 is the one at the top of the stairs` makes `the room at the top
// of the stairs` room 1; `at the top of the stairs` is a place, never the
// most of a list (where `at the top of the league` is); a name the teller
// gives someone by who they are to them (`my potboy Pip`) frames the
// riddle. Heads written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "deduce/puzzles/zebra/english/described_values.h"
#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::error_of;
using testing_english::statement;
using testing_english::zebra_of;

TEST(EnglishDescribedValues, FoundInTheIntroduction) {
  const std::vector<DescribedValue> d = described_values(
      "The lodgers have rooms 1, 2 and 3, and room 1's the one at the top of the stairs.");
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].noun, "room");
  EXPECT_EQ(d[0].value, "room 1");
  EXPECT_EQ(d[0].description, "at the top of the stairs");
  const std::vector<DescribedValue> e =
      described_values("Stall 4 is the one by the gate, and stall 1 the one by the bins.");
  ASSERT_EQ(e.size(), 1u);
  EXPECT_EQ(e[0].value, "Stall 4");
  EXPECT_EQ(e[0].description, "by the gate");
  // (No number, no place word, or too long a description: none.)
  EXPECT_TRUE(described_values("Tom is the one at the top of the stairs.").empty());
  EXPECT_TRUE(described_values("Room 2 is the one Sam likes best.").empty());
  EXPECT_TRUE(described_values("Room 2 is the one at the far end of the long corridor past the "
                               "linen cupboard on the left.")
                  .empty());
}

TEST(EnglishDescribedValues, ADescriptionIsSaidByItsValue) {
  const std::vector<DescribedValue> d = {{"room", "room 1", "at the top of the stairs"}};
  EXPECT_EQ(with_described_values("Ann took the room at the top of the stairs.", d),
            "Ann took room 1.");
  EXPECT_EQ(with_described_values("The one at the top of the stairs is Ann's.", d),
            "room 1 is Ann's.");
  EXPECT_EQ(with_described_values("Ann is not in the one at the top of the stairs.", d),
            "Ann is not in room 1.");
  EXPECT_EQ(with_described_values("Ann took the room at the top of the stairway.", d),
            std::nullopt);
}

const std::string kInnHead =
    "Three guests have my rooms: Brannoc, Sella and Widge. One carries an axe, one a longbow and "
    "one a staff. Each sleeps in one of the rooms along the upstairs hall, rooms 1, 2 and 3, and "
    "room 1's the one at the top of the stairs. And each owes me money: 3 crowns, 5 crowns and "
    "8 crowns.\n\n";

TEST(EnglishDescribedValues, ARoomByItsDescription) {
  const std::string z = zebra_of(kInnHead +
                                 "1. Brannoc took the room at the top of the stairs.\n"
                                 "2. Sella is not in room 2.\n"
                                 "3. The axe is in room 3.\n"
                                 "4. The staff is in room 2.\n"
                                 "5. Brannoc owes the most.\n"
                                 "Who carries the longbow?\n");
  EXPECT_THAT(z, HasSubstr("1: Brannoc at 1\n"));
}

TEST(EnglishDescribedValues, AtTheTopOfAPlaceIsNoMost) {
  // (Without the description, the top of the stairs is no end of the
  // money owed: refused, never `Brannoc is money.8`.)
  const std::string head =
      "Three guests have my rooms: Brannoc, Sella and Widge. They sleep in rooms 1, 2 and 3. "
      "Each owes me money: 3 crowns, 5 crowns and 8 crowns.\n\n";
  EXPECT_EQ(statement(head, "Brannoc took the room at the top of the stairs."), "");
  EXPECT_THAT(error_of(head + "1. Brannoc took the room at the top of the stairs.\n"),
              HasSubstr("could not read this clue"));
  // (The top of a league is its first.)
  const std::string league =
      "The players are Ann, Bob and Cy. Their scores were 10, 20 and 30 points.\n\n";
  EXPECT_THAT(statement(league, "Ann is at the top of the league."), HasSubstr("Ann is"));
  EXPECT_THAT(statement(league, "Ann is at the top of the league."), HasSubstr(".30"));
}

TEST(EnglishDescribedValues, SomeoneNamedByWhoTheyAreToTheTeller) {
  const std::string z = zebra_of(kInnHead +
                                 "Brannoc took the room at the top of the stairs.\n"
                                 "Then my potboy Pip wiped the slate with a wet rag.\n"
                                 "Sella is not in room 2.\n"
                                 "The axe is in room 3.\n"
                                 "The staff is in room 2.\n"
                                 "Brannoc owes the most.\n"
                                 "Who carries the longbow?\n");
  EXPECT_THAT(z, HasSubstr("# Then my potboy Pip wiped the slate with a wet rag\n# (names no "
                           "value: it frames the puzzle)"));
  // (A name said bare is someone the lists may have left out.)
  EXPECT_THAT(error_of(kInnHead + "Brannoc took the room at the top of the stairs.\n"
                                  "Then Pip wiped the slate with a wet rag.\n"
                                  "Sella is not in room 2.\n"),
              HasSubstr("could not read this clue"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

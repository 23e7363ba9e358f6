// Riddles round a table (round_table.h): seats in a circle, `opposite`
// half the table away, the seats counted from the first person's.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/zebra/english/read_english.h"
#include "deduce/puzzles/zebra/read/parse.h"
#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using ::testing::Not;

using testing_english::statement;
using testing_english::zebra_of;

const char* const kSix =
    "Six colleagues sat around a circular table at the office party: Ada, Ben, Cy, Di, Ed and "
    "Flo. Each brought a different dish: bread, cake, dip, eggs, fruit or ham.\n";

TEST(EnglishRoundTable, SeatsAreACircleCountedFromTheFirstPerson) {
  const std::string z = zebra_of(std::string(kSix) +
                                 "1. Ada sat directly opposite the person who brought cake.\n"
                                 "2. Ben sat next to Ada.\n3. Cy sat across the table from Di.\n"
                                 "4. Ed sat to the immediate left of Flo.\n");
  EXPECT_THAT(z, AllOf(HasSubstr("positions: 6\nlayout: circle\n"),
                       HasSubstr("1: Ada 3 away from cake\n"), HasSubstr("2: Ben next to Ada\n"),
                       HasSubstr("3: Cy 3 away from Di\n"), HasSubstr("4: Ed just left of Flo\n"),
                       HasSubstr("# (a round table has no first seat: the seats are counted from "
                                 "Ada's)\nseat: Ada at 1\n")));
  // The translation reads as a logic grid of its own.
  EXPECT_NO_THROW(parse_zebra(z, "r.zebra"));
}

TEST(EnglishRoundTable, ASeatNamedByTheRiddleIsNotCountedAgain) {
  const std::string z = zebra_of(
      "There are four seats round a table, numbered 1 to 4 clockwise. Abe, Bea, Cal and Dot sit "
      "in them. Each ordered a different drink: tea, milk, juice or water.\n"
      "1. Abe sits in seat 2.\n2. The tea drinker sits opposite Abe.\n");
  EXPECT_THAT(z, AllOf(HasSubstr("layout: circle\n"), HasSubstr("1: Abe at 2\n"),
                       HasSubstr("2: tea 2 away from Abe\n"), Not(HasSubstr("seat: "))));
}

TEST(EnglishRoundTable, AnOddTableHasNoSeatOpposite) {
  EXPECT_THROW(zebra_of("Five friends sat at a round table: Ada, Ben, Cy, Di and Ed. Each drank "
                        "a different drink: tea, milk, juice, water or cola.\n"
                        "1. Ada sat opposite the tea drinker.\n"),
               io::InputError);
}

TEST(EnglishRoundTable, ARowIsNoTable) {
  EXPECT_THAT(zebra_of("Three friends sit in a row: Ada, Ben and Cy. Each drinks a different "
                       "drink: tea, milk or juice.\n1. Ada sits next to the tea drinker.\n"),
              AllOf(Not(HasSubstr("layout: circle")), Not(HasSubstr("seat: "))));
}

TEST(EnglishRoundTable, ASquareTableAndASeatOnSomeonesLeft) {
  const std::string dinner =
      "Four friends - Kim, Leo, Max and Nia - sat around a square table for dinner, one on each "
      "side. Each ordered a different main course: curry, fish, pasta or steak.\n\n";
  EXPECT_THAT(zebra_of(dinner + "1. Max sat directly opposite Nia.\n"),
              AllOf(HasSubstr("layout: circle\n"), HasSubstr("1: Max 2 away from Nia\n")));
  EXPECT_EQ(statement(dinner, "The steak eater sat on Kim's left."), "steak just left of Kim");
  EXPECT_EQ(statement(dinner, "Leo sat to Nia's right."), "Leo just right of Nia");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// A club's ladder and a cricket scorebook in our own words: a person's
// being old is their age where the years they joined are listed too
// (`Bob, the oldest of the three`), a car's the year it was built; high
// and low in an order or a ranking are its front and back (`batted
// lowest in the order` is the last place, never the fewest runs).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::zebra_of;

TEST(EnglishLadderWordings, APersonsAgeBeforeTheYearTheyJoined) {
  const std::string club =
      "Three members of the bowls club: Ann, Bob and Cy. They are 60, 70 and 80 years old, and "
      "they joined the club in 1990, 2000 and 2010.\n"
      "1. Bob, the oldest of the three, joined in 2000.\n"
      "2. Ann is ten years younger than the member who joined in 1990.\n"
      "Who joined in 2010?\n";
  EXPECT_THAT(zebra_of(club),
              HasSubstr("1: all of: Bob is year_old.80; Bob is joined_club.2000\n"));
  // (A thing's age is the year it was made: `The oldest car`.)
  const std::string cars =
      "Three friends, Ann, Bob and Cy, each own a car. The friends are 30, 40 and 50 years old. "
      "The cars were built in 1960, 1970 and 1980.\n"
      "1. The oldest car belongs to Bob.\n"
      "2. Cy is ten years older than Ann.\n"
      "3. Ann's car was built in 1970.\n"
      "4. The youngest friend is not Bob.\n"
      "Whose car was built in 1980?\n";
  EXPECT_THAT(zebra_of(cars), AllOf(HasSubstr("1: Bob is car_built.1960\n"),
                                    HasSubstr("4: year_old.30 is not Bob\n")));
}

TEST(EnglishLadderWordings, LowAndHighInAnOrderAreItsBackAndFront) {
  const std::string scorebook =
      "Three batters: Ann, Bea and Cat.\n"
      "Runs: 10, 20, 30\n"
      "Batting order: No. 1, No. 2, No. 3\n\n"
      "1. Cat batted lowest in the order.\n"
      "2. Bea was highest in the batting order and made the fewest runs.\n"
      "3. Ann made more runs than Cat.\n\n"
      "How many runs did Cat make?\n";
  const std::string zebra = zebra_of(scorebook);
  EXPECT_THAT(zebra, AllOf(HasSubstr("1: Cat is batting_order.3\n"),
                           HasSubstr("2: all of: Bea is batting_order.1; Bea is run.10\n"),
                           Not(HasSubstr("Cat is run."))));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

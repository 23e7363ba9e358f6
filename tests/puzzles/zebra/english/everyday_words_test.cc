// Wordings of riddles we wrote as people write them (a bake sale, a book
// festival, a parent's post about clubs): things done to a thing are no
// list, `noon` is a time among times, a noun names the value it ends, a
// number in words names its value with its unit, `has nothing on` and
// `whoever's youngest`. Heads written for these tests.
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

const std::string kBakers =
    "Four friends each baked one cake, priced it and sold it by the slice. The bakers were Amy, "
    "Ben, Cara and Dan. The cakes were carrot, lemon drizzle, Victoria sponge and fruit cake, "
    "and they sold 8, 10, 12 and 14 slices.\n";

TEST(EnglishEveryday, ThingsDoneToAThingAreNoList) {
  // `priced it and sold it` are no values: the bakers are four, the list
  // of them whole.
  const std::string zebra = zebra_of(kBakers + "1. Amy baked the carrot cake.\n");
  EXPECT_THAT(zebra, HasSubstr(": Amy Ben Cara Dan\n"));
  EXPECT_THAT(zebra, Not(HasSubstr("priced_it")));
}

TEST(EnglishEveryday, TheNounOfANamedThingNamesIt) {
  // `the sponge` of `Victoria sponge`, as `Victoria` alone does.
  EXPECT_EQ(statement(kBakers, "Amy baked the sponge."), "Amy is Victoria_sponge");
  EXPECT_EQ(statement(kBakers, "Amy baked the Victoria."), "Amy is Victoria_sponge");
}

TEST(EnglishEveryday, ANumberInWordsWithItsUnitOfAThing) {
  EXPECT_EQ(statement(kBakers, "Twelve slices of the carrot cake were bought."),
            "sold_slice.12 is carrot");
  EXPECT_EQ(statement(kBakers, "The carrot cake sold twelve slices."), "carrot is sold_slice.12");
}

TEST(EnglishEveryday, NoonIsATimeAmongTimes) {
  const std::string zebra = zebra_of(
      "Four authors took turns at the signing table, starting at 10am, 11am, noon and 1pm. Ann, "
      "Bo, Cy and Di each write a different genre (crime, history, poetry and cookery).\n"
      "1. Ann signed at noon.\n");
  EXPECT_THAT(zebra, HasSubstr("ordered time: 600 660 720 780\n"));
  EXPECT_THAT(zebra, HasSubstr("1: Ann is time.720\n"));
}

const std::string kClubs =
    "I've got four kids, Ella, Finn, Grace and Harry, aged 7, 9, 11 and 13, and each of them does "
    "one club after school on a different day, Monday to Thursday. The clubs are chess, drama, "
    "football and swimming.\n";

TEST(EnglishEveryday, NothingOnADayAndWhoeverIsYoungest) {
  EXPECT_EQ(statement(kClubs, "Harry has nothing on Tuesdays."), "Harry is not day.2");
  EXPECT_EQ(statement(kClubs, "whoever's youngest goes on Mondays."), "day.1 is aged.7");
  EXPECT_EQ(statement(kClubs, "Whoever is oldest goes on Thursdays."), "day.4 is aged.13");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

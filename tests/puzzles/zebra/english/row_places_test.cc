// The places of a row said by its own noun: the noun of the sentence that
// sets the row (`The benches stand in a row`), `at the bench next to`
// before where it is, and questions of the one at a place, in the active
// and in the passive (`What was being drunk at bench 2?`). Riddles
// written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kGarden =
    "Four regulars each had a picnic bench to themselves in the pub garden. The benches stand "
    "in a row and are numbered 1 to 4 from left to right.\n\n"
    "Diners: Harriet, Ivor, Jess, Kofi\nMeals: burger, pie, salad, scampi\n"
    "Drinks: lager, lemonade, shandy, stout\n\n";

TEST(EnglishRowPlaces, TheRowsNounBeforeWhereItIs) {
  EXPECT_EQ(statement(kGarden, "Ivor sat at the bench next to Jess."), "Ivor next to Jess");
  EXPECT_EQ(statement(kGarden, "The pie was eaten at the bench directly left of the scampi."),
            "pie just left of scampi");
  // A bench said by its number stays a place.
  EXPECT_EQ(statement(kGarden, "Kofi sat at bench 3."), "Kofi at 3");
}

TEST(EnglishRowPlaces, QuestionsOfTheOneAtAPlace) {
  const std::string clue = "1. Ivor sat at the bench next to Jess.\n\n";
  EXPECT_THAT(zebra_of(kGarden + clue + "What did the diner at bench 2 drink?\n"),
              HasSubstr("ask: drink of p2"));
  EXPECT_THAT(zebra_of(kGarden + clue + "What was drunk at bench 2?\n"),
              HasSubstr("ask: drink of p2"));
  EXPECT_THAT(zebra_of(kGarden + clue + "What was being drunk at bench 4?\n"),
              HasSubstr("ask: drink of p4"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

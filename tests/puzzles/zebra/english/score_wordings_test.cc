// Wordings of scores and their holders as a magazine's puzzle page writes
// them (a darts league): a value whose name holds `and` said each with
// `the`, `a three-figure checkout` and `in double figures`, `fifteen short
// of`, the highest `hit by` someone, and `anyone from` a place denied.
// Heads written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
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

}  // namespace
}  // namespace deduce::puzzles::zebra::english

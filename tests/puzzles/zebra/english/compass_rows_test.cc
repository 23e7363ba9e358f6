// A row whose ends are the compass's (named_ends.h: `numbered 1 to 5 from
// west to east`), its years (ordered, as amounts are in a row, though
// `first` stays its first place), a noun said short (`mill` of
// `windmills`), and a word that says which end is never dropped. A head
// written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using testing_english::statement;

const std::string kDyke =
    "Five windmills stand in a line along the dyke, numbered 1 to 5 from west to east.\n\n"
    "Mills: Ash, Birch, Cedar, Elm, Oak\nBuilt: 1750, 1780, 1800, 1820, 1840\n"
    "Families: Cole, Dunn, Frost, Holt, Pell\n\n";

TEST(EnglishCompassRows, FromWestToEastPutsWestFirst) {
  // (`from west to east` after `5` once made west the last end.)
  EXPECT_EQ(statement(kDyke, "Ash stands immediately east of Birch."), "Ash just right of Birch");
  EXPECT_EQ(statement(kDyke, "Cedar is east of the Holts' mill."), "Cedar right of Holt");
  EXPECT_EQ(statement(kDyke, "Elm is the westernmost mill."), "Elm at 1");
  EXPECT_EQ(statement(kDyke, "Oak is the mill furthest west."), "Oak at 1");
  EXPECT_EQ(statement(kDyke, "The Frost family's mill is at the eastern end."), "Frost at 5");
  EXPECT_EQ(statement(kDyke, "Elm is the middle mill of the line."), "Elm at 3");
}

TEST(EnglishCompassRows, NeighboursAndAllTheOthersByTheCompass) {
  EXPECT_EQ(statement(kDyke, "The Pells' neighbour to the east works Oak."),
            "Oak just right of Pell");
  EXPECT_EQ(statement(kDyke, "Ash is east of both Birch and the Holts' mill."),
            "all of: Ash right of Birch; Ash right of Holt; Birch is not Holt");
  EXPECT_EQ(statement(kDyke, "Elm stands to the west of all the others."), "Elm at 1");
  EXPECT_EQ(statement(kDyke, "Cedar stands to the east of the Holts' mill."),
            "Cedar right of Holt");
  EXPECT_EQ(statement(kDyke, "Birch is the second from the east."), "Birch at 4");
  // (`the Frosts' one but` is no amount of places: `somewhere` stays.)
  EXPECT_EQ(statement(kDyke, "Ash is east of the Frosts' one but west of Oak."),
            "all of: Ash right of Frost; Ash left of Oak");
}

TEST(EnglishCompassRows, YearsAreOrderedButFirstIsAPlace) {
  EXPECT_EQ(statement(kDyke, "Oak was built 40 years after Ash."), "built(Oak) = built(Ash) + 40");
  EXPECT_EQ(statement(kDyke, "The oldest mill is Birch."), "Birch is built.1750");
  EXPECT_EQ(statement(kDyke, "Oak is the first mill."), "Oak at 1");
}

TEST(EnglishCompassRows, WorkingAMillNextToAnotherAndAnEndSaidByAWordNoOneKnows) {
  EXPECT_EQ(statement(kDyke, "The Holts did not work the mill next to Ash."),
            "Holt not next to Ash");
  // `at the kitchen end` is refused, never read as `at an end`.
  EXPECT_EQ(statement(kDyke, "The Dunns worked the mill at the kitchen end."), "");
  EXPECT_EQ(statement(kDyke, "The Dunns worked the mill at one end."), "Dunn at an end");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// A shelf of jars and books as people describe it: `fuller`, `the
// emptiest`, `the fattest book`, `the green-lidded jar`, a second side said
// after `but` (`somewhere to the right of the silver one but to the left
// of the white one`), `more turmeric left than paprika` (`left` of what
// remains, never a side) and `How full is ...?`. Heads written for these
// tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::statement;
using testing_english::zebra_of;

// Four jars in a row, their lids and how full each is.
const std::string kJars =
    "Four jars stand in a row, in positions 1 to 4 from left to right. They hold cumin, mace, "
    "nutmeg and sage. Each has a lid of a different colour (gold, green, silver or white) and "
    "each is filled to a different level: 10%, 40%, 60% or 90%.\n\n";

TEST(EnglishShelfWordings, FullAndEmptyMeasureTheLevel) {
  EXPECT_EQ(statement(kJars, "The cumin is fuller than the mace."), "level(cumin) > level(mace)");
  EXPECT_EQ(statement(kJars, "The sage is emptier than the nutmeg."),
            "level(sage) < level(nutmeg)");
  EXPECT_EQ(statement(kJars, "The emptiest jar is the cumin."), "level.10 is cumin");
  EXPECT_EQ(statement(kJars, "The mace is the fullest jar."), "mace is level.90");
}

TEST(EnglishShelfWordings, AValueJoinedToThePartItMarksIsTheValue) {
  EXPECT_EQ(statement(kJars, "The green-lidded jar is at position 2."), "green at 2");
}

TEST(EnglishShelfWordings, ASecondSideAfterButIsTheSubjects) {
  EXPECT_EQ(statement(kJars,
                      "The green jar is somewhere to the right of the silver one but to the "
                      "left of the white one."),
            "all of: green right of silver; green left of white");
}

TEST(EnglishShelfWordings, LeftOfWhatRemainsIsNoSide) {
  EXPECT_EQ(statement(kJars, "There is more sage left than cumin."), "level(sage) > level(cumin)");
  // (`further left than` is a side, and stays one.)
  EXPECT_EQ(statement(kJars, "The sage is further left than the cumin."), "sage left of cumin");
}

TEST(EnglishShelfWordings, HowFullAsksTheLevel) {
  EXPECT_THAT(zebra_of(kJars + "1. The sage is at position 1.\n\nHow full is the sage jar?\n"),
              HasSubstr("ask: level of sage"));
}

// Books and their pages.
TEST(EnglishShelfWordings, TheFattestBookHasTheMostPages) {
  EXPECT_EQ(statement("Three books, by Austen, Dickens and Eliot, have 180 pages, 320 pages and "
                      "560 pages.\n\n",
                      "The Dickens is the fattest book of all."),
            "Dickens is page.560");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

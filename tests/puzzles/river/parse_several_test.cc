// Several river crossings in one file (docs/river.md): a `puzzle:` line
// after another puzzle's lines opens the next one, comments and blank lines
// between belong to neither, and messages keep the lines of the whole file.
#include <gtest/gtest.h>

#include <string>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/river/parse.h"

namespace deduce::puzzles::river {
namespace {

const std::string kTwo =
    "# wolf, goat and cabbage\n"
    "puzzle: Farm\n"
    "group farmer 1\n"
    "group goat 1\n"
    "boat 2\n"
    "rowers: farmer\n"
    "\n"
    "# the classic\n"
    "  puzzle : Monks\n"
    "group monk 3\n"
    "group monster 3\n"
    "boat 2\n"
    "forbid: monk > 0 and monster > monk\n";

TEST(RiverSeveral, EachPuzzleLinePastAPuzzlesLinesOpensOne) {
  const auto puzzles = parse_river_puzzles(kTwo, "two.river");
  ASSERT_EQ(puzzles.size(), 2u);
  EXPECT_EQ(puzzles[0].title, "Farm");
  EXPECT_EQ(puzzles[0].line, 2);
  EXPECT_EQ(puzzles[0].groups.size(), 2u);
  EXPECT_EQ(puzzles[0].rowers.size(), 1u);
  EXPECT_EQ(puzzles[1].title, "Monks");
  EXPECT_EQ(puzzles[1].line, 9);
  ASSERT_EQ(puzzles[1].groups.size(), 2u);
  EXPECT_EQ(puzzles[1].groups[0].line, 10);  // lines of the whole file
  EXPECT_TRUE(puzzles[1].rowers.empty());
}

TEST(RiverSeveral, ErrorsInTheSecondPuzzleNameTheFilesLine) {
  try {
    parse_river_puzzles(kTwo + "forbid: monk > goat\n", "two.river");
    FAIL() << "expected an error";
  } catch (const io::InputError& e) {
    EXPECT_EQ(e.where().line, 14) << e.what();  // `goat` is the first puzzle's
  }
  // A boat missing from the first puzzle: at its last line, not the file's.
  try {
    parse_river_puzzles("puzzle: A\ngroup a 1\n\n# note\npuzzle: B\ngroup b 1\nboat 1\n", "m");
    FAIL() << "expected an error";
  } catch (const io::InputError& e) {
    EXPECT_EQ(e.where().line, 2) << e.what();
  }
}

TEST(RiverSeveral, TheFirstOfSeveralNeedsItsPuzzleLine) {
  try {
    parse_river_puzzles("group a 1\nboat 1\npuzzle: B\ngroup b 1\nboat 1\n", "u.river");
    FAIL() << "expected an error";
  } catch (const io::InputError& e) {
    EXPECT_EQ(e.where().line, 1);
    EXPECT_NE(e.detail().find("next puzzle starts on line 3"), std::string::npos) << e.detail();
  }
  // Two titles before any other line: a duplicate, as before.
  EXPECT_THROW(parse_river_puzzles("puzzle: A\npuzzle: B\ngroup a 1\nboat 1\n", "d"),
               io::InputError);
  // A comment that mentions `puzzle:` opens nothing.
  EXPECT_EQ(parse_river_puzzles("group a 1\nboat 1\n# puzzle: no\n", "c").size(), 1u);
}

TEST(RiverSeveral, ParseRiverTakesOnePuzzleOnly) {
  try {
    parse_river(kTwo, "two.river");
    FAIL() << "expected an error";
  } catch (const io::InputError& e) {
    EXPECT_EQ(e.where().line, 9);
  }
}

}  // namespace
}  // namespace deduce::puzzles::river

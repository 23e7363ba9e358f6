// Several logic grids in one file (docs/zebra.md, "Several puzzles in one
// file"): a `puzzle:` line after a clue or an ask opens the next puzzle,
// comments and blank lines between belong to neither, and messages keep the
// lines of the whole file.
#include <gtest/gtest.h>

#include <string>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/zebra/read/parse.h"

namespace deduce::puzzles::zebra {
namespace {

const std::string kTwo =
    "# the first\n"
    "puzzle: One\n"
    "category name: ann bob\n"
    "category pet: cat dog\n"
    "1: ann is cat\n"
    "ask: name of dog\n"
    "\n"
    "# between the two\n"
    "\n"
    "puzzle: Two\n"
    "positions: 3\n"
    "category name: cy di ed\n"
    "1: cy at 1\n"
    "2: di at 2\n";

TEST(ZebraSeveral, EachPuzzleLinePastTheCluesOpensOne) {
  const auto puzzles = parse_zebra_puzzles(kTwo, "two.zebra");
  ASSERT_EQ(puzzles.size(), 2u);
  EXPECT_EQ(puzzles[0].title, "One");
  EXPECT_EQ(puzzles[0].line, 2);
  EXPECT_EQ(puzzles[0].n, 2);
  EXPECT_EQ(puzzles[0].clues.size(), 1u);
  EXPECT_EQ(puzzles[0].asks.size(), 1u);
  EXPECT_EQ(puzzles[1].title, "Two");
  EXPECT_EQ(puzzles[1].line, 10);
  EXPECT_EQ(puzzles[1].n, 3);
  ASSERT_EQ(puzzles[1].clues.size(), 2u);
  EXPECT_EQ(puzzles[1].clues[1].line, 14);  // lines of the whole file
  // Labels belong to their puzzle: both use `1`.
  EXPECT_EQ(puzzles[1].clues[0].label, "1");
}

TEST(ZebraSeveral, ErrorsInTheSecondPuzzleNameTheFilesLine) {
  std::string bad = kTwo + "3: zed at 1\n";
  try {
    parse_zebra_puzzles(bad, "two.zebra");
    FAIL() << "expected an error";
  } catch (const io::InputError& e) {
    EXPECT_EQ(e.where().line, 15);
    EXPECT_EQ(e.where().column, 4);
  }
  // A category missing from the second puzzle: reported at its last line,
  // in the middle of the file.
  const std::string missing =
      "puzzle: A\ncategory x: a b\n1: a at 1\npuzzle: B\n1: a at 1\n\npuzzle: C\n"
      "category y: p q\n1: p at 2\n";
  try {
    parse_zebra_puzzles(missing, "m.zebra");
    FAIL() << "expected an error";
  } catch (const io::InputError& e) {
    EXPECT_EQ(e.where().line, 5) << e.what();
  }
}

TEST(ZebraSeveral, TheFirstOfSeveralNeedsItsPuzzleLine) {
  const std::string untitled = "category x: a b\n1: a at 1\npuzzle: B\ncategory y: p q\n";
  try {
    parse_zebra_puzzles(untitled, "u.zebra");
    FAIL() << "expected an error";
  } catch (const io::InputError& e) {
    EXPECT_EQ(e.where().line, 1);
    EXPECT_NE(e.detail().find("next puzzle starts on line 3"), std::string::npos) << e.detail();
  }
}

TEST(ZebraSeveral, TwoTitlesBeforeAnyClueAreStillADuplicate) {
  EXPECT_THROW(parse_zebra_puzzles("puzzle: A\npuzzle: B\ncategory x: a b\n", "d.zebra"),
               io::InputError);
  // One puzzle: the title may come anywhere before the clues, or not at all.
  EXPECT_EQ(parse_zebra_puzzles("category x: a b\npuzzle: A\n1: a at 1\n", "f").size(), 1u);
  EXPECT_EQ(parse_zebra_puzzles("category x: a b\n1: a at 1\n", "f").front().line, 0);
}

TEST(ZebraSeveral, ParseZebraTakesOnePuzzleOnly) {
  try {
    parse_zebra(kTwo, "two.zebra");
    FAIL() << "expected an error";
  } catch (const io::InputError& e) {
    EXPECT_EQ(e.where().line, 10);
  }
}

}  // namespace
}  // namespace deduce::puzzles::zebra

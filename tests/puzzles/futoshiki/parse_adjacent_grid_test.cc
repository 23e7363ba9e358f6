// Reading Adjacent grids, the grid format's extension for Tatham's Adjacent
// mode: the order line `Na`, `:` between two cells that differ by 1, and
// `|` / `-` between two that must not. Each grid is compared with the game
// ID of the same puzzle, read by the other reader.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "deduce/puzzles/futoshiki/check.h"
#include "deduce/puzzles/futoshiki/parse.h"
#include "puzzles/futoshiki/reader_testing.h"

namespace deduce::puzzles::futoshiki {
namespace {

using ::testing::HasSubstr;
using namespace testing_support;  // error_of, expect_error, expect_same_puzzle

// The solution of the 5x5 Adjacent example of examples/futoshiki_ids.txt,
// as a game ID and as an Adjacent grid in both styles.
const char kSolvedId[] =
    "5a:3D,5R,4L,2R,1L,2URD,3DL,1D,5R,4DL,1U,4U,2URD,3DL,5U,5D,1D,3UR,4UL,2D,4U,2U,5,1,3U,";

const char kAdjacentCompact[] =
    "5a\n"
    "3|5:4|2:1\n"
    ":--------\n"
    "2:3|1|5:4\n"
    ":-:-:---:\n"
    "1|4|2:3|5\n"
    "----:-:--\n"
    "5|1|3:4|2\n"
    ":-:-----:\n"
    "4|2|5|1|3\n";

const char kAdjacentSpaced[] =
    "5a   # an Adjacent grid\n"
    "3 | 5 : 4 | 2 : 1\n"
    ": - - - - - - - -\n"
    "2 : 3 | 1 | 5 : 4\n"
    ": - : - : - - - :\n"
    "\n"
    "1 | 4 | 2 : 3 | 5\n"
    "- - - - : - : - -\n"
    "5 | 1 | 3 : 4 | 2\n"
    ":-: - - - - - :\n"
    "4 | 2 | 5 | 1 | 3\n";

TEST(FutoshikiAdjacentGrid, CompactAndSpacedReadAsTheGameId) {
  const Puzzle id = parse_game_id(kSolvedId, "id");
  for (const char* text : {kAdjacentCompact, kAdjacentSpaced}) {
    SCOPED_TRACE(text);
    auto ps = parse_puzzles(text, "f.fut");
    ASSERT_EQ(ps.size(), 1u);
    EXPECT_EQ(ps[0].mode, Mode::kAdjacent);
    EXPECT_EQ(ps[0].source, SourceFormat::kGrid);
    EXPECT_EQ(ps[0].difficulty, Difficulty::kNone);
    expect_same_puzzle(ps[0], id);
  }
}

TEST(FutoshikiAdjacentGrid, MarksAndTheirAbsenceMeanWhatTheySay) {
  auto ps = parse_puzzles(kAdjacentCompact, "f.fut");
  const Puzzle& p = ps[0];
  EXPECT_EQ(p.right_of(0, 0), Relation::kNone);      // 3|5
  EXPECT_EQ(p.right_of(0, 1), Relation::kAdjacent);  // 5:4
  EXPECT_EQ(p.below(0, 0), Relation::kAdjacent);     // 3 over 2
  EXPECT_EQ(p.below(0, 1), Relation::kNone);         // 5 over 3
  EXPECT_EQ(p.right_where[1].line, 2);
  EXPECT_EQ(p.right_where[1].column, 4);
  EXPECT_EQ(p.down_where[0].line, 3);
  EXPECT_EQ(p.down_where[0].column, 1);
  // The solution obeys every mark and every absence of one.
  EXPECT_EQ(check(p).verdict, Verdict::kCompleteValid);
}

TEST(FutoshikiAdjacentGrid, AMissingMarkIsARuleTooForCheck) {
  // 3 and 2 differ by 1 but `-` says they must not: check names the `-`.
  std::string text = kAdjacentCompact;
  text[text.find(":--------")] = '-';
  auto ps = parse_puzzles(text, "f.fut");
  const CheckResult r = check(ps[0]);
  EXPECT_EQ(r.verdict, Verdict::kCompleteInvalid);
  EXPECT_EQ(r.where.line, 3);
  EXPECT_EQ(r.where.column, 1);
  EXPECT_THAT(r.reason, HasSubstr("must not differ by 1"));
}

TEST(FutoshikiAdjacentGrid, OrderLineForms) {
  // `a` directly after the order, with blanks or a comment after it.
  EXPECT_EQ(parse_puzzles("  2a \t\n1:2\n:-:\n2:1\n", "f.fut")[0].mode, Mode::kAdjacent);
  EXPECT_EQ(parse_puzzles("2a#adjacent\n1:2\n:-:\n2:1\n", "f.fut")[0].mode, Mode::kAdjacent);
  EXPECT_EQ(parse_puzzles("2\n1|2\n---\n2|1\n", "f.fut")[0].mode, Mode::kUnequal);
  // Order one has no relation at all.
  auto one = parse_puzzles("1a\n.\n", "f.fut");
  EXPECT_EQ(one[0].mode, Mode::kAdjacent);
  EXPECT_TRUE(one[0].right.empty());
  // Not an order line: `a` apart from the number, or twice.
  expect_error("3 a\n", "1:3", {"with `a` after it for an Adjacent grid"});
  expect_error("3aa\n", "1:3", {"expected `:` after the parameters of the game ID"});
}

TEST(FutoshikiAdjacentGrid, AdjacentAndUnequalGridsMixInOneFile) {
  std::string text = std::string(kAdjacentCompact) + "2\n1<2\n---\n2|1\n" + kSolvedId + "\n";
  auto ps = parse_puzzles(text, "f.fut");
  ASSERT_EQ(ps.size(), 3u);
  EXPECT_EQ(ps[0].mode, Mode::kAdjacent);
  EXPECT_EQ(ps[1].mode, Mode::kUnequal);
  EXPECT_EQ(ps[1].right_of(0, 0), Relation::kLess);
  EXPECT_EQ(ps[2].mode, Mode::kAdjacent);
}

TEST(FutoshikiAdjacentGridErrors, SignsAreNotAdjacentSymbols) {
  expect_error("3a\n1<2|3\n", "2:2",
               {"expected a relation `|` or `:` between values 1 and 2 of row 1, found `<` (the "
                "order line `3a` makes this an Adjacent grid"});
  expect_error("3a\n1|2|3\n--v--\n", "3:3",
               {"expected `-` or `:` for column 2", "has no signs `<`, `>`, `^` or `v`"});
  expect_error("3a\n1|2|3\n- -\n", "3:4", {"(`-` or `:` for each column, `-` between)"});
}

TEST(FutoshikiAdjacentGridErrors, TheMarkIsNotAnUnequalSymbol) {
  expect_error("3\n1:2|3\n", "2:2",
               {"expected a relation `|`, `<` or `>` between values 1 and 2 of row 1, found `:`",
                "only an Adjacent grid has: its order line is `3a`"});
  expect_error("3\n1|2|3\n----:\n", "3:5", {"expected `-`, `^` or `v` for column 3"});
}

TEST(FutoshikiAdjacentGridErrors, TheFillerStaysADash) {
  expect_error("3a\n1|2|3\n-:---\n", "3:2", {"filler `-` between columns 1 and 2"});
  // Other symbols are named without the hint about the mode.
  auto e = error_of("3a\n1*2|3\n");
  EXPECT_THAT(e.detail(), HasSubstr("found `*`"));
  EXPECT_THAT(e.detail(), ::testing::Not(HasSubstr("Adjacent grid")));
}

}  // namespace
}  // namespace deduce::puzzles::futoshiki

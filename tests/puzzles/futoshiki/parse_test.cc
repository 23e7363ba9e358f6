// The Futoshiki readers: both grid styles, large orders, comments, several
// puzzles per file, game IDs in both modes, and malformed input located to
// the exact line and column.
#include "deduce/puzzles/futoshiki/parse.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/futoshiki/reader_testing.h"

namespace deduce::puzzles::futoshiki {
namespace {

using ::testing::HasSubstr;
using testing_support::error_of;
using testing_support::loc;

const char kSpaced[] =
    "5\n"
    "0 > 0 | 0 | 0 | 0\n"
    "- - - - - - ^ - v\n"
    "0 | 0 | 0 | 0 | 0\n"
    "- - - - - - - - v\n"
    "0 > 0 | 1 | 0 | 0\n"
    "v - v - - - - - -\n"
    "0 | 0 | 0 < 0 | 0\n"
    "- - - - - - - - -\n"
    "0 | 0 | 0 < 0 < 0\n";

const char kCompact[] =
    "5\n"
    "0>0|0|0|0\n"
    "------^-v\n"
    "0|0|0|0|0\n"
    "--------v\n"
    "0>0|1|0|0\n"
    "v-v------\n"
    "0|0|0<0|0\n"
    "---------\n"
    "0|0|0<0<0\n";

const char kGameId[] = "5:0R,0,0,0,0D,0,0,0,0U,0D,0RD,0D,1,0,0,0,0,0,0L,0,0,0,0,0L,0L,";

void expect_doc_puzzle(const Puzzle& p) {
  ASSERT_EQ(p.n, 5);
  EXPECT_EQ(p.mode, Mode::kUnequal);
  EXPECT_EQ(p.given(2, 2), 1);
  int givens = 0;
  for (int v : p.givens) givens += v != 0;
  EXPECT_EQ(givens, 1);
  EXPECT_EQ(p.right_of(0, 0), Relation::kGreater);
  EXPECT_EQ(p.right_of(2, 0), Relation::kGreater);
  EXPECT_EQ(p.right_of(3, 2), Relation::kLess);
  EXPECT_EQ(p.right_of(4, 2), Relation::kLess);
  EXPECT_EQ(p.right_of(4, 3), Relation::kLess);
  EXPECT_EQ(p.right_of(0, 1), Relation::kNone);
  EXPECT_EQ(p.below(0, 3), Relation::kLess);
  EXPECT_EQ(p.below(0, 4), Relation::kGreater);
  EXPECT_EQ(p.below(1, 4), Relation::kGreater);
  EXPECT_EQ(p.below(2, 0), Relation::kGreater);
  EXPECT_EQ(p.below(2, 1), Relation::kGreater);
  EXPECT_EQ(p.below(3, 0), Relation::kNone);
  int signs = 0;
  for (Relation r : p.right) signs += r != Relation::kNone;
  for (Relation r : p.down) signs += r != Relation::kNone;
  EXPECT_EQ(signs, 10);
}

TEST(FutoshikiParse, ReadsTheSpacedGridOfTheFormatDoc) {
  auto ps = parse_puzzles(kSpaced, "f.fut");
  ASSERT_EQ(ps.size(), 1u);
  expect_doc_puzzle(ps[0]);
  EXPECT_EQ(ps[0].source, SourceFormat::kGrid);
  // Source places: the given 1 is at line 6, column 9; `v` below (1,5) at 3:17.
  EXPECT_EQ(ps[0].cell_where[12].line, 6);
  EXPECT_EQ(ps[0].cell_where[12].column, 9);
  EXPECT_EQ(ps[0].down_where[4].line, 3);
  EXPECT_EQ(ps[0].down_where[4].column, 17);
  EXPECT_EQ(ps[0].right_where[0].column, 3);
}

TEST(FutoshikiParse, ReadsTheCompactGridToTheSamePuzzle) {
  auto spaced = parse_puzzles(kSpaced, "f.fut");
  auto compact = parse_puzzles(kCompact, "f.fut");
  ASSERT_EQ(compact.size(), 1u);
  expect_doc_puzzle(compact[0]);
  EXPECT_EQ(compact[0].givens, spaced[0].givens);
  EXPECT_EQ(compact[0].right, spaced[0].right);
  EXPECT_EQ(compact[0].down, spaced[0].down);
  EXPECT_EQ(compact[0].cell_where[12].column, 5);
}

TEST(FutoshikiParse, ReadsTheGameIdOfTheFormatDocToTheSamePuzzle) {
  auto grid = parse_puzzles(kSpaced, "f.fut");
  auto id = parse_puzzles(kGameId, "f.txt");
  ASSERT_EQ(id.size(), 1u);
  expect_doc_puzzle(id[0]);
  EXPECT_EQ(id[0].source, SourceFormat::kGameId);
  EXPECT_EQ(id[0].givens, grid[0].givens);
  EXPECT_EQ(id[0].right, grid[0].right);
  EXPECT_EQ(id[0].down, grid[0].down);
}

TEST(FutoshikiParse, MixesBlanksAndNoBlanksCommentsAndBlankLines) {
  const char text[] =
      "# a comment line\n"
      "\n"
      "  3   # the order\n"
      "1 <2|  3\r\n"
      "\t- - - -^   \n"
      "\n"
      "#between rows\n"
      ".|.>.\n"
      "-----\n"
      "3|1|2\n";
  auto ps = parse_puzzles(text, "f.fut");
  ASSERT_EQ(ps.size(), 1u);
  const Puzzle& p = ps[0];
  EXPECT_EQ(p.where.line, 3);
  EXPECT_EQ(p.where.column, 3);
  EXPECT_EQ(p.givens, (std::vector<int>{1, 2, 3, 0, 0, 0, 3, 1, 2}));
  EXPECT_EQ(p.right_of(0, 0), Relation::kLess);
  EXPECT_EQ(p.right_of(1, 1), Relation::kGreater);
  EXPECT_EQ(p.below(0, 2), Relation::kLess);
}

TEST(FutoshikiParse, SkipsAByteOrderMark) {
  auto ps = parse_puzzles(
      "\xEF\xBB\xBF"
      "2\n1|2\n---\n2|1\n",
      "f.fut");
  ASSERT_EQ(ps.size(), 1u);
  EXPECT_EQ(ps[0].where.column, 4);
  auto e = error_of(
      "\xEF\xBB\xBF"
      "2x\n");
  EXPECT_EQ(loc(e), "1:5");
  // Only at the start of the file.
  EXPECT_EQ(loc(error_of("2\n1|2\n\xEF\xBB\xBF---\n2|1\n")), "3:1");
}

TEST(FutoshikiParse, ReadsOrdersAboveNineWithWholeNumbers) {
  // Order 12, spaced and compact rows mixed; values 10..12 are whole numbers.
  std::string text = "12\n";
  for (int r = 0; r < 12; ++r) {
    for (int c = 0; c < 12; ++c) {
      if (c > 0) text += r % 2 ? "|" : " | ";
      text += std::to_string((r + c) % 12 + 1);
    }
    text += "\n";
    if (r < 11)
      text +=
          r == 0 ? "v----------------------\n" : "- - - - - - - - - - - - - - - - - - - - - - -\n";
  }
  auto ps = parse_puzzles(text, "f.fut");
  ASSERT_EQ(ps.size(), 1u);
  EXPECT_EQ(ps[0].n, 12);
  EXPECT_EQ(ps[0].given(0, 11), 12);
  EXPECT_EQ(ps[0].given(3, 9), 1);
  EXPECT_EQ(ps[0].given(11, 11), 11);
  EXPECT_EQ(ps[0].below(0, 0), Relation::kGreater);
}

TEST(FutoshikiParse, ReadsOrderOneAndOrderSixtyFour) {
  auto one = parse_puzzles("1\n0\n", "f.fut");
  ASSERT_EQ(one.size(), 1u);
  EXPECT_EQ(one[0].n, 1);
  EXPECT_TRUE(one[0].right.empty());
  std::string text = "64\n";
  for (int r = 0; r < 64; ++r) {
    for (int c = 0; c < 64; ++c) text += c ? "|0" : "0";
    text += "\n";
    if (r < 63) text += std::string(127, '-') + "\n";
  }
  auto big = parse_puzzles(text, "f.fut");
  EXPECT_EQ(big[0].n, 64);
  EXPECT_EQ(big[0].givens.size(), 64u * 64u);
}

TEST(FutoshikiParse, ReadsSeveralPuzzlesOfBothKindsInOrder) {
  std::string text = std::string(kCompact) + "\n" + kGameId + "\n2\n1|2\n---\n2|1\n" + kGameId;
  auto ps = parse_puzzles(text, "f.txt");
  ASSERT_EQ(ps.size(), 4u);
  EXPECT_EQ(ps[0].source, SourceFormat::kGrid);
  EXPECT_EQ(ps[1].source, SourceFormat::kGameId);
  EXPECT_EQ(ps[1].where.line, 12);
  EXPECT_EQ(ps[2].n, 2);
  EXPECT_EQ(ps[2].where.line, 13);
  EXPECT_EQ(ps[3].where.line, 17);
}

TEST(FutoshikiParse, GameIdFlagsMeanThisCellIsGreater) {
  // Cell 1 greater than its right neighbour; cell 5 (row 2, col 2) greater
  // than the cell above; cell 9 greater than its left neighbour.
  auto p = parse_game_id("3:0R,0,0,0,0U,0,0,0,0L", "x");
  EXPECT_EQ(p.right_of(0, 0), Relation::kGreater);
  EXPECT_EQ(p.below(0, 1), Relation::kLess);
  EXPECT_EQ(p.right_of(2, 1), Relation::kLess);
  EXPECT_EQ(p.mode, Mode::kUnequal);
}

TEST(FutoshikiParse, GameIdTrailingCommaIsOptional) {
  auto a = parse_game_id("3:1,2,3,0,0,0,0,0,0,", "x");
  auto b = parse_game_id("3:1,2,3,0,0,0,0,0,0", "x");
  EXPECT_EQ(a.givens, b.givens);
  EXPECT_EQ(a.givens[2], 3);
}

TEST(FutoshikiParse, GameIdAcceptsADifficultyInTheParameters) {
  auto p = parse_game_id("3dk:1,2,3,0,0,0,0,0,0,", "x");
  EXPECT_EQ(p.n, 3);
  EXPECT_EQ(p.difficulty, Difficulty::kTricky);
  auto q = parse_game_id("3adx:0R,0L,0,0,0,0,0,0,0,", "x");
  EXPECT_EQ(q.mode, Mode::kAdjacent);
  EXPECT_EQ(q.difficulty, Difficulty::kExtreme);
  EXPECT_EQ(parse_game_id("3:1,2,3,0,0,0,0,0,0,", "x").difficulty, Difficulty::kNone);
}

TEST(FutoshikiParse, AdjacentModeNeedsTheFlagOnBothCells) {
  auto p = parse_game_id("3a:0R,0L,0,0D,0,0,0U,0,0,", "x");
  EXPECT_EQ(p.mode, Mode::kAdjacent);
  EXPECT_EQ(p.right_of(0, 0), Relation::kAdjacent);
  EXPECT_EQ(p.right_of(0, 1), Relation::kNone);
  EXPECT_EQ(p.below(1, 0), Relation::kAdjacent);
  EXPECT_EQ(p.below(0, 0), Relation::kNone);
  try {
    parse_game_id("3a:0R,0,0,0,0,0,0,0,0,", "x");
    FAIL() << "one-sided adjacency accepted";
  } catch (const io::InputError& e) {
    EXPECT_EQ(loc(e), "1:5");
    EXPECT_THAT(e.detail(), HasSubstr("matching flag `L`"));
  }
}

TEST(FutoshikiParse, GameIdsWithMultiDigitValues) {
  std::string id = "10:";
  for (int k = 0; k < 100; ++k) id += (k == 0 ? "10" : "0") + std::string(",");
  auto p = parse_game_id(id, "x");
  EXPECT_EQ(p.n, 10);
  EXPECT_EQ(p.givens[0], 10);
}

// ---- Errors, each at its exact place ----------------------------------------

TEST(FutoshikiParseErrors, WrongOrderRowLongerThanTheOrder) {
  auto e = error_of("4\n1|2|3|4|5\n");
  EXPECT_EQ(loc(e), "2:8");
  EXPECT_THAT(e.detail(), HasSubstr("expected the end of row 1 after its 4 values"));
  EXPECT_EQ(std::string(e.what()).rfind("f.fut:2:8: expected", 0), 0u);
}

TEST(FutoshikiParseErrors, ShortRow) {
  auto e = error_of("5\n0>0|0|0|0\n------^-v\n0|0|0|0\n");
  EXPECT_EQ(loc(e), "4:8");
  EXPECT_THAT(e.detail(), HasSubstr("expected 5 values in row 2"));
  EXPECT_THAT(e.detail(), HasSubstr("found only 4"));
}

TEST(FutoshikiParseErrors, ShortRelationRow) {
  auto e = error_of("3\n1|2|3\n- - \n");
  EXPECT_EQ(loc(e), "3:4");
  EXPECT_THAT(e.detail(), HasSubstr("expected 5 symbols"));
}

TEST(FutoshikiParseErrors, BadSymbolInAValueRow) {
  auto e = error_of("3\n1|2*3\n");
  EXPECT_EQ(loc(e), "2:4");
  EXPECT_THAT(e.detail(), HasSubstr("expected a relation `|`, `<` or `>`"));
  EXPECT_THAT(e.detail(), HasSubstr("found `*`"));
}

TEST(FutoshikiParseErrors, BadSymbolInARelationRow) {
  auto e = error_of("3\n1|2|3\n--x--\n");
  EXPECT_EQ(loc(e), "3:3");
  EXPECT_THAT(e.detail(), HasSubstr("expected `-`, `^` or `v` for column 2"));
  auto f = error_of("3\n1|2|3\n-^---\n");
  EXPECT_EQ(loc(f), "3:2");
  EXPECT_THAT(f.detail(), HasSubstr("filler `-` between columns 1 and 2"));
}

TEST(FutoshikiParseErrors, ValueOutOfRange) {
  auto e = error_of("3\n1|2|3\n-----\n1|7|3\n");
  EXPECT_EQ(loc(e), "4:3");
  EXPECT_THAT(e.detail(), HasSubstr("expected value 2 of row 2: a value from 1 to 3"));
  EXPECT_THAT(e.detail(), HasSubstr("found 7"));
}

TEST(FutoshikiParseErrors, OutOfRangeIsKeptForCheckButHugeNumbersAreNot) {
  ParseOptions keep;
  keep.keep_out_of_range = true;
  auto ps = parse_puzzles("3\n1|2|3\n-----\n1|7|3\n-----\n.|.|.\n", "f.fut", keep);
  EXPECT_EQ(ps[0].given(1, 1), 7);
  auto e = error_of("2\n99999999999999999999|1\n", keep);
  EXPECT_EQ(loc(e), "2:1");
  EXPECT_THAT(e.detail(), HasSubstr("found 99999999999999999999"));
}

TEST(FutoshikiParseErrors, HugeNumbersAreReportedNotOverflowed) {
  std::string digits(100000, '9');
  auto e = error_of(digits + "\n");
  EXPECT_EQ(loc(e), "1:1");
  EXPECT_THAT(e.detail(), HasSubstr("expected an order from 1 to 256"));
  EXPECT_THAT(e.detail(), HasSubstr("(100000 digits)"));
  auto f = error_of("2\n1|" + digits + "\n");
  EXPECT_EQ(loc(f), "2:3");
}

TEST(FutoshikiParseErrors, OrderAbove256OrZero) {
  EXPECT_EQ(loc(error_of("257\n")), "1:1");
  EXPECT_THAT(error_of("  257\n").detail(),
              HasSubstr("expected an order from 1 to 256, found 257"));
  EXPECT_EQ(loc(error_of("  257\n")), "1:3");
  EXPECT_THAT(error_of("0\n").detail(), HasSubstr("found 0"));
  EXPECT_EQ(loc(error_of("257:0,0\n")), "1:1");
  // Orders past 64 are read (wide domains); a short grid is then what is wrong.
  EXPECT_EQ(loc(error_of("65\n")), "2:1");
}

TEST(FutoshikiParseErrors, TruncatedGrid) {
  auto e = error_of("3\n1|2|3\n-----\n");
  EXPECT_EQ(loc(e), "4:1");
  EXPECT_THAT(e.detail(), HasSubstr("expected row 2 of the grid of order 3"));
  auto f = error_of("3\n1|2|3");
  EXPECT_EQ(loc(f), "2:6");
  EXPECT_THAT(f.detail(), HasSubstr("relation row between rows 1 and 2"));
}

TEST(FutoshikiParseErrors, TruncatedGameId) {
  auto e = error_of("5:0R,0,0,0,0D,0,0\n");
  EXPECT_EQ(loc(e), "1:18");
  EXPECT_THAT(e.detail(), HasSubstr("expected 25 cells"));
  EXPECT_THAT(e.detail(), HasSubstr("found only 7"));
  EXPECT_THAT(e.detail(), HasSubstr("truncated"));
  auto f = error_of("# c\n5:0,0,\n");
  EXPECT_EQ(loc(f), "2:7");
  EXPECT_THAT(f.detail(), HasSubstr("found only 2"));
}

TEST(FutoshikiParseErrors, GameIdBadFlagAndSeparator) {
  auto e = error_of("3:0,0X,0,0,0,0,0,0,0\n");
  EXPECT_EQ(loc(e), "1:6");
  EXPECT_THAT(e.detail(), HasSubstr("expected `,` after cell 2"));
  auto f = error_of("3:0,,0,0,0,0,0,0,0\n");
  EXPECT_EQ(loc(f), "1:5");
  EXPECT_THAT(f.detail(), HasSubstr("value of cell 2"));
  auto g = error_of("3:0,0,0,0,0,0,0,0,0,0\n");
  EXPECT_EQ(loc(g), "1:21");
  EXPECT_THAT(g.detail(), HasSubstr("end of the game ID after its 9 cells"));
}

TEST(FutoshikiParseErrors, GameIdValueOutOfRange) {
  auto e = error_of("3:0,0,4,0,0,0,0,0,0\n");
  EXPECT_EQ(loc(e), "1:7");
  EXPECT_THAT(e.detail(), HasSubstr("expected the value of cell 3 (row 1, column 3): a value from "
                                    "1 to 3 (0 for an empty cell), found 4"));
}

TEST(FutoshikiParseErrors, GameIdFlagOffTheGrid) {
  auto e = error_of("3:0U,0,0,0,0,0,0,0,0\n");
  EXPECT_EQ(loc(e), "1:4");
  EXPECT_THAT(e.detail(), HasSubstr("points off the grid"));
  EXPECT_EQ(loc(error_of("3:0,0,0R,0,0,0,0,0,0\n")), "1:8");
}

TEST(FutoshikiParseErrors, GameIdConflictingFlags) {
  // Cell 1 says it is greater than cell 2; cell 2 says it is greater than cell 1.
  auto e = error_of("3:0R,0L,0,0,0,0,0,0,0\n");
  EXPECT_EQ(loc(e), "1:7");
  EXPECT_THAT(e.detail(), HasSubstr("contradicts flag `R` at column 4"));
  auto f = error_of("3:0D,0,0,0U,0,0,0,0,0\n");
  EXPECT_EQ(loc(f), "1:11");
}

TEST(FutoshikiParseErrors, GameIdMissingColon) {
  auto e = error_of("5a0,0\n");
  EXPECT_EQ(loc(e), "1:3");
  EXPECT_THAT(e.detail(), HasSubstr("expected `:`"));
  EXPECT_EQ(loc(error_of("5dq:0\n")), "1:3");
}

TEST(FutoshikiParseErrors, EmptyAndCommentOnlyFiles) {
  auto e = error_of("");
  EXPECT_EQ(loc(e), "1:1");
  EXPECT_THAT(e.detail(), HasSubstr("expected a Futoshiki puzzle"));
  EXPECT_EQ(loc(error_of("# nothing\n\n")), "3:1");
}

TEST(FutoshikiParseErrors, BinaryJunkIsNamedByItsCode) {
  auto e = error_of(std::string("\x01\x02\xff\0junk", 8));
  EXPECT_EQ(loc(e), "1:1");
  EXPECT_THAT(e.detail(), HasSubstr("byte 0x01"));
  auto f = error_of(std::string("2\n1|\xc3\xa9\n"));
  EXPECT_EQ(loc(f), "2:3");
  EXPECT_THAT(f.detail(), HasSubstr("byte 0xc3"));
}

TEST(FutoshikiParseErrors, HeaderThatIsNeitherAnOrderNorAGameId) {
  auto e = error_of("5x\n");
  EXPECT_EQ(loc(e), "1:2");
  EXPECT_THAT(e.detail(), HasSubstr("expected the order of a grid"));
  EXPECT_EQ(loc(error_of("\n\n   hello\n")), "3:4");
}

TEST(FutoshikiParseErrors, ValueRowWhereARelationRowBelongs) {
  auto e = error_of("2\n1|2\n2|1\n");
  EXPECT_EQ(loc(e), "3:1");
  EXPECT_THAT(e.detail(), HasSubstr("relation row between rows 1 and 2"));
}

}  // namespace
}  // namespace deduce::puzzles::futoshiki

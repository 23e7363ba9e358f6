// The parameter string of a game ID: the order, `a` for Adjacent mode and
// Tatham's optional difficulty (`d` and one of `t e k x r`), which deduce
// keeps and writes back; and random-seed IDs (`5dt#12345`), which name no
// puzzle and are rejected at their `#` with what to do instead.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "deduce/puzzles/futoshiki/format.h"
#include "deduce/puzzles/futoshiki/parse.h"
#include "puzzles/futoshiki/reader_testing.h"

namespace deduce::puzzles::futoshiki {
namespace {

using ::testing::HasSubstr;
using namespace testing_support;  // error_of, expect_error, loc

// The cells of a 3x3 game ID with flags: Unequal mode flags one cell of a
// pair, Adjacent mode both.
std::string cells(bool adjacent) {
  return adjacent ? "0R,1L,0,0D,0,0,0U,0,0," : "0R,1,0,0D,0,0,0,0,0,";
}

TEST(FutoshikiDifficulty, LettersNameTathamsLevelsInOrder) {
  EXPECT_EQ(difficulty_of_letter('t'), Difficulty::kTrivial);
  EXPECT_EQ(difficulty_of_letter('e'), Difficulty::kEasy);
  EXPECT_EQ(difficulty_of_letter('k'), Difficulty::kTricky);
  EXPECT_EQ(difficulty_of_letter('x'), Difficulty::kExtreme);
  EXPECT_EQ(difficulty_of_letter('r'), Difficulty::kRecursive);
  EXPECT_EQ(difficulty_of_letter('q'), Difficulty::kNone);
  EXPECT_EQ(difficulty_of_letter('\0'), Difficulty::kNone);
  EXPECT_EQ(difficulty_of_letter('T'), Difficulty::kNone);
  for (char letter : kDifficultyLetters) {
    EXPECT_EQ(difficulty_letter(difficulty_of_letter(letter)), letter);
  }
}

TEST(FutoshikiDifficulty, EveryLetterInBothModesIsReadAndWrittenBack) {
  for (const std::string mode : {"", "a"}) {
    for (char letter : kDifficultyLetters) {
      const std::string id = "3" + mode + "d" + letter + ":" + cells(!mode.empty());
      SCOPED_TRACE(id);
      const Puzzle p = parse_game_id(id, "x");
      EXPECT_EQ(p.mode, mode.empty() ? Mode::kUnequal : Mode::kAdjacent);
      EXPECT_EQ(p.difficulty, difficulty_of_letter(letter));
      EXPECT_NE(p.difficulty, Difficulty::kNone);
      EXPECT_EQ(format_game_id(p), id);
      // A solved ID keeps the parameters too.
      EXPECT_EQ(format_game_id(p, {2, 1, 3, 3, 2, 1, 1, 3, 2}).substr(0, id.find(':') + 1),
                id.substr(0, id.find(':') + 1));
    }
  }
}

TEST(FutoshikiDifficulty, AnIdWithoutOneHasNoneAndGetsNone) {
  const Puzzle p = parse_game_id("3a:" + cells(true), "x");
  EXPECT_EQ(p.difficulty, Difficulty::kNone);
  EXPECT_EQ(format_game_id(p), "3a:" + cells(true));
  // Grids carry no difficulty, so one read from a grid writes none.
  const Puzzle g = parse_puzzles("2\n1|2\n---\n2|1\n", "f.fut")[0];
  EXPECT_EQ(g.difficulty, Difficulty::kNone);
  EXPECT_EQ(format_game_id(g), "2:1,2,2,1,");
}

TEST(FutoshikiDifficulty, AnUnknownLetterIsStillAnError) {
  expect_error("5dq:0\n", "1:3",
               {"expected a difficulty letter `t`, `e`, `k`, `x` or `r` after `d`, found `q`"});
  EXPECT_EQ(loc(error_of("5ad:0\n")), "1:4");
  EXPECT_EQ(loc(error_of("5d")), "1:3");
}

TEST(FutoshikiSeedIds, AreRejectedAtTheHashWithWhatToDo) {
  auto e = error_of("5dt#12345\n");
  EXPECT_EQ(loc(e), "1:4");
  EXPECT_EQ(std::string(e.what()).rfind("f.fut:1:4: expected a game ID `PARAMS:DESCRIPTION` such "
                                        "as `5:0,0L,...`",
                                        0),
            0u);
  EXPECT_THAT(e.detail(), HasSubstr("`5dt#12345` is a random-seed ID, which says how to generate "
                                    "a puzzle, not which puzzle it is"));
  EXPECT_THAT(e.detail(), HasSubstr("`sgt-unequal --generate 1 '5dt#12345'` prints it"));
}

TEST(FutoshikiSeedIds, InEveryFormOfTheParameters) {
  EXPECT_EQ(loc(error_of("5#12345\n")), "1:2");
  EXPECT_EQ(loc(error_of("5a#12345\n")), "1:3");
  EXPECT_EQ(loc(error_of("# a seed:\n  5adk#any text at all  \n")), "2:7");
  EXPECT_THAT(error_of("5adk#any text at all\n").detail(),
              HasSubstr("`5adk#any text at all` is a random-seed ID"));
  // After a puzzle, on a later line.
  EXPECT_EQ(loc(error_of("2\n1|2\n---\n2|1\n7dx#1\n")), "5:4");
  // A seed that cannot be copied into a command is shown as SEED.
  EXPECT_THAT(error_of("5dt#it's\n").detail(), HasSubstr("'5dt#SEED'"));
  EXPECT_THAT(error_of("5dt#" + std::string(60, '7') + "\n").detail(), HasSubstr("'5dt#SEED'"));
}

TEST(FutoshikiSeedIds, AlsoThroughTheOneLineReader) {
  try {
    parse_game_id("  5dk#12345", "x", 4, 10);
    FAIL() << "a seed ID was read";
  } catch (const io::InputError& e) {
    EXPECT_EQ(e.where().line, 4);
    EXPECT_EQ(e.where().column, 15);
    EXPECT_THAT(e.detail(), HasSubstr("random-seed ID"));
  }
}

TEST(FutoshikiSeedIds, CommentsAfterAnOrderLineStayComments) {
  // A blank before `#`, or a seed that is not all digits: a grid's order
  // line with a comment, as before.
  for (const char* header : {"2 #12345", "2# two by two", "2#2x2", "2a#adjacent", "2a # 12"}) {
    SCOPED_TRACE(header);
    const std::string grid = header[1] == 'a' ? "\n1:2\n:-:\n2:1\n" : "\n1|2\n---\n2|1\n";
    auto ps = parse_puzzles(header + grid, "f.fut");
    ASSERT_EQ(ps.size(), 1u);
    EXPECT_EQ(ps[0].n, 2);
  }
  // With an unknown difficulty it is no seed ID: the letter is the error.
  EXPECT_THAT(error_of("5dq#1\n").detail(), HasSubstr("expected a difficulty letter"));
}

}  // namespace
}  // namespace deduce::puzzles::futoshiki

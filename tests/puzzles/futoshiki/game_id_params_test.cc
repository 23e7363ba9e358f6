// The parameter string of a game ID: the order, `a` for Adjacent mode and
// Tatham's optional difficulty (`d` and one of `t e k x r`), which deduce
// keeps and writes back.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "deduce/puzzles/futoshiki/format.h"
#include "deduce/puzzles/futoshiki/parse.h"

namespace deduce::puzzles::futoshiki {
namespace {

using ::testing::HasSubstr;

// The cells of a 3x3 game ID with flags: Unequal mode flags one cell of a
// pair, Adjacent mode both.
std::string cells(bool adjacent) {
  return adjacent ? "0R,1L,0,0D,0,0,0U,0,0," : "0R,1,0,0D,0,0,0,0,0,";
}

io::InputError error_of(const std::string& text) {
  try {
    parse_puzzles(text, "f.txt");
  } catch (const io::InputError& e) {
    return e;
  }
  ADD_FAILURE() << "no error for:\n" << text;
  return io::InputError({"", 0, 0}, "none");
}

std::string loc(const io::InputError& e) {
  return std::to_string(e.where().line) + ":" + std::to_string(e.where().column);
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
  auto e = error_of("5dq:0\n");
  EXPECT_EQ(loc(e), "1:3");
  EXPECT_THAT(e.detail(), HasSubstr("expected a difficulty letter `t`, `e`, `k`, `x` or `r` "
                                    "after `d`, found `q`"));
  EXPECT_EQ(loc(error_of("5ad:0\n")), "1:4");
  EXPECT_EQ(loc(error_of("5d")), "1:3");
}

}  // namespace
}  // namespace deduce::puzzles::futoshiki

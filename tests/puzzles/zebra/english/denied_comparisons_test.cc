// A comparison denied (`Effie didn't beat Cal`, `Ann is not older than Bo`,
// `Cy never scored more than Di`) is the comparison turned: as every
// comparison of the genre, it is of two things, so `didn't beat the
// skimmer from Mull` is a lower score than that skimmer's, and she is not
// from Mull. With it, the words of a quiz sheet's riddle: `out-skipped`,
// `came all the way from`, `one from Easdale itself`, a question's marks.
// Riddles written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kSkimmers =
    "Five skimmers made the final: Archie, Bronwen, Cal, Dougie and Effie. One came from Mull, "
    "one from Cardiff, one from Oban, one from Skye and one from Easdale itself. Their best "
    "throws were 14, 19, 23, 27 and 31 skips, and they were 9, 15, 33, 61 and 74 years old.\n\n";

TEST(EnglishDeniedComparisons, TheComparisonTurned) {
  EXPECT_EQ(statement(kSkimmers, "Effie is not older than Cal."),
            "year_old(Effie) < year_old(Cal)");
  EXPECT_EQ(statement(kSkimmers, "Effie isn't older than Cal."), "year_old(Effie) < year_old(Cal)");
  EXPECT_EQ(statement(kSkimmers, "Effie didn't get more skips than Cal."),
            "throw_skip(Effie) < throw_skip(Cal)");
  EXPECT_EQ(statement(kSkimmers, "Effie did not beat the skimmer from Mull."),
            "throw_skip(Effie) < throw_skip(Mull)");
  EXPECT_EQ(statement(kSkimmers, "Effie never beat Cal."), "throw_skip(Effie) < throw_skip(Cal)");
  EXPECT_EQ(statement(kSkimmers, "Effie beat Cal, but she didn't beat the skimmer from Mull."),
            "all of: throw_skip(Effie) > throw_skip(Cal); throw_skip(Effie) < throw_skip(Mull)");
  // An amount denied says less than any one comparison: refused.
  EXPECT_EQ(statement(kSkimmers, "Effie didn't get 4 more skips than Cal."), "");
  // A denial elsewhere is no comparison's.
  EXPECT_EQ(statement(kSkimmers, "Effie is not from Mull."), "Effie is not Mull");
}

TEST(EnglishDeniedComparisons, TheWordsOfAQuizSheet) {
  EXPECT_THAT(zebra_of(kSkimmers), HasSubstr("category came: Mull Cardiff Oban Skye Easdale\n"));
  EXPECT_EQ(statement(kSkimmers, "Dougie out-skipped Archie."),
            "throw_skip(Dougie) > throw_skip(Archie)");
  EXPECT_EQ(statement(kSkimmers, "Bronwen came all the way from Cardiff."), "Bronwen is Cardiff");
  EXPECT_THAT(zebra_of(kSkimmers + "1. Bronwen came from Cardiff.\nQ1. Where is Effie from? (5 "
                                   "points)\n"),
              AllOf(HasSubstr("# (5 points)\n# (names no value"), HasSubstr("ask: came of Effie")));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// Paragraphs wrapped at a fixed width, as emails, books and sites print
// them (document.h, unwrapped): a sentence cut across lines is one, found
// without --kind, and every error still names the line and column written.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "deduce/puzzles/zebra/english/document.h"
#include "puzzles/zebra/english/english_testing.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::error_of;
using testing_english::zebra_of;

// Written for these tests: its lists are in the wrapped introduction, one
// clue is cut across two lines.
const std::string kCookOff =
    "SMOKE ON THE LAKE\n\n"
    "Every summer the little lakeside town of Caddo Springs hosts a barbecue cook-off, and\n"
    "this year three pitmasters made the final. Each smoked a different meat (brisket, chicken\n"
    "or ribs), and each went home with a different prize: $250, $500 or $750. The finalists\n"
    "were Earl, Dana and Marcus.\n\n"
    "1. The brisket won $250 more than Earl's entry, and Dana did not smoke the\nchicken.\n"
    "2. Marcus won the top prize.\n"
    "3. Earl didn't smoke the ribs, and Dana won more than\nEarl did.\n\n"
    "Who smoked the ribs?\n";

TEST(EnglishWrappedLines, ASentenceCutAcrossLinesIsOne) {
  const std::string z = zebra_of(kCookOff);
  EXPECT_THAT(z, HasSubstr("category finalist: Earl Dana Marcus\n"));
  EXPECT_THAT(z, HasSubstr("category meat: brisket chicken ribs\n"));
  EXPECT_THAT(z, HasSubstr("1: all of: prize(brisket) = prize(Earl) + 250; Dana is not chicken\n"));
  // Found as a riddle without --kind, and answered.
  const testing::RunResult r = testing::run_deduce({"solve", "--format", "answer", "-"}, kCookOff);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "Marcus\n");
}

TEST(EnglishWrappedLines, NumberedCluesTypedOnOneLineKeepTheirNumbers) {
  const std::string z = zebra_of(
      "There are three stables in a row.\nPonies: Biscuit, Duke, Pepper\nRiders: Ava, Holly, "
      "Sam\n\n1. Duke lives in the middle stable. 2. Holly rides Duke. 3. Ava rides Biscuit.\n");
  EXPECT_THAT(z, HasSubstr("\n1: Duke at 2\n"));
  EXPECT_THAT(z, HasSubstr("\n2: Holly is Duke\n"));
  EXPECT_THAT(z, HasSubstr("\n3: Ava is Biscuit\n"));
}

TEST(EnglishWrappedLines, ErrorsNameTheLineAndColumnAsWritten) {
  std::string cut = kCookOff;
  cut.replace(cut.find("2. Marcus won the top prize."), 28,
              "2. Marcus won the top prize and frobbed the\nwidget.");
  // The clue starts on line 10, column 4; the sentence is whole.
  EXPECT_THAT(error_of(cut), HasSubstr("r.txt:10:4: could not read this clue: \"Marcus won the "
                                       "top prize and frobbed the widget\""));
  // An error on a line after the joined ones is on its own line.
  std::string later = kCookOff;
  later.replace(later.find("Who smoked the ribs?"), 20, "Who smoked the ribs next to Earl?");
  EXPECT_THAT(error_of(later), HasSubstr("r.txt:14:1: could not read this question"));
}

// A magazine sets a clue's second line under its first words, indented:
// the spaces round the break are one, so `but` / `   not both` reads as
// `but not both`, and an error further on still names the column written.
TEST(EnglishWrappedLines, AClueGoingOnIndentedReadsAsOneLine) {
  std::string indented = kCookOff;
  indented.replace(indented.find("3. Earl didn't"), std::string::npos,
                   "3. Either Earl smoked the chicken or Dana smoked the ribs, but\n"
                   "   not both.\n\nWho smoked the ribs?\n");
  const std::string z = zebra_of(indented);
  EXPECT_THAT(z, HasSubstr("3: one of: Earl is chicken; Dana is ribs\n"));
  std::string later = kCookOff;
  later.replace(later.find("3. Earl didn't"), std::string::npos,
                "3. Earl didn't smoke the ribs, and Dana won more than\n"
                "      Earl did. Earl frobbed the widget.\n\nWho smoked the ribs?\n");
  // `Earl frobbed` is at column 17 of line 12 as written (column 11 once
  // the six spaces before `Earl did` close up).
  EXPECT_THAT(error_of(later), HasSubstr("r.txt:12:17: could not read this clue: \"Earl frobbed "
                                         "the widget\""));
}

TEST(EnglishWrappedLines, ListsHeadedOnTheirOwnLinesAreNeverJoined) {
  // Long heading lines that end in no full stop stay lines of their own.
  const std::string text =
      "Locations: Kettleness, Robin Hood's Bay, Runswick Bay, Saltwick Bay\n"
      "Weights: 85g, 110g, 135g, 160g\nMembers: Mrs Ash, Mr Birtle, Miss Crop, Dr Dun\n";
  const std::string joined = unwrapped(text);
  EXPECT_EQ(joined, text);
  // A wrapped paragraph's breaks become spaces, each byte where it was; a
  // short clue's only where it ends on a word no sentence ends on.
  const std::string prose =
      "A wrapped paragraph of a riddle, cut at a fixed width by the mail program that\n"
      "sent it.\n\n1. A clue cut at the\nend.\n2. A clue that ends\nA line.\n";
  EXPECT_EQ(unwrapped(prose),
            "A wrapped paragraph of a riddle, cut at a fixed width by the mail program that "
            "sent it.\n\n1. A clue cut at the end.\n2. A clue that ends\nA line.\n");
}

TEST(EnglishWrappedLines, AParagraphWhoseSentencesEndInsideItsLines) {
  // Few of its lines end in a stop, as a book's paragraph set at its width:
  // still one paragraph, its lists whole across the breaks.
  const std::string text =
      "THE SHEARING MATCH.\n\n"
      "At the match held every June upon the green, three men took their places on the\n"
      "boards when the church clock struck two, and each sheared as many sheep as he could\n"
      "before it struck three. They were Amos Tregear, Ezra Penhale and Josiah Rowe, and each\n"
      "had come from a different farm, namely Highcombe, Lowerdown and Pennymoor. Amos\n"
      "Tregear did not come from Highcombe. Ezra Penhale hailed from Lowerdown. Josiah Rowe\n"
      "did not come from Pennymoor. Who came from Pennymoor?\n";
  EXPECT_THAT(zebra_of(text), HasSubstr("category farm: Highcombe Lowerdown Pennymoor"));
  EXPECT_THAT(zebra_of(text), HasSubstr("Amos_Tregear is not Highcombe"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

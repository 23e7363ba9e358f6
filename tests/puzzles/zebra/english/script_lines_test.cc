// A riddle written as a script read aloud: speakers' names before their
// lines, directions in square brackets (`[SFX: WAVES, GULLS]`, `[STING]`),
// clues headed `Clue one.` as they are spoken, and a word to the listeners
// after the questions (`Lines are open now ...`). The directions and the
// headings are shown as comments, never read as lists or clues; a clue
// that names a value is read wherever it stands. Riddles written for these
// tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::error_of;
using testing_english::zebra_of;

const std::string kHead =
    "PRESENTER: Three swimmers braved the cold sea on New Year's Day: Amy, Ben and Cal.\n"
    "PRESENTER: Their ages are 20, 30 and 40, and their hats were red, green and blue.\n";

TEST(EnglishScriptLines, ADirectionInSquareBracketsIsNoList) {
  const std::string z = zebra_of(kHead +
                                 "[SFX: WAVES, GULLS]\n"
                                 "PRESENTER: Amy is ten years older than Ben.\n"
                                 "PRESENTER: The red hat went to the oldest swimmer.\n"
                                 "PRESENTER: Cal wore the blue hat, and Ben is 20.\n"
                                 "[STING]\n"
                                 "PRESENTER: Who wore the red hat?\n");
  EXPECT_THAT(z, AllOf(HasSubstr("# SFX: WAVES, GULLS\n# (names no value"),
                       Not(HasSubstr("WAVES GULLS")), HasSubstr("# STING\n# (names no value")));
  // A clue in square brackets is still a clue.
  EXPECT_THAT(zebra_of(kHead + "[Amy is ten years older than Ben.]\n"
                               "PRESENTER: Who is 40?\n"),
              HasSubstr("age(Amy) = age(Ben) + 10"));
}

TEST(EnglishScriptLines, ASpokenClueHeadingIsALabel) {
  const std::string z = zebra_of(kHead +
                                 "PRESENTER: Clue one. Amy is ten years older than Ben.\n"
                                 "PRESENTER: Clue number two. Cal wore the blue hat.\n"
                                 "PRESENTER: Who is 40?\n");
  EXPECT_THAT(z, AllOf(HasSubstr("# PRESENTER: Clue one\n"), HasSubstr("Clue number two\n"),
                       HasSubstr("age(Amy) = age(Ben) + 10"), HasSubstr("Cal is blue")));
}

TEST(EnglishScriptLines, AWordToTheListenersAfterTheQuestionsFrames) {
  const std::string clues =
      "PRESENTER: Amy is ten years older than Ben. Cal wore the blue hat. Ben is 20.\n"
      "PRESENTER: The red hat went to the oldest swimmer.\n";
  EXPECT_THAT(zebra_of(kHead + clues +
                       "PRESENTER: So, who wore the green hat? Lines are open now, and the first "
                       "correct caller wins a towel!\n"),
              HasSubstr("# (names no value: it frames the puzzle)"));
  // Never a clue among clues after a question that opens the text.
  EXPECT_THAT(
      error_of("Who wore the green hat?\n" + kHead +
               "PRESENTER: The oldest swimmer at the start swam the most lengths. Amy is ten "
               "years older than Ben. Cal wore the blue hat.\n"),
      HasSubstr("The oldest swimmer at the start swam the most lengths\" (it names no value"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

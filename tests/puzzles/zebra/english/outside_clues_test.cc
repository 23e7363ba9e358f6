// Sentences outside a riddle's list of clues (reader_outside.cc): where the
// clues are printed as items, talk around them that cannot be read is a
// word to the reader, shown as not read in the translation and by every
// command that answers; inside the list, and before any list, a sentence
// not read is still refused.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "puzzles/zebra/english/english_testing.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using ::testing::Not;

using testing_english::error_of;
using testing_english::zebra_of;

// A studio newsletter in our own words: the lists in prose, four clues
// after tildes, then other news after bullets of another kind.
const std::string kStudio =
    "Our three teachers, Ana, Bea and Cat, each take one class: yin, hatha or flow, "
    "and the classes are 45 minutes, 60 minutes and 90 minutes long.\n\n"
    "~ Yin is the longest class.\n"
    "~ Bea's class is 15 minutes longer than Ana's.\n"
    "~ Hatha is not taught by Ana.\n"
    "~ Cat does not teach the 60-minute class.\n\n";
const std::string kNews =
    "OTHER NEWS\n"
    "* The spray for the mats is in the blue bottles by the door.\n"
    "* Our sound bath has moved to the last Sunday of the month.\n\n";
const std::string kAsk = "Who teaches hatha?\n";

constexpr const char* kNotRead =
    "(not read, and outside the list of clues: taken for a word to the reader)";

TEST(EnglishOutsideClues, TalkAfterTheListIsShownAsNotRead) {
  const std::string z = zebra_of(kStudio + kNews + kAsk);
  EXPECT_THAT(z, AllOf(HasSubstr("# Our sound bath has moved to the last Sunday of the month\n# " +
                                 std::string(kNotRead)),
                       HasSubstr("ask: "), HasSubstr("4: ")));
}

TEST(EnglishOutsideClues, ASentenceInsideTheListIsStillRefused) {
  // The same sentence as a clue of the list, between two of them.
  std::string inside = kStudio;
  inside.insert(inside.find("~ Hatha"), "~ Our sound bath has moved to the last Sunday.\n");
  EXPECT_THAT(error_of(inside + kAsk), HasSubstr("could not read this clue"));
  // And without a list of three marked clues, nothing is outside one.
  EXPECT_THAT(error_of("Ana, Bea and Cat each take one class: yin, hatha or flow.\n"
                       "~ Yin is not Ana's.\n~ Hatha is Bea's.\n"
                       "Our sound bath has moved to the last Sunday.\nWho teaches flow?\n"),
              HasSubstr("could not read this clue"));
}

TEST(EnglishOutsideClues, ASentenceOutsideTheListThatReadsIsAClue) {
  // Read where it can be: after the list, `Ana teaches flow` is clue 5.
  const std::string z = zebra_of(kStudio + "Ana teaches flow.\n" + kAsk);
  EXPECT_THAT(z, AllOf(HasSubstr("5: Ana is flow"), Not(HasSubstr(kNotRead))));
}

TEST(EnglishOutsideClues, EveryAnsweringCommandSaysWhatWasNotRead) {
  const std::string riddle = kStudio + kNews + kAsk;
  const testing::RunResult r = testing::run_deduce({"solve", "--kind", "text", "-"}, riddle);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, AllOf(HasSubstr("# unique solution\n# not read, outside the list of clues"),
                           HasSubstr("#   line 10: \"Our sound bath has moved to the last Sunday "
                                     "of the month\"\n")));
  const testing::RunResult j =
      testing::run_deduce({"solve", "--format", "json", "--kind", "text", "-"}, riddle);
  const auto unread = nlohmann::json::parse(j.out).at("results").at(0).at("unread");
  ASSERT_FALSE(unread.empty()) << j.out;
  EXPECT_EQ(unread.back().at("line"), 10);
  EXPECT_EQ(unread.back().at("sentence"),
            "Our sound bath has moved to the last Sunday of the month");
  EXPECT_THAT(testing::run_deduce({"solve", "--count", "--kind", "text", "-"}, riddle).out,
              HasSubstr("1\n# not read, outside the list of clues"));
  EXPECT_THAT(testing::run_deduce({"check", "--kind", "text", "-"}, riddle).out,
              HasSubstr("#   line 10: "));
}

TEST(EnglishOutsideClues, CluesLetteredInLowerCaseAreAList) {
  // Minutes letter their items `a)`, `b)`, ...: each clue keeps its letter,
  // and the sentence after the last, naming no value, frames the puzzle
  // (it had been refused as a clue).
  const std::string minutes =
      "Four members brought produce for the judging table: Agnes, Bill, Cora and Des. Between "
      "them they entered a marrow, a pumpkin, a cabbage and a bunch of leeks, and the entries "
      "weighed 3kg, 5kg, 8kg and 12kg.\n\n"
      "a) The pumpkin was the heaviest entry.\n"
      "b) Bill's entry weighed 3kg more than Agnes's.\n"
      "c) Cora did not bring the leeks, and neither did Des.\n"
      "d) The cabbage weighed more than the marrow.\n"
      "e) Des's entry was not the lightest.\n"
      "f) Agnes brought the cabbage.\n\n"
      "Meeting closed at 9.15pm. Who brought the leeks? What did the marrow weigh?\n";
  const std::string z = zebra_of(minutes);
  EXPECT_THAT(z,
              AllOf(HasSubstr("\na: pumpkin is weight.12\n"), HasSubstr("\nf: Agnes is cabbage\n"),
                    HasSubstr("# Meeting closed at 9.15pm\n# (names no value: it frames")));
  const testing::RunResult a =
      testing::run_deduce({"solve", "--format", "answer", "--kind", "text", "-"}, minutes);
  EXPECT_EQ(a.exit_code, 0) << a.err;
  EXPECT_THAT(a.out, AllOf(HasSubstr("Bill"), HasSubstr("3kg")));
}

TEST(EnglishOutsideClues, ExplainingCommandsSayWhatWasNotReadToo) {
  // The steps, the hint, the grade and the analysis are of the clues read:
  // each says the sentence it did not read, in text and in JSON.
  const std::string riddle = kStudio + kNews + kAsk;
  for (const char* command : {"explain", "hint", "grade", "analyze"}) {
    const testing::RunResult r = testing::run_deduce({command, "--kind", "text", "-"}, riddle);
    EXPECT_EQ(r.exit_code, 0) << command << ": " << r.err;
    EXPECT_THAT(r.out, AllOf(HasSubstr("# not read, outside the list of clues"),
                             HasSubstr("#   line 10: \"Our sound bath")))
        << command;
    const testing::RunResult j =
        testing::run_deduce({command, "--format", "json", "--kind", "text", "-"}, riddle);
    const auto unread = nlohmann::json::parse(j.out).at("results").at(0).at("unread");
    ASSERT_FALSE(unread.empty()) << command << ": " << j.out;
    EXPECT_EQ(unread.back().at("line"), 10) << command;
  }
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

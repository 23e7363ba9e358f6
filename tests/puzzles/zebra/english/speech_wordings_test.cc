// Wordings of a wedding speech and a shop's handover note, in our own
// words: times of a night listed across midnight (`11pm, 1am, 2am and
// 4am`: 11pm is the first); a time alone after a clue (`Fred left first.
// 11 o'clock.`) is when it happened; words to someone by name (`Fred,
// we'd barely sat down`) and a prize for the first right answer frame the
// riddle; times written with a dot (`Breaks are 10.15, 10.45, ...`) are
// times of day; the first or last of a list with no order is never the
// end of a count (`the last break` is no most years worked).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::error_of;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kNight =
    "Three friends, Fred, Gus and Hal, each lost one thing on the night out: a hat, a key and a "
    "phone. Each lost it at a different time: 11pm, 1am or 3am.\n\n";

TEST(EnglishSpeechWordings, ANightRunsOnPastMidnight) {
  const std::string z = zebra_of(kNight +
                                 "1. Fred lost his first.\n2. Gus lost his two hours "
                                 "before Hal.\nWho lost the hat?\n");
  EXPECT_THAT(z, HasSubstr("ordered time: 1380 1500 1620\n"));
  EXPECT_THAT(z, HasSubstr("1: Fred is time.1380\n"));
  // (A list out of order across the turn is no night: the times as said.)
  EXPECT_THAT(zebra_of("Three friends, Fred, Gus and Hal, each left at a different time: 1am, "
                       "11pm or 3am.\n\n1. Fred left at 1am.\nWho left at 3am?\n"),
              HasSubstr("ordered time: 60 180 1380\n"));
}

TEST(EnglishSpeechWordings, ATimeAloneAfterAClueIsWhenItHappened) {
  const std::string z = zebra_of(kNight +
                                 "Fred lost his first. 11 o'clock.\nGus lost the key.\n"
                                 "Hal lost his at 3am.\nWho lost the hat?\n");
  EXPECT_THAT(z, HasSubstr("# 11 o'clock\n2: Fred is time.1380\n"));
}

TEST(EnglishSpeechWordings, WordsToSomeoneByNameFrameTheRiddle) {
  const std::string z =
      zebra_of(kNight +
               "Fred lost his at 11pm. [laughter] Fred, we'd barely sat down.\n"
               "Gus lost the key. I want that on the record, Hal, that's the only compliment "
               "you're getting.\nHal lost his at 3am.\nWho lost the hat? First correct one "
               "gets the centrepiece.\n");
  EXPECT_THAT(z, HasSubstr("# [laughter] Fred, we'd barely sat down\n# (words said to someone"));
  EXPECT_THAT(z, HasSubstr("that's the only compliment you're getting\n# (words said to someone"));
  EXPECT_THAT(z, HasSubstr("First correct one gets the centrepiece\n# (a remark about solving"));
  // (Words to someone that relate are a clue, refused where they do not
  // read: `Fred, you were next to Gus`.)
  EXPECT_THAT(error_of(kNight + "1. Fred lost his at 11pm.\n2. Fred, you sat down before Gus "
                                "did.\n3. Gus lost the key.\n"),
              HasSubstr("could not read this clue"));
}

const std::string kTills =
    "Five on, tills 1 to 5. Bernie, Shazia, Kacper, Lorraine and Deji, one per till. Breaks are "
    "10.15, 10.45, 11.15, 11.45 and 12.15, one each. They've been here 1, 3, 6, 11 and 24 "
    "years.\n\n";

TEST(EnglishSpeechWordings, BreaksWrittenWithADotAreTimesOfDay) {
  EXPECT_EQ(statement(kTills, "Shazia has the last break."), "Shazia is break.735");
  EXPECT_EQ(statement(kTills, "Shazia's break is later than Deji's."),
            "break(Shazia) > break(Deji)");
}

TEST(EnglishSpeechWordings, TheFirstBreakIsTheEarliestBreaksValue) {
  // (`the first break` where the breaks are ordered: `the 10.15 break`,
  // wherever it stands in the sentence.)
  const std::string z =
      zebra_of(kTills +
               "- Shazia has the last break.\n- Whoever has the first break is next to "
               "Lorraine.\n- Deji is on till 2.\nWho is on till 3?\n");
  EXPECT_THAT(z, HasSubstr("2: break.615 next to Lorraine\n"));
}

TEST(EnglishSpeechWordings, TheLastOfAListWithNoOrderIsNoCountsEnd) {
  const std::string head =
      "Five on, tills 1 to 5. Bernie, Shazia, Kacper, Lorraine and Deji, one per till. Breaks "
      "are tea, coffee, lunch, walk and nap, one each. They've been here 1, 3, 6, 11 and 24 "
      "years.\n\n";
  EXPECT_EQ(statement(head, "Shazia has the last break."), "");
  // (The most years is still said so.)
  EXPECT_EQ(statement(head, "Shazia has been here the longest."), "Shazia is here_year.24");
}

TEST(EnglishSpeechWordings, TheLastOfADrawIsItsOrder) {
  // (`the last prize of all to be drawn` of a draw's 1st to 5th is 5th.)
  const std::string head =
      "Three prizes were drawn in turn, first, second and third: a hamper, a tea set and a "
      "bicycle. The winning tickets were 17, 42 and 108.\n\n";
  EXPECT_EQ(statement(head, "The bicycle was the last prize of all to be drawn."),
            "bicycle is ordinal.3");
}

TEST(EnglishSpeechWordings, AThingMadeOnAMachineIsTheMachines) {
  const std::string club =
      "Five members, Kevin, Jennifer, Scott, Michelle and Brian, each wrote one program on a "
      "different machine: a Commodore 64, an Apple IIe, a TRS-80, an Atari 800 and a TI-99/4A. "
      "The listings came to 120, 240, 360, 480 and 600 lines long.\n\n";
  EXPECT_EQ(statement(club,
                      "The listing done on the TI-99/4A is exactly twice as long as "
                      "Scott's."),
            "line_long(TI-99_4A) = 2 * line_long(Scott)");
  // (A question wrapped after `which` is one sentence: `And which` /
  // `machine did Brian use?`.)
  const std::string z =
      zebra_of(club +
               "1. Kevin used the Apple IIe.\n2. Scott's listing is the longest.\n\n"
               "RUN the clues and tell us: Who wrote the longest listing? And which\n"
               "machine did Brian use?\n");
  EXPECT_THAT(z, HasSubstr("# which machine did Brian use?\nask: machine of Brian\n"));
  EXPECT_THAT(z, HasSubstr("category machine: Commodore_64 Apple_IIe TRS-80 Atari_800 TI-99_4A\n"));
}

TEST(EnglishSpeechWordings, OnlyAPluralOfTheValuesWordsAndFurtherOut) {
  // (A pigeon club's notes, in our own words: `only races hens` of a blue
  // cock, a red hen and a grizzle hen is one of the hens; `further out
  // than` of the lofts' miles is further.)
  const std::string club =
      "Members sending were Al, Bo and Cy. Each had one bird: a blue cock, a red hen and a grizzle "
      "hen. The lofts are 142, 147 and 151 miles out.\n\n";
  EXPECT_EQ(statement(club, "Cy only races hens."), "any of: Cy is red_hen; Cy is grizzle_hen");
  EXPECT_EQ(statement(club, "Al is five miles further out than Bo."),
            "loft_mile(Al) = loft_mile(Bo) + 5");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

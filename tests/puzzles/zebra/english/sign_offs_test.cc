// Sentences that speak to the reader (a sign-off after the clues, a
// speaker who is in no list, a day that dates the story) frame the riddle
// and are shown as comments; `Nobody with X ...` denies what the one with
// X did; a count (`three more patients`) is never over a calendar's list;
// an amount written `1,200` is never a year; a grandmother's letter whose
// falls are counted on a day (`3, 5, 9 and 14 times`), never ages, and
// whose P.S. names no one of the grid. Heads written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using testing_english::error_of;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kHunt =
    "Ada, Ben and Cal hunted for eggs. Each had a basket (pink, blue or green) and each found a "
    "different number of eggs: 2, 4 or 6. Mrs Hollis says there are still two eggs out there "
    "somewhere!\n\n";
const std::string kClues =
    "1. Ada found the most eggs.\n2. The child with the pink basket found 2 more eggs than "
    "Ben.\n3. Cal's basket is not green.\n4. Ben didn't carry the blue basket.\n";

TEST(EnglishSignOffs, WordsToTheReaderFrameTheRiddle) {
  for (const char* said :
       {"Answers in next month's Rambler, and see you at the next quiz on the 11th!",
        "Solution next Thursday.", "Hint available after 3 mistakes.",
        "First correct answer behind the bar on Friday gets a free pint.",
        "Ask a grown-up to check your answers.", "Happy Easter!"}) {
    const std::string z = zebra_of(kHunt + kClues + "\n" + std::string(said) + "\n");
    EXPECT_THAT(z, HasSubstr("it frames the puzzle")) << said;
  }
  // The speaker in the introduction is in no list and names nothing.
  EXPECT_THAT(zebra_of(kHunt + kClues), HasSubstr("# Mrs Hollis says"));
}

TEST(EnglishSignOffs, AHintThatAListCountsIsAClue) {
  // Where hints are a list, a sentence of hints is about the grid.
  const std::string rooms =
      "Three teams (Ash, Elm and Oak) each escaped one room.\n\nRooms: Tomb, Lab, Vault\n"
      "Hints: 1, 2, 3\n\n";
  EXPECT_THAT(error_of(rooms + "1. Hints went mostly to Lab.\n"),
              HasSubstr("could not read this clue"));
}

TEST(EnglishSignOffs, NobodyWithAValueDeniesIt) {
  EXPECT_EQ(statement(kHunt, "Nobody with a pink basket found 2 eggs."), "pink is not egg.2");
  EXPECT_EQ(statement(kHunt, "No one who carried the blue basket found 6 eggs."),
            "blue is not egg.6");
  // `Nobody <did> X at Y`: someone who did, denied.
  EXPECT_EQ(statement(kHunt, "Nobody found 2 eggs with the pink basket."), "egg.2 is not pink");
  EXPECT_EQ(statement(kHunt, "Nobody with 4 eggs carried the green basket."), "egg.4 is not green");
  // `Nobody ... than` and `between` relate two: never read as a denial.
  EXPECT_EQ(statement(kHunt, "Nobody with the pink basket found more eggs than Ben."), "");
}

TEST(EnglishSignOffs, InItIsTheSubjectAgain) {
  EXPECT_EQ(statement(kHunt, "The pink basket had 2 more eggs in it than Ben's."),
            "egg(pink) = egg(Ben) + 2");
}

// Nights are weekdays, admissions a count: `more patients` is the count.
const std::string kWards =
    "Three nurses each worked one night and admitted a number of patients.\n\nNurses: Abi, "
    "Bea, Cat\nNights: Monday, Tuesday, Wednesday\nAdmissions: 3, 5, 8\n\n";

TEST(EnglishSignOffs, ACountIsNeverADay) {
  EXPECT_EQ(statement(kWards, "Abi admitted more patients than Bea."),
            "admission(Abi) > admission(Bea)");
  EXPECT_EQ(statement(kWards, "Cat admitted three more patients than Bea."),
            "admission(Cat) = admission(Bea) + 3");
  EXPECT_EQ(statement(kWards, "Cat worked the night after Bea."), "night(Cat) = night(Bea) + 1");
}

TEST(EnglishSignOffs, AnAmountWithAThousandsCommaIsNoYear) {
  const std::string diet =
      "Three dieters each had a daily limit and lasted some weeks.\n\nDieters: Ann, Bo, Cy\n"
      "Daily calories: 1,200, 1,400, 1,600\nLasted: 4 weeks, 6 weeks, 8 weeks\n\n";
  EXPECT_EQ(statement(diet,
                      "The dieter who lasted 8 weeks ate 400 fewer calories a day than "
                      "Ann."),
            "daily_calory(lasted.8) = daily_calory(Ann) - 400");
}

TEST(EnglishSignOffs, APostsTagsListNoValues) {
  const std::string post =
      "Tags: logical-deduction, grid-deduction\n\nThree jars stand in a single row on a shelf, "
      "in positions 1 to 3 counted from left to right. They contain cumin, mace and sage.\n\n";
  const std::string z = zebra_of(post + "1. The cumin is at the far left.\n");
  EXPECT_THAT(z, HasSubstr("# Tags: logical-deduction, grid-deduction"));
  EXPECT_THAT(z, HasSubstr("1: cumin at 1"));
}

TEST(EnglishSignOffs, NamelyPointsAtTheListItsClauseNames) {
  const std::string radio =
      "Three of you rang in: Bev, Raj and Tilly, each calling from a different town, namely "
      "Ashby, Oakham and Melton. The scores were 4, 6 and 8 points.\n\n";
  EXPECT_THAT(
      zebra_of(radio + "1. Bev scored 2 points more than Raj.\n\nWhere is Tilly "
                       "from?\n"),
      AllOf(HasSubstr("category town: Ashby Oakham Melton"), HasSubstr("ask: town of Tilly")));
}

TEST(EnglishSignOffs, ASignatureAfterTheQuestionsFramesTheRiddle) {
  // `Ada x` names Ada, a value, but as the one who signs.
  const std::string z = zebra_of(kHunt + kClues + "\nWho found 4 eggs?\n\nAda x\n");
  EXPECT_THAT(z, HasSubstr("# Ada x\n# (names no value: it frames the puzzle)"));
}

TEST(EnglishSignOffs, GreetingsFrameTheRiddle) {
  for (const char* said : {"Greetings from sunny Scarborough!", "Hi Sam, welcome aboard.",
                           "Dear Sophie,", "Thanks to Mrs Gill for this one."}) {
    const std::string z = zebra_of(std::string(said) + "\n\n" + kHunt + kClues);
    EXPECT_THAT(z, HasSubstr("it frames the puzzle")) << said;
  }
  // A greeting that names a value is read as a clue, or refused; outside
  // the list of clues, after it or before, it is shown as not read
  // (reader_outside.cc). (Before the lists, its `Thanks, Ada, for ...` had
  // been taken for a list of three, the riddle's first.)
  for (const std::string& text :
       {kHunt + kClues + "\nThanks, Ada, for the blue basket and 4 eggs.\n",
        "Thanks, Ada, for the blue basket and 4 eggs.\n" + kHunt + kClues})
    EXPECT_THAT(zebra_of(text),
                AllOf(HasSubstr("category name: Ada Ben Cal\n"),
                      HasSubstr("# Thanks, Ada, for the blue basket and 4 eggs\n# (not read, and "
                                "outside the list of clues: taken for a word to the reader)")));
}

TEST(EnglishSignOffs, AWordToTheReaderNamesNoOne) {
  // The people are named only in the clues; the sign-off's capitalised
  // words, five of them like the people, are no list.
  const std::string riddle =
      "Five children each built one sandcastle, each with a different feature: a flag, a moat, a "
      "tower, a bridge or a wall. Answers at Thursday's Quiz Night in Starlight Lounge!\n\n"
      "1. Amy built the moat.\n2. Ben didn't build the tower or the wall.\n3. Cal built the "
      "flag.\n4. Dot built the bridge.\n5. Eve didn't build the tower.\n";
  EXPECT_THAT(zebra_of(riddle), HasSubstr("category name: Amy Ben Cal Dot Eve"));
}

TEST(EnglishSignOffs, AMessagesHeaderAndRemarksInTheFirstPerson) {
  // `From: Gwilym` heads a reply: who wrote it, whoever it names; a
  // remark with `I'm` names no one either.
  const std::string thread =
      "The four of us, Bernadette, Gwilym, Mei and Rafael, each went on a different Tuesday, 3 "
      "March, 10 March, 17 March or 24 March, and each of us practised a different language: "
      "Italian, Japanese, Portuguese or Welsh.\n\n----- Reply -----\nFrom: Gwilym\n\nRafael "
      "went exactly a week after Gwilym. (Yes, I'm talking about myself in the third person.)\n";
  const std::string z = zebra_of(thread);
  EXPECT_THAT(z, HasSubstr("# From: Gwilym\n# (names no value: it frames the puzzle)"));
  EXPECT_THAT(z, HasSubstr("# (Yes, I'm talking about myself in the third person"));
}

TEST(EnglishSignOffs, ALettersCountsOnADayAndItsPostscript) {
  const std::string head =
      "Dear Pip,\n\nOllie, Poppy, Rafe and Tilly (they're 6, 8, 10 and 12, as you know, though I "
      "shan't tell you which "
      "is which!) each "
      "had a different instructor - Anouk, Bruno, Jens and Marco - and I kept count of how many "
      "times each of them fell over on Wednesday: 3, 5, 9 and 14 times.\n\n";
  // (The youngest is the least of the ages, never of the falls.)
  EXPECT_EQ(statement(head, "Poppy is the youngest."), "Poppy is thing.6");
  EXPECT_EQ(statement(head, "Tilly is two years older than Poppy."),
            "thing(Tilly) = thing(Poppy) + 2");
  const std::string z = zebra_of(head +
                                 "1. Poppy is the youngest.\n2. Rafe had Anouk.\n\nHow old is "
                                 "Ollie?\n\nLots of love,\nGranny xxx\n\nP.S. Grandpa fell "
                                 "over more than all four of them put together.\n");
  EXPECT_THAT(z, HasSubstr("# P.S. Grandpa fell over more than all four of them put together\n"
                           "# (names no value: it frames the puzzle)\n"));
  // (A postscript that names a value is a clue.)
  EXPECT_EQ(error_of(head + "1. Poppy is the youngest.\n\nHow old is Ollie?\n\nP.S. Ollie "
                            "fell over more than all four of them put together.\n")
                .empty(),
            false);
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

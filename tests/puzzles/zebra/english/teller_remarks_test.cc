// The teller's remark that closes a clue, in our own words: a reason, a
// concession, what someone thinks, a word to someone, after a comma, a
// dash, `because` or in brackets, is taken off when it names nothing of
// the grid the clue did not name; a remark that names another value, a
// number, an order or a comparison, or turns the clue (`if`, `or`, `not
// true`), is not, and the clue is refused. Also: `do` in a list's line
// (`each one did a different piece`) tells no list, so `What did Marisol
// score?` asks the scores. Heads written for these tests.
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

const std::string kKilnHead =
    "There are four shelves, numbered 1 to 4 from the top.\n"
    "The potters are Rhiannon, Abdul, Suzy and Fergus.\n"
    "The glazes are celadon, tenmoku, shino and ash.\n\n";

TEST(EnglishTellerRemarks, AReasonOfTheTellersIsTakenOff) {
  EXPECT_EQ(statement(kKilnHead,
                      "Suzy's piece is on shelf 3, because it runs and I wasn't having it drip "
                      "on anything else."),
            "Suzy at 3");
  EXPECT_EQ(statement(kKilnHead,
                      "Abdul has the ash glaze because that's what he always wants, bless him."),
            "Abdul is ash");
  EXPECT_EQ(statement(kKilnHead,
                      "Fergus is not on shelf 1, though he told me on Friday he will never again "
                      "after the fuss at Christmas."),
            "Fergus not at 1");
}

TEST(EnglishTellerRemarks, AWordSaidLouderIsNoName) {
  EXPECT_EQ(statement(kKilnHead,
                      "Suzy is on shelf 3, which is good because we would NOT have managed "
                      "without it."),
            "Suzy at 3");
  // (A name no list holds is: it may be of someone the lists left out.)
  EXPECT_THAT(error_of(kKilnHead + "1. Suzy is on shelf 3, because Zed would not have it.\n"),
              HasSubstr("could not read this clue"));
}

TEST(EnglishTellerRemarks, WhatItIsForAndANamedEvent) {
  const std::string head =
      "The five on the rota are Maureen, Gordon, Ayesha, Frank and Lily, one each on Monday, "
      "Tuesday, Wednesday, Thursday and Friday. The jobs are the till, books, the sorting room, "
      "the window display and bric-a-brac.\n\n";
  EXPECT_EQ(statement(head,
                      "The window display gets done on the Friday, ready for the Saturday "
                      "crowd."),
            "window_display is day.5");
  EXPECT_EQ(statement(head,
                      "Maureen is not on the till (doctor's orders after the Great Bin Bag "
                      "Incident of March)."),
            "Maureen is not till");
  EXPECT_EQ(statement(head,
                      "Gordon comes in after Frank, because of course he does, Gordon has "
                      "never been on time for anything in his entire life."),
            "day(Gordon) > day(Frank)");
  EXPECT_EQ(statement(head,
                      "Lily isn't on the till, though she told me on Sunday she might next "
                      "year."),
            "Lily is not till");
  // (A name that no list holds, said alone, is still no remark's.)
  EXPECT_THAT(error_of(head + "1. Maureen is not on the till (doctor's orders, says Pat).\n"),
              HasSubstr("could not read this clue"));
}

TEST(EnglishTellerRemarks, ARemarkOnTheCluesOwnValuesIsTakenOff) {
  EXPECT_EQ(statement(kKilnHead,
                      "Rhiannon's shelf is right above Fergus's, and she has clearly decided "
                      "Fergus is her big brother."),
            "Rhiannon just left of Fergus");
  EXPECT_EQ(statement(kKilnHead,
                      "Suzy did not use the shino (no offence Suzy, but we all remember the last "
                      "batch)."),
            "Suzy is not shino");
  EXPECT_EQ(statement(kKilnHead, "Abdul used the tenmoku - he says it is his lucky colour."),
            "Abdul is tenmoku");
  // (Not where it says a list's own word: `his lucky glaze` may be of
  // the glazes.)
  EXPECT_THAT(error_of(kKilnHead + "1. Abdul used the tenmoku - he says it is his lucky glaze.\n"),
              HasSubstr("could not read this clue"));
}

TEST(EnglishTellerRemarks, ARemarkThatRelatesIsNotTakenOff) {
  // (Another value, a number, an order, a comparison: the clue is refused
  // rather than read without them.)
  for (const char* clue :
       {"Suzy used the shino, and she says Fergus used the ash.",
        "Suzy used the shino, because she was on shelf 2.",
        "Suzy used the shino, because she came after Abdul.",
        "Suzy used the shino, because Fergus was too slow.",
        "Suzy used the shino, or so she claims.", "Suzy used the shino, which isn't true."})
    EXPECT_THAT(error_of(kKilnHead + "1. " + clue + "\n"), HasSubstr("could not read this clue"))
        << clue;
  // (And one that reads as a clue is read: the clue's subject was last.)
  EXPECT_EQ(statement(kKilnHead, "Suzy used the shino, and she was last."),
            "all of: Suzy is shino; Suzy at 4");
}

TEST(EnglishTellerRemarks, DoInAListsLineTellsNoList) {
  const std::string riddle =
      "Three poets: Dez, Marisol and Jonah. Each one did a different piece: the grandma poem, "
      "the subway poem and the breakup poem. Their scores were 27.4, 28.9 and 29.6.\n\n"
      "1. Marisol did not do the breakup poem.\n"
      "What did Marisol score?\n";
  const std::string z = zebra_of(riddle);
  EXPECT_THAT(z, HasSubstr("ask: score of Marisol"));
  EXPECT_THAT(z, Not(HasSubstr("ask: piece of Marisol")));
}

TEST(EnglishTellerRemarks, NotRightIsUnwellNoSide) {
  EXPECT_EQ(statement(kKilnHead, "Fergus isn't using shino - his hand's still not right."),
            "Fergus is not shino");
  EXPECT_EQ(statement(kKilnHead, "Suzy is on shelf 2 - she is feeling all right now."),
            "Suzy at 2");
  // (The right of a row is a side: refused with its clue.)
  EXPECT_EQ(statement(kKilnHead, "Suzy is on shelf 2 - the one right of Abdul."), "");
}

TEST(EnglishTellerRemarks, AReasonBeforeSoIsTakenOff) {
  EXPECT_EQ(statement(kKilnHead,
                      "Abdul has never liked the look of it and isn't about to start, so he's "
                      "not using celadon."),
            "Abdul is not celadon");
  EXPECT_EQ(statement(kKilnHead, "Rhiannon broke her wrist in the spring, so she is on shelf 4."),
            "Rhiannon at 4");
  // (A reason that relates is no remark: `next to Suzy`.)
  EXPECT_EQ(statement(kKilnHead, "Abdul wanted to be next to Suzy, so he's on shelf 2."), "");
}

TEST(EnglishTellerRemarks, HowOldSomeoneWasThenIsNoNumberOfTheGrid) {
  EXPECT_EQ(statement(kKilnHead,
                      "Fergus is on shelf 4 (he's been throwing pots since he was 12, "
                      "apparently)."),
            "Fergus at 4");
  EXPECT_EQ(statement(kKilnHead, "Fergus is on shelf 4, never mind the four of them."),
            "Fergus at 4");
  // (Any other number in a remark may be a value: refused with its clue.)
  EXPECT_EQ(statement(kKilnHead, "Fergus is on shelf 4 (he threw 12 pots)."), "");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

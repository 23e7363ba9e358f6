// A riddle inside a memo, and rates, in our own words: the head of a memo
// (`To:`, `From:`, `Subject:`) frames the riddle whatever it lists; its
// numbered items before any list are no clues of the row said after them;
// a speed in words a minute is faster by more of it, and a rate's margin
// said with its span (`6 words a minute faster`) is more of the rate.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kMemo =
    "To:      All Staff, Third Floor\n"
    "From:    Mr R. Pike, Office Manager, Accounts\n"
    "Subject: Fire drill; the kettle; a puzzle\n\n"
    "1. The fire drill is on Thursday at ten.\n\n"
    "2. The kettle in the back office is not to be moved.\n\n"
    "3. The clerks asked for a puzzle, so here it is.\n\n"
    "Three clerks sit in a row of desks, numbered 1 to 3, with desk 1 by the door. They are "
    "Mr Ash, Mr Birch and Mr Cobb. Their typing speeds are 40, 46 and 52 words a minute.\n\n";

TEST(EnglishMemo, TheHeadAndItemsFrameARowSaidAfterThem) {
  const std::string z = zebra_of(kMemo +
                                 "    (a) Mr Ash sits next to Mr Cobb.\n"
                                 "    (b) Mr Birch is faster than Mr Cobb.\n"
                                 "    (c) Mr Cobb types 6 words a minute faster than Mr Ash.\n\n"
                                 "Who sits at desk 1?\n");
  EXPECT_THAT(z, HasSubstr("positions: 3\n"));
  EXPECT_THAT(z, HasSubstr("category name: Mr_Ash Mr_Birch Mr_Cobb\n"));
  EXPECT_THAT(z, HasSubstr("# To:      All Staff, Third Floor\n"));
  EXPECT_THAT(z, Not(HasSubstr("All_Staff")));
  // (Faster is more words a minute, never less time.)
  EXPECT_THAT(z, HasSubstr("(Mr_Birch) > "));
  EXPECT_THAT(z, HasSubstr("(Mr_Cobb) = "));
  EXPECT_THAT(z, HasSubstr("(Mr_Ash) + 6"));
}

TEST(EnglishMemo, ARatesSpanWithItsMargin) {
  const std::string head =
      "The cows are Daisy, Bella and Clover. They give 12, 15 and 18 litres a day.\n\n";
  EXPECT_EQ(statement(head, "Daisy gives 3 litres a day more than Bella."),
            "give_litre(Daisy) = give_litre(Bella) + 3");
  // (Never an ordinal before a copula: `the one who finished 1st is a year
  // older`, nor a time after: `0.25 of an hour after`.)
  const std::string race =
      "The skaters are Ann, Bo and Cy. They are aged 12, 13 and 14, and they finished 1st, 2nd "
      "and 3rd.\n\n";
  EXPECT_THAT(statement(race, "The winner is a year older than Ann."), HasSubstr("+ 1"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

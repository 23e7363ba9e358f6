// Questions of a count or a thing the lists do not hold are refused,
// never answered with another list (`How many punctures did Alison
// have?` had been answered with her time, `What did Luis roll for
// initiative?` with his character); a list of numbers named after the
// verb is the one asked (`roll for initiative` of `Your initiative rolls
// ... were 8, 13 and 17`). Found by reading the fresh riddles again
// without their refused sentences and comparing the answers with their
// writers'.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::error_of;
using testing_english::zebra_of;

const std::string kRide =
    "Three riders, Ann, Bob and Cy, finished in 4:14, 4:31 and 4:53, and rode a Canyon, a Trek "
    "or a Ribble.\n"
    "1. Ann rode the Trek.\n2. Bob finished in 4:31.\n3. Cy rode the Canyon and was not the "
    "slowest.\n";

TEST(EnglishAskedCounts, ACountNoListGivesIsRefused) {
  EXPECT_THAT(error_of(kRide + "How many punctures did Ann have?\n"),
              HasSubstr("(`how many punctures` asks a count, and no list of numbers counts "
                        "punctures)"));
  EXPECT_THAT(error_of(kRide + "How many bikes did Cy ride?\n"),
              HasSubstr("could not read this question"));
  // (A count a list gives is asked as before.)
  EXPECT_THAT(zebra_of(kRide + "How many minutes did Cy take?\n"), HasSubstr("ask: time of Cy\n"));
}

TEST(EnglishAskedCounts, AListOfNumbersNamedAfterTheVerbIsAsked) {
  const std::string head =
      "The three of you, Becca, Joel and Luis, are playing the wizard, the rogue and the cleric, "
      "one each. Your initiative rolls for the fight were 8, 13 and 17.\n"
      "1. The rogue rolled the highest initiative.\n2. Luis rolled 5 higher than Joel on "
      "initiative.\n3. Becca is the wizard.\n";
  EXPECT_THAT(zebra_of(head + "What did Luis roll for initiative?\n"),
              HasSubstr("ask: initiative_roll of Luis\n"));
  // (It had asked `playing of Luis`, his character.)
}

TEST(EnglishAskedCounts, AListTheVerbNamesIsAsked) {
  // `The four rolls were ...`: the list `roll`, which the question's verb
  // names (it had asked the characters); never where a preposition ends
  // the question, which asks what it says.
  const std::string head =
      "Three of you made it: Priya, Tom and Bex, our bard, our rogue and our wizard, one each. "
      "The three rolls were 17, 11 and 6.\n"
      "1. Priya rolled 11 more than Tom.\n2. Bex is the rogue.\n3. The bard rolled 11.\n";
  EXPECT_THAT(zebra_of(head + "What did Priya roll for initiative?\n"),
              HasSubstr("ask: roll of Priya\n"));
  const std::string banks =
      "Ava, Ben and Cleo are all saving up. One wants an art set, one a football and one a kite. "
      "They have been saving for 3 weeks, 5 weeks and 6 weeks.\n"
      "1. Ava has been saving for the longest.\n2. Ben wants the kite.\n3. Cleo has been saving "
      "for 3 weeks.\n4. The football saver has been saving for 6 weeks.\n";
  EXPECT_THAT(zebra_of(banks + "What is Cleo saving for?\n"), Not(HasSubstr("ask: saving of")));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// Counts a magazine gives as bare numbers under a pronoun (`between them
// they asked for 0, 1, 2 and 3`), named by what the sentence counts
// (`the same number of hints`), and said in words: `exactly one hint`,
// `didn't need a single hint` for none, and never the amount of `two
// hints more than`. Heads written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kRooms =
    "Four teams, the Owls, the Foxes, the Bears and the Hares, tried the escape room. No two "
    "teams asked for the same number of hints: between them they asked for 0, 1, 2 and 3.\n\n";

TEST(EnglishHintCounts, BareNumbersAreNamedByTheNounTheirSentenceCounts) {
  EXPECT_THAT(zebra_of(kRooms + "1. The Owls asked for 2 hints.\n"),
              HasSubstr("ordered hints: 0 1 2 3\n"));
  // (A sentence that counts nothing leaves the numbers to their unit or
  // their pronoun, as before.)
  EXPECT_THAT(zebra_of("Four teams, the Owls, the Foxes, the Bears and the Hares, tried the "
                       "escape room. Between them they asked for 0, 1, 2 and 3 hints.\n\n"
                       "1. The Owls asked for 2 hints.\n"),
              HasSubstr(": 0 1 2 3\n"));
}

TEST(EnglishHintCounts, ASingleOneDeniedIsNone) {
  EXPECT_EQ(statement(kRooms, "The Owls didn't need a single hint."), "Owls is hints.0");
  EXPECT_EQ(statement(kRooms, "The Owls did not ask for even one hint."), "Owls is hints.0");
  // (Not a denial of one: that would be `not hints.1`, a wrong reading.)
  EXPECT_NE(statement(kRooms, "The Hares never needed a single hint."), "Hares is not hints.1");
}

TEST(EnglishHintCounts, ANumberInWordsBeforeItsListsNounIsThatValue) {
  EXPECT_EQ(statement(kRooms, "The Foxes asked for exactly one hint."), "Foxes is hints.1");
  EXPECT_EQ(statement(kRooms, "The Bears asked for three hints."), "Bears is hints.3");
}

TEST(EnglishHintCounts, ANumberInWordsBeforeMoreIsAnAmount) {
  EXPECT_EQ(statement(kRooms, "The Bears asked for two hints more than the Foxes."),
            "hints(Bears) = hints(Foxes) + 2");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// An older puzzle book's wordings in our own words: a clue that opens
// with `Nor` (`Nor is Mr. B the grocer`) and the callings such books list
// (`a solicitor, a physician, a bank clerk and a schoolmaster`), asked as
// a `profession`; `the senior of the party` (the oldest of them, where
// `two years the senior of` is older), and what others say of a man set
// aside between commas (`whatever the boys may say of him`). Heads
// written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using testing_english::zebra_of;

const std::string kClub =
    "Mr. A, Mr. B and Mr. C are members of the club. One of them is a solicitor, one a "
    "physician and one a bank clerk.\n\n";

TEST(EnglishOldBookWordings, AnOpeningNorDeniesWhatFollows) {
  const std::string zebra = zebra_of(kClub +
                                     "(1) Mr. A is not the physician.\n(2) Nor is Mr. A the "
                                     "solicitor.\n(3) Nor did Mr. B qualify as a physician.\n");
  EXPECT_THAT(zebra, AllOf(HasSubstr("2: Mr_A is not solicitor\n"),
                           HasSubstr("3: Mr_B is not physician\n")));
}

TEST(EnglishOldBookWordings, OlderCallingsAreJobsAskedAsAProfession) {
  const std::string zebra =
      zebra_of(kClub +
               "(1) Mr. A is the physician.\n(2) Mr. B is not the solicitor.\n\nWhat is "
               "the profession of Mr. C?\n");
  EXPECT_THAT(zebra, AllOf(HasSubstr("category job: solicitor physician bank_clerk\n"),
                           HasSubstr("ask: job of Mr_C\n")));
}

TEST(EnglishOldBookWordings, MrOfAFamilyInAQuestion) {
  const std::string zebra = zebra_of(
      "Three families, the Brownes, the Dobsons and the Fentons, live in Acacia Avenue. One is "
      "a doctor, one a grocer and one a bank clerk.\n\n(1) The Brownes are not the grocers.\n\n"
      "What is Mr. Dobson's occupation?\n");
  EXPECT_THAT(zebra, HasSubstr("ask: job of Dobsons\n"));
}

TEST(EnglishOldBookWordings, TheSeniorOfThePartyAndWhatOthersSay) {
  const std::string party =
      "Mr. A, Mr. B and Mr. C are members of the club. One of them is a solicitor, one a "
      "physician and one a bank clerk, and they are, in some order, 38, 41 and 44 years of "
      "age.\n\n";
  const std::string zebra = zebra_of(
      party +
      "(1) The physician is the senior of the party.\n(2) The solicitor is three years the "
      "senior of Mr. B.\n(3) Mr. C, whatever the boys of the Lower Fourth may say of him, is "
      "not the solicitor.\n");
  EXPECT_THAT(zebra, AllOf(HasSubstr("1: physician is year.44\n"),
                           HasSubstr("2: year(solicitor) = year(Mr_B) + 3\n"),
                           HasSubstr("3: Mr_C is not solicitor\n")));
}

// A magazine's show report: a last item after its own comma and joint
// keeps its `and` (`..., or rhubarb and ginger`), and how its maker took a
// placing, at the clue's end, says nothing.
TEST(EnglishOldBookWordings, AnItemsOwnAndAndHowItWasTaken) {
  const std::string zebra = zebra_of(
      "The three ladies, Audrey, Bernice and Connie, each entered a different jam: damson, "
      "gooseberry, or rhubarb and ginger. Their places were first, second and third.\n\n"
      "1. The rhubarb and ginger wasn't Bernice's.\n"
      "2. The damson was placed third, to its maker's very visible annoyance.\n");
  EXPECT_THAT(zebra, AllOf(HasSubstr(": damson gooseberry rhubarb_and_ginger\n"),
                           HasSubstr("1: rhubarb_and_ginger is not Bernice\n"),
                           HasSubstr("2: damson is ")));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// A diary's wordings of a bus queue: `in case` is no guitar case, `the
// dog's owner` of `a little dog on a lead`, a second place denied after
// `nor` (`wasn't going to the station, nor to the library`), and `neither
// he nor Jack` after a clause about him. Heads written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kQueue =
    "Three people were waiting: Fiona, Imran and Jack. Each was heading somewhere different: the "
    "library, the market or the station. Each had one thing with them: a guitar case, a "
    "newspaper and a little dog on a lead.\n\n";

TEST(EnglishDiaryWordings, AnIdiomNamesNoPartOfAValue) {
  // (`in case` names no guitar case: the sentence frames the riddle.)
  EXPECT_THAT(zebra_of(kQueue + "Here is what I noted, in case I ever want to remember it:\n\n"
                                "1. Fiona had the newspaper.\n"),
              HasSubstr("1: Fiona is newspaper\n"));
}

TEST(EnglishDiaryWordings, TheNounBeforeAPrepositionNamesItsValue) {
  EXPECT_EQ(statement(kQueue, "The dog's owner wasn't going to the station."),
            "little_dog_on_a_lead is not station");
}

TEST(EnglishDiaryWordings, ASecondThingDeniedAfterNor) {
  EXPECT_EQ(statement(kQueue, "Jack wasn't going to the station, nor to the library."),
            "neither station nor library is Jack");
  // (`nor did Imran` says its subject again, and is read as before.)
  EXPECT_EQ(statement(kQueue, "Jack didn't have the newspaper, nor did Imran."),
            "all of: Jack is not newspaper; Imran is not newspaper");
}

TEST(EnglishDiaryWordings, NeitherHeNorAnotherAfterAClauseAboutHim) {
  EXPECT_EQ(statement(kQueue,
                      "Imran wasn't going to the market, and neither he nor Jack had the "
                      "newspaper."),
            "all of: Imran is not market; neither Imran nor Jack is newspaper");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

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

TEST(EnglishDiaryWordings, ARowSaidWhereNoneIsSetIsRefusedAtItsSentence) {
  // (Sisters at numbers 2, 4 and 6 set no row: `next door` is refused at
  // its own line and column, in words, never as the translation's error.)
  const auto parse_error = [](const std::string& text) -> std::string {
    try {
      parse_english(text, "r.txt");
    } catch (const io::InputError& e) {
      return e.what();
    }
    return "";
  };
  EXPECT_THAT(parse_error("Three sisters, Anna, Beth and Cleo, live at numbers 2, 4 and 6. Each "
                          "has one pet: a cat, a dog or a rabbit.\nBeth doesn't live at number 2. "
                          "Anna lives next door to the sister with the dog.\n"),
              HasSubstr(":2:32: could not read this clue: \"Anna lives next door to the sister "
                        "with the dog\" (it places things in a row, `next to dog`, but the riddle "
                        "sets no row of places"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

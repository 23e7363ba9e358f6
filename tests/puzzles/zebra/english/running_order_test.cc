// A running order (a row that is an order in time, queue_words.h): a place
// set after a comma (`, straight after the juggling`), `came on right
// after`, `wasn't on first or last`, and `Which act was on in slot 1?`,
// which never asks the place of place 1. A head written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kShow =
    "Five acts performed one after another in slots 1 to 5 at the school show.\n\n"
    "Performers: Ann, Bo, Cy, Di, Ed\nActs: juggling, magic, mime, song, tap\n"
    "Votes: 10, 20, 30, 40, 50\n\n";

TEST(EnglishRunningOrder, PlacesInTheOrderSaidAsPeopleSayThem) {
  EXPECT_EQ(statement(kShow, "Bo did the mime, straight after the juggling."),
            "all of: Bo is mime; Bo just right of juggling");
  EXPECT_EQ(statement(kShow, "Cy came on right after the magic."), "Cy just right of magic");
  EXPECT_EQ(statement(kShow, "Cy came before the magic."), "Cy left of magic");
  // First and last are the order's ends though votes are numbers too.
  EXPECT_EQ(statement(kShow, "The tap act wasn't on first or last."), "not: tap at an end");
  EXPECT_EQ(statement(kShow, "Di was on last."), "Di at 5");
  EXPECT_EQ(statement(kShow, "Ed wasn't on first."), "Ed not at 1");
}

TEST(EnglishRunningOrder, AQuestionOfASlotAsksWhatIsInIt) {
  EXPECT_THAT(zebra_of(kShow + "1. Ann was on first.\n\nWhich act was on in slot 1?\n"),
              HasSubstr("ask: act at 1\n"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

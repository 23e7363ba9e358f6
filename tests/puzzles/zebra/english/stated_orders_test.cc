// Lists said to run along a measure (stated_orders.h): `small, medium,
// large or jumbo, in that order from smallest to largest` is ordered by
// its words' ranks, so `bigger` and `the largest` compare them; a list
// whose order is not said, or said `not necessarily in that order`, is
// never ranked. And years counted up to now (`has been ringing for`),
// where whoever started later has fewer. Heads written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "deduce/puzzles/zebra/english/stated_orders.h"
#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::error_of;
using testing_english::statement;
using testing_english::zebra_of;

std::string head(const std::string& sizes) {
  return "Four children (Amy, Ben, Cal and Dot) each ordered a different milkshake (banana, "
         "chocolate, mint and strawberry) in a different size: " +
         sizes + "\n\n";
}

TEST(EnglishStatedOrders, TheOrderPhraseNamesTheMeasureAndItsDirection) {
  const auto said = [](std::string_view text) {
    const std::optional<StatedOrder> o = stated_order(text);
    return o ? o->measure + (o->descending ? " down" : " up") : std::string("none");
  };
  EXPECT_EQ(said(", in that order from smallest to largest"), "large up");
  EXPECT_EQ(said(" (from the heaviest to the lightest)"), "heavy down");
  EXPECT_EQ(said("lightest to heaviest bell"), "heavy up");
  EXPECT_EQ(said("heaviest first"), "heavy down");
  EXPECT_EQ(said("cheapest last"), "cheap down");
  EXPECT_EQ(said("in ascending order of size"), "large up");
  EXPECT_EQ(said("in order of decreasing weight"), "heavy down");
  EXPECT_EQ(said("youngest to oldest"), "old up");
  // No order said: none guessed.
  EXPECT_EQ(said("though not necessarily in that order from smallest to largest"), "none");
  EXPECT_EQ(said("in no particular order"), "none");
  EXPECT_EQ(said("in that order"), "none");
  EXPECT_EQ(said("from smallest to heaviest"), "none");
  EXPECT_EQ(said("in order of size"), "none");  // which way round is not said
}

TEST(EnglishStatedOrders, ARankedListComparesByItsWords) {
  for (const char* sizes :
       {"small, medium, large or jumbo, in that order from smallest to largest.",
        "small, medium, large or jumbo (smallest first).",
        "jumbo, large, medium or small, from largest to smallest.",
        "small, medium, large or jumbo, in ascending order of size."}) {
    const std::string h = head(sizes);
    EXPECT_THAT(zebra_of(h + "1. Ben had the medium.\n"), HasSubstr("ordered size: 1 2 3 4\n"))
        << sizes;
    EXPECT_EQ(statement(h, "Amy's milkshake was bigger than Ben's."), "size(Amy) > size(Ben)")
        << sizes;
    EXPECT_EQ(statement(h, "The chocolate shake was the largest."), "chocolate is size.4");
    EXPECT_EQ(statement(h, "Cal had the smallest shake."), "Cal is size.1");
    // Its own words name its values whichever way the list runs.
    EXPECT_EQ(statement(h, "Cal had the medium."), "Cal is size.2") << sizes;
    EXPECT_EQ(statement(h, "Dot had the jumbo."), "Dot is size.4") << sizes;
    // (`smaller` is no one who does `small`.)
    EXPECT_EQ(statement(h, "Ben's shake was smaller than Dot's."), "size(Ben) < size(Dot)");
  }
}

TEST(EnglishStatedOrders, AListWithoutASaidOrderIsNotRanked) {
  for (const char* sizes : {"small, medium, large or jumbo.",
                            "small, medium, large or jumbo, not necessarily in that order from "
                            "smallest to largest."}) {
    const std::string h = head(sizes);
    EXPECT_THAT(zebra_of(h + "1. Ben had the medium.\n"),
                AllOf(HasSubstr("category size: small medium large jumbo\n"),
                      Not(HasSubstr("ordered size"))))
        << sizes;
    EXPECT_THAT(error_of(h + "1. Amy's milkshake was bigger than Ben's.\n"),
                HasSubstr("no category's values are numbers"));
  }
  // Names put in an order stay names.
  EXPECT_THAT(zebra_of("Four children, from youngest to oldest: Amy, Ben, Cal and Dot. Each "
                       "ordered a different milkshake: banana, chocolate, mint or strawberry.\n\n"
                       "1. Ben had the mint.\n"),
              HasSubstr("category "));
}

TEST(EnglishStatedOrders, ARankAmountIsNoMeasure) {
  const std::string h =
      head("the small, the medium, the large or the jumbo (lightest to heaviest).");
  EXPECT_EQ(statement(h, "Amy's milkshake was heavier than Ben's."), "size(Amy) > size(Ben)");
  // A weight in kilograms is not a number of ranks.
  EXPECT_EQ(statement(h, "Amy's milkshake was 2 kg heavier than Ben's."), "");
}

const std::string kRingers =
    "Four ringers (Agnes, Bernard, Cyril and Dorothy) each ring a different bell (the treble, "
    "the second, the third or the tenor, in that order from lightest to heaviest bell), and "
    "each has been ringing for a different number of years: 3, 7, 12 or 20.\n\n";

TEST(EnglishStatedOrders, StartingLaterIsFewerYearsCountedUpToNow) {
  EXPECT_EQ(statement(kRingers, "Agnes rings a heavier bell than Dorothy does."),
            "bell(Agnes) > bell(Dorothy)");
  EXPECT_EQ(statement(kRingers, "Agnes took up ringing more recently than Bernard."),
            "year(Agnes) < year(Bernard)");
  EXPECT_EQ(statement(kRingers, "Agnes took up ringing later than Bernard."),
            "year(Agnes) < year(Bernard)");
  EXPECT_EQ(statement(kRingers, "Cyril started ringing earlier than Dorothy."),
            "year(Cyril) > year(Dorothy)");
  // Years served, not counted up to now (`served 3, 7, 12 or 20 years`),
  // keep `later` unread as fewer.
  const std::string served =
      "Four ringers (Agnes, Bernard, Cyril and Dorothy) each served a different number of "
      "years: 3, 7, 12 or 20.\n\n";
  EXPECT_NE(statement(served, "Agnes took up ringing later than Bernard."),
            "year(Agnes) < year(Bernard)");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// A week of callers, written for these tests: two values some amount
// apart (either way, or the one said first), `nor` after `and`, and a
// story's `a typical one: five customers` that sets no row.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kWeek =
    "Five customers called.\n\nCustomers: Ann, Bo, Cy, Di, Ed\n"
    "Days: Monday, Tuesday, Wednesday, Thursday, Friday\nInstruments: banjo, cello, harp, lute, "
    "viol\n\n";

TEST(EnglishApart, TwoValuesApartAreEitherWayUnlessOneIsFirst) {
  EXPECT_EQ(statement(kWeek, "Ann and Bo called four days apart."),
            "any of: day(Bo) = day(Ann) + 4; day(Ann) = day(Bo) + 4");
  EXPECT_EQ(statement(kWeek, "The banjo and the harp came in two days apart, the former first."),
            "day(harp) = day(banjo) + 2");
  EXPECT_EQ(statement(kWeek, "The banjo and the harp came in a day apart, the latter first."),
            "day(banjo) = day(harp) + 1");
  EXPECT_EQ(statement(kWeek, "Ann and Bo called two days apart, Bo first."),
            "day(Ann) = day(Bo) + 2");
  // A first that is neither of the two is no reading.
  EXPECT_EQ(statement(kWeek, "Ann and Bo called two days apart, Cy first."), "");
  // Solved: Di on Wednesday, Cy the day after Ann, Ann and Bo four days
  // apart: Ann Monday, Bo Friday.
  const testing::RunResult r = testing::run_deduce(
      {"solve", "--format", "answer", "-"},
      kWeek +
          "1. Ann and Bo called four days apart.\n2. Cy called the day after Ann.\n"
          "3. Di called on Wednesday.\n4. Ann brought the banjo.\n\nWho called on Friday?\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, HasSubstr("Bo"));
}

TEST(EnglishApart, NorAfterAndAndAStorysOneBeforeANumber) {
  EXPECT_EQ(statement(kWeek, "Ed doesn't play the harp, and nor does he play the viol."),
            "all of: Ed is not harp; Ed is not viol");
  EXPECT_EQ(statement(kWeek, "Ed didn't bring the harp, nor was he the one with the lute."),
            "all of: Ed is not harp; Ed is not lute");
  // `a typical one: five customers called` counts no places in a row: the
  // weekdays stay ordered, as in any grid without positions.
  const std::string story =
      "Last week was a typical one: five customers called, one on each day from Monday to "
      "Friday.\n\nCustomers: Ann, Bo, Cy, Di, Ed\n\n1. Bo came in the day after Cy.\n";
  EXPECT_THAT(zebra_of(story), HasSubstr("1: day(Bo) = day(Cy) + 1\n"));
}

TEST(EnglishApart, MonthsAcrossTheYearsEndRunOn) {
  // `October, ..., January and February`: January comes after December
  // (13), so two months before February is December, never a month apart
  // by eleven.
  const std::string winter =
      "Five turners each finished one piece over the winter: a bowl, a lamp, a mill, a pin or a "
      "vase. They were finished in five different months (October, November, December, January "
      "and February).\n\nTurners: Abe, Ben, Cal, Dan, Eli\n\n";
  EXPECT_THAT(zebra_of(winter + "1. Abe made the vase.\n"),
              HasSubstr("ordered month: 10 11 12 13 14\n"));
  EXPECT_EQ(statement(winter, "The vase was made two months before the pin."),
            "month(vase) = month(pin) - 2");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

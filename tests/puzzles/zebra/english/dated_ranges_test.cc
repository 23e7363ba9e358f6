// Dates given as a range (`one for each Saturday from June 3 through July
// 1`, `every Friday from 5 May to 2 June`, `from 3 June to 7 June`):
// the dates between, a week or a day apart, written as the first end is.
// Heads written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::error_of;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kParties =
    "1. Ann's party is two weeks before Bo's.\n2. Cy's party is not the "
    "last.\n3. Di's party is the first.\n";

TEST(EnglishDatedRanges, EachWeekdayIsAWeekApart) {
  const std::string head =
      "Four friends (Ann, Bo, Cy and Di) each booked the hall for a party, one for each "
      "Saturday from June 3 through June 24.\n\n";
  const std::string z = zebra_of(head + kParties);
  // June 3 is day 154 of a year that is not leap.
  EXPECT_THAT(z, HasSubstr("ordered date: 154 161 168 175\n"));
  EXPECT_EQ(statement(head, "Ann's party is on June 17."), "Ann is date.168");
  EXPECT_EQ(statement(head, "Ann's party is two weeks before Bo's."), "date(Ann) = date(Bo) - 14");
  // Over a month's end, written day first as the first end is.
  const std::string may =
      "Four friends (Ann, Bo, Cy and Di) each booked the hall for a party, "
      "every Friday from 19 May to 9 June.\n\n";
  EXPECT_THAT(zebra_of(may + kParties), HasSubstr("ordered date: 139 146 153 160\n"));
  EXPECT_EQ(statement(may, "Cy's party is on 2 June."), "Cy is date.153");
}

TEST(EnglishDatedRanges, WithoutAWeekdayTheDaysFollowOneAnother) {
  const std::string head =
      "Four friends (Ann, Bo, Cy and Di) each had one party, on the days "
      "from March 30th to April 2nd.\n\n";
  EXPECT_THAT(zebra_of(head + "1. Ann's party is the day before Bo's.\n2. Cy's party is not "
                              "the last.\n3. Di's party is the first.\n"),
              HasSubstr("ordered date: 89 90 91 92\n"));
  EXPECT_EQ(statement(head, "Bo's party is on April 1st."), "Bo is date.91");
}

TEST(EnglishDatedRanges, ARangeOfAnotherCountIsSaidSo) {
  // Five Saturdays for four friends: the list's count is the error.
  const std::string head =
      "Four friends (Ann, Bo, Cy and Di) each booked the hall for a party, one for each "
      "Saturday from June 3 through July 1.\n\n";
  EXPECT_THAT(error_of(head + kParties), HasSubstr("this list has 5 values"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

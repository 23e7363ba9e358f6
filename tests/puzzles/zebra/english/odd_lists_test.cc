// Lists of another size than the riddle's, in our own words: the error
// says where the size was said; a first list whose size no later list
// shares (a log's `Weather: clear, windy, cold.`) is read as framing and
// the riddle read again; a remark in brackets after the last item (`yes
// switch, dont ask`) or after a dash (`- again one each`) is no item; a
// heading's list that goes on in lower case on the next line is one list;
// `+` joins the last item as `and` does. Heads written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::error_of;
using testing_english::statement;
using testing_english::zebra_of;

TEST(EnglishOddLists, TheErrorSaysWhereTheSizeWasSaid) {
  EXPECT_THAT(error_of("Four players: Jaz, Tomo, Kev and Ravenz.\n"
                       "Consoles: pc, ps5, xbox, switch, wii and a tablet.\n\n"
                       "1. Tomo is on pc.\n"),
              HasSubstr("this list has 6 values, but the puzzle has 4 positions (as 1:1 says)"));
  EXPECT_THAT(error_of("There are 3 houses in a row.\n"
                       "Owners: Ann, Bo, Cy, Di, Ed.\n\n"
                       "1. Ann lives in the first house.\n"),
              HasSubstr("but the puzzle has 3 positions (as 1:1 says)"));
}

TEST(EnglishOddLists, AFirstListNoOtherMatchesIsFraming) {
  const std::string log =
      "Weather: clear, windy, cold.\n"
      "Present: Graham, Ines, Ruth and Tomasz.\n"
      "Targets: M13, M31, Saturn and Vega.\n\n"
      "1. Ines observed Saturn.\n";
  const std::string z = zebra_of(log);
  EXPECT_THAT(z, HasSubstr("category present: Graham Ines Ruth Tomasz\n"));
  EXPECT_THAT(z, HasSubstr("category target: M13 M31 Saturn Vega\n"));
  EXPECT_THAT(z, HasSubstr("# Weather: clear, windy, cold."));
  EXPECT_THAT(z, Not(HasSubstr("category weather")));
  EXPECT_THAT(z, HasSubstr("1: Ines is Saturn\n"));
}

TEST(EnglishOddLists, AnObservingLogsConditions) {
  // (The fresh riddles' observing log: `Conditions: clear from 21:15,
  // transparency good, seeing` / `3/5, dew heavy after 23:00.`, then four
  // observers, four times and four instruments.)
  std::ifstream in(
      deduce::testing::source_path("tests/puzzles/zebra/english/fresh/k04_astronomy.txt"));
  const std::string log((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_THAT(error_of(log), Not(HasSubstr("this list has")));
  EXPECT_THAT(error_of(log), HasSubstr("could not read this clue"));
}

TEST(EnglishOddLists, NeverWhereOneListIsLeft) {
  // (Two lists, one of three and one of four names: which is the grid's
  // size is not known, and `Ruth and Tomasz` is never one name.)
  EXPECT_THAT(error_of("Weather: clear, windy, cold.\n"
                       "Present: Graham, Ines, Ruth and Tomasz.\n\n"
                       "1. Ines is not Ruth.\n"),
              HasSubstr("this list has 4 values, but the puzzle has 3 positions (as 1:1 says)"));
  // (A size the riddle counts is kept.)
  EXPECT_THAT(error_of("There are three houses in a row.\n"
                       "Colours: red, green, blue.\n"
                       "Owners: Ann, Bo, Cy, Di and Ed.\n"
                       "Pets: cat, dog, fish, bird and newt.\n\n"
                       "1. Ann lives in the red house.\n"),
              HasSubstr("this list has 5 values, but the puzzle has 3 positions"));
}

TEST(EnglishOddLists, RemarksAfterTheLastItem) {
  const std::string z = zebra_of(
      "Four players: Jaz, Tomo, Kev and Ravenz.\n"
      "Consoles: pc, ps5, xbox, switch (yes switch, dont ask).\n\n"
      "1. Tomo is on switch.\n");
  EXPECT_THAT(z, HasSubstr("category console: pc ps5 xbox switch\n"));
  EXPECT_THAT(z, HasSubstr("1: Tomo is switch\n"));
  const std::string calls = zebra_of(
      "Guests: Mr Okafor, Ms Lindqvist, the Harringtons and Dr Patel.\n"
      "Requests: an airport taxi, feather-free pillows, a birthday cake, and a late\n"
      "checkout - one each.\n"
      "Calls: 05:00, 06:30, 07:00 and 07:45 - again one each.\n\n"
      "1. Dr Patel asked for the late checkout.\n"
      "2. The Harringtons have the 07:45 call.\n");
  EXPECT_THAT(calls, HasSubstr("category request: airport_taxi feather-free_pillows birthday_cake "
                               "late_checkout\n"));
  EXPECT_THAT(calls, HasSubstr("1: Dr_Patel is late_checkout\n"));
  EXPECT_THAT(calls, HasSubstr("2: Harringtons is call.465\n"));
}

TEST(EnglishOddLists, ARemarkWithCommasAfterAnItem) {
  // (A bike-repair café's log: a bracket after an item, the list going on
  // after it, is no items; a common noun's phrase with a name in it is
  // said by its noun.)
  const std::string z = zebra_of(
      "Fixers on the day: Maggie, Ian, Sunil and Hattie, one repair each.\n"
      "The bikes: a Raleigh Chopper (a genuine 1970s one, everyone had a go on it), a kid's BMX, a "
      "big old Dutch roadster and a Brompton.\n\n"
      "1. The BMX wasn't Sunil's and it wasn't Hattie's.\n"
      "2. Ian fixed the roadster.\n");
  EXPECT_THAT(z, HasSubstr("category bike: Raleigh_Chopper kid_s_BMX big_old_Dutch_roadster "
                           "Brompton\n"));
  EXPECT_THAT(z, HasSubstr("1: all of: kid_s_BMX is not Sunil; kid_s_BMX is not Hattie\n"));
  EXPECT_THAT(z, HasSubstr("2: Ian is big_old_Dutch_roadster\n"));
}

TEST(EnglishOddLists, APlusJoinsTheLastItem) {
  const std::string z = zebra_of(
      "Kayaks: Puffin, Otter, Heron, Kingfisher + Dipper.\n"
      "Families: the Lius, the Okafors, the Bryants, the Pattersons and the Hendersons.\n\n"
      "1. The Lius had Dipper.\n");
  EXPECT_THAT(z, HasSubstr("category kayak: Puffin Otter Heron Kingfisher Dipper\n"));
  EXPECT_THAT(z, HasSubstr("1: Lius is Dipper\n"));
}

TEST(EnglishOddLists, AgesThatAreThePlacesNumbersAreAList) {
  // (`1, 2 and 3 years old` after `pens 1, 2 and 3`: ages, with their
  // unit; it was shown as a comment and its clues refused.)
  const std::string goats =
      "Three goats, Bill, Nan and Kid, are in pens 1, 2 and 3. They are 1, 2 and 3 years "
      "old.\n\n";
  EXPECT_THAT(zebra_of(goats + "1. Bill is in pen 1.\n"), HasSubstr("ordered year_old: 1 2 3\n"));
  EXPECT_EQ(statement(goats, "Nan is 3 years old."), "Nan is year_old.3");
  // (Never the places said again: `They are numbered 1, 2 and 3 from the
  // left`.)
  EXPECT_THAT(zebra_of("Three goats, Bill, Nan and Kid, are in pens in a row. They are numbered "
                       "1, 2 and 3 from the left.\n\n1. Bill is in pen 1.\n"),
              Not(HasSubstr("ordered")));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

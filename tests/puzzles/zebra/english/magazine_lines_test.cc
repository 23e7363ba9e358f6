// How magazines set their riddles, in our own words: an introduction whose
// lists run across wrapped lines (a line ending `juice: 40,` or `at 8:45
// am,` goes on into `55, 60 ...` and `10:00 am, ...`; one ending in a
// bracket goes on into lower case); none of three said as the subject
// (`None of Ann, Bo and Cy ...`, `Neither Ann nor Bo nor Cy ...`); `The
// five were ...` with no noun; a sum said `between them` or `bought
// together`; `some years after`; `the very next call after` (and stall, in
// a row); `one of the afternoon calls`; and rain compared `wetter` and
// `drier`.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::statement;
using testing_english::zebra_of;

// Written for these tests: the volumes' list is cut after its first
// number, the times' after their first time, and the growers' bracket
// ends a line that goes on in lower case.
const std::string kShow =
    "RIBBONS AT THE ALLOTMENT SHOW\n\n"
    "Four growers from Lower Fenby (Alma, Bertie, Cass and Dot)\n"
    "each entered one jar of honey at the summer show, and each jar held a different volume: 30,\n"
    "45, 60 or 75 millilitres. The judging went jar by jar at 9:15 am,\n"
    "10:30 am, 1:00 pm and 2:45 pm, and each grower's bees had fed on a different flower\n"
    "(clover, heather, lime or borage). Which grower's jar was judged when?\n\n";

TEST(EnglishMagazineLines, ListsCarriedAcrossTheLinesOfAnIntroduction) {
  const std::string z = zebra_of(kShow + "1. Alma's jar held the most.\n");
  EXPECT_THAT(z, HasSubstr("Alma Bertie Cass Dot\n"));
  EXPECT_THAT(z, HasSubstr(": 30 45 60 75\n"));
  EXPECT_THAT(z, HasSubstr("time: 555 630 780 885\n"));
  EXPECT_THAT(z, HasSubstr("clover heather lime borage\n"));
}

TEST(EnglishMagazineLines, NoneOfThreeAsTheSubject) {
  EXPECT_EQ(statement(kShow, "None of Alma, Bertie and Cass had heather honey."),
            "all of: Alma is not heather; Bertie is not heather; Cass is not heather");
  EXPECT_EQ(statement(kShow, "Neither Alma nor Bertie nor Dot had the lime."),
            "all of: Alma is not lime; Bertie is not lime; Dot is not lime");
  // (Never where words between the names say more: `Alma, who had the
  // clover, nor Bertie` would lose Alma's clover.)
  const testing::RunResult r = testing::run_deduce(
      {"translate", "--kind", "text", "-"},
      kShow + "1. Neither Alma, who had the clover, nor Bertie had the lime.\n");
  EXPECT_EQ(r.exit_code, 2) << r.out;
}

TEST(EnglishMagazineLines, TheFiveWereAListWithNoNoun) {
  const std::string z =
      zebra_of(kShow +
               "1. The four were Alma, the one with the heather, the 45 ml jar and the one "
               "judged at 2:45 pm.\n");
  EXPECT_THAT(z, HasSubstr("1: different: Alma heather"));
  EXPECT_THAT(z, Not(HasSubstr("Alma is heather")));
}

TEST(EnglishMagazineLines, ASumSaidBetweenThemOrBoughtTogether) {
  EXPECT_EQ(statement(kShow, "The clover and the lime jars between them held 105 millilitres."),
            "volume_millilitre(clover) + volume_millilitre(lime) = 105");
  EXPECT_EQ(statement("Four friends (Ann, Bo, Cy and Di) each made a bar of soap with a "
                      "different scent (lavender, mint, rose or pine), and each bar had a "
                      "different price: $3.00, $3.50, $4.00 or $5.00.\n\n",
                      "Bought together, the mint bar and the rose bar would have cost $7.50."),
            "price(mint) + price(rose) = 7.5");
}

TEST(EnglishMagazineLines, TimesSaidLooselyOrByThePartOfTheDay) {
  EXPECT_EQ(statement(kShow, "Cass's jar was judged some hours after Bertie's."),
            "time(Cass) > time(Bertie)");
  EXPECT_EQ(statement(kShow, "The heather jar was one of the afternoon jars."),
            "heather is time.780 or time.885");
  EXPECT_THAT(statement(kShow, "Dot's was the very next jar after the borage."),
              HasSubstr("any of: (all of: Dot is time.630; borage is time.555)"));
  // (And in a row: the place just after it.)
  EXPECT_EQ(statement("There are four stalls in a row, numbered 1 to 4.\nFamilies: Smith, Jones, "
                      "Patel, Brown.\nJams: plum, fig, quince, damson.\n",
                      "The Smith stall was the very next stall after the Jones stall."),
            "Smith just right of Jones");
}

// Rain measured in millimetres is compared `wetter` and `drier`, and its
// ends are `the wettest` and `the driest`.
TEST(EnglishMagazineLines, RainfallComparedWetterAndDrier) {
  const std::string rain =
      "Four neighbours (Ann, Bo, Cy and Di) each kept a rain gauge in July, and each measured a "
      "different rainfall: 62 mm, 70 mm, 81 mm or 97 mm. Each also grew a different vegetable "
      "(leeks, beans, kale or peas).\n\n";
  EXPECT_EQ(statement(rain, "Ann's garden was wetter than Bo's."), "length(Ann) > length(Bo)");
  EXPECT_EQ(statement(rain, "The kale garden was drier than Di's."), "length(kale) < length(Di)");
  EXPECT_EQ(statement(rain, "Cy had the wettest garden."), "Cy is length.97");
  EXPECT_EQ(statement(rain, "The leek grower had the driest July of the four."),
            "leeks is length.62");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// A newspaper's report as printed: a column wrapped at its width whose
// lines end mid-sentence (also before a line that opens with a number and
// its unit, `200yd, 220yd ...`), a list said in passing before the one the
// introduction counts (`Wind, rain and a loose sheep ...` before `Three
// golfers ...: A, B and C`), the noun of `one from each town` naming the
// list before it, a quotation and its speaker, units written onto their
// numbers (`20yd`). Texts written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::statement;
using testing_english::zebra_of;

// Three golfers, a town and a drive each: one solution (Ann Cole 1st from
// Bourne with 200yd, Bea Dunn 2nd from Ashby with 220yd, Cy Fox 3rd from
// Corby with 240yd), worked out by hand from the five clues.
const std::string kColumn =
    "LONGFORD GAZETTE - sports round-up\n"
    "\n"
    "Wind, rain and a loose sheep on the ninth green could not spoil the\n"
    "Longford Open on Sunday, and the club secretary tells us the bar took a\n"
    "record sum. Three golfers reached the play-off: Ann Cole, Bea Dunn and\n"
    "Cy Fox, who between them came from Ashby, Bourne and Corby - one from each\n"
    "town. Their best drives in the play-off went a distance of\n"
    "200yd, 220yd and 240yd, and the judges placed them 1st to 3rd. As\n"
    "club captain Mr Len Hardy reminded us, \"It's not all about length, you\n"
    "know,\" and the results bore him out when the cards were signed.\n"
    "\n"
    "Cy Fox came third. Ann Cole's drive was 20yd shorter than Bea Dunn's\n"
    "drive. The golfer from Bourne had a drive of 200yd. Ann Cole came first.\n"
    "Cy Fox is not from Ashby, and Bea Dunn's drive was not the longest.\n"
    "\n"
    "Who came second? Which town is Bea Dunn from?\n";

TEST(EnglishReportColumns, AColumnWrappedAtItsWidthIsReadWhole) {
  const std::string z = zebra_of(kColumn);
  // The golfers, not the three things of the opening sentence, are the
  // first list, and the riddle's size is the count said with them.
  EXPECT_THAT(z, HasSubstr("category golfer: Ann_Cole Bea_Dunn Cy_Fox\n"));
  EXPECT_THAT(z, Not(HasSubstr("loose_sheep")));
  // `one from each town` names the towns.
  EXPECT_THAT(z, HasSubstr("category town: Ashby Bourne Corby\n"));
  // The line that opens `200yd, ...` goes on the sentence before it: the
  // drives are a list, in yards.
  EXPECT_THAT(z, HasSubstr(": 200 220 240\n"));
  EXPECT_THAT(z, HasSubstr("= length(Bea_Dunn) - 20\n"));
  // The captain and the quotation name nothing of the grid: a frame.
  EXPECT_THAT(z, HasSubstr("reminded us, \"It's not all about length"));
  // Answered in clauses_test.cc (data/own_golf_column.txt is this text).
}

TEST(EnglishReportColumns, APassingListBeforeTheCountedOneIsNoList) {
  // Without the count the first list of three would set the size and
  // cut the four growers into three.
  const std::string z = zebra_of(
      "Sunshine, a brass band and a runaway pygmy goat made the show one of the best.\n\n"
      "Four growers made it to the final: Reg Butcher, Maureen Tilly, Stan Oakes and Pauline "
      "Dunn. Their marrows weighed 19lb, 22lb, 24lb and 27lb.\n\n"
      "1. Maureen Tilly's marrow was 5lb heavier than Reg Butcher's.\n");
  EXPECT_THAT(z, HasSubstr("category grower: Reg_Butcher Maureen_Tilly Stan_Oakes Pauline_Dunn\n"));
  EXPECT_THAT(z, Not(HasSubstr("brass_band")));
  // A list of as many as the count is still a list.
  EXPECT_THAT(z, HasSubstr(": 19 22 24 27\n"));
}

TEST(EnglishReportColumns, TheNounOfOneFromEachNamesTheListBeforeIt) {
  const std::string head =
      "Four friends, Ann, Ben, Cat and Dan, came from Ayr, Bute, Crail and Dunoon, one from each "
      "town.\n\n";
  EXPECT_THAT(zebra_of(head + "1. Ann came from Bute.\n"),
              HasSubstr("category town: Ayr Bute Crail Dunoon\n"));
  EXPECT_EQ(statement(head, "Ben didn't come from Crail."), "Ben is not Crail");
}

TEST(EnglishReportColumns, AYardWrittenOntoItsNumberIsAYard) {
  const std::string head =
      "Ann, Ben and Cat threw the ball 30yd, 40yd and 50yd, each a different distance.\n\n";
  EXPECT_EQ(statement(head, "Ann threw 10 yds further than Ben."),
            "length(Ann) = length(Ben) + 10");
}

TEST(EnglishReportColumns, WhatTheSubjectDidWithAThingComparedIsTwoClauses) {
  const std::string head =
      "Ann, Ben and Cat played golf. Their drives went 200yd, 220yd and 240yd, and they finished "
      "1st to 3rd.\n\n";
  EXPECT_EQ(statement(head, "Ann came first with a drive 20yd shorter than Ben's."),
            "all of: Ann is place.1; length(Ann) = length(Ben) - 20");
  EXPECT_EQ(statement(head, "Ann won with a drive 20 yards longer than Cat's drive."),
            "all of: Ann is place.1; length(Ann) = length(Cat) + 20");
  // A subject with its thing is no such pair: what follows whose it is
  // compared with is the sentence's verb.
  EXPECT_EQ(statement(head, "The golfer with a drive 20yd shorter than Ben's came first."), "");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// A night's programme said as people say it, in our own words: times on a
// 24-hour clock listed in order across midnight run on into the next day;
// `not on until after` is after; who opened or closed the night, and what
// it opened with, are its ends; a lead-in before a colon and what someone
// says after a dash are no part of the clue.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kLateStage =
    "Three bands played the late stage: the Owls, the Moths and the Bats. They went on at 23:30, "
    "00:15 and 01:00, and each played a different encore: Jolene, Wonderwall and Creep.\n\n";

TEST(EnglishSchedule, TimesAcrossMidnightRunOn) {
  const std::string z = zebra_of(kLateStage + "1. The Owls went on at 00:15.\n");
  // (23:30 first, the two after midnight the next day's.)
  EXPECT_THAT(z, HasSubstr("ordered time: 1410 1455 1500\n"));
  EXPECT_EQ(statement(kLateStage, "The Moths went on before the Owls."),
            "time(Moths) < time(Owls)");
}

TEST(EnglishSchedule, NotUntilAfterIsAfter) {
  EXPECT_EQ(statement(kLateStage, "The Bats weren't on until after the Moths."),
            "time(Bats) > time(Moths)");
  EXPECT_EQ(statement(kLateStage, "The Bats did not go on till after the Moths."),
            "time(Bats) > time(Moths)");
}

TEST(EnglishSchedule, WhoOpenedAndWhatItOpenedWith) {
  EXPECT_EQ(statement(kLateStage, "The Owls opened."), "Owls is time.1410");
  EXPECT_EQ(statement(kLateStage, "The Moths didn't open."), "Moths is not time.1410");
  EXPECT_EQ(statement(kLateStage, "The Bats closed."), "Bats is time.1500");
  EXPECT_EQ(statement(kLateStage, "And we opened with Creep, of course, to warm everybody up."),
            "Creep is time.1410");
}

TEST(EnglishSchedule, LeadInsAndRemarksAfterADash) {
  EXPECT_EQ(statement(kLateStage, "Here is all I remember: the Owls closed the night."),
            "Owls is time.1500");
  EXPECT_EQ(statement(kLateStage,
                      "The Moths didn't play Jolene \u2014 they say they will do Jolene "
                      "at Christmas."),
            "Moths is not Jolene");
}

TEST(EnglishSchedule, ARowFromOneLandmarkToAnother) {
  // (A row said to have its places, its ends named by what stands there.)
  const std::string head =
      "The back row has four desks, from the radiator to the bookcase.\n"
      "Sitting there: Ola, Pip, Quin and Rhys.\n\n";
  const std::string z = zebra_of(head + "1. Ola sits by the bookcase.\n"
                                        "2. Pip sits nearest the radiator.\n");
  EXPECT_THAT(z, HasSubstr("positions: 4\n"));
  EXPECT_THAT(z, HasSubstr("1: Ola at 4\n"));
  EXPECT_THAT(z, HasSubstr("2: Pip at 1\n"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

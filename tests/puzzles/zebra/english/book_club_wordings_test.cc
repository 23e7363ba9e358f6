// A book club's rota in our own words: titles said without their `The`
// or by one word of them (`Thursday Murder Club`, `whoever picked
// Klara`), what was scored named between the verb and the margin (`gave
// last night's book one point more than`), two scores `3 apart` with no
// unit, and a list named by the clause before its `which were`. Heads
// written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using testing_english::error_of;
using testing_english::zebra_of;

const std::string kBookClub =
    "Bex, Dani and Jo are hosting March, April and May, one month each. You all picked a book "
    "for your own month: Klara and the Sun, The Thursday Murder Club and Lessons in Chemistry. "
    "And you each gave last night's book a score out of 10, which were 5, 6 and 9.\n\n";

TEST(EnglishBookClubWordings, TitlesWithoutTheirTheOrByOneWord) {
  const std::string zebra =
      zebra_of(kBookClub +
               "- Thursday Murder Club is earlier in the year than Lessons in Chemistry\n- the May "
               "host isn't whoever picked Klara\n");
  EXPECT_THAT(zebra, AllOf(HasSubstr("1: month(The_Thursday_Murder_Club) < "
                                     "month(Lessons_in_Chemistry)\n"),
                           HasSubstr("2: month.5 is not Klara_and_the_Sun\n")));
}

TEST(EnglishBookClubWordings, WhatWasScoredAndScoresApart) {
  const std::string zebra =
      zebra_of(kBookClub +
               "- whoever picked Klara gave last night's book exactly one point more "
               "than Dani did\n- Bex's and Jo's scores were 3 apart\n");
  EXPECT_THAT(zebra,
              AllOf(HasSubstr("ordered score_out: 5 6 9\n"),
                    HasSubstr("1: score_out(Klara_and_the_Sun) = score_out(Dani) + 1\n"),
                    HasSubstr("2: any of: score_out(Jo) = score_out(Bex) + 3; score_out(Bex) "
                              "= score_out(Jo) + 3\n")));
}

// A measure no list is named by asks no list of things: `What rating did
// Mel give?` of books and their scores is refused, never a book.
TEST(EnglishBookClubWordings, AMeasureNoListNamesAsksNoBook) {
  const std::string riddle = kBookClub + "- Bex's and Jo's scores were 3 apart\n\n";
  EXPECT_THAT(zebra_of(riddle + "What score did Jo give?\n"), HasSubstr("ask: score_out of Jo"));
  EXPECT_THAT(error_of(riddle + "What rating did Jo give?\n"),
              HasSubstr("could not read this question"));
  EXPECT_THAT(error_of(riddle + "What mark did Jo give?\n"),
              HasSubstr("could not read this question"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// A school reunion letter in our own words: a question asked for effect
// before the lists (`Can you believe it has been thirty years since ...?`)
// frames the puzzle, `just four of us: ...` names people, a colon's list
// that is a clause (`...: we now live 12 miles, 40 miles, ... from the
// school`) is read in prose, `The one who lives furthest away` as the
// subject, and a guess at a purpose said last (`, presumably so that
// nobody can complain to them in person`).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::zebra_of;

const std::string kReunion =
    "Can you believe it has been thirty years since we last stood in the sports hall?\n\n"
    "The committee is just three of us: Sandra, Martin and Geoff. We have split the jobs, with "
    "one of us each on the catering, the music and the venue. Some of us have wandered further "
    "than others: we now live 12 miles, 40 miles and 95 miles from the school.\n\n";

TEST(EnglishReunion, TheLettersIntroductionIsRead) {
  const std::string z = zebra_of(kReunion + "- Sandra does the venue.\n");
  EXPECT_THAT(z, AllOf(HasSubstr("category name: Sandra Martin Geoff\n"),
                       HasSubstr("ordered length: 12 40 95\n"), Not(HasSubstr("just_us")),
                       HasSubstr("# Can you believe it has been thirty years")));
}

TEST(EnglishReunion, FurthestAwayAsTheSubjectAndAGuessAtWhy) {
  EXPECT_THAT(zebra_of(kReunion + "- The one who lives furthest away is sorting out the music, "
                                  "presumably so that nobody can complain to them in person.\n"),
              HasSubstr("1: length.95 is music\n"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

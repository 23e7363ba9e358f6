// A staff rota sent round by email, in our own words: a list set off by
// dashes typed as two hyphens (` -- `), after a range of days in the same
// clause, with how the values are shared out after its last item (`, one
// night each`); a job named by its noun before a particle (`the bins` of
// `putting the bins out`); a clause said again after `so` that reads as a
// value being itself; and the prize for the right answers, which names a
// value (`the café`) but is no clue.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::error_of;
using testing_english::zebra_of;

const std::string kRota =
    "Subject: Lock-up rota\n"
    "One of you locks up each evening Monday to Wednesday -- Ann, Bob and Cy, one night each -- "
    "and whoever locks up does one job: cashing up the tills, the café clean-down or putting the "
    "bins out.\n"
    "* Ann isn't doing the bins.\n"
    "* The bins go out on Wednesday night, so whoever locks up on Wednesday is on bins.\n"
    "* Bob locks up the day before Cy does.\n"
    "* Whoever does the café clean-down is on Monday.\n"
    "First one to reply with the right answers gets a free coffee from the café.\n"
    "Who is doing the tills?\n";

TEST(EnglishRotaWordings, ADashedListAfterARangeWithHowItIsSharedOut) {
  const std::string z = zebra_of(kRota);
  EXPECT_THAT(z, HasSubstr("category monday_wednesday: Ann Bob Cy\n"));
  EXPECT_THAT(z, HasSubstr("ordered day: 1 2 3\n"));
  // (Without the dashes' list, or with `one night each` an item, the
  // people were lost.)
  EXPECT_THAT(z, Not(HasSubstr("one_night_each")));
}

TEST(EnglishRotaWordings, AJobByItsNounBeforeAParticle) {
  EXPECT_THAT(zebra_of(kRota), HasSubstr("1: Ann is not putting_the_bins_out\n"));
}

TEST(EnglishRotaWordings, AValueSaidToBeItselfIsNoSecondReading) {
  // (It had read two ways, the second `putting_the_bins_out is
  // putting_the_bins_out`.)
  EXPECT_THAT(zebra_of(kRota), HasSubstr("2: all of: putting_the_bins_out is day.3;"));
}

TEST(EnglishRotaWordings, APrizeForTheRightAnswersIsNoClue) {
  const std::string z = zebra_of(kRota);
  EXPECT_THAT(z, HasSubstr("# First one to reply with the right answers gets a free coffee from "
                           "the café\n# (a remark about solving: it frames the puzzle)\n"));
  EXPECT_THAT(z, Not(HasSubstr("day.1 is café")));
  // (A right answer with a number is a quiz's clue, never a prize: read
  // or refused, never passed over.)
  const std::string quiz =
      "Three contestants, Ann, Bob and Cy, each won a different prize: a mug, a pen or a hat.\n"
      "1. Ann won the mug.\n"
      "2. Bob gave the right answer to question 3 and won a free pen.\n"
      "Who won the hat?\n";
  EXPECT_THAT(error_of(quiz), HasSubstr(":3:4: could not read this clue: \"Bob gave the right"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// An old puzzle book's arrivals: hours said once for the list (`at two,
// three, four and five o'clock`, `at 2, 3, 4 and 5 pm`), a list pointed at
// by `these being`, an hour said bare after `nor at` once a time was said,
// `At what hour ...?`, and the butler who `furnishes us with the following
// recollections` (a sentence that hands over to the clues, whoever it
// names). The riddle is ours, written for these tests.
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

const std::string kMotoring =
    "Four ladies drove to Hartley Grange: Miss Amble, Mrs Bray, Lady Croft and Mrs Dale. Each "
    "drove a different motor-car, these being a Humber, a Lanchester, a Rover and a Talbot; and "
    "the four arrived at two, three, four and five o'clock, though not in that order. The "
    "gardener furnishes us with the following recollections, from which the reader may "
    "reconstruct the afternoon.\n\n";

TEST(EnglishMotoring, AnHourSaidOnceForTheListAndTheListItPointsAt) {
  const std::string z = zebra_of(kMotoring + "1. Miss Amble drove the Rover.\n");
  EXPECT_THAT(z, AllOf(HasSubstr("category motor_car: Humber Lanchester Rover Talbot\n"),
                       HasSubstr(": 120 180 240 300\n"), Not(HasSubstr("category these"))));
  // In digits, before `pm`, the afternoon's hours.
  EXPECT_THAT(zebra_of("Ann, Bo and Cy arrived at 2, 3 and 4 pm.\n1. Ann arrived at 3 pm.\n"),
              AllOf(HasSubstr(": 840 900 960\n"), HasSubstr("1: Ann is")));
  // Never a count of other things: `2, 3 and 4 miles` stay miles.
  EXPECT_THAT(zebra_of("Ann, Bo and Cy walked 2, 3 and 4 miles.\n1. Ann walked 3 miles.\n"),
              AllOf(HasSubstr(": 2 3 4\n"), Not(HasSubstr("180"))));
}

TEST(EnglishMotoring, TheFollowingRecollectionsHandOverToTheClues) {
  EXPECT_THAT(zebra_of(kMotoring + "1. Miss Amble drove the Rover.\n"),
              HasSubstr("# The gardener furnishes us with the following recollections, from which "
                        "the reader may reconstruct the afternoon\n# ("));
}

TEST(EnglishMotoring, AnHourSaidBareAfterNorOnceATimeWasSaid) {
  const std::string z = zebra_of(kMotoring +
                                 "1. Mrs Bray arrived neither at two o'clock nor at five.\n"
                                 "2. The Rover arrived two hours after the Talbot.\n"
                                 "At what hour did Lady Croft arrive?\n");
  EXPECT_THAT(z, AllOf(HasSubstr(".120 nor "), HasSubstr(".300 is Mrs_Bray"),
                       HasSubstr("(Talbot) + 120"), HasSubstr("of Lady_Croft")));
}

// An old puzzle book's denials: `nor was it she who drove`, `had never in
// her life set foot in`, `hailed from some place other than`.
TEST(EnglishMotoring, AnOldBooksDenials) {
  const std::string towns = kMotoring +
                            "Each hailed from a different town, namely Bath, Derby, "
                            "Exeter and York.\n\n";
  EXPECT_THAT(zebra_of(towns + "1. Lady Croft did not hail from Exeter, nor was it she who drove "
                               "the Rover.\n"),
              HasSubstr("1: all of: Lady_Croft is not Exeter; Lady_Croft is not Rover\n"));
  EXPECT_THAT(zebra_of(towns + "1. Lady Croft had never in her life set foot in Derby, and Mrs "
                               "Dale hailed from some place other than York.\n"),
              HasSubstr("1: all of: Lady_Croft is not Derby; Mrs_Dale is not York\n"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

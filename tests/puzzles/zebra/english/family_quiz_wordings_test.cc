// A family quiz's sofa photo in our own words: a present that `didn't go
// to either cousin on the ends`, a question asked for effect (`Remember
// the photo Grandad took?`) and one that asks for the grid after the way
// the row is seen (`As you look at the photo, from left to right, can you
// work out who was where?`), a gardening page's list set off by dashes
// and a hostel's fridge notice. Heads written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using testing_english::zebra_of;

TEST(EnglishFamilyQuizWordings, NotGivenToEitherOnTheEnds) {
  const std::string zebra = zebra_of(
      "Remember the photo Grandad took? Three cousins sat on the sofa in a row. As you look at "
      "the photo, from left to right, can you work out who was where? The cousins were Ann, Bo "
      "and Cy, and the presents were a bike, a drone and a book.\n\n1. The drone didn't go to "
      "either cousin on the ends.\n2. The bike went to one of the cousins on the ends.\n");
  EXPECT_THAT(zebra, AllOf(HasSubstr("1: not: drone at an end\n"), HasSubstr("2: bike at an end\n"),
                           HasSubstr("# Remember the photo Grandad took?\n# (names no value"),
                           HasSubstr("# As you look at the photo, from left to right, can you "
                                     "work out who was where?\n# (")));
}

TEST(EnglishFamilyQuizWordings, ADashThatClosesAListIsNoPartOfItsLastValue) {
  // (`onion —` had been the value, which `the onion` never named.)
  const std::string zebra = zebra_of(
      "Ann, Bo and Cy each entered one vegetable \u2014 a marrow, a pumpkin or an onion \u2014 "
      "and each works a different plot (plots 3, 7 and 12).\n\n1. Ann grew the onion.\n");
  EXPECT_THAT(zebra, AllOf(HasSubstr("category vegetable: marrow pumpkin onion\n"),
                           HasSubstr("1: Ann is onion\n")));
}

TEST(EnglishFamilyQuizWordings, AFridgeNoticesPairAndItsThingsWithNoName) {
  // (`have NO NAME on them` had made the things the people `Whose` asks,
  // and `One of ... the other` was refused.)
  const std::string zebra = zebra_of(
      "Three things on the shelf have NO NAME on them: a carton of milk, a tub of hummus and a "
      "pot of yoghurt. I know they belong to the three of you in Dorm 3 (Lena, Tomas and Aiko "
      "\u2014 one thing each), and I know you're from Canada, Norway and Chile.\n\n- One of Lena "
      "and the Norwegian has the milk, the other the hummus.\n\nWhose is the yoghurt?\n");
  EXPECT_THAT(zebra, AllOf(HasSubstr("1: Lena and Norway are carton_of_milk and tub_of_hummus\n"),
                           HasSubstr("ask: name of pot_of_yoghurt\n")));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// Lists said in the introduction's prose as reporters write them: two
// lists of numbers that share one (`aged 19, 24 and 33` beside `in 20, 24
// and 28 minutes`), a list said as the span it covers (`the themes ranged
// from a jungle and a pirate ship to a space rocket and a sea scene`), and
// the words around values in the clues of such a riddle: the noun after a
// value (`the jungle scene`), a part of a thing (`on the back of a pickup
// truck`), a verb's adverb (`went along on a lorry`) and a body of people
// asked for (`Which group ...?`). Riddles written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::error_of;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kSwim =
    "Three swimmers, Amy, Ben and Cal, who are aged 19, 24 and 33, finished the swim in 20, 24 "
    "and 28 minutes. Each swam in a different hat: red, green or blue.\n\n";

TEST(EnglishProseSpans, TwoListsMayShareANumber) {
  // The minutes were dropped without a word: `24` named an age already,
  // so the list read as a clue naming known values.
  const std::string z = zebra_of(kSwim + "1. Cal took 24 minutes.\nWho wore the red hat?\n");
  EXPECT_THAT(z, AllOf(HasSubstr("ordered who_aged: 19 24 33\n"),
                       HasSubstr("ordered swim_minute: 20 24 28\n"),
                       HasSubstr("1: Cal is swim_minute.24")));
  EXPECT_EQ(statement(kSwim, "The youngest swimmer finished in 28 minutes."),
            "swim_minute.28 is who_aged.19");
  EXPECT_EQ(statement(kSwim, "The oldest swimmer was the last out of the water."),
            "who_aged.33 is swim_minute.28");
  // A list whose every value is known is still a clue (`The swimmers
  // were Amy, Ben and Cal`: they differ), never a second list.
  const std::string three =
      zebra_of(kSwim + "1. The three were Amy, Ben and Cal.\nWho wore the red hat?\n");
  EXPECT_THAT(three, HasSubstr("\n1: different: Amy Ben Cal\n"));
  EXPECT_EQ(three.find("category three"), std::string::npos);
}

const std::string kFloats =
    "Four floats made their way through town in a procession. The entries came from the "
    "Brownies, the Fire Brigade, the Rotary Club and the Young Farmers, and the themes ranged "
    "from a jungle and a pirate ship to a space rocket and a sea scene. Each float travelled on "
    "something different: a horse and cart, a lorry, a pickup truck or a tractor. Put the floats "
    "in order, from the first in the procession (1) to the last (4).\n\n";

TEST(EnglishProseSpans, AListSaidAsTheSpanItCovers) {
  const std::string z = zebra_of(kFloats +
                                 "1. The Rotary Club used the tractor.\n"
                                 "Who had the jungle?\n");
  EXPECT_THAT(z, HasSubstr("category theme: jungle pirate_ship space_rocket sea_scene\n"));
  // A range of one sequence stays a range (`from Monday to Friday`), also
  // after names set off by commas in the same clause (it had been dropped
  // without a word there).
  EXPECT_THAT(zebra_of("Five friends, Ann, Bo, Cy, Di and Ed, each swam on a different day from "
                       "Monday to Friday.\n\n1. Ann swam on Tuesday.\nWho swam on Monday?\n"),
              AllOf(HasSubstr("ordered day: 1 2 3 4 5\n"), HasSubstr("1: Ann is day.2")));
}

TEST(EnglishProseSpans, WordsAroundTheValuesOfAProcession) {
  // `after` in a procession is behind; `ahead of` in front.
  EXPECT_EQ(statement(kFloats, "The Brownies' float came immediately after the jungle float."),
            "Brownies just right of jungle");
  EXPECT_EQ(statement(kFloats, "The Fire Brigade was somewhere ahead of the Young Farmers."),
            "Fire_Brigade left of Young_Farmers");
  EXPECT_EQ(statement(kFloats, "The Fire Brigade was two places ahead of the Young Farmers."),
            "Fire_Brigade 2 left of Young_Farmers");
  // The back of a thing is no end of the procession.
  EXPECT_EQ(statement(kFloats, "The space rocket rode on the back of a pickup truck."),
            "space_rocket is pickup_truck");
  EXPECT_EQ(statement(kFloats, "The Rotary Club's float went along on a lorry."),
            "Rotary_Club is lorry");
  // A noun after a value of its own list is that value's (`scene` is no
  // name of the sea scene there).
  EXPECT_EQ(statement(kFloats, "The jungle scene was on the tractor."), "jungle is tractor");
  EXPECT_EQ(statement(kFloats, "The scene was on the tractor."), "sea_scene is tractor");
  // The back of the procession is its end.
  EXPECT_EQ(statement(kFloats, "The Brownies were at the back of the procession."),
            "Brownies at 4");
  EXPECT_THAT(zebra_of(kFloats + "1. The Rotary Club used the tractor.\n"
                                 "Which group built the space rocket?\n"),
              HasSubstr("ask: entry_came of space_rocket"));
}

TEST(EnglishProseSpans, ARemarkOnAnItemInBrackets) {
  // Its commas had cut the list in two: `Edna` was no value.
  const std::string intro =
      "Four of us each made a quilt: Edna, Joan (that's me, in case you forgot, dear!), Maud "
      "and Win. The quilts were red, blue, green and gold.\n\n";
  EXPECT_THAT(zebra_of(intro + "1. Edna made the gold quilt.\nWho made the red quilt?\n"),
              AllOf(HasSubstr(": Edna Joan Maud Win\n"), HasSubstr("1: Edna is gold")));
  EXPECT_EQ(statement("Three of us sang: Ann (my sister), Bo and Cy. The songs were a hymn, a "
                      "carol and a ballad.\n\n",
                      "Ann sang the hymn."),
            "Ann is hymn");
  // A bracket that names the item's values is no remark.
  EXPECT_THAT(error_of("Three of us sang: Ann (the hymn, then a carol), Bo and Cy. The songs were "
                       "a hymn, a carol and a ballad.\n\n1. Bo sang the ballad.\nWho sang the "
                       "carol?\n"),
              HasSubstr("could not read"));
}

TEST(EnglishProseSpans, AnItemThatHoldsAndIsKeptWhole) {
  // `a scale and polish` is one treatment wherever it stands in the list;
  // it had been cut to `scale` at the end and dropped the list before it.
  const std::string pre = "Four patients saw the dentist. The patients are Ann, Ben, Cal and Dee. ";
  const std::string post = " The times are 9am, 10am, 11am and noon.\n\n1. Ann had the filling.\n";
  for (const std::string list : {"a filling, a check-up, a crown fitting and a scale and polish",
                                 "a filling, a check-up, a scale and polish and a crown fitting",
                                 "a filling, a scale and polish, a check-up and a crown fitting",
                                 "a scale and polish, a filling, a check-up and a crown fitting"})
    EXPECT_THAT(zebra_of(pre + "The treatments are " + list + "." + post),
                HasSubstr(" scale_and_polish"))
        << list;
  // An `and` that goes on to a verb's past or an article is the clause's,
  // not the item's.
  const std::string shop =
      "Three friends went shopping: Ann, Bo and Cy. They bought a lamp, a rug and a vase and ";
  EXPECT_THAT(zebra_of(shop + "left.\n\n1. Ann bought the rug.\n"),
              AllOf(HasSubstr(": lamp rug vase\n"), HasSubstr("1: Ann is rug")));
  EXPECT_THAT(zebra_of(shop + "a pen.\n\n1. Ann bought the rug.\n"), Not(HasSubstr("vase_and")));
}

TEST(EnglishProseSpans, NamelyOpensAListAsAColonDoes) {
  // A Victorian paragraph: `a particular flower, namely ...` is a list of
  // four named `flower`, and `keeps no dog` denies the dog.
  const std::string head =
      "Church Lane\n\nAlong the lane stand four cottages. In them live Captain Moss, Miss "
      "Fairley, Mr Ogden and Mrs Tate; each keeps one creature, be it a cat, a dog, a goat or a "
      "parrot; and each is proud of a particular flower, namely hollyhocks, lavender, roses or "
      "sweet williams. ";
  EXPECT_THAT(zebra_of(head + "Mrs Tate grows roses.\n"),
              AllOf(HasSubstr("category flower: hollyhocks lavender roses sweet_williams"),
                    HasSubstr("Mrs_Tate is roses")));
  EXPECT_THAT(zebra_of(head + "Mrs Tate keeps no dog, and Mr Ogden has no goat.\n"),
              HasSubstr("all of: Mrs_Tate is not dog; Mr_Ogden is not goat"));
  // (Never `no more`, nor after a preposition.)
  EXPECT_THAT(error_of(head + "The man with no dog grows roses.\n"),
              HasSubstr("could not read this clue"));
}

TEST(EnglishProseSpans, PlacesEachWithItsPrepositionAndASecondListAfterAnd) {
  // `in a farmyard, on a golf course, ...`: the places; a second list after
  // the first's clause, joined by `, and`; `the finds` is a noun, no
  // instruction to find.
  const std::string head =
      "Four balloons went up: Skylark, Big Red, Morning Glory and Gulliver. They took off at six "
      "o'clock, quarter past six, half past six and quarter to seven, one at a time, and they "
      "came down in a farmyard, on a golf course, on a school field and in a barley field. The "
      "finds were logged at 9:40am, 10:15am, 10:50am and 11:25am.\n\n";
  EXPECT_THAT(zebra_of(head + "1. Skylark landed in the farmyard.\n"),
              AllOf(HasSubstr("ordered time: 360 375 390 405\n"),
                    HasSubstr(": farmyard golf_course school_field barley_field\n"),
                    HasSubstr("ordered time_2: 580 615 650 685\n")));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// Questions that ask nothing of the grid, and names that say no more than
// a value: a tag after a statement (`..., didn't you?`), `Can you help?`,
// a question about the clues (`Which clue did you use first, and why?`),
// the whole table asked for `each baker's` where `Baker` is also a
// surname; and a pet's own name before its kind (`Pepper the poodle`), a
// feast for its month (`a Christmas baby`), a reason with no comma before
// it that names nothing (`because she likes them fluffy`).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::error_of;
using testing_english::zebra_of;

const std::string kRace =
    "Four racers, Dot, Eve, Fay and Gus, rolled cheeses down the hill, finishing first, second, "
    "third and fourth, and each raced a different cheese (Brie, Cheddar, Edam or Gouda).\n"
    "1. Dot finished one place behind the Gouda racer.\n"
    "2. Eve finished first.\n"
    "3. Fay finished immediately after Dot.\n"
    "4. The Edam came home second, and Gus raced the Brie.\n";

TEST(EnglishAskedForEffect, QuestionsThatAskNothingOfTheGrid) {
  const std::string z =
      zebra_of(kRace +
               "You all watched the race on Saturday, didn't you? Can you help the judges? Which "
               "clue did you use first, and why? Who raced the Cheddar?\n");
  EXPECT_THAT(z, HasSubstr("# You all watched the race on Saturday, didn't you?\n"));
  EXPECT_THAT(z, HasSubstr("# Can you help the judges?\n"));
  EXPECT_THAT(z, HasSubstr("# Which clue did you use first, and why?\n"));
  EXPECT_THAT(z, HasSubstr("ask: racer of Cheddar\n"));
  // A tag after a statement that names someone is a question still, and
  // refused where it does not read.
  EXPECT_THAT(error_of(kRace + "Fay raced the Gouda, didn't she?\n"),
              HasSubstr("could not read this question"));
  // (And `why` of a value is no question the grid answers: refused.)
  EXPECT_THAT(error_of(kRace + "Why did Eve finish first?\n"),
              HasSubstr("could not read this question"));
}

TEST(EnglishAskedForEffect, TheWholeTableAskedForEachBakersName) {
  const std::string z = zebra_of(
      "Three bakers, Ellen, Frances and Gail, have the last names Baker, Castle and Dunn, and "
      "each baked a different pie (apple, cherry or peach). From the clues below, can you work "
      "out each baker's full name, her pie, and where it placed?\n"
      "1. Frances is not Ms Baker, and Gail baked the cherry pie.\n"
      "2. Ms Castle baked the apple pie.\n"
      "3. Ellen is Ms Dunn.\n");
  EXPECT_THAT(z, HasSubstr("# From the clues below, can you work out each baker's full name, "
                           "her pie, and where it placed?\n"));
  // (One thing asked after it is a question of its own: refused here.)
  EXPECT_THAT(error_of("Three bakers, Ellen, Frances and Gail, have the last names Baker, "
                       "Castle and Dunn. Can you work out each baker's pie, and who came "
                       "first?\n1. Ellen is Ms Dunn.\n"),
              HasSubstr("could not read this question"));
}

TEST(EnglishAskedForEffect, NamesThatSayNoMoreThanAValue) {
  const std::string z = zebra_of(
      "Our three dog walkers, Hal, Ivy and Jo, were born in March, August and December, and "
      "each walks a different dog: a beagle, a collie or a poodle.\n"
      "1. Ivy walks Pepper the poodle because she likes them fluffy.\n"
      "2. Hal is a Christmas baby.\n"
      "3. The collie's walker was born in March.\n"
      "Can you help?\n");
  EXPECT_THAT(z, HasSubstr("1: Ivy is poodle\n"));
  EXPECT_THAT(z, HasSubstr("2: Hal is month.12\n"));
  // (A feast names its month only among months: `Christmas` of a list of
  // dinners is no value.)
  EXPECT_THAT(error_of("Ann, Bo and Cy each cooked one dinner: a roast, a curry or a stew.\n"
                       "1. Ann cooked at Christmas.\n2. Bo cooked the curry.\n"),
              HasSubstr("Christmas"));
  // (A care home's sheet of the fresh riddles: `— he's a Christmas baby!`
  // after `the last of the four in the year`.)
  std::ifstream in(
      deduce::testing::source_path("tests/puzzles/zebra/english/fresh/r02_teaparty.txt"));
  const std::string sheet((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_THAT(zebra_of(sheet), HasSubstr("3: all of: Harold is month.12;"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

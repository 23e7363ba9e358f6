// Two subjects of one deed said once (`Ann and whoever took Pine Path both
// signed in before 10:30`: said of each, and the two are two), a time on
// the clock without am or pm among times that have them, and the deed that
// ends a race said with a place (`reached the bottom one place behind`,
// `crossed the line first`).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::error_of;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kSummit =
    "Three walkers, Ann, Bob and Cy, each took a different trail (Creek Loop, Lake Walk or Pine "
    "Path) and signed the book at the summit at 9:40am, 10:15am or 10:50am, one each.\n"
    "1. Ann and whoever took Pine Path both signed in before 10:30.\n"
    "2. Bob signed in at 10:15am.\n"
    "3. Cy and Bob both did not take Creek Loop.\n"
    "So, readers, who took Lake Walk?\n";

TEST(EnglishSharedSubjects, EachOfTwoSubjectsAndTheyAreTwo) {
  const std::string z = zebra_of(kSummit);
  EXPECT_THAT(z, HasSubstr("1: all of: Ann is time.580 or time.615; Pine_Path is time.580 or "
                           "time.615; Ann is not Pine_Path\n"));
  EXPECT_THAT(z, HasSubstr("3: all of: Cy is not Creek_Loop; Bob is not Creek_Loop\n"));
  // (A question put to the readers by name asks what it asks.)
  EXPECT_THAT(z, HasSubstr("ask: walker of Lake_Walk\n"));
}

TEST(EnglishSharedSubjects, SaidOfEachOnlyWhereEachCanDoIt) {
  const std::string head =
      "Three walkers, Ann, Bob and Cy, climbed 300, 600 or 900 feet, one each, on a different "
      "trail (Creek Loop, Lake Walk or Pine Path).\n";
  EXPECT_EQ(statement(head, "Ann and Bob both climbed less than 900 feet."),
            "all of: climbed_feet(Ann) < climbed_feet(climbed_feet.900); climbed_feet(Bob) < "
            "climbed_feet(climbed_feet.900)");
  // (Two names of one list are two without saying so.)
  EXPECT_THAT(statement(head, "Both Ann and Bob took Creek Loop or Lake Walk."),
              Not(HasSubstr("Ann is not Bob")));
  // Said of the two together, never of each.
  EXPECT_EQ(statement(head, "Ann and Bob climbed 300 feet and 600 feet."), "");
  EXPECT_EQ(statement(head, "Ann and Bob are the two shortest climbers."), "");
  // (`between them` is their sum, as before.)
  EXPECT_EQ(statement(head, "Ann and Bob climbed 1,200 feet between them."),
            "climbed_feet(Ann) + climbed_feet(Bob) = 1200");
}

TEST(EnglishSharedSubjects, TheEndOfARaceWithItsPlace) {
  const std::string head =
      "Four racers, Dot, Eve, Fay and Gus, rolled cheeses down the hill, finishing first, second, "
      "third and fourth, and each raced a different cheese (Brie, Cheddar, Edam or Gouda).\n"
      "1. Dot reached the bottom one place behind the Gouda racer.\n"
      "2. Eve crossed the line first.\n"
      "3. Fay reached the finish line immediately after Dot.\n"
      "4. The Edam came home second, and Gus raced the Brie.\n";
  const std::string z = zebra_of(head + "Who raced the Cheddar?\n");
  EXPECT_THAT(z, HasSubstr("1: finishing(Dot) = finishing(Gouda) + 1\n"));
  EXPECT_THAT(z, HasSubstr("3: finishing(Fay) = finishing(Dot) + 1\n"));
  // (Where it names a value, the deed is its own: `reached the summit hut`.)
  EXPECT_THAT(error_of(head + "5. Gus reached the Brie first.\nWho raced the Cheddar?\n"),
              HasSubstr("\"Gus reached the Brie first\""));
}

// (A list of what each one does, said with a verb alone or with how it is
// done: `one walks, ..., one comes by bike`; the first had been kept with
// its `one` and the list counted three.)
TEST(EnglishSharedSubjects, WhatEachOneDoesWithAVerbAlone) {
  const std::string z = zebra_of(
      "Four pupils, Omar, Freya, Jess and Kai, each get to school a different way: one walks, one "
      "gets the bus, one comes by bike and one comes by car.\n"
      "1. Omar walks.\n2. Freya comes by bike.\n3. Kai does not get the bus.\n"
      "How does Jess get to school?\n");
  EXPECT_THAT(z, HasSubstr("category way: walks bus bike car\n"));
  EXPECT_THAT(z, HasSubstr("2: Freya is bike\n"));
  EXPECT_THAT(z, HasSubstr("ask: way of Jess\n"));
  // (Opening a sentence of its own, `One walks, ...`, after the sentence
  // that says what the list is: it had been read `walks`, `one gets the
  // bus`, `one comes by bike` and `one comes`; and `How does Omar get to
  // school?` asks the list named `way`.)
  const std::string own = zebra_of(
      "Four pupils - Omar, Freya, Jess and Kai - all get to school a different way. One walks, "
      "one gets the bus, one comes by bike and one comes by car.\n"
      "1. Omar walks.\n2. Freya comes by bike.\n3. Kai does not get the bus.\n"
      "4. The car journey is Jess's.\nHow does Omar get to school?\n");
  EXPECT_THAT(own, HasSubstr(": walks bus bike car\n"));
  EXPECT_THAT(own, HasSubstr("ask: way of Omar\n"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// Noun phrases as people write them in a riddle's lists and clues: a value
// described by another list's value (`the white BMW`), a name before a
// common noun said alone (`the Transit` of `a Transit van`), the noun a
// list's items share after the last one (`yellow tissue paper`), numbers
// with a unit that are amounts, not places, and what a list of things said
// each with `a` or a list of owners is called. Heads written for these
// tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using testing_english::error_of;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kCars =
    "Three cars are parked in a row, in spaces 1 to 3. They are a BMW, a Fiat and a Transit van; "
    "they are red, white and blue; they belong to Ann, Bob and Cy.\n\n";

TEST(EnglishNounPhrases, AValueDescribedByAnotherListsIsTheSameThing) {
  EXPECT_EQ(statement(kCars, "The white BMW is in the middle."),
            "all of: white is BMW; BMW in the middle");
  EXPECT_EQ(statement(kCars, "The Fiat is next to the white BMW."),
            "all of: white is BMW; Fiat next to BMW");
  EXPECT_EQ(statement(kCars, "The red Fiat is at one end."), "all of: red is Fiat; Fiat at an end");
  // (Two values of one list are no description: `the Fiat BMW` is refused;
  // nor is a person after a value: `showed the Fiat Ann` is to Ann.)
  EXPECT_EQ(statement(kCars, "The Fiat BMW is in the middle."), "");
  EXPECT_EQ(statement(kCars, "Bob showed the Fiat Ann."), "");
}

TEST(EnglishNounPhrases, ANameBeforeACommonNounIsNamedAlone) {
  // `a Transit van`, then `the Transit`; never in lower case.
  EXPECT_EQ(statement(kCars, "The BMW is directly between the Transit and the Fiat."),
            "all of: BMW next to Transit_van; BMW next to Fiat");
  EXPECT_EQ(statement(kCars, "The transit is red."), "");
}

TEST(EnglishNounPhrases, ThingsListedEachWithAAndOwnersAreNamedSo) {
  // The cars are no one's names (`Whose ...?` asks the owners), and the
  // people a line says the cars belong to are the owners.
  EXPECT_THAT(zebra_of(kCars + "1. Ann's car is red.\n\nWhose is the white car?\n"),
              AllOf(HasSubstr("category thing: BMW Fiat Transit_van\n"),
                    HasSubstr("category owner: Ann Bob Cy\n"), HasSubstr("ask: owner of white")));
}

TEST(EnglishNounPhrases, TheNounTheItemsShareAfterTheLastIsNoPartOfIt) {
  const std::string head =
      "Four children, Poppy, Ruby, Sam and Toby, made lanterns. We had a fish, a moon, an owl "
      "and a star, in blue, orange, pink and yellow tissue paper, and they spent 1, 2, 3 and 4 "
      "hours on them.\n\n";
  // The hours are amounts, never four numbered places.
  EXPECT_THAT(
      zebra_of(head + "1. Poppy spent 2 hours.\n"),
      AllOf(HasSubstr("positions: none\n"), HasSubstr("category color: blue orange pink yellow\n"),
            HasSubstr("ordered spent_hour: 1 2 3 4\n"), HasSubstr("1: Poppy is spent_hour.2")));
  // `just` and `only` before an amount say it all the same.
  EXPECT_EQ(statement(head, "Sam took just an hour."), "Sam is spent_hour.1");
  EXPECT_EQ(statement(head, "Toby worked for only 3 hours."), "Toby is spent_hour.3");
  // (A last item written longer that ends the list is the item's own.)
  EXPECT_THAT(zebra_of("Four children, Poppy, Ruby, Sam and Toby, made lanterns in blue, orange, "
                       "pink and light green.\n\n1. Poppy's was pink.\n"),
              HasSubstr("blue orange pink light_green\n"));
}

TEST(EnglishNounPhrases, ThingsSetAlongAWayStandInARowWithTheirEnds) {
  // `parked along our side of Elm Road`, then `Car 1 is nearest the corner,
  // car 5 nearest the postbox` (the comma ends the landmark); a pictograph
  // before a capital ends a sentence as a stop does.
  const std::string head =
      "I have been looking at the five cars parked along our side of Elm Road 😅 Car 1 is "
      "nearest the corner, car 5 nearest the postbox. There is a BMW, a Fiat, a Mini, a Transit "
      "van and a Volvo.\n\n";
  EXPECT_EQ(statement(head, "The Volvo is nearest the corner."), "Volvo at 1");
  EXPECT_EQ(statement(head, "The Mini is nearest the postbox."), "Mini at 5");
  // A remark after a dash that relates nothing of the grid goes.
  EXPECT_EQ(statement(head, "The Transit van is in the middle - right across my drive, thanks."),
            "Transit_van in the middle");
  // (Never a remark that names a value: `- next to the Fiat, thanks` is
  // no remark to leave out.)
  EXPECT_THAT(error_of(head + "1. The Mini is at one end - next to the Fiat, thanks.\n"),
              HasSubstr("could not read"));
}

TEST(EnglishNounPhrases, ANounSaidWithAThatEndsSeveralValuesIsAnyOfThem) {
  // The list is after a colon list's end, in the same sentence (`, and each
  // paid with ...`), and named by the noun after `different` up to `or`.
  const std::string head =
      "Four customers came: Hugo, Ines, Jack and Kemi. Each bought one thing: a baguette, a "
      "cheesecake, a dozen eggs or a sourdough loaf, and each paid with a different coin or note "
      "(a gold coin, a silver coin, a paper note or a plastic note).\n\n";
  EXPECT_THAT(zebra_of(head + "1. Hugo bought the eggs.\n"),
              AllOf(HasSubstr("category thing: baguette cheesecake dozen_eggs sourdough_loaf\n"),
                    HasSubstr("category coin: gold_coin silver_coin paper_note plastic_note\n"),
                    HasSubstr("1: Hugo is dozen_eggs")));
  EXPECT_EQ(statement(head, "Ines paid with a note."),
            "any of: Ines is paper_note; Ines is plastic_note");
  // (Never where it is denied: `didn't pay with a coin` is neither.)
  EXPECT_EQ(statement(head, "Ines didn't pay with a coin."), "");
}

TEST(EnglishNounPhrases, PeopleByTheirCityAndTradersByTheirGoods) {
  // `the Glaswegian` of a list of home towns, `the fishmonger` of goods;
  // `one a dentist` in a list is `dentist`.
  const std::string head =
      "Four strangers met at dinner: Marnie, Niall, Odette and Pascal. One of them was an "
      "architect, one a dentist, one a florist and one a librarian; they sold fish, bread, fruit "
      "and cheese at weekends; and they had flown out from Bristol, Cork, Glasgow and "
      "Norwich.\n\n";
  EXPECT_THAT(zebra_of(head + "1. Marnie is the florist.\n"),
              HasSubstr(": architect dentist florist librarian\n"));
  EXPECT_EQ(statement(head, "The Glaswegian is the fishmonger."), "Glasgow is fish");
  EXPECT_EQ(statement(head, "The cheesemonger is not the Bristolian."), "cheese is not Bristol");
  EXPECT_EQ(statement(head, "Niall is the baker."), "Niall is bread");
}

TEST(EnglishNounPhrases, UnderAnAwningInARowIsWithIt) {
  // On the ground `under the red awning` is what covers the stall; in a
  // building `under` stays a place below.
  const std::string stalls =
      "Three traders set up their stalls in a single line: Bert, Doris and Fred. Each has a "
      "different awning (blue, red or striped). Stalls are numbered 1 to 3 from left to "
      "right.\n\n";
  EXPECT_EQ(statement(stalls, "The stall under the red awning belongs to Doris."), "red is Doris");
  const std::string floors =
      "Three friends, Ann, Bo and Cy, live on the three floors of a house, one above another. "
      "Their doors are blue, red and green.\n\n";
  EXPECT_NE(statement(floors, "Ann lives under the red door."), "Ann is red");
}

TEST(EnglishNounPhrases, AUnitAfterANameOfItsKind) {
  // `29, 31, 34, 36 and 40 Stableford points`: the unit is `points`, so
  // `the most points` is the scores, never the handicaps.
  const std::string head =
      "Our five prize-winners were Mr Ashworth, Mrs Delaney, Mr Fairbrother, Ms Kaur and Dr "
      "Lomax. Their handicaps are 8, 12, 15, 18 and 22; they scored 29, 31, 34, 36 and 40 "
      "Stableford points.\n\n";
  EXPECT_EQ(statement(head, "Mrs Delaney took the most points on the day."),
            "Mrs_Delaney is scored_point.40");
}

TEST(EnglishNounPhrases, TheFirstItemsVerbTheOthersLeaveOut) {
  // `One is made from cow's milk, one from goat's, ...`: `made` is the
  // first one's verb, no part of its value.
  const std::string head =
      "The cheesemonger has four new cheeses: Baron Blue, Hollow Oak, Little Wenlock and Salt "
      "Marsh. One is made from cow's milk, one from goat's, one from sheep's and one from "
      "buffalo milk.\n\n";
  EXPECT_THAT(zebra_of(head + "1. Baron Blue is the goat's cheese.\n"),
              AllOf(HasSubstr(": cow_s_milk goat sheep buffalo_milk\n"),
                    HasSubstr("1: Baron_Blue is goat")));
}

TEST(EnglishNounPhrases, TheNounEveryValueSharesNamesNoneOfThem) {
  // Every lunch a sandwich: `ham` alone is the ham sandwich, however short.
  const std::string head =
      "Three children, Ann, Bea and Cal, each brought a lunch. There was a ham sandwich, an egg "
      "sandwich and a cheese sandwich.\n\n";
  EXPECT_EQ(statement(head, "Ann did not have ham or egg."),
            "neither ham_sandwich nor egg_sandwich is Ann");
  // (Where the nouns differ, a short word names nothing alone.)
  EXPECT_EQ(statement("Three children, Ann, Bea and Cal, each brought a lunch. There was a ham "
                      "roll, an egg sandwich and a cheese pie.\n\n",
                      "Ann did not have ham."),
            "");
}

TEST(EnglishNounPhrases, ASentenceThatListsNothingNamesTheNextOnesList) {
  // `each had a different favourite animal`, then `One liked the penguins
  // best, one ...`: the list is the animals, asked as such.
  const std::string riddle =
      "Three children (Ann, Bea and Cal) each had a different favourite animal. One liked the "
      "lions best, one the seals and one the bears. Their lunches were all different too. There "
      "was a pie, a roll and a salad.\n\n1. Ann liked the seals.\n2. Bea had the pie.\n3. The "
      "one who liked the bears had the salad.\n4. Cal did not like the lions.\n5. Bea did not "
      "have the roll.\n\nWhich animal was Bea's favourite?\n";
  EXPECT_THAT(zebra_of(riddle), AllOf(HasSubstr("category animal: lions seals bears\n"),
                                      HasSubstr("category lunch: pie roll salad\n")));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// Riddles as people write them (docs/english.md, "As people write it"):
// titles, lists said in prose, in parentheses, behind dashes and as
// ranges; rows set without `There are N`; negations as written; units and
// ordered values of every kind; comparatives, superlatives and ends;
// people's questions; the meaning pass; and what is still refused, located.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <utility>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/zebra/english/read_english.h"
#include "puzzles/zebra/english/english_testing.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::data;
using testing_english::error_of;
using testing_english::statement;
using testing_english::zebra_of;

TEST(EnglishPeople, OurOwnRiddlesAreAnsweredRightWithoutKind) {
  testing::RunResult r =
      testing::run_deduce({"solve", "--format", "json", data("people_pets.txt")});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  auto result = nlohmann::json::parse(r.out).at("results").at(0);
  EXPECT_EQ(result.at("uniqueness"), "unique");
  const auto& asks = result.at("asks");
  ASSERT_EQ(asks.size(), 3u);
  EXPECT_EQ(asks[0].at("answer"), "Carl");  // Who bought the parrot?
  EXPECT_EQ(asks[1].at("answer"), "Dora");  // Which friend bought the rabbit?
  EXPECT_EQ(asks[2].at("answer"), "$20");   // What did Anna pay?
  r = testing::run_deduce(
      {"solve", "--format", "answer", data("people_houses.txt"), data("classic_fish_prose.txt")});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, HasSubstr("people_houses.txt:1:1: Spaniard\n"));
  EXPECT_THAT(r.out, HasSubstr("classic_fish_prose.txt:1:1: German\n"));
}

TEST(EnglishPeople, ListsAreFoundWhereverTheTextGivesThem) {
  // Two sentences on one line, the second a list; a list of four counted
  // as four (`a Japanese and an Englishman`); `resident` is not the drink.
  std::string z = zebra_of(
      "There are 4 houses in a row. Each house has a different colour: red, green, blue, white.\n"
      "The residents are a Spaniard, a Norwegian, a Japanese and an Englishman.\n"
      "Each resident drinks a different drink: tea, milk, water, coffee.\n"
      "The Spaniard lives in the red house. The Norwegian lives in the first house.\n");
  EXPECT_THAT(z, HasSubstr("positions: 4\n"));
  EXPECT_THAT(z, HasSubstr("category colour: red green blue white\n"));
  EXPECT_THAT(z, HasSubstr("category nationality: Spaniard Norwegian Japanese Englishman\n"));
  EXPECT_THAT(z, HasSubstr("category drink: tea milk water coffee\n"));
  // Parentheses, dashes, a range, a title; the values' own `and` kept
  // when the count is full (`Dolce and Gabbana`).
  z = zebra_of(
      "The Shop Window\n\n"
      "Four friends (Ann, Bo, Cy and Di) each bought a bag from a different maker - Gucci, "
      "Coach, Prada or Dolce and Gabbana - on a different day from Monday to Thursday.\n"
      "1. Ann shopped on Monday.\n");
  EXPECT_THAT(z, HasSubstr("# The Shop Window\n"));
  EXPECT_THAT(z, HasSubstr("category friend: Ann Bo Cy Di\n"));
  EXPECT_THAT(z, HasSubstr("Dolce_and_Gabbana"));
  EXPECT_THAT(z, HasSubstr("ordered day: 1 2 3 4\n"));
  EXPECT_THAT(z, HasSubstr("1: Ann is day.1\n"));
  // Names set off after a counted noun, and a list after a colon, in one
  // sentence (a riddle written for this test in our own words).
  z = zebra_of(
      "Three friends, Ana, Ben and Cal, each own a different pet: a cat, a dog and a fish. "
      "Ana does not own the dog. The fish belongs to Ben.\nWho owns the cat?\n");
  EXPECT_THAT(z, HasSubstr("category friend: Ana Ben Cal\n"));
  EXPECT_THAT(z, HasSubstr("category pet: cat dog fish\n"));
  EXPECT_THAT(z, HasSubstr("ask: friend of cat\n"));
  // A row said without `There are N`, its places in the riddle's words.
  z = zebra_of(
      "Three cottages stand in a row. Their doors are red, blue and green.\n"
      "1. The red door is in the first cottage.\n2. Cottage 3 has the blue door.\n");
  EXPECT_THAT(z, HasSubstr("positions: 3\n"));
  EXPECT_THAT(z, HasSubstr("1: red at 1\n"));
  EXPECT_THAT(z, HasSubstr("2: blue at 3\n"));
}

const char kHouses[] =
    "There are 3 houses in a row.\n"
    "Everyone has a different name: Ann, Bo, Cy.\n"
    "Everyone keeps a different pet: cat, dog, fish.\n";

TEST(EnglishPeople, NegationsAndLinksAreReadAsWritten) {
  for (const char* clue :
       {"Ann doesn't live in the last house.", "Ann does not live in the last house.",
        "Ann isn't in the last house.", "Ann never lived in the last house."})
    EXPECT_EQ(statement(kHouses, clue), "Ann not at 3") << clue;
  // A verb no table knows links the values it stands between.
  EXPECT_EQ(statement(kHouses, "Ann adopted the cat."), "Ann is cat");
  EXPECT_EQ(statement(kHouses, "The dog was chosen by Bo."), "dog is Bo");
  EXPECT_EQ(statement(kHouses,
                      "Either Ann or the owner of the fish lives in the first house, "
                      "but not both."),
            "one of: Ann is p1; fish is p1");
  EXPECT_EQ(statement(kHouses, "Cy doesn't live next door to the cat."), "Cy not next to cat");
  // A word of relation no table knows is never dropped: refused.
  for (const char* clue :
       {"Ann is north of the cat.", "Ann sat opposite the dog.", "Ann hates the owner of the dog."})
    EXPECT_EQ(statement(kHouses, clue), "") << clue;
  // In a row, `beside` is next to.
  EXPECT_EQ(statement(kHouses, "Ann sat beside Bo."), "Ann next to Bo");
}

const char kShop[] =
    "Four friends each bought a pet.\n"
    "Friends: Ann, Bo, Cy, Di\n"
    "Pets: cat, dog, fish, rat\n"
    "Prices: $1,000, $1,500, $2,000, $2,500\n"
    "Months: January, February, March, April\n";

TEST(EnglishPeople, UnitsOrderTheirCategoriesAndScaleTheirAmounts) {
  const std::string z = zebra_of(std::string(kShop) + "1. Ann paid $1,500 more than Bo.\n");
  EXPECT_THAT(z, HasSubstr("ordered price: 1000 1500 2000 2500\n"));
  EXPECT_THAT(z, HasSubstr("ordered month: 1 2 3 4\n"));
  EXPECT_THAT(z, HasSubstr("1: price(Ann) = price(Bo) + 1500\n"));
  EXPECT_EQ(statement(kShop, "The cat was bought two months before the dog."),
            "month(cat) = month(dog) - 2");
  EXPECT_EQ(statement(kShop, "Cy's pet came the month after Di's."), "month(Cy) = month(Di) + 1");
  EXPECT_EQ(statement(kShop, "The rat cost less than anyone else's pet."), "rat is price.1000");
  EXPECT_EQ(statement(kShop, "Di paid the most."), "Di is price.2500");
  // Dates on one day of months apart are months: `1 month after` is the
  // next (31 or 30 days), and days have no reading.
  const std::string trips =
      "Four trips.\nGuides: Ann, Bo, Cy, Di\nDates: March 5, April 5, May 5, June 5\n";
  EXPECT_EQ(statement(trips, "Ann's trip left 1 month after Bo's."), "date(Ann) = date(Bo) + 1");
  EXPECT_EQ(statement(trips, "Ann's trip left 2 days after Bo's."), "");
  // `2 days after` over months has no reading, never a guess.
  EXPECT_EQ(statement(kShop, "The rat came 2 days after the cat."), "");
  // Older over years is earlier; over ages, more.
  EXPECT_EQ(statement("Five cars.\nCars: Ford, Kia, Fiat, Audi, Seat\n"
                      "Years: 2010, 2012, 2014, 2016, 2018\n",
                      "The Ford is 2 years older than the Kia."),
            "year(Ford) = year(Kia) - 2");
  EXPECT_EQ(statement("Five kids.\nKids: Ann, Bo, Cy, Di, Ed\nAges: 5, 6, 7, 8, 9\n",
                      "Ann is 2 years older than Bo."),
            "age(Ann) = age(Bo) + 2");
  // Times of day in minutes, race times `32:30` in seconds.
  EXPECT_EQ(statement("Four runs.\nRunners: Ann, Bo, Cy, Di\nTimes: 31:30, 32:30, 33:30, 34:30\n",
                      "Ann finished 2 minutes behind Bo."),
            "time(Ann) = time(Bo) + 120");
  EXPECT_EQ(statement("Four trains.\nTrains: Ann, Bo, Cy, Di\nTimes: 9:00am, 9:30am, 10:00am, "
                      "10:30am\n",
                      "Ann left 30 minutes after Bo."),
            "time(Ann) = time(Bo) + 30");
}

TEST(EnglishPeople, AnAmountOutsideTheListBoundsItsValues) {
  // `less than $1,800` of prices $1,000 to $2,500: the prices below it.
  EXPECT_EQ(statement(kShop, "The rat went for less than $1,800."),
            "rat is price.1000 or price.1500");
  EXPECT_EQ(statement(kShop, "Ann paid over $2,200."), "Ann is price.2500");
  EXPECT_EQ(statement(kShop, "Cy's pet cost under $1,200."), "Cy is price.1000");
  // `somewhat more than` is more than.
  EXPECT_EQ(statement(kShop, "Ann paid somewhat more than Bo."), "price(Ann) > price(Bo)");
  // A value of the list is compared as it is; `no more than` and a
  // difference (`$500 more than`) are not bounds.
  EXPECT_EQ(statement(kShop, "The rat cost less than $2,000."), "price(rat) < price(price.2000)");
  EXPECT_EQ(statement(kShop, "Bo paid no more than $1,800."), "");
  // Times of day: `before 10am` of trains at 9:00am to 10:30am.
  EXPECT_EQ(statement("Four trains.\nTrains: Ann, Bo, Cy, Di\nTimes: 9:00am, 9:30am, 10:15am, "
                      "10:30am\n",
                      "Ann left before 10am."),
            "Ann is time.540 or time.570");
}

TEST(EnglishPeople, AForumPostsListsInLowerCase) {
  // `theyre all different ages, 6, 8, 10 and 12`: four ages, not the noun
  // and four; grandkids named in lower case are who `who` asks for.
  const std::string z = zebra_of(
      "four of her grandkids (josh, mia, liam and ava) each got a different present (a bike, "
      "a tablet, a puppy, a guitar) and theyre all different ages, 6, 8, 10 and 12\n\n"
      "- liam is 10\n- the puppy went to josh\n\nso who got the tablet??\n");
  EXPECT_THAT(z, HasSubstr("ordered age: 6 8 10 12\n"));
  EXPECT_THAT(z, HasSubstr("ask: her_grandkid of tablet\n"));
}

TEST(EnglishPeople, AnItemThatHoldsAndInAListToTheSentencesEnd) {
  // After a colon or in brackets, `the egg and spoon race` is one event
  // of four, and `didn't win A or B` is neither.
  for (const char* list : {": the egg and spoon race, the long jump, the relay and the hurdles.",
                           " (the egg and spoon race, the long jump, the relay and the hurdles)."})
    EXPECT_THAT(zebra_of(std::string("Four pupils - Bilal, Chloe, Dara and Evie - each won one "
                                     "event at sports day") +
                         list + "\n\n1. Bilal didn't win the long jump or the relay.\n"),
                AllOf(HasSubstr("category event: egg_and_spoon_race long_jump relay hurdles\n"),
                      HasSubstr("1: neither long_jump nor relay is Bilal\n")))
        << list;
}

TEST(EnglishPeople, AnIdentityReadBothWaysRoundIsOneReading) {
  // `The first stop is the Red Lion`: `stop.1 is Red_Lion` and `Red_Lion
  // is stop.1` say the same.
  const std::string z = zebra_of(
      "The walk had four stops: the Old Gaol, Bridge Street, the Corn Exchange and the Red "
      "Lion.\nStops: 1st, 2nd, 3rd, 4th\n\n1. The first stop is the Red Lion.\n");
  EXPECT_THAT(z, ::testing::ContainsRegex("1: (Red_Lion is stop.1|stop.1 is Red_Lion)\n"));
}

TEST(EnglishPeople, WhichChildOfChildrenInARowAsksWho) {
  // `Five children sit in a row`: `Which child ...?` asks who, never the
  // seat (it had been answered with the position).
  const std::string z = zebra_of(
      "Three children sit in a row. Their names are Kai, Lola and Max. Each has a different "
      "pencil case: red, blue and green.\n\n- Lola sits at the left end.\n- Max's case is "
      "green.\n\nWhich child has the green case?\n");
  EXPECT_THAT(z, HasSubstr("ask: name of green\n"));
  EXPECT_THAT(z, Not(HasSubstr("ask: position of green")));
}

TEST(EnglishPeople, PeoplesQuestionsAreAsked) {
  const std::string z = zebra_of(std::string(kShop) +
                                 "1. Ann paid $1,500 more than Bo.\n"
                                 "Who bought the dog? Which friend bought the cat? What did Ann "
                                 "pay? How much did Bo spend? What pet did Cy buy?\n");
  EXPECT_THAT(z, HasSubstr("ask: friend of dog\n"));
  EXPECT_THAT(z, HasSubstr("ask: friend of cat\n"));
  EXPECT_THAT(z, HasSubstr("ask: price of Ann\n"));
  EXPECT_THAT(z, HasSubstr("ask: price of Bo\n"));
  EXPECT_THAT(z, HasSubstr("ask: pet of Cy\n"));
}

// `What did X <verb>?` with a verb no list's line says: the one list that
// is neither the people, a measure, nor where or when (`left at`, `on`,
// `somewhere`); two lists left are refused.
TEST(EnglishPeople, WhatQuestionsOfABareVerbAskTheOneThingLeft) {
  const std::string head =
      "Four campers each lost something on the trip: a torch, a map, a whistle and a mug. They "
      "lost them at the lake, the cave, the ridge and the bridge, on June 1st, June 2nd, June 3rd "
      "and June 4th. The campers were Abe, Bea, Cal and Dee.\n";
  // The ask names the list of things, whatever name it was given.
  const auto things = [](const std::string& zebra) {
    const std::size_t end = zebra.find(": torch map whistle mug\n");
    if (end == std::string::npos) return std::string("?");
    const std::size_t begin = zebra.rfind("category ", end) + 9;
    return zebra.substr(begin, end - begin);
  };
  std::string z = zebra_of(head + "1. Abe lost the torch.\nWhat did Bea drop?\n");
  EXPECT_THAT(z, HasSubstr("ask: " + things(z) + " of Bea\n"));
  z = zebra_of(head + "1. Abe lost the torch.\nWhat is Bea carrying?\n");
  EXPECT_THAT(z, HasSubstr("ask: " + things(z) + " of Bea\n"));
  EXPECT_THAT(error_of(head + "1. Abe lost the torch.\nWhat is Bea?\n"),
              HasSubstr("could not read this question"));
  // Two lists of things: which one a bare verb asks is not said.
  const std::string two =
      "Three friends each bought a hat and a scarf.\nFriends: Ann, Bo, Cy\nHats: beret, cap, "
      "fedora\nScarves: silk, wool, cotton\n1. Ann bought the cap.\nWhat did Bo choose?\n";
  EXPECT_THAT(error_of(two), HasSubstr("could not read this question"));
}

// `One sells X, one is Y, one Z`: a later item may say `is` where the
// first said its own verb.
TEST(EnglishPeople, OneByOneListsMaySayIsForTheirVerb) {
  const std::string z = zebra_of(
      "Three friends, Ann, Bo and Cy, each brought a dish. One baked a pie, one is a salad and "
      "one a stew.\n1. Ann baked the pie.\n");
  EXPECT_THAT(z, HasSubstr(": pie salad stew\n"));
}

// A sentence of the introduction that names nothing does not end it: the
// list after it is still a list. The names of an `it` are no one's.
TEST(EnglishPeople, AnIntroductionGoesOnPastASentenceThatNamesNothing) {
  const std::string z = zebra_of(
      "Ann, Bo and Cy each baked a loaf and gave it a funny name: Crusty, Doughy or Floury. Then "
      "the judges came. The loaves weighed 400 grams, 500 grams and 600 grams.\n"
      "1. Crusty was the heaviest loaf.\n2. Ann's loaf weighed 100 grams more than Bo's.\n"
      "3. Doughy was Cy's.\nWhat did Ann call her loaf?\n");
  EXPECT_THAT(z, HasSubstr(": 400 500 600\n"));
  EXPECT_THAT(z, HasSubstr("ask: funny_name of Ann\n"));
}

// `had the slowest night`, `the busiest day`: the least or most of what a
// stretch of time's business is told by (money or a count), where one
// list is that; never of times, and refused where two lists may be meant.
TEST(EnglishPeople, ABusyOrQuietStretchOfTimeIsItsTakings) {
  const std::string head =
      "Three stalls traded at the fair.\nStalls: Ann, Bo, Cy\nGoods: jam, eggs, cheese\n"
      "Takings: $50, $80, $120\nOpened: 8am, 9am, 10am\n";
  EXPECT_EQ(statement(head, "The jam stall had the slowest day."), "jam is taking.50");
  EXPECT_EQ(statement(head, "Bo had the busiest afternoon of the three."), "Bo is taking.120");
  EXPECT_EQ(statement(head, "Cy had the best day."), "Cy is taking.120");
  const std::string two =
      "Three stalls traded at the fair.\nStalls: Ann, Bo, Cy\nTakings: $50, $80, $120\n"
      "Customers: 10, 20, 30\n";
  EXPECT_EQ(statement(two, "Ann had the quietest day."), "");
}

// A row that no clue or question places anything in is no row: the
// translation says `positions: none`, and the answers are unique.
TEST(EnglishPeople, ARowNothingIsPlacedInIsNone) {
  const std::string text =
      "Three food vans lined up at the fair.\nOwners: Ann, Bo, Cy\nFood: jam, eggs, cheese\n"
      "Takings: $50, $80, $120\n1. Ann sold the jam.\n2. Bo took the most.\n3. The cheese van "
      "took $70 more than Ann.\nWhat did Cy sell?\n";
  const std::string z = zebra_of(text);
  EXPECT_THAT(z, HasSubstr("positions: none\n"));
  const std::string placed = zebra_of(
      "There are three stalls in a row.\nStalls: Ann, Bo, Cy\nGoods: jam, eggs, cheese\n"
      "1. Ann is on the far left.\n2. Bo sells eggs.\n");
  EXPECT_THAT(placed, HasSubstr("positions: 3\n"));
}

// A price said per a quantity (`€4 a kilo less`) is the amount; a verb no
// table knows between two lists said `respectively` links each pair (the
// `and`s on both sides of it are no noun said twice).
TEST(EnglishPeople, RatesPerAQuantityAndRespectivelyAfterAnyVerb) {
  const std::string head =
      "Three shoppers bought fruit.\nShoppers: Ann, Bo, Cy\nFruit: figs, plums, pears\n"
      "Prices: £2, £3, £4\nTowns: Ely, Diss, Holt\n";
  EXPECT_EQ(statement(head, "Ann paid £1 a kilo less than Bo."), "price(Ann) = price(Bo) - 1");
  EXPECT_EQ(statement(head, "The figs cost £2 per pound more than the plums."),
            "price(figs) = price(plums) + 2");
  EXPECT_EQ(statement(head, "Ann and Bo drove to Ely and Holt, respectively."),
            "all of: Ann is Ely; Bo is Holt");
  EXPECT_EQ(statement(head, "Ann and Cy spent £2 and £4, respectively."),
            "all of: Ann is price.2; Cy is price.4");
}

// `, though`, `, even though`, `, yet` join two clauses as `, but` does,
// and each half of a sentence cut at `;` may itself be two clauses.
TEST(EnglishPeople, ThoughAndYetJoinClausesAndSemicolonsNest) {
  const std::string head =
      "Three friends keep birds.\nFriends: Ann, Bo, Cy\nBirds: Pip, Kit, Zed\n"
      "Towns: Ely, Diss, Holt\n";
  EXPECT_EQ(statement(head, "Ann lives in Ely, though her bird isn't Pip."),
            "all of: Ann is Ely; Ann is not Pip");
  EXPECT_EQ(statement(head, "Bo's bird is Kit, yet he doesn't live in Holt."),
            "all of: Bo is Kit; Bo is not Holt");
  EXPECT_EQ(statement(head, "Cy lives in Diss, even though his bird is Zed."),
            "all of: Cy is Diss; Cy is Zed");
  EXPECT_EQ(statement(head, "Ann lives in Ely, though her bird isn't Pip; Zed is not Bo's."),
            "all of: (all of: Ann is Ely; Ann is not Pip); Zed is not Bo");
}

// A unit written short in the list is read written out, and the other way
// (`700 sq ft`, `700 square feet`; `3 lbs`, `3 pounds`).
TEST(EnglishPeople, UnitsAreReadInEitherSpelling) {
  const std::string head =
      "Three flats were let.\nTenants: Ann, Bo, Cy\nSizes: 500 sq ft, 600 sq ft, 700 sq ft\n"
      "Parcels: 2 lbs, 3 lbs, 4 lbs\n";
  EXPECT_EQ(statement(head, "Ann's flat is 600 square feet."), "Ann is size.600");
  EXPECT_EQ(statement(head, "Bo's parcel weighed 3 pounds."), "Bo is parcel.3");
}

// `Which pigeon belongs to Derek?` where the list says `birds`: a noun no
// list says asks the one list that is neither the people, a measure, nor a
// place; where two lists are left it is refused.
TEST(EnglishPeople, AWhichNounNoListSaysAsksTheOneThingLeft) {
  const std::string head =
      "Three friends keep birds. The friends are Ann, Bo and Cy; their birds are Pip, Kit and "
      "Zed; and their lofts are in Ely, Diss and Holt.\n1. Ann's bird is Pip.\n";
  EXPECT_THAT(zebra_of(head + "Which pigeon belongs to Bo?\n"), HasSubstr("ask: bird of Bo\n"));
  EXPECT_THAT(error_of("Three friends keep birds.\nFriends: Ann, Bo, Cy\nBirds: Pip, Kit, Zed\n"
                       "Cages: red, blue, green\n1. Ann's bird is Pip.\n"
                       "Which pigeon belongs to Bo?\n"),
              HasSubstr("could not read this question"));
}

// Temperatures (`55°C`, `70 °F`) are an ordered list in degrees: `hotter`,
// `warmer` are more of it, `cooler`, `colder` less, `the hottest` its
// largest, `How hot ...?` asks it.
TEST(EnglishPeople, TemperaturesAreDegreesHotterAndColder) {
  const std::string head =
      "Three friends each ordered a drink.\nFriends: Ann, Bo, Cy\nDrinks: tea, cocoa, soup\n"
      "Temperatures: 55°C, 62°C, 70°C\n";
  EXPECT_EQ(statement(head, "Ann's drink was 7 degrees hotter than Bo's."),
            "temperature(Ann) = temperature(Bo) + 7");
  EXPECT_EQ(statement(head, "The tea was colder than the soup."),
            "temperature(tea) < temperature(soup)");
  EXPECT_EQ(statement(head, "The cocoa was the warmest drink."), "cocoa is temperature.70");
  EXPECT_THAT(zebra_of(head + "1. Ann had the tea.\nHow hot was Cy's drink?\n"),
              HasSubstr("ordered temperature: 55 62 70\n"));
  EXPECT_THAT(zebra_of(head + "1. Ann had the tea.\nHow hot was Cy's drink?\n"),
              HasSubstr("ask: temperature of Cy\n"));
}

// A verb `out...` the tables do not list beats in the measure compared
// (`outfished`, `was outpolled by`); where two measures may be meant it
// reads two ways and is refused; `outlined` beats no one.
TEST(EnglishPeople, AnyOutVerbIsBeat) {
  const std::string head =
      "Three anglers fished.\nAnglers: Ann, Bo, Cy\nCatches: 2 kg, 3 kg, 5 kg\n"
      "Pegs: red, blue, green\n";
  EXPECT_EQ(statement(head, "Ann outfished Bo."), "catch(Ann) > catch(Bo)");
  EXPECT_EQ(statement(head, "Cy was outfished by Bo."), "catch(Bo) > catch(Cy)");
  EXPECT_EQ(statement(head, "Ann outlined Bo."), "");
  const std::string two = head + "Prizes: $10, $20, $30\n";  // (an age is won by no one)
  EXPECT_THAT(error_of(two + "1. Ann outfished Bo.\n"), HasSubstr("reads two ways"));
}

// `They sold jam, eggs and cheese`: the word after a subject pronoun is
// its verb, not part of the first item.
TEST(EnglishPeople, AListAfterAPronounAndItsVerb) {
  const std::string z = zebra_of(
      "Three food vans lined up at the fair, run by Ann, Bo and Cy. They sold jam, eggs and "
      "cheese, and took $50, $80 and $120.\n1. Ann sold the jam.\n2. Bo took the most.\n"
      "3. The cheese van took $70 more than Ann.\nWhat did Cy sell?\n");
  EXPECT_THAT(z, HasSubstr(": jam eggs cheese\n"));
}

// An ordinal counted from an end: `second from the left`, `the third stall
// from the right`.
TEST(EnglishPeople, PlacesCountedFromEitherEnd) {
  const std::string head =
      "Five stalls stand in a row, numbered 1 to 5 from left to right.\nTraders: Ann, Bo, Cy, "
      "Di, Ed\nGoods: jam, eggs, cheese, bread, fish\n";
  EXPECT_EQ(statement(head, "Ann is second from the left."), "Ann at 2");
  EXPECT_EQ(statement(head, "The fish stall is second from the right."), "fish at 4");
  EXPECT_EQ(statement(head, "Bo has the third stall from the right."), "Bo at 3");
  EXPECT_EQ(statement(head, "The first stall from the right sells jam."), "jam at 5");
  EXPECT_EQ(statement(head, "Cy is not fourth from the left."), "Cy not at 4");
  EXPECT_EQ(statement(head, "Di is sixth from the left."), "");
}

const char kDraft[] =
    "Four players were drafted.\n"
    "Players: Ann, Bo, Cy, Di\n"
    "Positions: goalie, winger, center, defenseman\n"
    "Rounds: 1st round, 2nd round, 3rd round, 4th round\n"
    "Bonuses: $40,000, $55,000, $70,000, $85,000\n";

TEST(EnglishPeople, ClausesSetOffByCommasAndRespectively) {
  EXPECT_EQ(statement(kDraft, "Ann, who is not a goalie, went in the last round."),
            "all of: Ann is not goalie; Ann is round.4");
  EXPECT_EQ(statement(kDraft, "Bo, the winger, got $85,000."),
            "all of: Bo is winger; Bo is bonus.85000");
  EXPECT_EQ(statement(kDraft, "Cy and Di got $40,000 and $55,000, respectively."),
            "all of: Cy is bonus.40000; Di is bonus.55000");
  // `the last round` measures rounds, never bonuses.
  EXPECT_EQ(statement(kDraft, "Ann went in the last round."), "Ann is round.4");
  // Neither A nor B: two people of a magazine grid are not one.
  EXPECT_EQ(statement(kDraft, "Neither Ann nor the goalie went in the 1st round."),
            "all of: neither Ann nor goalie is round.1; Ann is not goalie");
  // `What colour`: the list whose values are colours, whatever its head.
  const std::string z = zebra_of(
      "Three horses stand in a row of three stalls.\n"
      "Horses: Misty, Storm, Pip\nCoats: grey, bay, black\n"
      "1. Misty is in the first stall.\nWhat colour is Misty? In which stall is Pip?\n");
  EXPECT_THAT(z, HasSubstr("ask: coat of Misty\n"));
  EXPECT_THAT(z, HasSubstr("ask: position of Pip\n"));
}

TEST(EnglishPeople, NothingIsDroppedWithoutAWord) {
  // A sentence naming no value frames the puzzle and is shown; one that
  // names what no list holds is refused at its place, not dropped.
  std::string z =
      zebra_of(std::string(kShop) + "No two friends paid the same.\n1. Ann bought the cat.\n");
  EXPECT_THAT(z, HasSubstr("# No two friends paid the same\n# (names no value"));
  EXPECT_THAT(error_of(std::string(kShop) + "1. Ann bought the cat.\n2. Zoe bought the dog.\n"),
              HasSubstr("r.txt:7:4: could not read this clue: \"Zoe bought the dog\""));
  // A relation between two unnamed things is no frame: read when its
  // superlatives name values, refused when they do not.
  EXPECT_THAT(zebra_of(std::string(kShop) + "1. The cheapest pet was bought first.\n"),
              HasSubstr("1: price.1000 is month.1\n"));
  EXPECT_THAT(error_of(std::string(kShop) + "1. The cheapest pet was bought by Zed.\n"),
              HasSubstr("r.txt:6:4: could not read this clue"));
  // A money comparison over a category of months has no reading.
  EXPECT_THAT(error_of("Four friends.\nFriends: Ann, Bo, Cy, Di\nMonths: January, February, "
                       "March, April\n1. Ann paid $5 more than Bo.\n"),
              HasSubstr("r.txt:4:4: could not read this clue"));
  EXPECT_THAT(zebra_of(std::string(kShop) + "1. Ann bought the cat.\n"), Not(HasSubstr("Zoe")));
}

TEST(EnglishPeople, ExplainCitesTheRiddlesSentencesAndProvesAnAnswerAllSolutionsShare) {
  testing::RunResult r = testing::run_deduce({"explain", data("people_pets.txt")});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, HasSubstr("clue 2 (\"Carl didn't buy the dog\"): "));
  // Grids without positions name the people, not position numbers, and
  // say whose a thing is; values are said as the riddle writes them.
  EXPECT_THAT(r.out, AllOf(HasSubstr("so dog is not Carl's"), HasSubstr("so $25 is Dora's"),
                           Not(HasSubstr(" at Carl"))));
  // bbeh_000 has 40 solutions, all with the Chinese at 6: the steps stop
  // where that is proved.
  r = testing::run_deduce({"explain", data("bbeh_000.txt")});
  EXPECT_EQ(r.exit_code, 1) << r.err;  // several solutions, as documented
  EXPECT_THAT(r.out, HasSubstr("so the position of Chinese is 6 in every solution"));
  r = testing::run_deduce({"explain", "--format", "json", data("bbeh_000.txt")});
  const auto x = nlohmann::json::parse(r.out).at("results").at(0).at("explained");
  EXPECT_EQ(x.at("proves"), "the position of Chinese is 6");
  EXPECT_EQ(x.at("solved"), true);
  // Answers that differ between solutions are not proved.
  r = testing::run_deduce({"explain", testing::source_path("examples/loose.zebra")});
  EXPECT_THAT(r.out, HasSubstr("# not explained: at least 2 solutions"));
}

TEST(EnglishPeople, NamesOpeningASentenceAreNotTheNextListsNoun) {
  // The words after the names say what each of them has: `pub` is the
  // bracketed list's noun, and the names are names.
  const std::string z = zebra_of(
      "Gaz, Kev, Shaz and Tina were each subbing for a different pub (Crown, Plough, Red Lion, "
      "Swan), and each was on a different drink (cider, lager, lemonade, stout).\n"
      "Gaz had the cider.\n");
  EXPECT_THAT(z, HasSubstr("category name: Gaz Kev Shaz Tina\n"));
  EXPECT_THAT(z, HasSubstr("category pub: Crown Plough Red_Lion Swan\n"));
  EXPECT_THAT(z, HasSubstr("category drink: cider lager lemonade stout\n"));
}

TEST(EnglishPeople, ADashThatOpensNoListIsAPause) {
  // The names, a dash, then the lists each in its brackets.
  const std::string z = zebra_of(
      "Gaz, Kev, Shaz, Tina - you were each subbing for a different pub (Crown, Plough, Red "
      "Lion, Swan), you were each on a different drink (cider, lager, lemonade, stout) and your "
      "best throws were 60, 85, 100 and 140.\n"
      "Gaz had the cider.\n");
  EXPECT_THAT(z, HasSubstr("category name: Gaz Kev Shaz Tina\n"));
  EXPECT_THAT(z, HasSubstr("category pub: Crown Plough Red_Lion Swan\n"));
  EXPECT_THAT(z, HasSubstr("category drink: cider lager lemonade stout\n"));
  EXPECT_THAT(z, HasSubstr("ordered best_throw: 60 85 100 140\n"));
}

TEST(EnglishPeople, NumbersInWordsNameTheValuesTheirDigitsWould) {
  const std::string books = "Ann, Bo and Cy read 2, 4 and 6 books.\n";
  EXPECT_EQ(statement(books, "Bo read four books."), "Bo is book.4");
  EXPECT_EQ(statement(books, "The one who read six books is Cy."), "book.6 is Cy");
  // An amount is no value: `two books more than`.
  EXPECT_EQ(statement(books, "Bo read two books more than Ann."), "book(Bo) = book(Ann) + 2");
  // `one` after `with` or `has` only; a count is no value.
  const std::string families =
      "The Adams, Brown and Cole families picked 1.5 kg, 2 kg and 2.5 kg of apples, and the "
      "three families have 1, 2 and 3 children.\n";
  EXPECT_EQ(statement(families, "The family with one child picked 2 kg."),
            "family_child.1 is weight.2");
  EXPECT_EQ(statement(families, "The Cole family has three children."), "Cole is family_child.3");
  // What there is counts nothing: `there are still two eggs out there`.
  const std::string eggs =
      "Ada, Ben and Cal hunted for eggs. Each found a different number of eggs: 2, 4 or 6. "
      "There are still two eggs out there somewhere!\n";
  EXPECT_THAT(zebra_of(eggs + "1. Ada found 6 eggs.\n"), HasSubstr("# (names no value"));
  // Ordinals too, but `first` (read by what it is first of) and a unit's
  // `second`.
  const std::string turns =
      "Families: Hodges, Jarvis, Kemp\nJuice: 14, 18, 22 litres\nTurn: 1st, 2nd, 3rd\n\n";
  EXPECT_EQ(statement(turns, "The family who went third got 8 litres more than the Hodges."),
            "juice(turn.3) = juice(Hodges) + 8");
  EXPECT_EQ(statement(turns, "The Kemps pressed second."), "Kemp is turn.2");
}

TEST(EnglishPeople, AnAmountInAnotherListsUnitIsNeverAValueOfThisOne) {
  // `1 kilo less` where the children are 1, 2 and 3 and no weight is 1
  // kg: the weights' kilo, never one child less.
  const std::string families =
      "The Adams, Brown and Cole families picked 1.5 kg, 2 kg and 2.5 kg of apples, and the "
      "three families have 1, 2 and 3 children.\n";
  EXPECT_EQ(statement(families, "The Adams family picked 1 kilogram less than the Brown family."),
            "weight(Adams) = weight(Brown) - 1");
  EXPECT_EQ(statement(families,
                      "The Adams family picked half a kilogram less than the Brown "
                      "family."),
            "weight(Adams) = weight(Brown) - 0.5");
  EXPECT_THAT(statement(families, "The Adams family picked 1 kilo less than the Brown family."),
              Not(HasSubstr("family(")));
}

TEST(EnglishPeople, AfterASpanOfTimeIsNoBoundOfADuration) {
  // `after two hours` of the hours each lasted is at two hours, never
  // more than two (elapsed_spans.h). Times of day are bounds.
  const std::string hours =
      "Doreen, Frank and Nigel managed 2, 3 and 5 hours, and each was undone by something: a "
      "sneeze, the telephone or a wasp.\n";
  EXPECT_EQ(statement(hours, "The wasp struck after just 2 hours."), "wasp is managed_hour.2");
  EXPECT_EQ(statement(hours, "The wasp struck after just two hours."), "wasp is managed_hour.2");
  EXPECT_EQ(statement(hours, "Frank lasted longer than Nigel."),
            "managed_hour(Frank) > "
            "managed_hour(Nigel)");
  const std::string times = "Names: Ann, Bo, Cy.\nArrivals: 9:00am, 9:30am, 10:00am.\n";
  EXPECT_EQ(statement(times, "Bo arrived after 9:00am."), "arrival(Bo) > arrival(arrival.540)");
}

TEST(EnglishPeople, APronounAndItsVerbBeforeAListArePartOfNoItem) {
  // Wherever the pronoun stands: opening the sentence, or after
  // `between us`; the items mixing capitals and lower case.
  for (const char* said :
       {"We baked shortbread, ginger snaps, Florentines and oat crunchies.",
        "Between us we made shortbread, ginger snaps, Florentines and oat crunchies.",
        "The judge was strict, and between us we made shortbread, ginger snaps, Florentines and "
        "oat crunchies."}) {
    const std::string z =
        zebra_of("The four bakers were Ffion, Lorcan, Nadia and Pip. " + std::string(said) + "\n");
    EXPECT_THAT(z, HasSubstr(": shortbread ginger_snaps Florentines oat_crunchies\n")) << said;
  }
}

TEST(EnglishPeople, WhereAndWhatForInsideAComparisonNameNothingCompared) {
  const std::string walk =
      "Olivia, Priya and Quinn take 10, 15 and 20 minutes to get home, and each lives on a "
      "different street (Ash Road, Birch Lane or Cedar Close).\n";
  for (const char* said : {"Olivia lives five minutes further from school than Priya.",
                           "Olivia takes five minutes longer to get home than Priya.",
                           "Olivia lives 5 minutes further away than Priya."})
    EXPECT_EQ(statement(walk, said), "take_minute(Olivia) = take_minute(Priya) + 5") << said;
  // Never words that name a value: `further from Ash Road than`.
  EXPECT_EQ(statement(walk, "Olivia lives further from Ash Road than Priya."), "");
}

TEST(EnglishPeople, ASentenceOfDifferentValuesAfterTheListsIsAClue) {
  // Right after the lists, unnumbered: it names values, so it declares no
  // list (it had been shown as the introduction's, and read as nothing).
  const std::string z = zebra_of(
      "Five cottages stand in a row, numbered 1 to 5 from left to right. Each is painted a "
      "different colour (blue, cream, green, pink and white) and each owner keeps a different "
      "pet: a cat, a dog, a goat, a parrot and a rabbit. The owners are Mrs Ames, Mr Bell, Miss "
      "Cole, Mr Dunn and Mrs Eve.\nMrs Ames, the parrot owner and the pink cottage owner are "
      "all different.\n");
  EXPECT_THAT(z, HasSubstr("\n1: different: Mrs_Ames parrot pink\n"));
}

TEST(EnglishPeople, ListsRunTogetherInOneSentence) {
  // Three lists in one sentence, told apart by their items' shapes: names,
  // things with an article, amounts with a unit.
  const std::string market =
      "Market Day\n\n"
      "Tom, Uma, Vic and Wes went home with a kettle, a lamp, a rug and a garden bench, "
      "paying 3 pounds, 5 pounds, 7 pounds and 9 pounds - in some order.\n\n"
      "1. Tom paid 2 pounds more than the lamp.\n2. Uma bought the rug.\n3. Vic paid 3 pounds.\n";
  const std::string z = zebra_of(market);
  EXPECT_THAT(z, HasSubstr("category name: Tom Uma Vic Wes\n"));
  EXPECT_THAT(z, HasSubstr(": kettle lamp rug garden_bench\n"));
  EXPECT_THAT(z, HasSubstr("ordered paying: 3 5 7 9\n"));
  EXPECT_THAT(z, HasSubstr("1: paying(Tom) = paying(lamp) + 2\n"));
  EXPECT_THAT(z, HasSubstr("3: Vic is paying.3\n"));
  // Found as a riddle without --kind: it reads as prose.
  const testing::RunResult r = testing::run_deduce({"translate", "-"}, market);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  // A sentence that says what the categories are lists no values, nor
  // does one that says what to find.
  const std::string described = zebra_of(
      "Four neighbours each have a different job, a different pet and a different car.\n"
      "Find each one's job, pet and car.\n"
      "Neighbours: Ann, Bo, Cy, Di\nJobs: baker, cook, nurse, vet\n"
      "Pets: cat, dog, hen, rat\nCars: Audi, Fiat, Kia, Seat\n"
      "1. Ann is the baker.\n");
  EXPECT_THAT(described, HasSubstr("category job: baker cook nurse vet\n"));
  EXPECT_THAT(described, HasSubstr("1: Ann is baker\n"));
}

TEST(EnglishPeople, SuperlativesStandForTheValuesTheyMean) {
  const std::string shop =
      "Four friends each bought a used car.\n"
      "Friends: Ann, Bo, Cy, Di\nYears: 2010, 2012, 2014, 2016\n"
      "Prices: $500, $700, $900, $1,100\n";
  // Its own word says the category (`newest`: a year), else the words
  // around it (`cost the most`: money); one thing has no two years.
  EXPECT_THAT(zebra_of(shop + "1. The newest car cost the most.\n"),
              HasSubstr("1: year.2016 is price.1100\n"));
  EXPECT_THAT(zebra_of(shop + "1. The oldest car cost the least.\n"),
              HasSubstr("1: year.2010 is price.500\n"));
  EXPECT_THAT(zebra_of(shop + "1. Bo paid the most of the four.\n"),
              HasSubstr("1: Bo is price.1100\n"));
  // Ages said by their line (`their ages are`): `oldest` is theirs, and
  // `of the four` goes with it, not the verb after it.
  const std::string charity =
      "Four runners raised money.\nThey raised $250, $400, $550 and $700 between them, and "
      "their ages are 34, 41, 48 and 55.\nThe runners are Ann, Bo, Cy and Di.\n";
  EXPECT_THAT(zebra_of(charity + "1. The oldest of the four raised the least.\n"),
              HasSubstr("1: age.55 is raised.250\n"));
  // An amount in a unit a category is not in has no reading over it:
  // `120 miles` of weekdays, `a week` of prices.
  const std::string tours =
      "Four tours.\nGuides: Ann, Bo, Cy, Di\nDays: Monday, Tuesday, Wednesday, Thursday\n"
      "Distances: 220 miles, 340 miles, 460 miles, 580 miles\n";
  EXPECT_THAT(zebra_of(tours + "1. Ann drove 120 miles farther than Bo.\n"),
              HasSubstr("1: distance(Ann) = distance(Bo) + 120\n"));
  // Nor is it dropped to read a bare `before` (of years).
  EXPECT_THAT(error_of(shop + "1. Ann bought her car a week before Bo.\n"),
              HasSubstr("r.txt:5:4: could not read this clue"));
  // A range counted before any list, and a category named by what it
  // counts: `a different number of nights, from 2 to 5`.
  const std::string z = zebra_of(
      "Four guests each stayed a different number of nights, from 2 to 5.\n"
      "Guests: Ann, Bo, Cy, Di\n"
      "1. Di stayed the longest.\n2. Ann stayed 2 fewer nights than Cy.\n");
  EXPECT_THAT(z, HasSubstr("ordered night: 2 3 4 5\n"));
  EXPECT_THAT(z, HasSubstr("1: Di is night.5\n"));
  EXPECT_THAT(z, HasSubstr("2: night(Ann) = night(Cy) - 2\n"));
  // `guest` ends as a superlative does and is none: the sentence frames.
  EXPECT_THAT(zebra_of("Four guests each stayed a different number of nights, from 2 to 5.\n"
                       "Match each guest to the nights.\nGuests: Ann, Bo, Cy, Di\n"
                       "1. Di stayed the longest.\n"),
              HasSubstr("# Match each guest to the nights\n# (names no value"));
}

TEST(EnglishPeople, WinningAndSpeedGoByWhatIsMeasured) {
  const std::string race =
      "Four runners each finished in a different time.\n"
      "Runners: Ann, Bo, Cy, Di\nTimes: 41 minutes, 44 minutes, 47 minutes, 50 minutes\n";
  // Over minutes, quicker and beating are less time; against all the
  // others, the end of the list.
  EXPECT_THAT(zebra_of(race + "1. Ann was quicker than all the others.\n"),
              HasSubstr("1: Ann is time.41\n"));
  EXPECT_THAT(zebra_of(race + "1. Bo beat Cy.\n"), HasSubstr("1: time(Bo) < time(Cy)\n"));
  EXPECT_THAT(zebra_of(race + "1. Bo was faster than Cy.\n"),
              HasSubstr("1: time(Bo) < time(Cy)\n"));
  EXPECT_THAT(zebra_of(race + "1. Di was the slowest of all.\n"), HasSubstr("1: Di is time.50\n"));
  EXPECT_THAT(zebra_of(race + "1. Di took longer than any other runner.\n"),
              HasSubstr("1: Di is time.50\n"));
  // Spans of time in words are amounts of minutes; an amount in a unit the
  // category is not in (metres of times) has no reading.
  const std::string lessons =
      "Four friends.\nFriends: Ann, Bo, Cy, Di\nTimes: 9:00, 9:30, 10:00, 10:30\n";
  EXPECT_THAT(zebra_of(lessons + "1. Ann's lesson is half an hour before Bo's.\n"),
              HasSubstr("1: time(Ann) = time(Bo) - 30\n"));
  EXPECT_THAT(zebra_of(lessons + "1. Di starts an hour and 30 minutes after Ann.\n"),
              HasSubstr("1: time(Di) = time(Ann) + 90\n"));
  EXPECT_THAT(error_of(lessons + "1. Bo swam 25 metres further than Ann.\n"),
              HasSubstr("r.txt:4:4: could not read this clue"));
  // `first` and `last` of a grid without positions are its ends.
  EXPECT_THAT(zebra_of(lessons + "1. Cy has the last lesson.\n2. Bo came first.\n"),
              AllOf(HasSubstr("1: Cy is time.630\n"), HasSubstr("2: Bo is time.540\n")));
  // Over scores, beating is more; over places, a smaller place.
  EXPECT_THAT(zebra_of("Four players each scored a different number of points.\n"
                       "Players: Ann, Bo, Cy, Di\nScores: 10 points, 20 points, 30 points, 40 "
                       "points\n1. Bo beat Cy.\n"),
              HasSubstr("1: score(Bo) > score(Cy)\n"));
  EXPECT_THAT(zebra_of("Four dogs each took a different place.\n"
                       "Dogs: Ace, Bud, Cob, Dot\nPlaces: 1st, 2nd, 3rd, 4th\n"
                       "1. Bud beat Cob.\n2. Ace beat every other dog.\n"),
              AllOf(HasSubstr("1: place(Bud) < place(Cob)\n"), HasSubstr("2: Ace is place.1\n")));
}

TEST(EnglishPeople, TwoClausesAreReadEachWithItsReference) {
  const std::string shop =
      "Four friends each bought a pet.\nFriends: Ann, Bo, Cy, Di\nPets: cat, dog, fish, rat\n"
      "Prices: $10, $20, $30, $40\n";
  // The second clause's pronoun is the first clause's subject.
  EXPECT_THAT(zebra_of(shop + "1. Ann didn't buy the cat, but she paid more than Bo.\n"),
              HasSubstr("1: all of: Ann is not cat; price(Ann) > price(Bo)\n"));
  // `which` and `the latter` are the value the first clause names last.
  EXPECT_THAT(zebra_of(shop + "1. Cy bought the dog, which cost $20.\n"),
              HasSubstr("1: all of: Cy is dog; dog is price.20\n"));
  EXPECT_THAT(zebra_of(shop + "1. Ann paid $10 more than Di; the latter bought the rat.\n"),
              HasSubstr("1: all of: price(Ann) = price(Di) + 10; Di is rat\n"));
  // `Who` of a value of the people's own category (horses listed before
  // grooms and farriers, which no word says are people) asks nothing where
  // two other lists of names may be meant: refused, never answered with
  // the value. With one other, it is asked of that one; riders are people.
  EXPECT_THAT(error_of("Stables\nHorses: Thunder, Misty, Pepper\nGrooms: Hattie, Isla, Jack\n"
                       "Farriers: Kay, Lou, Max\n1. Jack rides Misty.\nWho rides Thunder?\n"),
              HasSubstr("r.txt:6:1: could not read this question: \"Who rides Thunder\""));
  EXPECT_THAT(zebra_of("Stables\nHorses: Thunder, Misty, Pepper\nGrooms: Hattie, Isla, Jack\n"
                       "1. Jack rides Misty.\nWho rides Thunder?\n"),
              HasSubstr("ask: groom of Thunder\n"));
  EXPECT_THAT(zebra_of("Stables\nHorses: Thunder, Misty, Pepper\nRiders: Hattie, Isla, Jack\n"
                       "1. Jack rides Misty.\nWho rides Thunder?\n"),
              HasSubstr("ask: rider of Thunder\n"));
  // A clause that does not read refuses the sentence.
  EXPECT_THAT(error_of(shop + "1. Ann bought the cat, but she sang to Zed.\n"),
              HasSubstr("r.txt:5:4: could not read this clue"));
}

TEST(EnglishPeople, SecondClausesTakeTheirSubjectsPossessiveAndAlso) {
  const std::string shop =
      "Four friends each bought a pet.\nFriends: Ann, Bo, Cy, Di\nPets: cat, dog, fish, rat\n"
      "Prices: $10, $20, $30, $40\nYears: 2019, 2020, 2021, 2022\n";
  // `her` is the first clause's subject's; `also` adds nothing.
  EXPECT_THAT(zebra_of(shop + "1. Ann bought the cat, and her pet cost $40.\n"),
              HasSubstr("1: all of: Ann is cat; Ann is price.40\n"));
  EXPECT_THAT(zebra_of(shop + "1. Bo's pet is the newest, and it is also the cheapest.\n"),
              HasSubstr("1: all of: Bo is year.2022; Bo is price.10\n"));
}

TEST(EnglishPeople, OrderInTimeIsNeverReadOverMoney) {
  const std::string sale =
      "Four lots came up at the sale.\nLots: Lot 1, Lot 2, Lot 3, Lot 4\n"
      "Items: clock, desk, globe, lamp\nPrices: $100, $200, $300, $400\n";
  // Prices are the only numbers, but `came up before` is an order in
  // time: refused, never read as `price(clock) < price(desk)`.
  EXPECT_EQ(statement(sale, "The clock came up before the desk."), "");
  // `worth` and `fetched` speak of money.
  EXPECT_EQ(statement(sale, "The clock fetched $100 more than the desk."),
            "price(clock) = price(desk) + 100");
  const std::string club =
      "Four members each lost weight.\nMembers: Ann, Bo, Cy, Di\n"
      "Nights: Monday, Tuesday, Wednesday, Thursday\nTreats: cake, chips, wine, jam\n";
  // `the night after` is one night after, not only after.
  EXPECT_EQ(statement(club, "The one who gave up cake goes the night after Bo."),
            "night(cake) = night(Bo) + 1");
}

TEST(EnglishPeople, SentencesThatRelateNothingFrameThePuzzle) {
  // In the introduction, after its lists, and at the end: a sentence that
  // names no value and fewer than two of the grid's things is a comment,
  // though it says `before`, `first` or `last`.
  const std::string z = zebra_of(
      "On the Trail\n\nFour friends each hiked a trail. The hikers were Ann, Bo, Cy and Di; "
      "the trails were Elm, Fir, Oak and Yew. See if you can sort out who hiked what before "
      "the kettle boils.\n\n1. Ann hiked Elm.\n2. Bo hiked Fir.\n3. Cy hiked Oak.\n\n"
      "First one to post the right answer gets a prize!\n");
  EXPECT_THAT(z, HasSubstr("# See if you can sort out who hiked what before the kettle boils\n"
                           "# (an instruction to the solver: it frames the puzzle)"));
  EXPECT_THAT(z, HasSubstr("# First one to post the right answer gets a prize\n"
                           "# (a remark about solving: it frames the puzzle)"));
  // A subject with its article (`The poet signed last`) may be a value in
  // another word: a clue, refused when not read, never a comment.
  EXPECT_THAT(error_of("Signings\nAuthors: Ann, Bo, Cy\nTimes: 10am, 11am, 12pm\n"
                       "1. The bard signed last.\n"),
              HasSubstr("r.txt:4:4: could not read this clue"));
  // Two things related (`The oldest was born first`) is a clue: refused
  // when it does not read, never shown as a comment.
  EXPECT_THAT(error_of("Ages\nFriends: Ann, Bo, Cy\nAges: 10, 20, 30\n"
                       "1. The oldest sang the longest song.\n"),
              HasSubstr("r.txt:4:4: could not read this clue"));
}

TEST(EnglishPeople, PlacesOfAContestAreReadAsRanks) {
  // `from 1st place to 6th place`: a range with its noun at both ends.
  const std::string show =
      "Five quilters entered the show. The judges gave places from 1st place to 5th place.\n"
      "Quilters: Ann, Bo, Cy, Di, Ed\nColors: red, blue, green, pink, teal\n";
  EXPECT_EQ(statement(show, "The red quilt won 1st place."), "red is place.1");
  // A higher place is a better one: the smaller ordinal.
  EXPECT_EQ(statement(show, "Ann placed higher than Bo."), "place(Ann) < place(Bo)");
  EXPECT_EQ(statement(show, "Ann placed one spot higher than Bo."), "place(Ann) = place(Bo) - 1");
  EXPECT_EQ(statement(show, "Ann finished one place lower than Bo."), "place(Ann) = place(Bo) + 1");
  EXPECT_EQ(statement(show, "Ann placed two spots behind Bo."), "place(Ann) = place(Bo) + 2");
  // Finishing times: winning is the least time, `fifth` the fifth least;
  // ages are won by no one.
  const std::string race =
      "Five runners ran a race.\nRunners: Ann, Bo, Cy, Di, Ed\n"
      "Times: 2:08:30, 2:09:45, 2:11:10, 2:12:05, 2:14:20\nAges: 24, 27, 29, 31, 34\n";
  EXPECT_EQ(statement(race, "Ann won the race."), "Ann is time.7710");
  EXPECT_EQ(statement(race, "Bo finished fifth and is the oldest of the five."),
            "all of: Bo is time.8060; Bo is age.34");
  EXPECT_EQ(statement(race, "Cy came second."), "Cy is time.7785");
}

TEST(EnglishPeople, TheNounAfterIsTheNextOne) {
  const std::string school =
      "Five friends each took an elective, each in a different period, from 1st period to 5th "
      "period.\nStudents: Ann, Bo, Cy, Di, Ed\nElectives: art, band, chess, drama, film\n";
  // `the period after` is the next period, never only a later one; the
  // range is named by the noun it is `a different` one of.
  EXPECT_EQ(statement(school, "Ann's elective meets the period after Bo's."),
            "period(Ann) = period(Bo) + 1");
  EXPECT_EQ(statement(school, "Band meets the one before chess."),
            "period(band) = period(chess) - 1");
}

TEST(EnglishPeople, TimesListedInProseAndLetteredQuestions) {
  // A list of times after a colon (not the colons of `8:30am`), its first
  // item's `at` the list's; and one after the clause a colon opens.
  const std::string school =
      "Worksheet: Monday Morning\n\nClass 4B has three lessons, one after another: at 8:30am, "
      "9:15am and 10:00am. The subjects are art, math and science.\n\n"
      "Directions: Read each clue carefully.\n\nClue 1: Art is at 9:15am.\n"
      "Clue 2: Math is the first lesson.\n\nQuestions:\na) What time is the science lesson?\n";
  const std::string z = zebra_of(school);
  EXPECT_THAT(z, HasSubstr("ordered time: 510 555 600\n"));
  // Numbered as printed: the framing sentence before clue 1 takes no number.
  EXPECT_THAT(z, HasSubstr("\n1: art is time.555\n"));
  EXPECT_THAT(z, HasSubstr("\n2: math is time.510\n"));
  EXPECT_THAT(z, HasSubstr("ask: time of science\n"));
  // Capital letters too (`A. How ...`, `B) Which ...`), and the next
  // question is no multiple choice's option.
  const std::string lettered = zebra_of(school.substr(0, school.find("a) What")) +
                                        "A. What time is the science lesson?\n"
                                        "B) Which subject is at 10:00am?\n");
  EXPECT_THAT(lettered, HasSubstr("ask: time of science\n"));
  EXPECT_THAT(lettered, HasSubstr("ask: subject of time.600\n"));
  // A heading in prose before its colon is the introduction's: shown,
  // never dropped.
  EXPECT_THAT(zebra_of("Three named trains leave the station each morning: the Coastal, the "
                       "Lakeshore and the Sunrise. They run to Albany, Boston and Hartford.\n"
                       "1. The Sunrise is the Albany train.\n"),
              HasSubstr("# Three named trains leave the station each morning: the Coastal, the "
                        "Lakeshore and the Sunrise.\n"));
  EXPECT_THAT(zebra_of("The show ran like clockwork: three dogs were judged at half-hour "
                       "intervals, at 9:15, 9:45 and 10:15. The dogs are Ace, Bud and Cob.\n"
                       "1. Ace was judged half an hour after Bud.\n"),
              HasSubstr("ordered time: 555 585 615\n"));
}

TEST(EnglishPeople, ListsOfTimesRunTogetherAndWhatQuestionsMeasure) {
  // Times run together with another list: the colons of `6:15 a.m.` cut
  // no list.
  const std::string trains =
      "Three trains leave each morning: the Coastal, the Lakeshore and the Sunrise. They depart "
      "at 6:15 a.m., 7:40 a.m. and 9:05 a.m., they run to Albany, Boston and Hartford, and the "
      "fares are $38, $45 and $52.\n";
  EXPECT_EQ(statement(trains, "The Sunrise leaves 85 minutes after the Lakeshore."),
            "time(Sunrise) = time(Lakeshore) + 85");
  // `How much` asks a sum of money.
  EXPECT_THAT(zebra_of(trains + "How much is the fare to Boston?\n"),
              HasSubstr("ask: fare of Boston\n"));
  // Pages are a book's length: `longest` and `shorter` measure them.
  const std::string books =
      "From March through May, each member chose a book, and each book had a different number "
      "of pages (212, 308 or 384).\nMembers: Gail, Hector, Irene\nBooks: Emma, Ivanhoe, "
      "Rebecca\n";
  EXPECT_EQ(statement(books, "The longest book was read first."), "page.384 is month.3");
  EXPECT_EQ(statement(books, "Irene's book was shorter than Gail's."), "page(Irene) < page(Gail)");
}

TEST(EnglishPeople, UnitsAfterARunAndWeekdaysAcrossAWeeksEnd) {
  // `are 23, 29 and 35 years old`: the unit after the last number is every
  // number's, so `older` measures them.
  const std::string club =
      "Ann, Bo and Cy are 23, 29 and 35 years old, and they wore bib numbers #104, #217 and "
      "#358.\n";
  EXPECT_EQ(statement(club, "Cy is 6 years older than Bo."), "year_old(Cy) = year_old(Bo) + 6");
  // `Friday, Saturday, Sunday or Monday`: that Monday is the day after
  // Sunday.
  const std::string stays =
      "Four guests each arrived on a different day (Friday, Saturday, Sunday or Monday).\n"
      "Guests: Ann, Bo, Cy, Di\nCottages: Elm, Fir, Oak, Yew\n";
  EXPECT_THAT(zebra_of(stays + "1. Ann arrived the day after Bo.\n"),
              AllOf(HasSubstr("ordered day: 5 6 7 8\n"), HasSubstr("1: day(Ann) = day(Bo) + 1\n")));
}

TEST(EnglishPeople, NamesBesideWhatTheyAreAndBetterOrWorse) {
  const std::string show =
      "Three children took their dogs to the show. Every dog got a rosette: 1st, 2nd or 3rd.\n"
      "Dogs: Biscuit, Pickles, Rolo\nBreeds: beagle, poodle, pug\n";
  // `Pickles the pug`: a value, and what it is beside it, without commas.
  EXPECT_EQ(statement(show, "Pickles the pug came last."),
            "all of: Pickles is pug; Pickles is got_rosette.3");
  // Better is what wins (the smaller place), worse what loses.
  EXPECT_EQ(statement(show, "Rolo did better than the beagle."),
            "got_rosette(Rolo) < got_rosette(beagle)");
  EXPECT_EQ(statement(show, "Rolo fared worse than the beagle."),
            "got_rosette(Rolo) > got_rosette(beagle)");
  // Every dog got a rosette: a clause that gives one `a rosette` says
  // nothing more; one that names which is read.
  EXPECT_EQ(statement(show, "Rolo didn't win, but he did get a rosette."),
            "Rolo is not got_rosette.1");
  EXPECT_EQ(statement(show, "Rolo didn't win, but he got the 3rd rosette."),
            "all of: Rolo is not got_rosette.1; Rolo is got_rosette.3");
  // (Where one value is none, `a prize` says something: refused, never
  // dropped.)
  EXPECT_EQ(statement("Three children took their dogs to the show.\nDogs: Biscuit, Pickles, "
                      "Rolo\nBreeds: beagle, poodle, pug\nPrizes: a cup, a medal, no prize\n",
                      "Rolo was not the pug, but he got a prize."),
            "");
  // A list is named by the `different` nearest it; weeks are ages.
  const std::string kittens =
      "Each kitten is a different colour and a different age: 8 weeks, 10 weeks or 12 weeks.\n"
      "Kittens: Button, Clover, Smudge\nColours: black, gray, orange\n";
  EXPECT_EQ(statement(kittens, "Clover is 2 weeks older than the black kitten."),
            "age(Clover) = age(black) + 2");
  EXPECT_EQ(statement(kittens, "Smudge, the orange kitten, was the youngest."),
            "all of: Smudge is orange; Smudge is age.8");
}

TEST(EnglishPeople, AmountsWithDecimalsHalvesAndMultiples) {
  const std::string hikes =
      "Four scouts each hiked a trail. The trails are 1.5 km, 2 km, 2.5 km and 3 km long.\n"
      "Scouts: Jada, Kai, Lucy, Mateo\nTrails: Beaver Pond, Fox Den, Owl Hollow, Turtle Rock\n";
  // Decimals, halves in words, and another metric unit of the list's.
  EXPECT_EQ(statement(hikes, "Kai's trail was 0.5 km shorter than Lucy's."),
            "length(Kai) = length(Lucy) - 0.5");
  EXPECT_EQ(statement(hikes, "Kai's trail was half a kilometre shorter than Lucy's."),
            "length(Kai) = length(Lucy) - 0.5");
  EXPECT_EQ(statement(hikes, "Kai's trail was 500 metres shorter than Lucy's."),
            "length(Kai) = length(Lucy) - 0.5");
  EXPECT_EQ(statement(hikes, "Kai's trail was one and a half km longer than Jada's."),
            "length(Kai) = length(Jada) + 1.5");
  // A mass is no length.
  EXPECT_EQ(statement(hikes, "Kai's trail was 500 grams shorter than Lucy's."), "");
  // `two and a half hours` is 150 minutes.
  const std::string films =
      "Three films were screened at 1:00pm, 3:30pm and 6:00pm.\nFilms: Ashfall, Kite, Salt\n"
      "Directors: Aoki, Bakshi, Dumont\n";
  EXPECT_EQ(statement(films, "Salt screened two and a half hours after Kite."),
            "time(Salt) = time(Kite) + 150");
  // Multiples.
  const std::string shop =
      "Four friends each bought a pet.\nFriends: Ann, Bo, Cy, Di\nPets: cat, dog, fish, rat\n"
      "Prices: $10, $20, $30, $40\n";
  EXPECT_EQ(statement(shop, "Ann paid twice as much as Bo."), "price(Ann) = 2 * price(Bo)");
  EXPECT_EQ(statement(shop, "Ann paid half as much as Bo."), "2 * price(Ann) = price(Bo)");
  // `in some order`: a pair, either way round; without it, refused.
  EXPECT_EQ(statement(shop, "Ann and Bo are, in some order, the cat owner and the $40 buyer."),
            "Ann and Bo are cat and price.40");
  EXPECT_EQ(statement(shop, "Ann and Bo bought the cat and the rat."), "");
}

TEST(EnglishPeople, AQuestionOfANounTwoListsShareIsRefused) {
  // `The trails are 10, 20 and 30` and `Trails: ...`: `Which trail?`
  // names neither list, so it is refused, never answered with a number.
  EXPECT_THAT(error_of("Three scouts each hiked a trail. The trails are 10, 20 and 30.\n"
                       "Scouts: Jo, Kai, Lu\nTrails: Elm, Fir, Oak\n1. Jo hiked Elm.\n"
                       "Which trail did Kai hike?\n"),
              HasSubstr("could not read this question"));
}

TEST(EnglishPeople, PractitionersAndListsAfterParentheses) {
  // A list after a parenthesised one is named by the words before its
  // colon; `memoirist` and `poet` are who writes memoir and poetry.
  const std::string fair =
      "Three authors signed books. Each writes in a different genre (memoir, poetry or crime), "
      "and each sold a different number of books at the fair: 45, 60 or 75. The authors are "
      "Ann, Bo and Cy.\n";
  EXPECT_EQ(statement(fair, "The memoirist sold 15 fewer books than Ann."),
            "book_fair(memoir) = book_fair(Ann) - 15");
  EXPECT_EQ(statement(fair, "The poet sold the most books."), "poetry is book_fair.75");
}

TEST(EnglishPeople, AValuesOwnWordsNeitherVanishNorChooseWhatIsCompared) {
  const std::string race =
      "Alma, Boyd and Cass are 23, 29 and 35 years old, and they crossed the line in 2:51, 2:58 "
      "and 3:05. They wore bib numbers #104, #217 and #358.\n";
  // A word standing for anything is never a value: `#104` is read or the
  // clue refused, never dropped (it was read `Cass is bib_number.358`).
  EXPECT_EQ(statement(race, "Cass, the youngest, wore #104."),
            "all of: Cass is year_old.23; Cass is bib_number.104");
  EXPECT_EQ(statement(race, "Cass the tallest wore #104."), "");
  // `29-year-old` and `aged 29` name a value; `finished ahead` is a time.
  EXPECT_EQ(statement(race, "The 29-year-old finished ahead of the runner wearing #358."),
            "time(year_old.29) < time(bib_number.358)");
  EXPECT_EQ(statement(race, "The runner aged 29 finished ahead of Boyd."),
            "time(year_old.29) < time(Boyd)");
  // Where no positions are, `across` is no place.
  EXPECT_EQ(statement(race, "Cass was the last of the three across the line."), "Cass is time.185");
  // A superlative's value as its list writes it (`2 years old`).
  EXPECT_EQ(statement("Three dogs ran in the final.\nDogs: Ace, Bud, Cob\n"
                      "Ages: 2 years old, 3 years old, 5 years old\nPlaces: 1st, 2nd, 3rd\n",
                      "Ace is the youngest dog in the final."),
            "Ace is age.2");
}

TEST(EnglishPeople, PossessivesOfValuesAndMeasuresThatDoNotFit) {
  const std::string shop =
      "Four friends each bought a pet.\nFriends: Ann, Bo, Cy, Di\nPets: cat, dog, fish, rat\n"
      "Prices: $10, $20, $30, $40\n";
  // `Ann's cat` says whose the cat is.
  EXPECT_EQ(statement(shop, "Ann's cat cost $10."), "all of: Ann is cat; Ann is price.10");
  // `older` measures no prices: refused where prices are the only numbers.
  EXPECT_EQ(statement(shop, "Bo's dog is older than the rat."), "");
  EXPECT_EQ(statement(shop, "The dog is heavier than the rat."), "");
}

TEST(EnglishPeople, ARowWrittenForTheOccasion) {
  // Written by hand as a new user would: lists in prose set off by
  // `painted` and `The owners are`, `at number 3`, two questions in one.
  const std::string z = zebra_of(
      "Three cottages stand side by side on Mill Lane, numbered 1 to 3 from west to east. Their "
      "doors are painted red, blue and green. The owners are Mrs. Hale, Mr. Ives and Miss Jones, "
      "and each keeps one animal: a dog, a cat or a parrot.\n\n"
      "Mrs. Hale lives next door to the red door.\nThe parrot lives at number 3.\n"
      "Mr. Ives keeps the cat.\nThe blue door is at one end of the lane.\n"
      "Miss Jones lives in the middle cottage.\nThe cat's owner has a green door.\n\n"
      "Who owns the parrot, and what colour is Mrs. Hale's door?\n");
  EXPECT_THAT(z, AllOf(HasSubstr("category color: red blue green\n"),
                       HasSubstr("category owner: Mrs_Hale Mr_Ives Miss_Jones\n"),
                       HasSubstr("2: parrot at 3\n"), HasSubstr("ask: owner of parrot\n"),
                       HasSubstr("ask: color of Mrs_Hale\n")));
  // A count and its noun name a list (`Four bakers entered ...: ...`).
  EXPECT_THAT(zebra_of("Three bakers entered the show at St. Anne's hall: Gwen, Hal and Ivy.\n"
                       "Cakes: carrot, lemon, plum\n1. Gwen baked the carrot cake.\n"),
              HasSubstr("category baker: Gwen Hal Ivy\n"));
}

TEST(EnglishPeople, AValueNamedByTheWordThatTellsItApart) {
  // `the harbour` is the harbour scene: no other value says `harbour`.
  const std::string gallery =
      "Three paintings hang side by side, by Ash, Bell and Cole. One shows a storm, one is a "
      "portrait and one a harbour scene.\n\n";
  EXPECT_EQ(statement(gallery, "Bell painted the harbour."), "Bell is harbour_scene");
  // The whole name is one mention, not two.
  EXPECT_EQ(statement(gallery, "The harbour scene hangs in the first place."),
            "harbour_scene at 1");
  // A word two values share names neither; a proper name keeps its words.
  const std::string wines =
      "Three friends (Ann, Bo and Cy) each chose a wine: red wine, white wine or rose wine, and "
      "lives on a street: Mill Lane, Hill Road or Oak Way.\n\n";
  EXPECT_EQ(statement(wines, "Ann chose the wine."), "");
  EXPECT_EQ(statement(wines, "Ann lives by the mill."), "");
}

TEST(EnglishPeople, OneEachListAfterAnArticle) {
  // `one the doctor`: the article is not the value's; and the clause
  // before the semicolon names another list, not this one.
  const std::string z = zebra_of(
      "Three cottages stand in a row, home to Hale, Nash and Pryce. One man is the baker, one the "
      "doctor and one the farmer.\n\n1. Hale is the baker.\n");
  EXPECT_THAT(
      z, AllOf(HasSubstr("category job: baker doctor farmer\n"), HasSubstr("1: Hale is baker\n")));
  EXPECT_THAT(zebra_of("Three books stand in a row. They are by three authors (Ferris, Gale and "
                       "Holt); one is an atlas, one a biography and one a cookbook.\n\n"
                       "1. Ferris wrote the atlas.\n"),
              Not(HasSubstr("gale_holt")));
}

TEST(EnglishPeople, DaysCountedAreNoWeekdays) {
  // `3 days, 5 days, ...` count days; `later in the week` and `which day`
  // are said of the weekdays only.
  const std::string library =
      "Four children returned their library books late last week.\n\n"
      "Children: Amir, Bella, Cal, Dee\nDays overdue: 3 days, 5 days, 8 days, 12 days\n"
      "Returned on: Monday, Tuesday, Wednesday, Thursday\n\n";
  EXPECT_EQ(statement(library, "Amir came back later in the week than Bella."),
            "returned(Amir) > returned(Bella)");
  EXPECT_EQ(statement(library, "Cal was two days more overdue than Dee."),
            "day_overdue(Cal) = day_overdue(Dee) + 2");
  EXPECT_THAT(zebra_of(library + "1. Amir returned his book on Monday.\n\n"
                                 "On which day did Bella return her book?\n"),
              HasSubstr("ask: returned of Bella\n"));
}

TEST(EnglishPeople, TheFinalOneIsTheLast) {
  const std::string run =
      "The Players ran a musical for three nights, with a different lead each night.\n\n"
      "Nights: Friday, Saturday, Sunday\nLeads: Ann, Bo, Cy\n\n";
  EXPECT_EQ(statement(run, "Bo led the final performance."), "Bo is night.7");
  // `the final` of a contest is a race, not an end.
  EXPECT_EQ(statement("Three dogs ran in the final.\nDogs: Ace, Bud, Cob\n"
                      "Places: 1st, 2nd, 3rd\n",
                      "Ace won the final."),
            "Ace is place.1");
}

TEST(EnglishPeople, OrdinalsNamedByTheNounAfterThemAndCountedByHowOften) {
  // `on their 1st, 2nd or 3rd attempt,` names the list by `attempt`, which
  // `more attempts` then compares; `more often` is a count, never an age.
  const std::string tests =
      "Three learners passed their driving tests. Ann, Bo and Cy passed on their 1st, 2nd or "
      "3rd attempt, and were 20, 30 or 40 years old.\n\n";
  EXPECT_EQ(statement(tests, "Ann needed more attempts than anyone else."),
            "Ann is passed_attempt.3");
  EXPECT_EQ(statement(tests, "Bo has taken the test more often than Cy."),
            "passed_attempt(Bo) > passed_attempt(Cy)");
  // `What number is ...?` of numbered places asks the place.
  EXPECT_THAT(zebra_of("Three tram stops are numbered 1 to 3 in the order the tram reaches "
                       "them.\n\nStops: Canal Street, Mill Lane, Park Gate\n"
                       "Commuters: Ines, Jack, Kira\n\n1. Ines gets on at Mill Lane.\n\n"
                       "What number is the Mill Lane stop?\n"),
              HasSubstr("ask: position of Mill_Lane\n"));
}

TEST(EnglishPeople, NeighboursOfAFamilyAndAnEndSaidAgain) {
  const std::string huts =
      "Four beach huts stand in a row, numbered 1 to 4 from left to right, each used by a "
      "different family (the Ashworths, the Bells, the Cranes and the Frosts).\n\n";
  EXPECT_EQ(statement(huts, "The Bells' next-door neighbours are the Frosts."),
            "Bells next to Frosts");
  EXPECT_EQ(statement(huts, "The Frosts are the Bells' neighbours."), "Frosts next to Bells");
  EXPECT_EQ(statement(huts, "The Cranes aren't the Bells' neighbours."),
            "Cranes not next to Bells");
  // A place by its number and again as an end: read where the two agree.
  EXPECT_EQ(statement(huts, "The Cranes' hut is at the far end, number 4."), "Cranes at 4");
  EXPECT_EQ(statement(huts, "The Bells' hut is number 1, at the very end of the row."),
            "Bells at 1");
  EXPECT_EQ(statement(huts, "The Cranes' hut is at the far end, number 3."), "");
  // `at the far end from the pier` of huts numbered from the pier end.
  EXPECT_EQ(statement("Four beach huts stand in a row, numbered 1 to 4 from the pier end, each "
                      "used by a different family (the Ashworths, the Bells, the Cranes and the "
                      "Frosts).\n\n",
                      "The Bells are at the far end from the pier."),
            "Bells at 4");
}

TEST(EnglishPeople, AQueuesEndsSaidAloneAndWhereSomeoneIsGoing) {
  // Written for the occasion: a queue, `Dev is not last`, and `Where is Ben
  // going?`, which asks the town, never a place in the queue.
  const std::string queue =
      "Four friends queue for the bus: Ada, Ben, Cleo and Dev. Each carries a different bag (a "
      "rucksack, a tote, a briefcase and a holdall) and each is going to a different town: Ayr, "
      "Bath, Cork or Derby.\n\n";
  EXPECT_EQ(statement(queue, "Dev is not last, and he is going to Bath."),
            "all of: Dev not at 4; Dev is Bath");
  EXPECT_EQ(statement(queue, "Ada is first."), "Ada at 1");
  EXPECT_EQ(statement(queue, "Cleo isn't last."), "Cleo not at 4");
  EXPECT_THAT(zebra_of(queue + "1. Ada is first.\n\nWhere is Ben going?\n"),
              HasSubstr("ask: town of Ben\n"));
  // Where there are ordered lists, `first` may be a time: not read so.
  EXPECT_EQ(statement("Three runners (Ann, Bo and Cy) finished in 10, 12 and 14 minutes.\n\n",
                      "Ann was first."),
            "Ann is finished_minute.10");
}

TEST(EnglishPeople, APronounAPlaceIsSaidFromIsTheOtherOne) {
  // Written for the occasion: `finished below it` of the cake compared.
  const std::string show =
      "Four neighbours entered the village bake-off.\n\nBakers: Hana, Ivor, Jess, Kofi\n"
      "Cakes: carrot, lemon drizzle, chocolate, coffee and walnut\n"
      "Spent: \u00a34, \u00a36, \u00a38, \u00a310\nPlaces: 1st, 2nd, 3rd, 4th\n\n";
  EXPECT_EQ(statement(show,
                      "The chocolate cake cost more to make than Ivor's cake but finished "
                      "below it."),
            "all of: spent(chocolate) > spent(Ivor); place(chocolate) > place(Ivor)");
  EXPECT_EQ(statement(show, "Hana spent more than Jess, and she finished ahead of her."),
            "all of: spent(Hana) > spent(Jess); place(Hana) < place(Jess)");
  // `won` where there are places and money spent: the first place.
  EXPECT_EQ(statement(show, "Kofi won, and he spent the least."),
            "all of: Kofi is place.1; Kofi is spent.4");
}

TEST(EnglishPeople, NamesListedEachWithTheAreThingsAndCameOffIsWhence) {
  // The boats come first, each with `the`; the skippers' noun is no word
  // for people the reader knows: `Who` still asks the skippers.
  const std::string head =
      "Three fishing boats - the Kestrel, the Wanderer and the Heron - are tied up along the "
      "pier at berths numbered 1 to 3. Their skippers are Gus, Hal and Ivo. Each boat brought "
      "in a different catch: cod, bass or crab.\n\n";
  EXPECT_THAT(zebra_of(head + "1. Gus landed the bass.\n\nWho landed the crab?\n"),
              HasSubstr("ask: skipper of crab"));
  EXPECT_EQ(statement(head, "The crab came off the Heron."), "crab is Heron");
  EXPECT_EQ(statement(head, "The crab came from the Heron."), "crab is Heron");
  // (`came` with a place in a contest stays one.)
  EXPECT_EQ(statement(head, "The Heron came first."), "");
}

TEST(EnglishPeople, FamiliesListedWithTheAreWhoAQuestionAsksFor) {
  // The families, each listed with `the`, are the people; the places,
  // proper names too, are what `Where did ... go?` asks. (The places had
  // been taken for the people, and `Where did the Ahmeds go?` refused.)
  const std::string head =
      "Last half-term four families from our street each went away for a different number of "
      "nights (3, 4, 5 or 7) to a different place. The families are the Ahmeds, the Bakers, the "
      "Coopers and the Dunns, and the places were Cornwall, the Lakes, Paris and Wales.\n\n";
  const std::string clue = "1. The Bakers went to Wales.\n";
  EXPECT_THAT(zebra_of(head + clue + "Where did the Ahmeds go?\n"),
              HasSubstr("ask: place of Ahmeds\n"));
  EXPECT_THAT(zebra_of(head + clue + "Who went to Paris?\n"), HasSubstr("ask: family of Paris\n"));
  // `stayed` says the nights away, as `went away for` does.
  EXPECT_EQ(statement(head,
                      "The family who went to Paris stayed one night longer than the "
                      "Coopers."),
            "night(Paris) = night(Coopers) + 1");
}

TEST(EnglishPeople, TimesSaidInWordsAreTheListedTimes) {
  const std::string head =
      "Four patients had appointments at the dentist's on Tuesday morning, at 9:00, 9:30, 10:00 "
      "and 10:30. They were Mr Ford, Mrs Grant, Miss Hill and Mr Irving, and each needed a "
      "different treatment: a check-up, a clean, a filling or an extraction.\n\n";
  EXPECT_EQ(statement(head, "Mrs Grant's appointment was at half past nine."),
            "Mrs_Grant is time.570");
  EXPECT_EQ(statement(head, "The extraction was at ten o'clock."), "extraction is time.600");
  EXPECT_EQ(statement(head, "Miss Hill came in at half past ten."), "Miss_Hill is time.630");
  // A time no list gives is not read as a listed one.
  EXPECT_EQ(statement(head, "Mr Ford came in at half past eleven."), "");
}

TEST(EnglishPeople, ASpanOfTimeAfterACommaIsTheSubjects) {
  const std::string head =
      "Over five Sundays (1st, 8th, 15th, 22nd and 29th of March) each of Ffion, Gareth, Hywel, "
      "Iona and Jac chose the pudding once: apple crumble, bread pudding, rice pudding, sticky "
      "toffee pudding or trifle.\n\n";
  EXPECT_EQ(statement(head, "Ffion chose bread pudding, a week after Hywel's turn."),
            "all of: Ffion is bread_pudding; over_sunday(Ffion) = over_sunday(Hywel) + 7");
  EXPECT_EQ(statement(head, "Gareth chose the trifle, two weeks before Jac."),
            "all of: Gareth is trifle; over_sunday(Gareth) = over_sunday(Jac) - 14");
}

TEST(EnglishPeople, DurationsInHoursAndMinutesAreOneList) {
  const std::string head =
      "Five runners finished the town marathon in 3 hours 5 minutes, 3 hours 20 minutes, 3 hours "
      "35 minutes, 3 hours 50 minutes and 4 hours 5 minutes. They were Una, Vic, Wes, Xena and "
      "Yusuf.\n\n";
  // Every item whole, the first's hours and the last's minutes too.
  EXPECT_THAT(zebra_of(head + "1. Wes finished in 3 hours 20 minutes.\n"),
              HasSubstr(": 185 200 215 230 245\n"));
  EXPECT_EQ(statement(head, "Una finished 30 minutes behind Wes."),
            "runner(Una) = runner(Wes) + 30");
  // `time` asks the one list of durations, whatever its name.
  EXPECT_THAT(zebra_of(head + "1. Wes finished in 3 hours 20 minutes.\n\nWhat was Una's time?\n"),
              HasSubstr("ask: runner of Una\n"));
}

const std::string kTeaDance =
    "The gentlemen are Mr Ashby, Mr Blount and Mr Corder; the ladies are Edna, Florence and "
    "Gladys; and the favourite dances are the foxtrot, the tango and the waltz.\n\n";

TEST(EnglishPeople, AGentlemansPartnerIsHisLadyAndNothingBetterIsFavourite) {
  EXPECT_EQ(statement(kTeaDance, "Mr Ashby likes nothing better than a tango."),
            "Mr_Ashby is tango");
  EXPECT_THAT(
      zebra_of(kTeaDance + "1. Mr Ashby dances with Edna.\n\nWho is Mr Blount's "
                           "partner? Who is Florence's partner?\n"),
      AllOf(HasSubstr("ask: lady of Mr_Blount\n"), HasSubstr("ask: gentleman of Florence\n")));
  // (Where two lists of names could be the partner, refused.)
  EXPECT_NE(error_of("The gentlemen are Mr Ashby, Mr Blount and Mr Corder; the "
                     "ladies are Edna, Florence and Gladys; the dogs are Rex, "
                     "Fido and Spot.\n\n1. Mr Ashby dances with Edna.\n\nWho "
                     "is Mr Blount's partner?\n"),
            "");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

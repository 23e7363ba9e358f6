// Riddles as people write them, continued (docs/english.md, "As people
// write it"): bullets of any kind, ordinals listed after their noun,
// `ahead` and `behind` by what is measured, relative clauses that name a
// value, a value set after a comma, and answers in the riddle's words.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "deduce/puzzles/zebra/english/read_english.h"
#include "puzzles/zebra/english/english_testing.h"
#include "testing/instances.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using testing_english::statement;

using testing_english::zebra_of;

TEST(EnglishClauses, BulletsOfAnyKindAreNoWords) {
  const std::string z = zebra_of(
      "Three children showed their experiments.\nChildren: Alba, Boris, Cyra\n"
      "Experiments: magnets, slime, volcano\n"
      "\xF0\x9F\x94\xAC Boris did the slime.\n\xE2\x80\xA2 Alba didn't do the magnets.\n"
      "- Cyra did the volcano.\n");
  EXPECT_THAT(z, AllOf(HasSubstr("# Boris did the slime\n1: Boris is slime\n"),
                       HasSubstr("# Alba didn't do the magnets\n2: Alba is not magnets\n"),
                       HasSubstr("3: Cyra is volcano\n")));
  // A list's first item loses its preposition as `at` did: `about magnets`.
  EXPECT_THAT(zebra_of("Three children showed their experiments. Their experiments are about "
                       "magnets, a volcano and slime. The children are Alba, Boris and Cyra.\n"
                       "1. Boris did the slime.\n"),
              HasSubstr("magnets volcano slime\n"));
}

TEST(EnglishClauses, OrdinalsListedAfterTheirNoun) {
  // `ranked the four quilts first, second, third and fourth`: the first
  // item is the ordinal, not `quilts first`.
  const std::string z = zebra_of(
      "Four women each entered a quilt. The judges ranked the four quilts first, second, third "
      "and fourth.\nWomen: Ann, Bea, Cat, Dot\nColors: indigo, mustard, rose, sage\n"
      "1. The rose quilt came last.\n2. The indigo quilt placed one spot higher than Ann's.\n");
  EXPECT_THAT(z,
              AllOf(HasSubstr(": 1 2 3 4\n"), HasSubstr("1: rose is "), HasSubstr("(indigo) = ")));
}

TEST(EnglishClauses, AheadAndBehindGoByWhatIsMeasured) {
  const std::string points = "Players: Ann, Bo, Cy\nPoints: 10 points, 20 points, 30 points\n";
  // Behind in a score is fewer points; ahead is more.
  EXPECT_EQ(statement(points, "Ann finished behind Bo."), "point(Ann) < point(Bo)");
  EXPECT_EQ(statement(points, "Ann finished 10 points ahead of Bo."),
            "point(Ann) = point(Bo) + 10");
  const std::string places = "Players: Ann, Bo, Cy\nPlaces: 1st, 2nd, 3rd\n";
  // Behind in a race is a larger place; `somewhere` is no word of it.
  EXPECT_EQ(statement(places, "Ann finished somewhere behind Bo."), "place(Ann) > place(Bo)");
  EXPECT_EQ(statement(places, "Ann finished just ahead of Bo."), "place(Ann) = place(Bo) - 1");
}

TEST(EnglishClauses, AUnitWithAnArticleIsTheAmountOne) {
  const std::string ages = "Pupils: Amy, Ben, Cal\nAges: 9, 10, 11\n";
  // `a year older` is one year older, never only older.
  EXPECT_EQ(statement(ages, "Ben is a year older than Amy."), "age(Ben) = age(Amy) + 1");
  EXPECT_EQ(statement(ages, "Cal is a few years older than Amy."), "age(Cal) > age(Amy)");
}

TEST(EnglishClauses, RelativeClausesNameTheirValue) {
  const std::string bee =
      "Students: Aditi, Brody, Chloe\nWords: mnemonic, rhythm, guillotine\n"
      "Places: 1st, 2nd, 3rd\n";
  EXPECT_EQ(statement(bee,
                      "The student whose last word was \"mnemonic\" finished just ahead of "
                      "Chloe."),
            "place(mnemonic) = place(Chloe) - 1");
  EXPECT_EQ(statement(bee, "Brody finished two places behind whoever spelled \"rhythm.\""),
            "place(Brody) = place(rhythm) + 2");
  // A clause that relates two things names neither: `who beat Chloe` is
  // not Chloe, `who Aditi tutored` not Aditi, `who sat next to` no value.
  EXPECT_EQ(statement(bee, "The student who beat Chloe spelled rhythm."), "");
  EXPECT_EQ(statement(bee, "The student who Aditi tutored spelled rhythm."), "");
  EXPECT_EQ(statement(bee, "The student who sat with the mnemonic speller came 3rd."), "");
  // `who fished with worms`: with a thing, the clause names it.
  const std::string derby =
      "Billy, Carla and Dale each landed a fish measuring 12 inches, 15 inches and 18 inches, and "
      "no two of them used the same bait (worms, minnows and crickets).\n";
  EXPECT_EQ(statement(derby,
                      "The angler who fished with worms caught a fish 3 inches longer than "
                      "Billy's."),
            "length(worms) = length(Billy) + 3");
}

TEST(EnglishClauses, AValueAfterACommaIsTheSubjects) {
  const std::string pets =
      "Kids: Ella, Finn, Maya\nPets: bunny, kitten, puppy\nDays: Monday, Tuesday, Wednesday\n";
  EXPECT_EQ(statement(pets, "The puppy went home first, on Monday."),
            "all of: puppy is day.1; puppy is day.1");
  // Anything more than a value after the comma is another clause.
  EXPECT_EQ(statement(pets, "The puppy went home first, on Monday with Ella."), "");
}

TEST(EnglishClauses, AnswersAreInTheRiddlesWords) {
  const std::string path = ::testing::TempDir() + "/answers_in_words.txt";
  {
    std::FILE* f = std::fopen(path.c_str(), "w");
    ASSERT_NE(f, nullptr);
    std::fputs(
        "Kids: Ella, Finn, Maya\nPets: bunny, kitten, puppy\nDays: Monday, Tuesday, Wednesday\n"
        "Prices: $10, $20, $30\n1. The puppy went home on Monday.\n2. The puppy cost $30.\n"
        "3. Ella adopted the bunny on Wednesday.\n4. Finn paid $20.\n5. Maya's pet cost $30.\n"
        "Which day did Finn get his pet? What did Ella pay? Who won?\n",
        f);
    std::fclose(f);
  }
  const testing::RunResult r = testing::run_deduce({"solve", path});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, AllOf(HasSubstr("day of Finn: Tuesday\n"), HasSubstr("price of Ella: $10\n")));
}

TEST(EnglishClauses, TimesWithAPointAndPlatformsNumberedAsAList) {
  const std::string z = zebra_of(
      "Three trains leave the station each morning, at 7.05, 7.20 and 7.35. Each is bound for a "
      "different city (Bath, Crewe or Derby) and leaves from a different one of the station's "
      "three platforms (numbered 1 to 3).\n1 The platform 3 train leaves earlier than the "
      "platform 2 train.\n2 The Bath train leaves 15 minutes after the one at platform 1.\n");
  EXPECT_THAT(z, AllOf(HasSubstr("positions: none\n"), HasSubstr("ordered time: 425 440 455\n"),
                       HasSubstr("platform: 1 2 3\n"),
                       HasSubstr("1: time(station_platform.3) < time(station_platform.2)\n"),
                       HasSubstr("2: time(Bath) = time(station_platform.1) + 15\n")));
  // Numbers with a point that no line says are times stay numbers.
  EXPECT_THAT(zebra_of("Runners: Ann, Bo, Cy\nWeights: 7.05, 7.20, 7.35\n1. Ann is 7.05.\n"),
              HasSubstr(": 7.05 7.2 7.35\n"));
}

TEST(EnglishClauses, AValueComparedOverItsOwnCategoryIsNoReading) {
  // `platform(platform.3) < platform(platform.5)` holds of anyone: refused.
  const std::string head =
      "Trains: Bath, Crewe, Derby\nPlatforms: platform 1, platform 2, platform 3\n";
  EXPECT_EQ(statement(head, "The platform 3 train is higher than the platform 1 train."), "");
}

TEST(EnglishClauses, ReadingsThatSayTheSameAreOne) {
  // `Mr Baker is p1; dog is p1` and `Mr Baker is dog; Mr Baker is p1`.
  const std::string z = zebra_of(
      "There are three cottages in a row.\nOwners: Mr Baker, Mr Cole, Mr Dunn\n"
      "Pets: dog, cat, hen\n1. Mr Baker and his dog live in the first cottage.\n");
  EXPECT_THAT(z, HasSubstr("1: all of: "));
}

TEST(EnglishClauses, ARecitalAsAMagazinePrintsIt) {
  // A list whose items repeat their head (`one by Bach, ...`), a verb that
  // says an end (`opened the recital`), a hedge (`at some point before`),
  // and a question after a colon.
  const std::string z = zebra_of(
      "Three youngsters - Ada, Ben and Cleo, aged 8, 10 and 11 - each played a single piece, one "
      "by Bach, one by Chopin and one by Satie. They played one after another, first to third.\n"
      "The youngest pupil opened the recital. Ada played at some point before the Satie was "
      "heard. The Chopin closed the concert.\nAnd for a bonus point: who played the Satie?\n");
  EXPECT_THAT(
      z, AllOf(HasSubstr(": Bach Chopin Satie\n"), HasSubstr("1: aged.8 is place.1\n"),
               HasSubstr("2: place(Ada) < place(Satie)\n"), HasSubstr("3: Chopin is place.3\n"),
               HasSubstr("# And for a bonus point\n"), HasSubstr("ask: youngster of Satie\n")));
}

TEST(EnglishClauses, AnUnknownVerbBetweenTwoThingsOfOneKindSaysNotThatTheyAreOne) {
  const std::string head =
      "Trains: Bath, Crewe, Derby\nPlatforms: platform 1, platform 2, platform 3\n"
      "Times: 7:05, 7:20, 7:35\n";
  // Never `platform.1 is Derby`: two trains, one before the other.
  EXPECT_EQ(statement(head, "The train at platform 1 overtakes the Derby train."), "");
  // (Numbered platforms are ordered by their numbers.)
  EXPECT_EQ(statement(head, "The Bath train uses platform 2."), "Bath is platform.2");
}

TEST(EnglishClauses, QuestionsPeopleAskOfAStableAndAnAuction) {
  // `Who` asks the list its words say are people, though the horses come
  // first; `What colour` a list of coats; `What did ... take home?` the
  // one list neither the people's, nor ordered, nor the subject's.
  const std::string stable = zebra_of(
      "Three horses - Thunder, Misty and Pepper - are kept here. Each is ridden by a different "
      "member of the pony club (Hattie, Isla or Jack), and each has a different coat: bay, grey "
      "or chestnut.\n1. Jack rides Pepper.\n2. Misty is grey.\n3. Isla rides the chestnut.\n"
      "Who rides Thunder? What colour is Misty?\n");
  EXPECT_THAT(stable,
              AllOf(HasSubstr("ask: member of Thunder\n"), HasSubstr("ask: color of Misty\n")));
  const std::string auction = zebra_of(
      "Agnes, Bernard and Doreen came away with a clock, a mirror and a quilt, paying $40, $55 "
      "and $70.\n1. Agnes paid $40.\nWhat did Doreen take home?\n");
  EXPECT_THAT(auction, HasSubstr("ask: came_away of Doreen\n"));
  // Two lists it may ask: refused.
  EXPECT_THAT(
      testing_english::error_of("Friends: Ann, Bo, Cy\nPets: cat, dog, rat\nHats: beret, cap, fez\n"
                                "1. Ann has the cat.\nWhat did Bo buy?\n"),
      HasSubstr("could not read this question: \"What did Bo buy\""));
}

TEST(EnglishClauses, AVerbsFormsNameItsList) {
  // `scoring` is the line's `score`: `more than anyone else` is of scores.
  const std::string head =
      "At the end the scores were 1 point, 2 points and 3 points, and the players are 16, 27 "
      "and 38 years old.\nPlayers: Mr. Orme, Mrs. Pike, Dr. Quant\n";
  EXPECT_THAT(statement(head, "Mrs. Pike won the championship, scoring more than anyone else."),
              HasSubstr("Mrs_Pike is "));
  EXPECT_THAT(statement(head, "Mrs. Pike won the championship, scoring more than anyone else."),
              ::testing::Not(HasSubstr("year")));
}

TEST(EnglishClauses, ExamsBookGroupsAndDrafts) {
  // `10.15 am` is a time; `from Grade 2 to Grade 4` a list of grades.
  const std::string exams = zebra_of(
      "Three pupils sat their exams one after another at 10.15 am, 10.45 am and 11.15 am. Each "
      "was taking a different grade, from Grade 2 to Grade 4.\nPupils: Ann, Bo, Cy\n"
      "1 Ann took Grade 3.\n2 The candidate taking the highest grade was examined last.\n");
  EXPECT_THAT(exams, AllOf(HasSubstr("ordered time: 615 645 675\n"), HasSubstr(": 2 3 4\n"),
                           HasSubstr("2: grade.4 is time.675\n")));
  // Ordinals a week apart are days of a month: `a week before` is 7.
  const std::string group =
      "The group meets on the 3rd, 10th and 17th.\nMembers: Ann, Bo, Cy\n"
      "Genres: crime, history, romance\n";
  EXPECT_THAT(statement(group, "Ann's choice was discussed a week before Bo's."), HasSubstr("- 7"));
  // `after A but before B` is both.
  const std::string draft = "Players: Ann, Bo, Cy\nPicks: 3rd, 8th, 11th\n";
  EXPECT_EQ(statement(draft, "Ann was drafted after Bo but before Cy."),
            "all of: pick(Ann) > pick(Bo); pick(Ann) < pick(Cy)");
}

TEST(EnglishClauses, RiddlesWrittenForTheOccasionInOurOwnWords) {
  // Things with an article and without in one list, run together with a
  // list of prices; a relative clause with `a dollar more`.
  const std::string bake = zebra_of(
      "The Bake Sale\n\nFour neighbours baked something for the church bake sale on Saturday. "
      "The neighbours were Ruth, Simon, Tessa and Victor. They brought brownies, a lemon cake, "
      "scones and flapjacks, and they charged $2, $3, $4 and $5 for them.\n\n"
      "1. Simon charged a dollar more than the person who made the scones.\n");
  EXPECT_THAT(bake, AllOf(HasSubstr(": brownies lemon_cake scones flapjacks\n"),
                          HasSubstr("1: charged(Simon) = charged(scones) + 1\n")));
  // `slower than A but faster than B`: the second part has the subject.
  const std::string race = "Runners: Ana, Ben, Cleo\nTimes: 22 minutes, 24 minutes, 26 minutes\n";
  EXPECT_EQ(statement(race, "Ben was slower than Cleo but faster than Dev."), "");
  EXPECT_EQ(statement(race, "Ben was slower than Cleo but faster than Ana."),
            "all of: time(Ben) > time(Cleo); time(Ben) < time(Ana)");
  // Floors: the higher is the larger, `directly above` one more; the list
  // is named by the noun after its ordinals, and answered in its words.
  const std::string floors = zebra_of(
      "Three sisters - Jo, Kate and Liz - each have a different pet (a cat, a dog and a hamster) "
      "and live on different floors of the same block: the first, second and third floors.\n\n"
      "Jo lives on a higher floor than the sister with the dog.\nThe hamster lives on the "
      "second floor.\nKate lives directly above Liz.\n\nWhich floor does Jo live on?\n");
  EXPECT_THAT(
      floors,
      AllOf(HasSubstr("ordered floor: 1 2 3\n"), HasSubstr("1: floor(Jo) > floor(dog)\n"),
            HasSubstr("3: floor(Kate) = floor(Liz) + 1\n"), HasSubstr("ask: floor of Jo\n")));
  // Of a contest's places, above is better: the smaller.
  EXPECT_EQ(statement("Players: Ann, Bo, Cy\nPlaces: 1st, 2nd, 3rd\n", "Ann finished above Bo."),
            "place(Ann) < place(Bo)");
}

TEST(EnglishClauses, FamiliesWeekdaysAndARowInOurOwnWords) {
  // `The Adams, the Browns, ...` opening a sentence; `Where did the Davies
  // stay, and for how long?` asked as two questions of the Davies.
  const std::string lets = zebra_of(
      "Holiday Lets\n\nLast summer four families each rented a different cottage for a week. "
      "The Adams, the Browns, the Clarkes and the Davies stayed at Rose Cottage, Ivy Lodge, The "
      "Mill and Sea View, for 3, 5, 7 and 10 nights.\n\n1. The Adams stayed for 3 nights.\n\n"
      "Where did the Davies stay, and for how long?\n");
  EXPECT_THAT(lets,
              AllOf(HasSubstr(": Adams Browns Clarkes Davies\n"),
                    HasSubstr("ask: stayed of Davies\n"), HasSubstr("ask: night of Davies\n")));
  // Weekdays in prose are `day`; `What was Quinn's topic?`.
  const std::string talks = zebra_of(
      "Four students presented their projects on Monday, Tuesday, Wednesday and Thursday. The "
      "students were Omar, Priya, Quinn and Rosa, and their topics were volcanoes, bees, robots "
      "and tides.\n- Omar presented on Thursday.\nOn which day did Priya present? What was "
      "Quinn's topic?\n");
  EXPECT_THAT(talks, AllOf(HasSubstr("ordered day: 1 2 3 4\n"), HasSubstr("ask: day of Priya\n"),
                           HasSubstr("ask: topic of Quinn\n")));
  // A verb after `and` has the first clause's subject; `A different person
  // lives in each` names `person`.
  const std::string row = zebra_of(
      "There are four houses in a row. A different person lives in each: Amy, Bill, Cara and "
      "Dan. Each owns a different pet: a cat, a dog, a fish and a bird.\n"
      "Bill lives in house 3 and owns the fish.\n");
  EXPECT_THAT(row, AllOf(HasSubstr("category person: Amy Bill Cara Dan\n"),
                         HasSubstr("1: all of: Bill at 3; Bill is fish\n")));
}

TEST(EnglishClauses, CoinsSecondsAndQuestionsOfAge) {
  // `50 cents` of a list in dollars is 0.5; `order` is a verb here.
  const std::string cafe =
      "Colleagues: Greta, Hugo, Ines\nDrinks: espresso, latte, tea\n"
      "Prices: $2.50, $3.00, $3.50\n";
  EXPECT_EQ(statement(cafe, "The latte cost 50 cents more than the espresso."),
            "price(latte) = price(espresso) + 0.5");
  EXPECT_EQ(statement(cafe, "Greta did not order the espresso."), "Greta is not espresso");
  EXPECT_EQ(statement("Friends: Ann, Bo, Cy\nPrices: 75 cents, 80 cents, 85 cents\n",
                      "Ann paid 5 cents more than Bo."),
            "price(Ann) = price(Bo) + 5");
  // Times in seconds: the winner is the fastest, the smallest.
  const std::string agility = zebra_of(
      "Three dogs competed in the final: Bolt, Daisy and Rex. The dogs finished in 31, 34 and 37 "
      "seconds.\n1. Rex finished in 37 seconds.\nWhich dog won?\n");
  EXPECT_THAT(agility, HasSubstr("ask: dog of finished_second.31\n"));
  // (A time in seconds is no age: `How old is Rex?` asks what no list
  // holds, and is refused.)
  EXPECT_THAT(error_of("Three dogs competed in the final: Bolt, Daisy and Rex. The dogs finished "
                       "in 31, 34 and 37 seconds.\n1. Rex finished in 37 seconds.\nHow old is "
                       "Rex?\n"),
              HasSubstr("could not read this question: \"How old is Rex\""));
  EXPECT_THAT(zebra_of("Boys: Tom, Sam, Ollie\nAges: 6, 8, 10\n1. Tom is 6.\nHow old is Sam?\n"),
              HasSubstr("ask: age of Sam\n"));
}

TEST(EnglishClauses, RiddlesOfOurOwnAreAnsweredAsWorkedOutByHand) {
  // Each question's answer in the riddle's words, one line each; the
  // answers were worked out by hand before the reader read the riddles.
  const std::pair<const char*, const char*> cases[] = {
      {"own_bake_sale.txt", "Tessa\n"},
      {"own_floors.txt", "third\nJo\n"},
      {"own_projects.txt", "Wednesday\nrobots\n"},
      {"own_coffee.txt", "Greta\n"},
      {"own_agility.txt", "Bolt\nMrs. King\n"},
      {"own_pumpkins.txt", "Alice\nbone meal\n"},
      {"own_cinema.txt", "nachos\n"},
      {"own_sports_day.txt", "Abby\n3\n"},
      {"own_book_club.txt", "Gil\n"},
      {"own_teachers.txt", "Mr Diaz\nVolvo\n"},
      {"own_hikers.txt", "9am\n"},
      {"own_quiz_night.txt", "Brainiacs\nFiona\n"},
      {"own_lanes.txt", "Zoe\norange\n"},
      {"own_garage_sale.txt", "Ms. Quill\n$30\n"},
      {"own_pizza.txt", "large\nLeo\n"},
      {"own_cinema_row.txt", "Dina\n5\n"},
      {"own_grandchildren.txt", "7\n"},
      {"own_allotments.txt", "Mr. Reyes\nbaker\n"},
      {"own_elm_street.txt", "Oscar\ntea\n"},
      {"own_village_show.txt", "marrow\n1.5 kg\n"},
      {"own_sisters.txt", "Dana\nknitting\n"},
      {"own_park_5k.txt", "27:05\nSally\n"},
      {"own_dinner.txt", "Cal\n"},
      {"own_bake_off.txt", "Kemi\nchocolate\n"},
      {"own_meeting_rooms.txt", "Birch\nThursday\n"},
      {"own_homework.txt", "tom\nbanana\n"},
      {"own_flights.txt", "Alison\n£180\n"},
      {"own_hill_street.txt", "Carters\ngreen\n"},
      {"own_pottery.txt", "Pia\nblue\n"},
      {"own_marrows.txt", "Mrs Pike\nseaweed\n"},
      {"own_mill_lane.txt", "Vik\n6\n"},
      {"own_dog_show.txt", "Rhiannon\nred\n"},
      {"own_rosettes.txt", "Alma\nblue\n"},
      {"own_jam_week.txt", "Denzil\n3 kg\n"},
      // Coral 1 and lemon 4; the Doyles right of mint puts mint at 3 and the
      // Carters' sky blue at 2; the Brooks' deckchairs at 1, the kayak at 3,
      // the windbreak at 4: the barbecue is the Carters'.
      {"own_beach_huts.txt", "Carters\n"},
      // Agnes, Dennis, Basil, Cora and Edith in weeks 1 to 5: Emma is
      // Agnes's, and Dennis's Dracula came with the fruit cake.
      {"own_novel_weeks.txt", "Agnes\nfruit\n"},
      {"own_walk_home.txt", "Olivia\n20\n"},
      {"own_harbour_street.txt", "Tom\nblue\n"},
      // Written 2026-12-02, each worked out by hand first; each met a gap
      // (`stayed`, families, `seat A`, `If ..., then ...`, `on her left`)
      // or a riddle of ours with no solution, which deduce said.
      {"own_coffee_times.txt", "Dina\n10:30\n"},
      {"own_elm_close.txt", "green\n"},
      {"own_book_pages.txt", "Bill\n300\n"},
      {"own_mill_lane_doors.txt", "Mr Green\ngreen\n"},
      {"own_half_term.txt", "Paris\n5\n"},
      {"own_club_night.txt", "Alice\n35\n"},
      {"own_cinema_seats.txt", "Mia\nwater\n4\n"},
      {"own_hale_sisters.txt", "vet\nOxford\n"},
      {"own_morning_runs.txt", "forest\n10 km\n"},
      {"own_pet_show_ages.txt", "Jade\n1\n"},
      {"own_quiz_night_drinks.txt", "7\ncider\n"},
      {"own_three_flats.txt", "Bea\n"},
      {"own_dentist_times.txt", "Miss Hill\n9:00\n"},
      {"own_sunday_puddings.txt", "Jac\n"},
      {"own_beach_hut_dogs.txt", "lilac\nEllis\n"},
      {"own_car_boot_prices.txt", "Rhys\n£5\n"},
      {"own_square_table.txt", "Kim\n"},
      {"own_grandchildren_ages.txt", "8\nAva\n"},
      {"own_marathon_times.txt", "Vic\n3 hours 50 minutes\n"},
      {"own_bus_queue.txt", "Hugh\n"},
      // Written 2026-12-02 (morning), each worked out by hand first: four read
      // right at once; the others met `, ordering a mocha`, `, dressed as a
      // banana,`, `, which wasn't the cheapest item`, `The Englishman's
      // neighbours are ...`, `me (Sam) and my flatmates Tara, ...` and a
      // pool for swimming (reworded: `loves swimming`); two of ours had
      // several solutions, which deduce said.
      {"own_giant_veg.txt", "Dora\n5 kg\n"},
      {"own_mill_lane_pets.txt", "Miss Carter\n1\n"},
      {"own_saturday_coffee.txt", "10:30\nflat white\n"},
      {"own_fun_run.txt", "superhero\nKate\n"},
      {"own_four_sisters.txt", "Bea\n"},
      {"own_raffle_tickets.txt", "bottle of wine\n33\n"},
      {"own_parking_bays.txt", "Rhys\n2\n"},
      {"own_craft_market.txt", "mug\n£9\n"},
      {"own_station_road.txt", "Irishman\n1\n"},
      {"own_flatmates_cooking.txt", "pasta\nUrsula\n"},
      // Five more: four read right at once (`Either Kim or the puppy's new
      // owner paid $35, but not both`, `Of Max and Nia, one ... and the
      // other ...`); rooms 11 to 14 along a corridor were counted as
      // eleven places, and `the historian`, `at the end of the corridor,
      // next to ...` and `Yusuf's room number` were refused. `Where is the
      // 9:40 going?`, of trains named by where they go, is still refused
      // (asked here by its platform).
      {"own_adoption_day.txt", "Nia\n$25\n"},
      {"own_four_houses_drinks.txt", "coffee\n3\n"},
      {"own_morning_trains.txt", "2\n1\n"},
      {"own_bake_off_scores.txt", "Ivan\n8\n"},
      {"own_corridor_rooms.txt", "music\nXena\n"},
      // Five more: four read right at once (`Eli is twice as old as Fay`,
      // a prose introduction of five houses, `three points clear of`);
      // two of our wordings had several solutions, which deduce said.
      // The chat about pencil cases was refused: its first line, typed in
      // lower case without a stop, had been taken for a title.
      {"own_five_houses_pets.txt", "Japanese\nwhite\n"},
      {"own_spring_weddings.txt", "peonies\nMay\n"},
      {"own_pub_quiz_teams.txt", "Brainstormers\n41\n"},
      {"own_pencil_cases_chat.txt", "Dee\ngreen\n"},
      {"own_cousins_pets.txt", "15\nEli\n"},
      // Five more, each read right at once.
      {"own_new_neighbours.txt", "Derry\n30\n"},
      {"own_summer_camp.txt", "climbing\nAsh\n"},
      {"own_early_joggers.txt", "7:00am\n50\n"},
      {"own_park_bench_drinks.txt", "juice\nDan\n"},
      {"own_sandwich_van.txt", "£4.00\ntuna\n"},
      // Five more: two read right at once (`respectively`, `the former
      // ... the latter`, `One of the sisters bought a pink beret`); the
      // others were refused at `Whereas ..., Vik has his on Thursday`, `the
      // flautist`, a race `in the first five places` with no list of them
      // (`won the race in her green vest`, `came in behind everyone
      // else`, `finished immediately in front of`) and `The Fords live at
      // number 2, next door to the family with the parrot`.
      {"own_walkies_dogs.txt", "Quentin\n3\n"},
      {"own_music_lessons.txt", "Vik\nWednesday\n"},
      {"own_park_run_vests.txt", "blue\nDot\n"},
      {"own_sisters_hats.txt", "Ivy\nnavy\n"},
      {"own_terrace_pets.txt", "Greys\n2\n"},
      // Two more: birds on Elm Street, asked first in its title (read right
      // at once), and grandad's plots (our first wording had no solution,
      // which deduce said), refused at `Where did grandad grow the leeks,
      // and what did he put on the beans?`.
      {"own_elm_street_birds.txt", "Mrs Birch\n6\n"},
      {"own_allotment_plots.txt", "2\nseaweed\n"},
      // Five more, each read right at once once our wording had one
      // solution (four of our first wordings had none or several).
      {"own_book_swap_ages.txt", "Val\n72\n"},
      {"own_granny_pearl.txt", "Holly\n"},
      {"own_bus_stop_coats.txt", "Ed\nbrown\n"},
      {"own_pie_contest.txt", "Ms Cole\npear\n"},
      {"own_walking_group.txt", "12\nMo\n"},
      {"own_bib_numbers.txt", "Dev\n31\n"},
      {"own_summer_trips.txt", "Greece\nJuly\n"},
      {"own_cake_prices.txt", "Leah\n£5\n"},
      {"own_allotment_prizes.txt", "leeks\nMr Kemp\n"},
      {"own_new_novels.txt", "Hannah\nMarch\n"},
      {"own_church_lane.txt", "4\ndog\n"},
      {"own_auction_lots.txt", "grandfather clock\n$2,250\n"},
      {"own_nans_presents.txt", "mia\n12\n"},
      {"own_wednesday_walks.txt", "Colin\n10th\n"},
      {"own_lunch_orders.txt", "bowl of soup\n$10\n"},
      {"own_terrace_cars.txt", "pilot\n1\n"},
      {"own_lost_pets.txt", "Ms Ito\ngarage\n"},
      {"own_sports_day_events.txt", "long jump\nYear 6\n"},
      {"own_allergic_pets.txt", "Ben\n"},
      {"own_weight_loss.txt", "8\nMrs. Lowe\n"},
      {"own_bus_tours.txt", "Rosa\nMarch\n"},
      {"own_bus_tour_dates.txt", "Rosa\nMarch 5\n"},
      {"own_saltby_huts.txt", "Dunns\ngreen\n"},
      {"own_grandpas_garden.txt", "8\nRory\n"},
      {"own_pencil_cases.txt", "Kai\npurple\n"},
      {"own_fancy_dress.txt", "Dmitri\nfruit salad\n"},
      {"own_dentist_tuesday.txt", "10:00\nMs Bell\n"},
      {"own_garden_neighbours.txt", "Fiona\npig\n"},
      // Four more (a bake sale, a car park, a parent's post about clubs, a
      // book festival); the car park read at once, the others after the
      // wordings of everyday_words_test.cc and a pronoun for the clue
      // before's subject. `Twelve slices of the carrot cake were sold` is
      // still refused (our bake sale says `sold twelve slices`).
      {"own_wi_cake_slices.txt", "Amy\n14\n"},
      {"own_surgery_car_park.txt", "Hugh\nwhite\n"},
      {"own_after_school_clubs.txt", "Tuesday\nchess\n"},
      {"own_book_signing.txt", "Mrs Abbott\n25\n"},
      // Three more (city breaks, a lane of cottages, an auction), each
      // unique by a brute force; read after `seven-night`, `at the same
      // cottage`, `What grows at number 3?`, `the vase` of a Chinese vase,
      // `Lot 22 cost more than ...` and `..., and what was its lot
      // number?`. Still refused and reworded: `could only get away for
      // three nights`, `The vase came up before the clock` (lots come up
      // in their numbers' order only where the riddle says so).
      {"own_city_breaks.txt", "Vienna\nApril\n"},
      {"own_mill_lane_gardens.txt", "Ern\nroses\n"},
      {"own_auction_lots_numbered.txt", "Chinese vase\n9\n"},
      // Four more (a high jump final, a street party's row, a builder's
      // March, a park run), each unique by a brute force (our first
      // wordings of two had none); the park run was refused only at `Jack
      // was runner-up`, the others at `didn't jump as high as`, `one
      // metre` of heights in cm, `four children`, `no children`, `the
      // cat` of a tabby cat, `a week after` of dates and `It's Ms Zhou
      // who ...` (everyday_words_test.cc).
      {"own_high_jump_final.txt", "Merlin\n8\n"},
      {"own_street_party_row.txt", "3\nQuinns\n"},
      {"own_builders_march.txt", "March 10\nloft conversion\n"},
      {"own_park_run_clubs.txt", "Gwen\nJoggers\n"},
      // Two more: a potluck's arrivals (read right at once but for its
      // people's list, named `45pm` after the times before it) and a
      // show's big vegetables (`half a kilo more`, read right at once). A
      // third, trains from platforms 1 to 4, was refused at our own
      // contrived `on the higher-numbered side`, after its opening
      // sentence, on the lists' line, had been refused for `between 9 and
      // 10` (now shown as framing).
      {"own_potluck_arrivals.txt", "Hetty\n7:30pm\n"},
      {"own_big_veg_show.txt", "swede\n3.5 kg\n"},
      // Three more: dogs in kennels in a row and a work chat about charity
      // (`me (Priya)`, `I didn't raise £80`), both read right at once; and
      // music exams, refused at `Either Hana plays the harp or Mr Moss
      // teaches her, but not both` and at `Who plays the oboe?` (asked of
      // the teachers, listed first) until both were read.
      {"own_rescue_kennels_row.txt", "boxer\n4\n"},
      {"own_hospice_summer.txt", "swim\nJuly\n"},
      {"own_music_exams.txt", "Kofi\n6\n"},
      // Cafes on a high street: refused at `Marco charges 20p more for a
      // flat white than Perk Up does` (20 read as 20 seats, then `for a
      // flat white`) until both were read; `how many can sit in Perk Up?`
      // is still refused (our question now asks `how many seats`).
      {"own_high_street_coffee.txt", "Marco\n36\n"},
      // Riddles written for us by writers who had not seen deduce, each
      // with a brute force of their own in Python (one solution each):
      // three of 24 were read right at once (a pub quiz's sailing race, an
      // office quiz's car park, a club email about a charity run); two
      // more after their wordings were read (fresh_wordings_test.cc): a
      // pottery class (`the evening before`, read as any evening before,
      // gave two solutions) and a close of bungalows (a bracket that is a
      // remark taken for a list of three, `at a higher number than`,
      // `neighbouring gardens`, `no fan of`, `behind neither ... nor`).
      {"own_sailing_quiz.txt", "Ollie\nyellow\n"},
      {"own_office_car_park.txt", "Bryony\nFinance\n"},
      {"own_charity_run_email.txt", "£200\n51\n"},
      {"own_pottery_evenings.txt", "bowl\nWednesday\n"},
      {"own_bungalow_close.txt", "Mrs Eyre\nred\n"},
      // A teacher's spelling bee sheet, refused at `Neither the 10-year-old
      // nor the 11-year-old finished in the top three`.
      {"own_spelling_bee_sheet.txt", "Chloe\n10\n"},
      // A choir's newsletter: `has been singing with us four years longer`
      // (`sing` the carols' word), `so one soprano, one alto, ...` and `a
      // carol with "Night" in its title`.
      {"own_choir_newsletter.txt", "Hilary\n2016\n"},
      // A parish magazine's allotments (`with plot 1 nearest the lych gate`,
      // then `going away from the gate`; `Pam has one of the two end
      // plots`; a walk from the gate past the rhubarb first, then ...).
      {"own_allotment_path.txt", "Margaret\nonions\n"},
      // A kids' bake-off (`because he says lemons are "too sour"`).
      {"own_detective_dot_bakeoff.txt", "Milo\npurple\n"},
      // Eight more, written on 2026-12-04, each unique by a brute force or
      // by hand (five of our first wordings had none, which deduce said):
      // two read right at once; the others after `What is the kitten's
      // name?` (it had asked the children's list), `Which resident keeps the
      // dog?`, `Yesterday Ros, Sam, ...` (taken as one name), a teller
      // listed as `me` with `i bought the cookbook`, `on the right` of
      // three houses, and `The mocha was ordered by whoever sat at the far
      // end`. Our `postmistress` is still refused (reworded `the woman who
      // runs the post office`).
      {"own_allotment_show.txt", "Colin\nleek\n"},
      {"own_cousins_cakes.txt", "carrot cake\n"},
      {"own_four_residents.txt", "Japanese\nEnglishman\ncoffee\n$10\n"},
      {"own_morning_swim.txt", "Ros\n6:45\n"},
      {"own_secret_santa_books.txt", "Liam\n£5\n"},
      {"own_rescue_pets_named.txt", "Leo\nSmudge\n"},
      {"own_village_shopkeepers.txt", "Mrs Bell\n"},
      {"own_three_houses.txt", "Ann\nblue\n"},
      {"own_quiz_league.txt", "Foxes\n42\n"},
      {"own_golf_column.txt", "Bea Dunn\nAshby\n"}};
  // The short form (the sanitizer pass) reads every fourth riddle.
  for (std::size_t i = 0; i < std::size(cases); ++i) {
    if (!testing::sampled_case(i, 4)) continue;
    const auto& [file, answers] = cases[i];
    const testing::RunResult r = testing::run_deduce(
        {"solve", "--format", "answer",
         testing::source_path(std::string("tests/puzzles/zebra/english/data/") + file)});
    EXPECT_EQ(r.exit_code, 0) << file << ": " << r.err;
    std::string got;
    for (std::size_t at = 0; at < r.out.size();) {
      const std::size_t end = r.out.find('\n', at);
      const std::string line = r.out.substr(at, end - at);
      const std::size_t colon = line.rfind(": ");
      got += (colon == std::string::npos ? line : line.substr(colon + 2)) + "\n";
      at = end == std::string::npos ? r.out.size() : end + 1;
    }
    EXPECT_EQ(got, answers) << file;
  }
}

TEST(EnglishClauses, ContestsTheirLastAndTheirLabels) {
  // `came last` of points is the fewest; tables 1 to 4 are labels no one
  // wins by; `Which team won?` is asked, never framed.
  const std::string quiz =
      "Teams: Brainiacs, Know-Alls, Quizzards\nScores: 18 points, 21 points, 24 points\n"
      "Each team sat at a different table (tables 1 to 3) and had a different captain: Fiona, "
      "George and Heidi.\n";
  EXPECT_EQ(statement(quiz, "The team at table 3 came last."), "table.3 is score.18");
  EXPECT_EQ(statement(quiz, "Heidi's team won."), "Heidi is score.24");
  EXPECT_THAT(zebra_of(quiz + "1. Heidi's team won.\nWhich team won?\n"),
              HasSubstr("ask: team of score.24\n"));
  // A relative clause about one of the people names no one: refused.
  const std::string bee =
      "Students: Aditi, Brody, Chloe\nWords: mnemonic, rhythm, guillotine\n"
      "Places: 1st, 2nd, 3rd\n";
  EXPECT_EQ(statement(bee, "The student who tutored Aditi spelled rhythm."), "");
  // A list after a colon stays beside names run together before it.
  EXPECT_THAT(zebra_of("Three cousins visited on different days (Monday, Wednesday and Friday). "
                       "Rosie, Sean and Tara each brought a different present: flowers, "
                       "chocolates or a book.\n1. Tara came on Monday.\n"),
              HasSubstr("category present: flowers chocolates book\n"));
}

TEST(EnglishClauses, SizesAreAScaleAndMoneyAfterForIsAPrice) {
  const std::string pizza = "Friends: Leo, Mia, Nate\nSizes: small, large, extra large\n";
  EXPECT_EQ(statement(pizza, "Leo's pizza was bigger than Mia's."), "size(Leo) > size(Mia)");
  EXPECT_EQ(statement(pizza, "Nate's pizza was the smallest."), "Nate is size.2");
  EXPECT_THAT(zebra_of("Each seller (Ann, Bo and Cy) sold one item - a lamp, a rug or a bike - "
                       "for $15, $20 or $25.\n1. Ann sold the lamp.\n"),
              HasSubstr("ordered price: 15 20 25\n"));
}

TEST(EnglishClauses, EndsOfARowAndListsSaidOneByOne) {
  const std::string row = zebra_of(
      "Three friends sit in a row, in seats 1 to 3 from left to right. They are Amir, Bea and "
      "Carl. Each has a different snack: popcorn, crisps and nachos.\n1. Bea is not at either "
      "end.\nWhere does Carl sit?\n");
  EXPECT_THAT(
      row, AllOf(HasSubstr("category name: Amir Bea Carl\n"), HasSubstr("1: not: Bea at an end\n"),
                 HasSubstr("ask: position of Carl\n")));
  // `One is 5, one is 7 and one is 9` is a list.
  EXPECT_THAT(zebra_of("The grandchildren are Poppy, Quentin and Ruby. One is 5, one is 7 and one "
                       "is 9.\n1. Ruby is the oldest.\n"),
              HasSubstr(": 5 7 9\n"));
}

TEST(EnglishClauses, TheFormerAndTheLatterSaidByTheirNames) {
  // `Of A and B, the former ... the latter ...` in any words the reader
  // reads: each said by its name; a value's own (`Ms. Howe's job`) after
  // `and` opens a clause of its own.
  const std::string kitchen =
      "Inventions: bread slicer, electric kettle, toaster\nInventors: Ames, Bly, Cox\n"
      "Years: 1900, 1916, 1932\n";
  EXPECT_EQ(statement(kitchen,
                      "Of the bread slicer and the electric kettle, the former was patented 16 "
                      "years after the latter."),
            "year(bread_slicer) = year(electric_kettle) + 16");
  const std::string builders =
      "The jobs took 2, 3, 5 and 6 weeks.\nHouseholders: Mrs. Finch, Mr. Grady, Ms. Howe, Mr. "
      "Ince\nProjects: conservatory, extension, loft conversion, new roof\n";
  EXPECT_EQ(statement(builders,
                      "Of Mrs. Finch and Ms. Howe, the former didn't have the extension and the "
                      "latter's job dragged on the longest."),
            "all of: Mrs_Finch is not extension; Ms_Howe is took_week.6");
}

TEST(EnglishClauses, RemarksSetOffByAsAndPointsClearOf) {
  // `..., as it does most years`: a remark; `five points clear of` is
  // five points more (marks are won by the most).
  const std::string match =
      "Alun, Bryn, Cledwyn and Dafydd each brought out a tractor: a Nuffield, a Fordson, a "
      "Ferguson and an Allis. The judges handed out marks of 64, 71, 75 and 80 points.\n";
  EXPECT_EQ(statement(match, "Bryn's work took the top mark, as it does most years."),
            "Bryn is mark_point.80");
  EXPECT_EQ(statement(match, "Dafydd finished five points clear of Alun."),
            "mark_point(Dafydd) = mark_point(Alun) + 5");
  // A remark that says a number or a comparison is no remark.
  EXPECT_EQ(statement(match, "Bryn scored 71, as he did in 2019."), "");
}

TEST(EnglishClauses, NeitherDidTheOtherAndOneSlotAhead) {
  const std::string grid =
      "Five friends lined up in grid slots 1 to 5, with slot 1 at the front.\n"
      "Driver: Jasmine, Kofi, Liam, Maddie, Nikhil\nKart: 7, 12, 23, 31, 44\n\n";
  EXPECT_EQ(
      statement(grid, "Kart 7 didn't start at the back of the grid, and neither did kart 44."),
      "all of: kart.7 not at 5; kart.44 not at 5");
  EXPECT_EQ(statement(grid, "Kofi wasn't at the front, nor was Liam."),
            "all of: Kofi not at 1; Liam not at 1");
  // One place counted by the row's noun (it had read as any place ahead).
  EXPECT_EQ(statement(grid, "Kart 12 started one slot ahead of Liam."), "kart.12 1 left of Liam");
  EXPECT_EQ(statement(grid, "Kart 12 started two slots ahead of Liam."), "kart.12 2 left of Liam");
}

TEST(EnglishClauses, APronounInsideTheSecondClause) {
  // Beards in cm and their wearers in years old: `shortest` is of the
  // beards only (it had read two ways), and `it` inside the second clause
  // is the one value the first names.
  const std::string beards =
      "Three lads entered: Al, Bo and Cy. Each grew a different beard (goatee, full beard or "
      "stubble). The beards measured 8 cm, 12 cm and 17 cm, and the lads are 29, 34 and 41 "
      "years old.\n";
  EXPECT_EQ(statement(beards, "The goatee was the shortest entry."), "goatee is length.8");
  EXPECT_EQ(statement(beards,
                      "The goatee was the shortest entry, and the man wearing it is the youngest."),
            "all of: goatee is length.8; goatee is year_old.29");
  EXPECT_EQ(statement(beards, "Al is the oldest, and the stubble is worn by him."),
            "all of: Al is year_old.41; stubble is Al");
  // (Where the first names two, a pronoun placed from is the last.)
  EXPECT_EQ(statement(beards, "Al grew the goatee, and Bo sat next to it."),
            "all of: Al is goatee; Bo next to goatee");
}

TEST(EnglishClauses, TheLatterComparedWithTheFirst) {
  // `although the latter made the bigger break`: bigger than the first's
  // (it had been refused); `the lad from ...` is a person.
  const std::string league =
      "Four snooker players each represent a different pub: The Anchor, The Bell, The Crown and "
      "The Plough. They are Dave, Kev, Lee and Sanjay. Their highest breaks were 42, 57, 68 and "
      "81, and they won 11, 14, 16 and 19 frames.\n\n";
  EXPECT_EQ(statement(league,
                      "Kev won three more frames than Lee, although the latter made the "
                      "bigger break."),
            "all of: won_frame(Kev) = won_frame(Lee) + 3; highest_break(Lee) > highest_break(Kev)");
  EXPECT_EQ(statement(league,
                      "Dave's break was 11 higher than the one made by the lad from The "
                      "Crown."),
            "highest_break(Dave) = highest_break(Crown) + 11");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

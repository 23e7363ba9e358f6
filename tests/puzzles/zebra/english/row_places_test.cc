// The places of a row said by its own noun: the noun of the sentence that
// sets the row (`The benches stand in a row`), `at the bench next to`
// before where it is, and questions of the one at a place, in the active
// and in the passive (`What was being drunk at bench 2?`). Riddles
// written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::data;
using testing_english::error_of;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kGarden =
    "Four regulars each had a picnic bench to themselves in the pub garden. The benches stand "
    "in a row and are numbered 1 to 4 from left to right.\n\n"
    "Diners: Harriet, Ivor, Jess, Kofi\nMeals: burger, pie, salad, scampi\n"
    "Drinks: lager, lemonade, shandy, stout\n\n";

TEST(EnglishRowPlaces, WhoeverSatThereIsThePersonThere) {
  const std::string cafe =
      "Three friends sat on three stools along the counter, numbered 1 to 3 from the door.\n"
      "Friends: Amara, Ben, Carlos\nDrinks: latte, mocha, tea\n\n";
  EXPECT_EQ(statement(cafe, "The mocha was ordered by whoever sat at the far end."), "mocha at 3");
  EXPECT_EQ(statement(cafe, "The person who sat at the far end ordered the mocha."), "mocha at 3");
  // (`the end nearest the door` is that end, never either end.)
  EXPECT_EQ(statement(cafe, "Whoever sat at the end nearest the door ordered the tea."),
            "tea at 1");
  EXPECT_EQ(statement(cafe, "Ben sat at the end furthest from the door."), "Ben at 3");
}

TEST(EnglishRowPlaces, OnTheImmediateLeftIsJustLeft) {
  const std::string houses =
      "There are three houses in a row. The houses are red, green and white; their owners are a "
      "Brit, a Swede and a Dane.\n\n";
  EXPECT_EQ(statement(houses, "The green house is on the immediate left of the white house."),
            "green just left of white");
  EXPECT_EQ(statement(houses, "The Dane is on the immediate right of the Brit."),
            "Dane just right of Brit");
}

TEST(EnglishRowPlaces, OnTheRightOfThreeIsTheRightEnd) {
  const std::string three =
      "There are 3 houses in a row. Each house has a different colour: red, green, blue.\n\n";
  EXPECT_EQ(statement(three, "The blue house is on the right."), "blue at 3");
  EXPECT_EQ(statement(three, "The red house is on the left, next to the green one."),
            "all of: red at 1; red next to green");
  // (Never the side of one of two: `with the red house on the left`.)
  EXPECT_EQ(statement(three,
                      "There is one house between the red house and the blue house, with "
                      "the red house on the left."),
            "red 2 left of blue");
  // (Of five, `on the right` may be any house on that side: refused.)
  EXPECT_EQ(statement("There are 5 houses in a row. Each house has a different colour: red, "
                      "green, blue, white, black.\n\n",
                      "The blue house is on the right."),
            "");
}

TEST(EnglishRowPlaces, TheRowsNounBeforeWhereItIs) {
  EXPECT_EQ(statement(kGarden, "Ivor sat at the bench next to Jess."), "Ivor next to Jess");
  EXPECT_EQ(statement(kGarden, "The pie was eaten at the bench directly left of the scampi."),
            "pie just left of scampi");
  // A bench said by its number stays a place.
  EXPECT_EQ(statement(kGarden, "Kofi sat at bench 3."), "Kofi at 3");
}

TEST(EnglishRowPlaces, NeighboursEndsAndAllTheOthersAsBooksSayThem) {
  EXPECT_EQ(statement(kGarden, "The stout drinker has neighbours on both sides."),
            "not: stout at an end");
  EXPECT_EQ(statement(kGarden, "Jess has a neighbour on each side."), "not: Jess at an end");
  EXPECT_EQ(statement(kGarden, "The salad's bench is not on the end."), "not: salad at an end");
  EXPECT_EQ(statement(kGarden, "Harriet was next door but one to Kofi."),
            "Harriet 2 away from Kofi");
  EXPECT_EQ(statement(kGarden, "The pie and the burger were next door to each other."),
            "pie next to burger");
  EXPECT_EQ(statement(kGarden, "The lager was drunk to the left of all the others."), "lager at 1");
  EXPECT_EQ(statement(kGarden, "Ivor sat further right than anybody else."), "Ivor at 4");
  EXPECT_EQ(statement(kGarden,
                      "The pie was right between the burger and the salad, next to both "
                      "of them."),
            "all of: pie next to burger; pie next to salad");
  EXPECT_EQ(statement(kGarden, "Jess sat at the first bench on the right."), "Jess at 4");
  EXPECT_EQ(statement(kGarden,
                      "The shandy drinker sat right between Ivor and Kofi, with one of "
                      "them on each side."),
            "all of: shandy next to Ivor; shandy next to Kofi");
  EXPECT_THAT(
      zebra_of(kGarden + "1. Ivor sat at bench 2.\nWho sat on the first bench on the left?\n"),
      HasSubstr("ask: diner at 1\n"));
  EXPECT_EQ(statement(kGarden, "Kofi sat somewhere to the right of both Ivor and Jess."),
            "all of: Kofi right of Ivor; Kofi right of Jess");
  // One's neighbours named: next door to each.
  EXPECT_EQ(statement(kGarden, "The stout drinker's neighbours are Ivor and Kofi."),
            "all of: stout next to Ivor; stout next to Kofi");
  EXPECT_EQ(statement(kGarden, "Jess's only neighbour was the pie eater."), "Jess next to pie");
}

TEST(EnglishRowPlaces, ARacksSlotsNumberedFromTheTopStandUpright) {
  // Slots, drawers, bunks, pegs stand on one another where the text says
  // which end is 1; `in the bottom slot` is a place, never the least of
  // the paddles' lengths.
  const std::string rack =
      "The rack has four slots, numbered 1 (top) to 4 (bottom). The boats are lime, orange, "
      "purple and yellow; they belong to Hamid, Iona, Jess and Karl; and the paddles are 210 cm, "
      "220 cm, 230 cm and 240 cm long.\n\n";
  EXPECT_EQ(statement(rack, "Karl's kayak is directly above Hamid's."), "Karl just left of Hamid");
  EXPECT_EQ(statement(rack, "The yellow kayak is in the bottom slot."), "yellow at 4");
  EXPECT_EQ(statement(rack, "The lime kayak is on the top slot."), "lime at 1");
}

TEST(EnglishRowPlaces, ARowNumberedFromALandmarkWithoutTheWordEnd) {
  const std::string street =
      "Four cottages stand side by side, numbered 1 to 4 from the quay.\n"
      "Owners: Tom, Walter, Jimmy, Seth\nDoors: blue, green, red, yellow\n\n";
  EXPECT_EQ(statement(street, "Tom lives in the cottage nearest the quay."), "Tom at 1");
  EXPECT_EQ(statement(street, "The green door is at the far end of the street."), "green at 4");
  EXPECT_EQ(statement(street, "Seth lives next door to Walter, on the side further from the quay."),
            "Seth just right of Walter");
  EXPECT_EQ(statement(street, "Jimmy lives immediately further from the quay than Tom."),
            "Jimmy just right of Tom");
}

TEST(EnglishRowPlaces, QuestionsOfTheOneAtAPlace) {
  const std::string clue = "1. Ivor sat at the bench next to Jess.\n\n";
  EXPECT_THAT(zebra_of(kGarden + clue + "What did the diner at bench 2 drink?\n"),
              HasSubstr("ask: drink at 2"));
  EXPECT_THAT(zebra_of(kGarden + clue + "What was drunk at bench 2?\n"),
              HasSubstr("ask: drink at 2"));
  EXPECT_THAT(zebra_of(kGarden + clue + "What was being drunk at bench 4?\n"),
              HasSubstr("ask: drink at 4"));
}

TEST(EnglishRowPlaces, EndsNamedByTheirLandmarksAndTheWayDown) {
  const std::string market =
      "Four traders set up along Mill Road, in a row of stalls running from the chapel end "
      "(stall 1) down to the bus stop end (stall 4). The traders are Ann, Bo, Cy and Di; they "
      "sell bread, cheese, eggs and fish.\n\n";
  EXPECT_EQ(statement(market, "Ann has the stall at the chapel end."), "Ann at 1");
  EXPECT_EQ(statement(market, "Bo is at the bus stop end."), "Bo at 4");
  EXPECT_EQ(statement(market, "The fish stall stands exactly halfway along the row."),
            "fish in the middle");
  EXPECT_EQ(statement(market, "The bread is two stalls further from the chapel than the eggs."),
            "bread 2 right of eggs");
  // Down is the way from stall 1 to stall 4, up the other.
  EXPECT_EQ(statement(market, "The egg stall is the next one down from Bo's."),
            "eggs just right of Bo");
  EXPECT_EQ(statement(market, "Cy is further up than Di."), "Cy left of Di");
}

TEST(EnglishRowPlaces, WhatOneHasThenWhereOneIs) {
  const std::string waiting =
      "Four patients are sitting on the row of four chairs in the waiting room, numbered 1 to 4 "
      "from left to right.\n\nPatients: Anneka, Kayleigh, Tobias, Walter\n"
      "Pastimes: crossword, knitting, novel, phone\n\n";
  EXPECT_EQ(statement(waiting, "Anneka is doing the crossword at one end of the row."),
            "all of: Anneka is crossword; Anneka at an end");
  EXPECT_EQ(
      statement(waiting, "Tobias is scrolling through his phone two chairs away from Kayleigh."),
      "all of: Tobias is phone; Tobias 2 away from Kayleigh");
  // A denial is never split so (it may deny either part).
  EXPECT_EQ(statement(waiting, "Tobias isn't on his phone next to Kayleigh."), "");
  // Nor a clause of its own, nor a person or an age in the middle: those
  // are no things held (`beating the 10-year-old into 2nd place`).
  EXPECT_EQ(statement(waiting, "Tobias said that the phone is next to Kayleigh."), "");
  const std::string race =
      "Four youngsters lined up at the start: Archie, Bea, Cormac and Elif, aged 6, 7, 8 and "
      "9.\n\n";
  EXPECT_THAT(statement(race, "Bea won, beating the 9-year-old into 2nd place."),
              Not(HasSubstr("Bea is aged.9")));
}

TEST(EnglishRowPlaces, AQuestionInTheIntroductionsWords) {
  // `in for` is what the introduction says of the appointments.
  const std::string waiting =
      "Four patients are sitting on the row of four chairs in the waiting room, numbered 1 to 4 "
      "from left to right. Each is in for a different appointment.\n\n"
      "Patients: Anneka, Kayleigh, Tobias, Walter\nPastimes: crossword, knitting, novel, phone\n"
      "Appointments: check-up, crown, filling, polish\n\n1. Walter is in chair 1.\n\n";
  EXPECT_THAT(zebra_of(waiting + "What is Anneka in for?\n"),
              HasSubstr("ask: appointment of Anneka"));
  // Words the introduction says of no list ask nothing.
  EXPECT_THAT(error_of(waiting + "What is Anneka up to?\n"),
              HasSubstr("could not read this question"));
}

TEST(EnglishRowPlaces, EndsSaidByAVerbOfStandingAndTheWayWalked) {
  const std::string flags =
      "Five flags hang along the path from the church porch to the lych-gate. Numbering the "
      "flags 1 to 5 starting from the porch, each is a different colour (blue, green, red, white "
      "or yellow) and shows a different emblem (a dove, a fish, a heart, a star or a sun).\n\n";
  EXPECT_EQ(statement(flags, "The white flag hangs first."), "white at 1");
  EXPECT_EQ(statement(flags, "The white flag hangs first, nearest the porch."), "white at 1");
  // The same end said twice, or two ends: only the first reads.
  EXPECT_EQ(statement(flags, "The white flag hangs last, nearest the porch."), "");
  EXPECT_EQ(statement(flags, "The red flag is the middle one of the five."), "red in the middle");
  EXPECT_EQ(statement(flags, "Walking from the porch, the heart comes somewhere before the fish."),
            "heart left of fish");
  // From the other end `before` goes the other way: refused, never read
  // without its first words.
  EXPECT_EQ(statement(flags, "Walking from the lych-gate, the heart comes before the fish."), "");
}

TEST(EnglishRowPlaces, TheLandmarksSideAndNeitherOfTheTwo) {
  const std::string tents =
      "Four friends pitched their tents in a line along the hedge, tent 1 nearest the gate and "
      "tent 4 furthest from it. Jas, Kofi, Lou and Marty each came mainly to see a different "
      "band (Dune Buggy, Glasshouse, The Rattlers or Velvet Moth).\n\n";
  EXPECT_EQ(statement(tents,
                      "The Velvet Moth fan is camped in the tent immediately on the gate "
                      "side of the Rattlers fan."),
            "Velvet_Moth just left of The_Rattlers");
  EXPECT_EQ(statement(tents, "Lou is on the gate side of Jas."), "Lou left of Jas");
  EXPECT_EQ(statement(tents, "Lou came to see the Rattlers."), "Lou is The_Rattlers");
  // `them` is the two the first clause names.
  EXPECT_EQ(statement(tents,
                      "Lou is nearer the gate than Kofi, and neither of them came to see "
                      "the Rattlers."),
            "all of: Lou left of Kofi; neither Lou nor Kofi is The_Rattlers");
  EXPECT_EQ(statement(tents, "Lou is next to Kofi, but neither saw Glasshouse."),
            "all of: Lou next to Kofi; neither Lou nor Kofi is Glasshouse");
}

TEST(EnglishRowPlaces, TheNextLaneAndAStack) {
  const std::string lanes =
      "Five sprinters pushed off from the starting blocks in lanes 1 to 5: Ade, Bryony, Ciaran, "
      "Dottie and Emre. Each runs for a different house (Ash, Beech, Elm, Oak or Yew). Mrs Kaur "
      "has hidden the results in a puzzle for you to solve over the weekend.\n\n";
  EXPECT_EQ(statement(lanes, "Bryony was in the lane just after the Oak runner's."),
            "Bryony just right of Oak");
  EXPECT_EQ(statement(lanes, "Ade ran in the lane immediately before Emre's."),
            "Ade just left of Emre");
  // A value's noun asks its list, in a row too (it had been asked as
  // `Which house is Ade's time`, the house).
  EXPECT_THAT(zebra_of("Five sprinters pushed off from the starting blocks in lanes 1 to 5: Ade, "
                       "Bryony, Ciaran, Dottie and Emre. Their times were 12.8, 13.1, 13.4, 13.9 "
                       "and 14.2 seconds. Each runs for a different club (Ash, Beech, Elm, Oak or "
                       "Yew).\n\n1. Ade runs for Elm.\n\nWhat was Ade's time?\n"),
              HasSubstr("ask: time_second of Ade"));
  // `house` names the list here, not the lanes.
  EXPECT_THAT(zebra_of(lanes + "1. Ade runs for Elm.\n\nWhich house is Ciaran in?\n"),
              Not(HasSubstr("ask: position of Ciaran")));
  // Things stacked `one on top of another` stand in a column.
  const std::string stack =
      "I stacked four cases one on top of another, numbered 1 (the top) to 4 (the bottom).\n\n"
      "Owners: Ann, Bo, Cy, Di\nColours: grey, navy, red, tan\n\n";
  EXPECT_EQ(statement(stack, "Ann's case is directly below the tan one."), "Ann just right of tan");
  // Without places, `directly below` is never one step less of a number.
  EXPECT_EQ(statement("Owners: Ann, Bo, Cy, Di\nColours: grey, navy, red, tan\nWeights: 14 kg, "
                      "17 kg, 20 kg, 23 kg\n\n",
                      "Ann's case sat directly below the tan one."),
            "");
}

TEST(EnglishRowPlaces, WhatAnOrderOpensAndClosesWith) {
  const std::string magic =
      "Five conjurors performed one after another.\n\nMagicians: Bellini, Mystique, Puzzlewit, "
      "Sorcero, Zandor\nTricks: card trick, dove, chains, rings, mind reading\nTimes: 7:00 pm, "
      "7:15 pm, 7:30 pm, 7:45 pm, 8:00 pm\n\n";
  EXPECT_EQ(statement(magic, "The evening opened with the card trick."), "card_trick is time.1140");
  EXPECT_EQ(statement(magic, "The show closed with Zandor."), "Zandor is time.1200");
  EXPECT_EQ(statement(magic, "Zandor closed the show."), "Zandor is time.1200");
}

TEST(EnglishRowPlaces, AnOrderPlayedAndTheYearsThingsCameOut) {
  // Records numbered in the order they were played, and the years they
  // came out: `came out after` is of the years, `played after` of the
  // order.
  const std::string records =
      "Here are the first four records I played, numbered 1 to 4 in the order they went out. The "
      "four acts were Dusty Lane, Kitty Vale, Red Admiral and Silver Arrow. The records came out "
      "in 1964, 1969, 1972 and 1977, one each. Each was a request from a patient: Bev, Colin, "
      "Frank and Ron.\n\n";
  EXPECT_EQ(statement(records, "Colin's record came out after Ron's."),
            "came_out(Colin) > came_out(Ron)");
  EXPECT_EQ(statement(records, "Colin's choice came out three years after Ron's."),
            "came_out(Colin) = came_out(Ron) + 3");
  EXPECT_EQ(statement(records, "Bev's request was played straight after Frank's."),
            "Bev just right of Frank");
}

TEST(EnglishRowPlaces, ARiddleWrittenForTheOccasionNumberedFromThePierEnd) {
  // (Answered as worked out by hand in clauses_test.cc.)
  const std::string z = zebra_of(deduce::testing::slurp(data("own_beach_huts.txt")));
  EXPECT_THAT(z, HasSubstr("1: coral at 1\n"));
}

TEST(EnglishRowPlaces, OneAWeekIsAnOrderOfWeeks) {
  // `each chose a novel ..., one a week`: five weeks in order, with no
  // list of them; `the week after`, `two weeks after`, `read third`, `in
  // the first week, and Ulysses in the last`.
  const std::string club =
      "Five members each chose a novel for the group to read, one a week. The members were "
      "Agnes, Basil, Cora, Dennis and Edith, and the novels were Emma, Dracula, Ulysses, Rebecca "
      "and Middlemarch.\n\n";
  EXPECT_EQ(statement(club, "Dracula was read the week after Agnes's choice."),
            "Dracula just right of Agnes");
  EXPECT_EQ(statement(club, "Cora's meeting was two weeks after Dennis's."),
            "Cora 2 right of Dennis");
  EXPECT_EQ(statement(club, "Basil's novel was read third."), "Basil at 3");
  EXPECT_EQ(statement(club, "Emma was read in the first week, and Ulysses in the last."),
            "all of: Emma at 1; Ulysses at 5");
  EXPECT_EQ(statement(club, "Dracula was read the week after Agnes's, but the week before Cora's."),
            "all of: Dracula just right of Agnes; Dracula just left of Cora");
  // A list of the periods themselves is a list, no order of places.
  EXPECT_THAT(zebra_of("Four babies were born, one a month from January through April: Kito, "
                       "Luna, Mosi and Nala.\n\n1. Kito was born in March.\n"),
              Not(HasSubstr("positions: 4")));
}

const std::string kClose =
    "Five neighbours in Elm Close each own a car of a different colour. Their houses are "
    "numbers 1 to 5, in a row from left to right.\n\nNames: Fay, Gus, Hal, Ivy, Jo\n"
    "Colours: black, blue, green, red, white\nPets: cat, dog, fish, hamster, rabbit\n\n";

TEST(EnglishRowPlaces, ASubjectDescribedByItsPlace) {
  // What the one beside does goes with that place, never with the value
  // it is beside (`Whoever lives just left of Fay owns the red car` had
  // read as Fay's red car).
  EXPECT_EQ(statement(kClose, "Whoever lives just left of Fay owns the red car."),
            "red just left of Fay");
  EXPECT_EQ(statement(kClose, "The person next to Fay owns the red car."), "red next to Fay");
  EXPECT_EQ(statement(kClose,
                      "The man who lives immediately to the right of the dog owner "
                      "drives the black car."),
            "black just right of dog");
  EXPECT_EQ(statement(kClose, "The house immediately to the left of Fay's has the red car."),
            "red just left of Fay");
  EXPECT_EQ(statement(kClose, "Fay's left-hand neighbour keeps a rabbit."),
            "rabbit just left of Fay");
  EXPECT_EQ(statement(kClose, "Fay's neighbour on the right owns the red car."),
            "red just right of Fay");
  EXPECT_EQ(statement(kClose, "The red car belongs to Fay's left-hand neighbour."),
            "red just left of Fay");
  EXPECT_EQ(statement(kClose, "The red car's owner lives next door to Fay, on her left."),
            "red just left of Fay");
  // Denied, it may be of either neighbour; a verb no table knows is not
  // read as having: both refused.
  EXPECT_EQ(statement(kClose, "The person next to Fay doesn't own the red car."), "");
  EXPECT_EQ(statement(kClose, "The person next to Fay hates the red car."), "");
  // Two things after the verb are no one thing.
  EXPECT_NE(statement(kClose, "The person next to Fay owns the red car and the dog."),
            "red next to Fay");
}

const std::string kCinema =
    "Five of us sat in a row at the cinema, seats A to E from left to right.\n\n"
    "People: Jack, Kate, Liam, Mia, Noah\nSnacks: popcorn, nachos, hot dog, candy, crisps\n\n";

TEST(EnglishRowPlaces, LetteredPlacesAreInTheirLettersOrder) {
  EXPECT_THAT(zebra_of(kCinema + "1. Jack was in seat A.\n"), HasSubstr("positions: 5\n"));
  // (`A` is no article after the row's noun.)
  EXPECT_EQ(statement(kCinema, "Jack, who had the popcorn, was in seat A."),
            "all of: Jack is popcorn; Jack is p1");
  EXPECT_EQ(statement(kCinema, "Kate sat in seat D."), "Kate at 4");
  EXPECT_EQ(statement(kCinema, "The nachos were eaten in seat E."), "nachos at 5");
  // A letter past the row's last names no seat.
  EXPECT_EQ(statement(kCinema, "Kate sat in seat F."), "");
  // `right at the end, on the right`: the right-hand end.
  EXPECT_EQ(statement(kCinema, "Noah was right at the end, on the right."), "Noah at 5");
  EXPECT_EQ(statement(kCinema, "Mia sat at the very end on the left."), "Mia at 1");
  // Without letters said for the row, a capital letter is no seat.
  const std::string numbered =
      "Five of us sat in a row at the cinema, seats 1 to 5 from left to right.\n\n"
      "People: Jack, Kate, Liam, Mia, Noah\nSnacks: popcorn, nachos, hot dog, candy, crisps\n\n";
  EXPECT_NE(statement(numbered, "Kate sat in seat D."), "Kate at 4");
}

TEST(EnglishRowPlaces, ThereAreFiveBeachHutsAndNextDoorToTheFirstClause) {
  const std::string huts =
      "There are five beach huts in a row along the promenade.\n\n"
      "Families: Ashby, Blake, Carver, Dunn, Ellis\nColours: blue, green, lilac, orange, yellow\n"
      "Dogs: beagle, collie, poodle, pug, spaniel\n\n";
  // The row's noun is the last of those counted: `hut`.
  EXPECT_EQ(statement(huts, "The beagle belongs to the family in the first hut."), "beagle at 1");
  // `next door` with no one after it is next door to the first clause's.
  EXPECT_EQ(statement(huts, "The Dunns' hut is orange, and the poodle lives next door."),
            "all of: Dunn is orange; poodle next to orange");
  // (Not where that clause places something itself: next door to which?)
  EXPECT_EQ(statement(huts, "Dunn lives next to Ellis, and the poodle lives next door."), "");
}

TEST(EnglishRowPlaces, AListSaidInTheRowsOrderPutsEachAtItsPlace) {
  // The order a sentence gives its list in is kept: each at its place
  // (it had been a free list, and the riddle had several solutions).
  const std::string tail =
      " Their names are Gail, Hugh, Ines, Jon and Kate.\n\n1. Kate was first.\n";
  EXPECT_THAT(zebra_of("Five people waited in a queue at the bus stop this morning. From the front "
                       "of the queue to the back they were: the nurse, the student, the builder, "
                       "the teacher and the chef." +
                       tail),
              AllOf(HasSubstr("queue_back1: nurse at 1\n"), HasSubstr("queue_back5: chef at 5\n")));
  EXPECT_THAT(zebra_of("Five people waited in a queue at the bus stop this morning. From the back "
                       "of the queue to the front they were: the nurse, the student, the builder, "
                       "the teacher and the chef." +
                       tail),
              AllOf(HasSubstr(": chef at 1\n"), HasSubstr(": nurse at 5\n")));
  // An order said of the row, not of the list, places nothing.
  EXPECT_THAT(zebra_of("Five houses stand in a row from left to right, each a different colour: "
                       "red, blue, green, white and yellow." +
                       tail),
              Not(HasSubstr(": red at 1\n")));
}

// Places labelled by numbers that start past 1: rooms 11 to 14 along a
// corridor, each its place in that order.
const std::string kCorridor =
    "Four students share a corridor in halls. Their rooms are 11, 12, 13 and 14, side by side "
    "in that order. The students are Will, Xena, Yusuf and Zoe, and they study history, law, "
    "maths and music.\n\n";

TEST(EnglishRowPlaces, RoomsNumberedFromElevenAreTheRowsPlaces) {
  const std::string z = zebra_of(kCorridor + "1. Zoe studies law.\nWho is in room 14?\n");
  EXPECT_THAT(z, HasSubstr("positions: 4\n"));
  EXPECT_THAT(z, HasSubstr("ordered room: 11 12 13 14\n"));
  EXPECT_THAT(z, HasSubstr("room4: room.14 at 4\n"));
  EXPECT_THAT(z, HasSubstr("ask: student of room.14\n"));
  // `the historian` and `the mathematician` of history and maths; the
  // corridor's end is the row's; a second place said after a comma.
  EXPECT_EQ(statement(kCorridor,
                      "The historian has the room at the end of the corridor, next to the "
                      "mathematician."),
            "all of: history at an end; history next to maths");
  EXPECT_EQ(statement(kCorridor, "Yusuf's room number is lower than everyone else's."),
            "Yusuf is room.11");
  EXPECT_EQ(statement(kCorridor, "The musician is not Will."), "music is not Will");
  // (Ages listed in a sentence of their own label no places.)
  EXPECT_THAT(zebra_of("There are three swings in a row, numbered 1 to 3. The children are Al, "
                       "Bo and Cy. Their ages are 4, 5 and 6.\n\n1. Al is 4.\n"),
              Not(HasSubstr("age1:")));
}

TEST(EnglishRowPlaces, QuestionsOfAThingBySomeoneOutsideTheLists) {
  const std::string clues = "1. Kofi sat at bench 2.\n";
  EXPECT_THAT(zebra_of(kGarden + clues + "Where did the waiter take the scampi?\n"),
              HasSubstr("ask: position of scampi\n"));
  EXPECT_THAT(zebra_of(kGarden + clues + "Where was the scampi eaten?\n"),
              HasSubstr("ask: position of scampi\n"));
  // (`What did he put on the beans?` is asked in own_allotment_plots.txt.)
}

TEST(EnglishRowPlaces, ABenchIsARowAndOfThreeBetweenTheOtherTwoIsTheMiddle) {
  const std::string bench =
      "Three friends, Maisie, Tom and Ugo, sit on a bench. They are wearing red, green and blue "
      "hats.\n\n";
  EXPECT_THAT(zebra_of(bench + "1. Ugo is on the far left.\n"), HasSubstr("positions: 3\n"));
  EXPECT_EQ(statement(bench, "Maisie is sitting between the other two."), "Maisie in the middle");
  EXPECT_EQ(statement(bench, "Maisie sits between the other two friends."), "Maisie in the middle");
  // Of four, `the other two` is no middle: refused, never guessed.
  const std::string four =
      "Four friends, Maisie, Tom, Ugo and Val, sit on a bench. They are wearing red, green, blue "
      "and gold hats.\n\n";
  EXPECT_EQ(statement(four, "Maisie is sitting between the other two."), "");
}

TEST(EnglishRowPlaces, ANeighboursSideSaidAfterACommaIsTheSideOfTheOneNamedLast) {
  const std::string stalls =
      "There are four stalls in a line. The traders are Bev, Dilip, Kerry and Sal. The awnings "
      "are red, green, blue and white.\n\n";
  EXPECT_EQ(statement(stalls, "The blue awning is right next to the red one, on its left."),
            "blue just left of red");
  EXPECT_EQ(statement(stalls, "Kerry is next to Sal, to her right."), "Kerry just right of Sal");
  // (Only the side of the one named last, closing the sentence.)
  EXPECT_EQ(statement(stalls, "Kerry is next to Sal, on its left, and Bev is not."), "");
}

TEST(EnglishRowPlaces, ABracketEndsAnItemOfAListSaidOneByOne) {
  const std::string z = zebra_of(
      "There are four stalls in a line. The traders are Bev, Dilip, Kerry and Sal. One sells "
      "cheese, one plants, one candles and one records (old vinyl ones, Dad would love it).\n\n"
      "1. Bev sells records.\n");
  EXPECT_THAT(z, HasSubstr(": cheese plants candles records\n"));
  EXPECT_THAT(z, HasSubstr("1: Bev is records\n"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

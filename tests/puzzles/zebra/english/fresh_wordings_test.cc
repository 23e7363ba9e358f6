// Wordings of riddles written for us by writers who had not seen deduce (a
// swimming gala in lanes, a close of bungalows, a pottery class): a
// contest's places in a row, `the winner`, the outside lanes, the side a
// lower number is on, `the evening before`, `neither ... nor` after the
// verb, none of three, a bracket that is a remark, a name described in a
// list, what each item of a list says again. Heads written for these
// tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::statement;
using testing_english::zebra_of;

// Swimmers in lanes 1 to 4, who finished 1st to 4th: the lanes are the
// row, the places a list of their own.
const std::string kGala =
    "Four swimmers lined up in lanes 1, 2, 3 and 4 for the final. The swimmers were Ann, Bea, "
    "Cat and Dot. Each swims for a different club (the Eels, the Orcas, the Seals and the "
    "Sharks) and they finished 1st, 2nd, 3rd and 4th. Lane 1 is on the left and lane 4 is on the "
    "right.\n";

TEST(EnglishFresh, AContestsPlacesInARowAreOrderedWhereAClueCountsThem) {
  // `one place behind` counts places: the list of them is ordered, and
  // `came last` is its last (where a list of places is, as here, and
  // never of a row's places alone).
  EXPECT_EQ(statement(kGala, "Bea finished one place behind Ann."),
            "finished(Bea) = finished(Ann) + 1");
  EXPECT_EQ(statement(kGala, "Cat came last."), "Cat is finished.4");
}

TEST(EnglishFresh, TheWinnerOfARowIsItsFirstPlace) {
  EXPECT_EQ(statement(kGala, "The winner swam in lane 2."), "finished.1 at 2");
  EXPECT_EQ(statement(kGala, "Dot was immediately to the right of the winner."),
            "Dot just right of finished.1");
  // A question too: `Who won the race?` asks for the first.
  const std::string zebra = zebra_of(kGala + "1. Ann won the race.\nWho won the race?\n");
  EXPECT_THAT(zebra, HasSubstr("ask: swimmer of finished.1"));
  // The swimmers' list keeps its noun once the lanes are the row's.
  EXPECT_THAT(zebra, Not(HasSubstr("swimmer_2")));
}

TEST(EnglishFresh, ARunOfTopPlacesIsTheirChoice) {
  EXPECT_EQ(statement(kGala, "Ann didn't finish in the top two."),
            "neither finished.1 nor finished.2 is Ann");
  EXPECT_EQ(statement(kGala, "Ann finished in the bottom two."), "Ann is finished.3 or finished.4");
  // (`the first two lanes` are the row's places.)
  EXPECT_EQ(statement(kGala, "Ann was in one of the first two lanes."), "Ann at 1 or 2");
}

TEST(EnglishFresh, NeitherOfTwoInTheTopThree) {
  const std::string head =
      "Children: Amy, Ben, Cal, Dev\nAges: 7, 8, 9, 10\nPlaces: 1st, 2nd, 3rd, 4th\n";
  EXPECT_EQ(statement(head,
                      "Neither the 9-year-old nor the 10-year-old finished in the top "
                      "three."),
            "all of: neither age.9 nor age.10 is place.1; neither age.9 nor age.10 is place.2; "
            "neither age.9 nor age.10 is place.3");
}

TEST(EnglishFresh, NoneOfThree) {
  // (No clue counts the places here: they are names.)
  EXPECT_EQ(statement(kGala, "Ann didn't finish 1st, 2nd or 3rd."),
            "all of: Ann is not 1st; Ann is not 2nd; Ann is not 3rd");
  EXPECT_EQ(statement(kGala, "Ann isn't an Eel, an Orca or a Seal."),
            "all of: Ann is not Eels; Ann is not Orcas; Ann is not Seals");
}

TEST(EnglishFresh, AnOutsideLaneIsAnEnd) {
  EXPECT_EQ(statement(kGala, "Bea swam in one of the two outside lanes."), "Bea at an end");
  EXPECT_EQ(statement(kGala, "Bea was in an outer lane."), "Bea at an end");
}

TEST(EnglishFresh, TheSideALowerNumberIsOn) {
  EXPECT_EQ(statement(kGala,
                      "The Sharks swimmer was next to the Orcas swimmer, in the lane with "
                      "the lower number."),
            "Sharks just left of Orcas");
  // With a clause set off before it, the rest keeps its comma.
  EXPECT_EQ(statement(kGala,
                      "The Sharks swimmer, who came second, was next to the Orcas "
                      "swimmer, in the lane with the higher number."),
            "all of: Sharks is finished.2; Sharks just right of Orcas");
}

// Bungalows numbered 1 to 4 in a row, no list of numbers.
const std::string kBungalowClose =
    "Well done to everyone on the close (congratulations, grudgingly, to Mill Lane). The four "
    "bungalows stand in a row, numbered 1 to 4 from the left. The residents are Mr Ames, Mrs Bell, "
    "Miss Cole and "
    "Mr Dent. Each has a different flower: roses, dahlias, lupins or begonias. Each front door "
    "is a different colour: red, blue, green or white.\n";

TEST(EnglishFresh, ABracketThatIsARemarkIsNoList) {
  // `(congratulations, grudgingly, to Mill Lane)`: no list of three.
  const std::string zebra = zebra_of(kBungalowClose + "1. Mr Ames lives at an end.\n");
  EXPECT_THAT(zebra, HasSubstr("positions: 4"));
  EXPECT_THAT(zebra, Not(HasSubstr("Mill_Lane")));
}

TEST(EnglishFresh, AHigherNumberIsFurtherRight) {
  EXPECT_EQ(statement(kBungalowClose, "Mr Ames lives at a higher number than Mrs Bell."),
            "Mr_Ames right of Mrs_Bell");
  EXPECT_EQ(statement(kBungalowClose, "Mrs Bell's number is lower than Miss Cole's."),
            "Mrs_Bell left of Miss_Cole");
}

TEST(EnglishFresh, NeighbouringGardens) {
  EXPECT_EQ(statement(kBungalowClose, "The begonias and the dahlias are in neighbouring gardens."),
            "begonias next to dahlias");
}

TEST(EnglishFresh, NoFanOf) {
  EXPECT_EQ(statement(kBungalowClose, "Miss Cole is no fan of begonias."),
            "Miss_Cole is not begonias");
}

TEST(EnglishFresh, NeitherNorAfterTheVerb) {
  EXPECT_EQ(
      statement(kBungalowClose, "Lupins are grown behind neither the red door nor the white one."),
      "all of: not: lupins is red; not: lupins is white");
}

const std::string kPottery =
    "Four potters each came in on a different evening, from Monday to Thursday.\n"
    "Potters: Callum, Fiona, Helen, Raj\nPieces: bowl, mug, teapot, vase\n";

TEST(EnglishFresh, TheEveningBeforeIsTheDayBefore) {
  EXPECT_EQ(statement(kPottery, "Callum came in the evening before Fiona."),
            "day(Callum) = day(Fiona) - 1");
  EXPECT_EQ(statement(kPottery, "The teapot was finished the evening after the mug."),
            "day(teapot) = day(mug) + 1");
}

TEST(EnglishFresh, ANameDescribedInAListIsTheName) {
  const std::string zebra = zebra_of(
      "Four dogs were in the final. The dogs were led in by Mrs Pringle, Colonel Ash, young Tilly "
      "from the post office, and Mr Okafor. Their dogs answer to the names of Biscuit, Duke, "
      "Pepper and Rolo.\n1. Duke is Tilly's dog.\n");
  EXPECT_THAT(zebra, HasSubstr(": Mrs_Pringle Colonel_Ash Tilly Mr_Okafor\n"));
  EXPECT_THAT(zebra, HasSubstr("1: Duke is Tilly\n"));
}

TEST(EnglishFresh, WhatEachItemOfAListSaysAgainIsNoPartOfIt) {
  // `one spent £1.50, one spent £2.00, ...`: `one spent` each time; `liked
  // the penguins best`: the verb's adverb.
  const std::string zebra = zebra_of(
      "Four children (Aisha, Ben, Chloe and Dylan) went to the zoo. One liked the penguins best, "
      "one the giraffes, one the lions and one the meerkats. In the gift shop they each spent "
      "some money: one spent £1.50, one spent £2.00, one spent £2.75 and one spent £3.50.\n"
      "1. Dylan spent 50p more than the child who liked the meerkats.\n");
  EXPECT_THAT(zebra, HasSubstr(": penguins giraffes lions meerkats\n"));
  EXPECT_THAT(zebra, HasSubstr(": 1.5 2 2.75 3.5\n"));
  EXPECT_THAT(zebra, HasSubstr("(Dylan) = "));
  EXPECT_THAT(zebra, HasSubstr("(meerkats) + 0.5\n"));
}

// A choir's soloists, their voices said `one soprano, one alto, ...` after
// `so`, and the years they joined.
const std::string kChoir =
    "Our four soloists will each sing one carol: Silent Night, In the Bleak Midwinter, O Holy "
    "Night and The Holly and the Ivy. Our soloists are Hilary, Graham, Bernadette and Owen, and "
    "we have one from each section, so one soprano, one alto, one tenor and one bass. They joined "
    "us in 2009, 2013, 2016 and 2021.\n";

TEST(EnglishFresh, OneBeforeEachItemOfAList) {
  const std::string zebra = zebra_of(kChoir + "1. Owen is the bass.\n");
  EXPECT_THAT(zebra, HasSubstr(": soprano alto tenor bass\n"));
  // (Never the lists' own nouns: `one owner, one colour, one drink, one pet
  // and one car` names five lists of four houses.)
  const std::string row = zebra_of(
      "Four houses in a row. Each house has one owner, one colour, one drink, one pet and one "
      "car.\nOwners: Ada, Bram, Cleo, Dirk\nColours: red, blue, green, yellow\nDrinks: tea, "
      "coffee, milk, juice\nPets: cat, dog, bird, fish\nCars: Audi, BMW, Fiat, Opel\n"
      "1. Ada lives in the green house.\n");
  EXPECT_THAT(row, Not(HasSubstr(": colour drink pet car")));
}

TEST(EnglishFresh, AWordOfATitle) {
  EXPECT_EQ(statement(kChoir, "Owen has chosen a carol with \"Night\" in its title."),
            "Owen is Silent_Night or O_Holy_Night");
}

TEST(EnglishFresh, HowLongOneHasBeenDoingSomething) {
  // (`sing` is the carols' line's word: never the carols here.)
  EXPECT_EQ(statement(kChoir, "Graham has been singing with us four years longer than Hilary."),
            "joined_us(Graham) = joined_us(Hilary) - 4");
}

TEST(EnglishFresh, ALandmarkOfTwoWordsSaidByItsLast) {
  const std::string plots =
      "The five plots are numbered 1 to 5, with plot 1 nearest the lych gate. The plot holders "
      "are Arthur, Margaret, Doreen, Keith and Pam, and between them they grew beans, onions, "
      "marrows, potatoes and rhubarb.\n";
  EXPECT_EQ(statement(plots,
                      "Arthur's plot is the next one along from Margaret's, going away "
                      "from the gate."),
            "Arthur just right of Margaret");
  EXPECT_EQ(statement(plots, "Doreen's plot is next to Keith's, towards the lych gate."),
            "Doreen just left of Keith");
}

TEST(EnglishFresh, AWalkPastTheRowFromItsLandmark) {
  const std::string plots =
      "The five plots are numbered 1 to 5, with plot 1 nearest the lych gate. The plot holders "
      "are Arthur, Margaret, Doreen, Keith and Pam, and between them they grew beans, onions, "
      "marrows, potatoes and rhubarb.\n";
  EXPECT_EQ(statement(plots,
                      "If you walk down the path from the gate you will pass the rhubarb "
                      "first, then the onions, and then the potatoes, though not "
                      "necessarily one straight after the other."),
            "all of: rhubarb left of onions; onions left of potatoes");
  // (Without a landmark it starts from, no walk is read.)
  EXPECT_EQ(statement(plots,
                      "If you walk down the path you will pass the rhubarb first, then "
                      "the onions."),
            "");
  EXPECT_EQ(statement(plots, "Pam has one of the two end plots."), "Pam at an end");
}

TEST(EnglishFresh, TheLastOne) {
  EXPECT_EQ(statement(kBungalowClose, "Mr Dent's bungalow is the last one."), "Mr_Dent at 4");
}

// A family's chat about who brought which present and when.
const std::string kChat =
    "Sophie: the presents are the toaster, the vase, the slow cooker and a cheque\n"
    "Sophie: and I know they're from Uncle Ray, Auntie Jean, Mel and Grandad\n"
    "Dan: they signed in at 2:00, 2:15, 2:30 and 2:45\n";

TEST(EnglishFresh, AShortNameAfterATitle) {
  // `Ray` of `Uncle Ray`, as `Jean` of `Auntie Jean`.
  const std::string zebra = zebra_of(kChat + "Mum: Ray got there before Mel\n");
  EXPECT_THAT(zebra, HasSubstr("(Uncle_Ray) < "));
}

TEST(EnglishFresh, WordsThatOnlyOpenOrShrug) {
  const std::string zebra = zebra_of(kChat +
                                     "Mum: Well Grandad was first there, of course\n"
                                     "Mum: And Jean got there before Ray, I remember because she "
                                     "was saving him a seat\n");
  EXPECT_THAT(zebra, HasSubstr("Grandad is "));
  EXPECT_THAT(zebra, HasSubstr("(Auntie_Jean) < "));
}

TEST(EnglishFresh, AReasonThatNamesNothingNew) {
  const std::string bakes =
      "Children: Milo, Ruby, Sam\nBakes: brownies, lemon drizzle cake, scones\n";
  EXPECT_EQ(statement(bakes,
                      "Milo did not make the lemon drizzle cake, because he says lemons "
                      "are \"too sour\"."),
            "Milo is not lemon_drizzle_cake");
  // (A reason that names another value is read, or refused: never dropped.)
  EXPECT_EQ(statement(bakes, "Milo did not make the lemon drizzle cake, because Ruby did."), "");
}

// A dog show: owners with titles, their dogs' names, breeds and places.
const std::string kDogShow =
    "The dogs were led in by Mrs Pringle, Colonel Ash, young Tilly from the post office, and Mr "
    "Okafor. Their dogs answer to the names of Biscuit, Duke, Pepper and Rolo, and among them "
    "there was a beagle, a whippet, a pug and a border collie. The judge placed them first, "
    "second, third and fourth.\n";

TEST(EnglishFresh, TitledNamesAreThePeople) {
  // `Who` asks the titled names, never the dogs' whose line says `names`.
  EXPECT_THAT(zebra_of(kDogShow + "1. Duke is the pug.\nWho owns the whippet?\n"),
              HasSubstr("ask: led_by of whippet"));
  // `Which dog won?` is never answered from the owners: from the list
  // that names the dogs (asked_things_test.cc).
  EXPECT_THAT(zebra_of(kDogShow + "1. Duke is the pug.\nWhich dog won?\n"),
              HasSubstr("ask: answer_name of placed_them.1"));
}

TEST(EnglishFresh, HowOneFeltAboutAFact) {
  EXPECT_EQ(statement(kDogShow,
                      "Mr Okafor was pleased that his dog finished ahead of the "
                      "whippet, though he was less pleased that it couldn't beat Rolo."),
            "all of: placed_them(Mr_Okafor) < placed_them(whippet); placed_them(Mr_Okafor) > "
            "placed_them(Rolo)");
}

TEST(EnglishFresh, TheOneWhoDidSomethingWithTheirOwnThingAtAValue) {
  const std::string hunt =
      "Patrols: Badgers, Otters, Kestrels, Foxes\nLast clues: bandstand, duck pond, war "
      "memorial, old oak\nBack at: 11:40, 11:55, 12:10, 12:25\n";
  EXPECT_EQ(statement(hunt,
                      "The patrol that found their last clue at the bandstand got back at "
                      "11:55."),
            "bandstand is back.715");
}

TEST(EnglishFresh, AListWithTitledPeopleIsThePeopleAndTheTellersTalkNamesNoList) {
  // `Uncle Ray, Auntie Jean, Mel, ...` are the people, so `Sat in the car
  // park` opens with no one's name; `I know they're` and `it's` name no
  // list.
  const std::string chat =
      "Sue: it's the toaster, the vase and the clock\n"
      "Sue: and I know they're from Uncle Ray, Auntie Jean and Mel. one each\n"
      "Dan: they signed in at 2:00, 2:15 and 2:30, all different\n"
      "Mum: Mel was first there, of course. Sat in the car park from half one\n"
      "Mum: And Jean got there before Ray\n"
      "Dad: Ray brought the vase. Mel didn't give us the clock\n"
      "Sue: so who gave us the toaster??\n";
  EXPECT_THAT(zebra_of(chat), AllOf(HasSubstr("category name: Uncle_Ray Auntie_Jean Mel\n"),
                                    HasSubstr("category thing: toaster vase clock\n"),
                                    HasSubstr("ask: name of toaster")));
}

TEST(EnglishFresh, AnItemOfAListThatNamesNoValueIsNeverDropped) {
  const std::string club =
      "Three residents, Edna, Harold and Joan, each have a different pastime (bowls, knitting "
      "and watercolour painting).\n\n";
  // `paint` is the watercolour painting, said by its verb.
  EXPECT_EQ(statement(club, "Edna doesn't paint, knit or bowl."),
            "all of: Edna is not watercolour_painting; Edna is not knitting; Edna is not bowls");
  // `swim` is no pastime: read without it, the list would say less.
  EXPECT_EQ(statement(club, "Edna doesn't swim, knit or paint."), "");
  EXPECT_EQ(statement(club, "Edna doesn't knit, swim or paint."), "");
}

TEST(EnglishFresh, WhereSomeoneIsFromAsksTheirHomeInARow) {
  // `There are five friends` sets a row; `Where is Riley from?` still
  // asks the city.
  EXPECT_THAT(zebra_of("There are three friends - Al, Bo and Cy. Each one is from a different "
                       "city (Denver, Austin and Reno).\n\n1. Al is from Reno.\n2. Bo is not "
                       "from Austin.\n\nWhere is Cy from?\n"),
              HasSubstr("ask: city of Cy\n"));
}

TEST(EnglishFresh, AFetesProgrammeAndTheTwoOfThem) {
  // A dateline before every list names no value: a frame, numbers and all.
  const std::string fete =
      "SUMMER FETE\nSaturday 14th June, on the village green\n\nAt last year's fete three "
      "stalls stood in a row, numbered 1 to 3 starting from the church end. They were run by "
      "Mrs Abbott, Mr Bellamy and Mrs Crane.\n\n";
  EXPECT_THAT(zebra_of(fete + "Mr Bellamy's stall was further from the church than Mrs Abbott's, "
                              "and the two of them were next-door neighbours.\n"),
              AllOf(HasSubstr("# Saturday 14th June, on the village green\n"),
                    HasSubstr("all of: Mr_Bellamy right of Mrs_Abbott; Mr_Bellamy next to "
                              "Mrs_Abbott")));
  // (`they` with what is said of one alone is the subject.)
  EXPECT_EQ(statement(fete, "Mrs Crane was next to Mr Bellamy, but they were not at the end."),
            "all of: Mrs_Crane next to Mr_Bellamy; (not: Mrs_Crane at an end)");
}

TEST(EnglishFresh, ThePlotNumberedOneHigherIsTheNextPlace) {
  // The row's numbering said so is the row, never the weights compared.
  const std::string show =
      "Three plot holders, Alan, Brenda and Cyril, each grew one vegetable: an onion, a leek "
      "and a marrow. Their plots sit side by side in a row, numbered 1 to 3 from the gate, and "
      "the vegetables weighed 4 lb, 6 lb and 8 lb.\n\n";
  EXPECT_EQ(statement(show, "The leek was grown on the plot numbered one higher than Alan's."),
            "leek just right of Alan");
  EXPECT_EQ(statement(show, "The leek was grown on the plot numbered two lower than Alan's."),
            "leek 2 left of Alan");
}

TEST(EnglishFresh, FinishedInPlacesOneToFiveIsAContestsOrder) {
  const std::string race =
      "Five friends, Gemma, Hassan, Iris, Josh and Kofi, ran a race. They finished in places 1 "
      "to 5 among themselves (no ties), and their ages are 24, 31, 38, 45 and 52.\n\n";
  EXPECT_EQ(statement(race, "Hassan finished directly behind Kofi."), "Hassan just right of Kofi");
  EXPECT_EQ(statement(race, "Josh finished two places behind Kofi."), "Josh 2 right of Kofi");
  EXPECT_EQ(statement(race, "Gemma didn't win."), "Gemma not at 1");
  EXPECT_EQ(statement(race, "Gemma did not win the race."), "Gemma not at 1");
}

TEST(EnglishFresh, ThePmOfTheLastTimeIsEveryTimes) {
  const std::string party =
      "Three guests turned up: Fiona, George and Holly. They rang the doorbell at 7:00, 7:15 "
      "and 7:30 pm, one guest at each time.\n\n";
  EXPECT_THAT(
      zebra_of(party + "1. Holly arrived 15 minutes after George.\n\nWho came first? "
                       "First team to shout the answer correctly scores 2 points.\n"),
      AllOf(HasSubstr(": 1140 1155 1170\n"), HasSubstr("(Holly) = rang_doorbell(George) + 15"),
            HasSubstr("scores 2 points\n# (")));
}

TEST(EnglishFresh, ACampsNoticeboard) {
  // A request is no list; `which will be` after `a different activity`
  // names it; `cabin number is two lower than`; archers do archery; three
  // clauses as a list.
  const std::string camp =
      "Morning, campers! Whoever left a towel in the lost property box, please come and rescue "
      "it.\n\nOur three cabins stand in a row and are numbered 1 to 3. Each cabin is one team: "
      "the Otters, the Hawks and the Foxes. Each team is doing a different activity, which will "
      "be archery, canoeing or pottery, and each cabin has its own leader: Jess, Kai or Mo.\n\n";
  EXPECT_THAT(zebra_of(camp + "1. The Hawks are in cabin 1.\n"),
              AllOf(HasSubstr("positions: 3\n"),
                    HasSubstr("category activity: archery canoeing pottery\n")));
  EXPECT_EQ(statement(camp, "The Foxes' cabin number is two lower than the Otters'."),
            "Foxes 2 left of Otters");
  EXPECT_EQ(statement(camp, "Jess's cabin number is one higher than Kai's."),
            "Jess just right of Kai");
  EXPECT_EQ(statement(camp, "The archers are in cabin 2."), "archery at 2");
  EXPECT_EQ(statement(camp,
                      "Jess's cabin number is one higher than Kai's, Mo doesn't lead the Foxes, "
                      "and Jess isn't the one leading the archers."),
            "all of: Jess just right of Kai; (all of: Mo is not Foxes; Jess is not archery)");
}

TEST(EnglishFresh, LastOfAllOpensNothing) {
  const std::string pets =
      "Three children, Maya, Tom and Leo, each brought a pet: Pepper, Sunny and Biscuit. The "
      "pets are 1, 2 and 3 years old.\n\n";
  EXPECT_EQ(statement(pets,
                      "Last of all, of Pepper and Sunny, one belongs to Maya and the "
                      "other is the youngest pet."),
            statement(pets,
                      "Of Pepper and Sunny, one belongs to Maya and the other is the "
                      "youngest pet."));
  EXPECT_NE(statement(pets, "First of all, Maya brought Pepper."), "");
}

TEST(EnglishFresh, ItWasEitherOneOrTheOtherWho) {
  const std::string gifts =
      "The 3 cousins (Ruby, Sam and Tariq) each got gran one present: a candle, a scarf and a "
      "mug. Each one was wrapped in a different paper: red, gold or green.\n\n";
  EXPECT_EQ(statement(gifts, "It was either Ruby or Tariq who used the red paper."),
            "one of: Ruby is red; Tariq is red");
  EXPECT_EQ(statement(gifts,
                      "The red one isn't the scarf, and it was either Ruby or Tariq who "
                      "used the red paper."),
            "all of: red is not scarf; (one of: Ruby is red; Tariq is red)");
}

TEST(EnglishFresh, SeeIfYouCanIsAnInstruction) {
  EXPECT_THAT(zebra_of("Three members, Anita, Bernard and Carol, will each host one meeting: in "
                       "January, February or March. See if you can fill it in before the "
                       "January meeting:\n\n1. Anita hosts in March.\n2. Bernard does not host "
                       "in January.\n"),
              HasSubstr("# See if you can fill it in before the January meeting:\n# (an "
                        "instruction to the solver"));
}

TEST(EnglishFresh, NamesGivenToTheirThingsAreNoOnesNames) {
  // `Whose sunflower ...?` asks the children, never the sunflowers' names.
  const std::string blog =
      "In April we each planted one sunflower along the fence by the gate. There are three of "
      "us: Alys, Bilal and Corey. We gave our sunflowers names: Sunny, Jack and Goldie. The "
      "sunflowers are in a line, and number 1 is the one nearest the gate.\n\n1. Sunny is "
      "number 2.\n2. Alys's sunflower is Jack.\n3. Corey's sunflower is the furthest one from "
      "the gate.\n\nWhose sunflower is nearest the gate?\n";
  EXPECT_THAT(zebra_of(blog),
              AllOf(HasSubstr("category name: Alys Bilal Corey\n"), HasSubstr("ask: name at 1\n")));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

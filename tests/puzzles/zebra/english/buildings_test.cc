// Places that stand on one another (floor_words.h): a building's floors
// and levels, a ship's decks, said with every noun of them, counted from
// an end (`one level below the top`), and never read as the most of a
// number; a clause after `, and` that compares with no one.
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

// Written for these tests: staff are numbers, so `the top` could be
// taken for the most staff; here it is the top level.
const std::string kTower =
    "A tower block has four levels, numbered 1 (the bottom) to 4 (the top). Each level has one "
    "firm.\n\nFirms: Acme, Brill, Crane, Dyson\nStaff: 5, 10, 15, 20\n\n";

TEST(EnglishBuildings, LevelsAreFloorsAndTheTopIsAnEnd) {
  EXPECT_EQ(statement(kTower, "Acme is on the top level."), "Acme at 4");
  EXPECT_EQ(statement(kTower, "Dyson is two levels below Acme."), "Dyson 2 left of Acme");
  EXPECT_EQ(statement(kTower, "Brill is on the level directly above Crane."),
            "Brill just right of Crane");
  // Counted from an end: the place, not a comparison with the most staff.
  EXPECT_EQ(statement(kTower, "Brill is one level below the top."), "Brill at 3");
  EXPECT_EQ(statement(kTower, "The smallest firm is one level below the top."), "staff.5 at 3");
  EXPECT_EQ(statement(kTower, "Crane is two levels above the bottom one."), "Crane at 3");
  EXPECT_EQ(statement(kTower, "Crane is a level above the bottom."), "Crane at 2");
  // A verb whose object is the end's place holds it.
  EXPECT_EQ(statement(kTower, "Acme occupies the top level."), "Acme at 4");
  EXPECT_EQ(statement(kTower, "Brill rents the bottom level."), "Brill at 1");
  // Below the top place is anywhere but there (it had read as below the
  // firm with the most staff); `a level below` is one level.
  EXPECT_EQ(statement(kTower, "Crane is below the top level."), "Crane not at 4");
  EXPECT_EQ(statement(kTower, "Crane is somewhere above the bottom level."), "Crane not at 1");
  EXPECT_EQ(statement(kTower, "Crane is on a level below the top level."), "Crane at 3");
  // Where one went is where one was.
  EXPECT_EQ(statement(kTower, "Acme had to go all the way up to the top level."), "Acme at 4");
  EXPECT_EQ(statement(kTower, "Brill drove up to the bottom level."), "Brill at 1");
  // One goes up to or speaks to someone else (these had read as being it).
  EXPECT_EQ(statement(kTower, "Acme went up to the smallest firm."), "");
  EXPECT_EQ(statement(kTower, "Acme spoke to Brill."), "");
}

TEST(EnglishBuildings, AWordThatSaysWhichPlaceIsNeverDropped) {
  // `garden level` is no place the riddle numbers: refused at the word,
  // not read as `Crane is on a level` nor as its comparison alone.
  const std::string error = error_of(kTower + "1. Crane is at garden level.\n");
  EXPECT_THAT(error, HasSubstr("r.txt:6:4: could not read this clue"));
  EXPECT_THAT(error, HasSubstr("not understood: `garden`"));
  EXPECT_EQ(statement(kTower, "Crane, at garden level, has the most staff."), "");
  EXPECT_EQ(statement(kTower, "Crane, at level 2, has the most staff."),
            "all of: Crane at 2; Crane is staff.20");
}

TEST(EnglishBuildings, AClauseAfterAndComparesWithTheOtherOne) {
  // `, and employs more people`: the first clause's subject, compared with
  // the other value it names.
  EXPECT_EQ(statement(kTower,
                      "Acme is on the level directly above Brill, and employs more "
                      "people."),
            "all of: Acme just right of Brill; staff(Acme) > staff(Brill)");
  EXPECT_EQ(statement(kTower, "Acme is directly above Brill, and it has fewer staff."),
            "all of: Acme just right of Brill; staff(Acme) < staff(Brill)");
  // A clause with a subject of its own after `, and` stays its own.
  EXPECT_EQ(statement(kTower,
                      "Acme isn't on level 1, and the Brill office has more staff than "
                      "Dyson."),
            "all of: Acme not at 1; staff(Brill) > staff(Dyson)");
}

// Written for these tests: shelves said in prose, with no `There are`
// and no `numbered 1 to 3`; `shelves` is the plural of `shelf`.
const std::string kDresser =
    "A dresser has three shelves, one above another, with shelf 1 at the top. On each shelf "
    "stands one jar.\n\nJams: plum, fig, pear\nLids: red, gold, blue\n\n";

TEST(EnglishBuildings, ShelvesOneAboveAnotherAreARow) {
  EXPECT_EQ(statement(kDresser, "The plum jam is directly below the jar with the gold lid."),
            "plum just right of gold");
  EXPECT_EQ(statement(kDresser, "The red lid is directly above the blue lid."),
            "red just left of blue");
  EXPECT_EQ(statement(kDresser, "The fig jam is on the top shelf."), "fig at 1");
  const std::string z = zebra_of(kDresser +
                                 "1. The fig jam is on the top shelf.\n\nOn which "
                                 "shelf is the blue lid?\n");
  EXPECT_THAT(z, HasSubstr("position of blue"));
}

// Written for these tests: carriages counted from the front, as a queue
// is, so `behind` is further from carriage 1.
const std::string kTrain =
    "A short train has three carriages, numbered 1 to 3 from the front, and in each sits one "
    "passenger: Ann, Bo and Cy. Each is going to a different town: York, Leeds or Ely.\n\n";

TEST(EnglishBuildings, ATrainCountedFromTheFrontIsAQueue) {
  EXPECT_EQ(statement(kTrain, "Bo is in the carriage immediately behind Ann's."),
            "Bo just right of Ann");
  EXPECT_EQ(statement(kTrain, "The passenger bound for Leeds is in the rear carriage."),
            "Leeds at 3");
  EXPECT_EQ(statement(kTrain, "Cy is in the front carriage."), "Cy at 1");
  // Counted from the back, `behind` is not read as further from 1.
  const std::string back =
      "A short train has three carriages, numbered 1 to 3 from the back, and in each sits one "
      "passenger: Ann, Bo and Cy. Each is going to a different town: York, Leeds or Ely.\n\n";
  EXPECT_NE(statement(back, "Bo is in the carriage immediately behind Ann's."),
            "Bo just right of Ann");
}

TEST(EnglishBuildings, AGroundFloorPutsTheFirstFloorAboveIt) {
  // The floors named one by one are the places, no list; above a ground
  // floor the first floor is the second place (as in Britain).
  const std::string flats =
      "Three friends live in three flats, one above the other: the ground floor, the first floor "
      "and the second floor. Their names are Amir, Bea and Cleo. One keeps a goldfish, one a "
      "parrot and one a cat.\n\n";
  EXPECT_THAT(zebra_of(flats + "1. Bea lives on the ground floor.\n"),
              AllOf(HasSubstr("positions: 3\n"), Not(HasSubstr("ground_floor"))));
  EXPECT_EQ(statement(flats, "Bea lives on the ground floor."), "Bea at 1");
  EXPECT_EQ(statement(flats, "The parrot lives on the first floor."), "parrot at 2");
  EXPECT_EQ(statement(flats, "Cleo lives on the second floor."), "Cleo at 3");
  // Without a ground floor, the first floor is the first place.
  const std::string floors =
      "Three friends live in a block of three floors, one above the other. Their names are Amir, "
      "Bea and Cleo. One keeps a goldfish, one a parrot and one a cat.\n\n";
  EXPECT_EQ(statement(floors, "The parrot lives on the first floor."), "parrot at 1");
}

TEST(EnglishBuildings, FloorsListedByNameLabelThePlaces) {
  // Written for these tests: the floors are named in a list after a dash,
  // a basement below the ground floor, so the ground floor is no end.
  const std::string flats =
      "The house is split into four flats, one per floor - basement, ground floor, first floor "
      "and top floor. The tenants are Abe, Bea, Cal and Dot. They moved in in March, June, "
      "September and December.\n\n";
  const std::string z = zebra_of(flats +
                                 "1. Abe is on the ground floor.\n"
                                 "2. Bea lives directly above Cal.\n"
                                 "3. The first-floor flat is not Dot's.\n"
                                 "4. Cal moved in later in the year than Abe.\n"
                                 "Who lives in the basement?\n");
  EXPECT_THAT(z, HasSubstr("category floor: basement ground_floor first_floor top_floor\n"));
  EXPECT_THAT(z, HasSubstr("floor1: basement at 1\nfloor2: ground_floor at 2\n"));
  EXPECT_THAT(z, HasSubstr("1: Abe is ground_floor\n"));
  EXPECT_THAT(z, HasSubstr("2: Bea just right of Cal\n"));
  EXPECT_THAT(z, HasSubstr("3: first_floor is not Dot\n"));
  // (In a row, months are ordered where a clue says `later in the year`.)
  EXPECT_THAT(z, HasSubstr("4: month(Cal) > month(Abe)"));
  EXPECT_THAT(z, HasSubstr("ask: tenant of basement"));
  // (Listed from the top down, the top is still the last place.)
  const std::string down =
      "The house has four flats, one above the other: top floor, first floor, ground floor and "
      "basement. The tenants are Abe, Bea, Cal and Dot.\n\n";
  const std::string d = zebra_of(down +
                                 "1. Abe is on the ground floor.\n2. Bea is not on the top "
                                 "floor.\nWho lives on the top floor?\n");
  EXPECT_THAT(d, HasSubstr("floor1: basement at 1\nfloor2: ground_floor at 2\nfloor3: first_floor "
                           "at 3\nfloor4: top_floor at 4\n"));
  EXPECT_THAT(d, HasSubstr("1: Abe is ground_floor\n"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

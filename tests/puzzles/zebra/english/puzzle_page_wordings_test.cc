// Wordings of newspaper puzzle pages, party games and radio competitions:
// `exactly an hour before`, a label before a colon that says which clue it
// is (`And last one:`), a building counted by its storeys (`a four-story
// walk-up`) whose floors are its places, and those places said again as a
// range of ordinals (`from the first floor up to the fourth`), an old
// puzzle book's title and shillings, a homework sheet's sums (`33 stickers
// altogether`) and favourites (`likes dogs best`). Heads written for these
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

const std::string kSightings =
    "Four guests - Colonel Hartley, Lady Vane, Dr Fitch and Miss Pym - were each seen once: one "
    "at 8pm, one at 9pm, one at 10pm and one at 11pm.\n";

TEST(EnglishPuzzlePage, ExactlyAnHourIsAnHour) {
  EXPECT_EQ(statement(kSightings, "Lady Vane was seen exactly an hour before Miss Pym."),
            "time(Lady_Vane) = time(Miss_Pym) - 60");
}

TEST(EnglishPuzzlePage, ALabelThatSaysWhichClueThisIs) {
  EXPECT_EQ(statement(kSightings, "And last one: Dr Fitch was seen at 8pm."),
            "Dr_Fitch is time.1200");
  EXPECT_EQ(statement(kSightings, "Final clue: Dr Fitch was seen at 8pm."),
            "Dr_Fitch is time.1200");
  // A name before a colon is no label.
  EXPECT_EQ(statement(kSightings, "Lady Vane: Dr Fitch was seen at 8pm."), "");
}

TEST(EnglishPuzzlePage, ABuildingCountedByItsStoreys) {
  const std::string z = zebra_of(
      "Four tenants -- Brenda, Carl, Dolores and Eddie -- each rent one apartment in a small "
      "four-story walk-up. There is exactly one apartment on each floor, from the first floor up "
      "to the fourth. Each pays a different rent ($900, $950, $1,000 or $1,050).\n\n"
      "1. Brenda's apartment is directly above Dolores's.\n2. Carl lives on the second floor.\n");
  EXPECT_THAT(z, AllOf(HasSubstr("positions: 4\n"), HasSubstr("1: Brenda just right of Dolores\n"),
                       HasSubstr("2: Carl at 2\n"),
                       HasSubstr("# There is exactly one apartment on each floor")));
  EXPECT_THAT(z, Not(HasSubstr(": There is exactly")));
}

const std::string kTerrace =
    "67.--THE FOUR GENTLEMEN OF PELHAM TERRACE.\n\n"
    "In a certain quiet terrace there stand four houses side by side in a single row, numbered "
    "No. 1, No. 2, No. 3, and No. 4. These were let to four gentlemen, Mr. Atkins, Mr. Bramble, "
    "Mr. Crowe, and Mr. Dimsdale, one to each house. Each paid a different weekly rent, the sums "
    "being 12s., 15s., 18s., and 21s. respectively.\n\n";

TEST(EnglishPuzzlePage, AnOldPuzzleBooksTitleAndShillings) {
  // A title in capitals with its stop frames the riddle; `12s.` is money,
  // and its stop ends no sentence before a word in lower case.
  const std::string z = zebra_of(kTerrace + "Mr. Dimsdale paid 3s. a week more than Mr. Crowe.\n");
  EXPECT_THAT(z, AllOf(HasSubstr("# 67.--THE FOUR GENTLEMEN OF PELHAM TERRACE."),
                       HasSubstr("ordered weekly_rent: 12 15 18 21\n"),
                       HasSubstr("1: weekly_rent(Mr_Dimsdale) = weekly_rent(Mr_Crowe) + 3\n")));
}

TEST(EnglishPuzzlePage, OfAnyWhichOfTheFourAndAHouseListedInTheRowsOrder) {
  // `No. 3` is the house listed third and place 3: one, never two values.
  EXPECT_EQ(statement(kTerrace, "The occupant of No. 3 paid the highest rent of any."),
            "numbered.3 is weekly_rent.21");
  EXPECT_THAT(zebra_of(kTerrace + "1. Mr. Crowe paid 12s.\n\nWhich of the four gentlemen paid "
                                  "15s.?\nWhich of them paid 18s.?\n"),
              AllOf(HasSubstr("ask: name of weekly_rent.15\n"),
                    HasSubstr("ask: name of weekly_rent.18\n")));
  // `What was the rent of No. 4?` asks no thing's name (it had been read
  // as the thing that is the rent).
  const std::string row =
      "Four houses stand in a row. The owners are Ann, Bo, Cy and Di. They keep a cat, a dog, a "
      "hen and a pig.\n\n1. Ann keeps the cat.\n\n";
  EXPECT_THAT(zebra_of(row + "What is the thing in house 2?\n"), HasSubstr("ask: "));
  EXPECT_EQ(statement(row, "What was the rent of house 2?"), "");
}

TEST(EnglishPuzzlePage, AHomeworkSheetsSumsAndFavourites) {
  // `One of them collected 12 stickers, one collected 15, ...`: a list;
  // `altogether` sums two; `likes dogs best` is the favourite.
  const std::string sheet =
      "Four friends, Amir, Bella, Chloe and Dan, have been collecting animal stickers. One of "
      "them collected 12 stickers, one collected 15, one collected 18 and one collected 21. Each "
      "child has a different favourite animal: a dog, a cat, a rabbit or a horse.\n";
  EXPECT_THAT(zebra_of(sheet + "\n1. Chloe collected the most stickers.\n"),
              HasSubstr("ordered collected: 12 15 18 21\n"));
  for (const char* said :
       {"Amir and Dan collected 33 stickers altogether.",
        "Between them, Amir and Dan collected 33 stickers.", "Amir and Dan collected 33 in total."})
    EXPECT_EQ(statement(sheet, said), "collected(Amir) + collected(Dan) = 33") << said;
  EXPECT_EQ(statement(sheet, "Amir does not like dogs best."), "Amir is not dog");
  EXPECT_EQ(statement(sheet, "Bella likes cats best."), "Bella is cat");
}

TEST(EnglishPuzzlePage, AnAppsTitleBarAnEmailsSenderAndTheDutchman) {
  // A title bar of parts set apart by dots, a colon among them, lists
  // nothing; `Hon.` ends no sentence; `the Dutchman` is `Dutch`.
  EXPECT_THAT(zebra_of("GRIDLOGIC \u00b7 Pack 3: Robot Yard \u00b7 Level 27\n\n4 robots: Bix, Cog, "
                       "Dot, Zed.\nPaint: red, blue, green, yellow.\n\n1. Bix is red.\n"),
              AllOf(HasSubstr("positions: none\n"), HasSubstr("1: Bix is red\n")));
  EXPECT_THAT(zebra_of("From: Gillian Prentice, Hon. Secretary, Elmfield Court\n\nResidents: Ann, "
                       "Bo, Cy\nCars: Fiat, Ford, Tesla\n\n1. Ann drives the Tesla.\n"),
              HasSubstr("1: Ann is Tesla\n"));
  const std::string houses =
      "Each man is of a different nationality: Australian, Canadian or Dutch. Each drinks a "
      "different drink: cocoa, milk or tea.\n";
  EXPECT_EQ(statement(houses, "The Dutchman drinks tea."), "Dutch is tea");
}

TEST(EnglishPuzzlePage, AfterTheQuestionsAWordToTheReaderThatSaysFirst) {
  // `First person to get it right ...` and what follows it (`Next week:
  // the best €3 pastries`) name no value: words to the reader, shown so.
  const std::string z = zebra_of(
      "Friends: Ann, Bo, Cy\nPets: cat, dog, hen\n\n1. Ann keeps the cat.\n2. Bo doesn't keep "
      "the hen.\n\nWho keeps the dog?\n\nDrop your answers in the comments! First person to get it "
      "right gets a shout-out in my next post. Next week: the best \u20ac3 pastries in town.\n");
  EXPECT_THAT(z, AllOf(HasSubstr("# First person to get it right gets a shout-out in my next post\n"
                                 "# (names no value: it frames the puzzle)"),
                       HasSubstr("ask: friend of dog\n")));
}

TEST(EnglishPuzzlePage, TheyreNumberedCountsWhatTheSentenceBeforeCounted) {
  // `They're numbered 1 to 4` of `one of the four ovens`: the row is of
  // ovens, so `Which oven ...?` asks a place (it had asked a person), and
  // `the far right-hand end` is the right-hand end.
  const std::string kitchen =
      "Ruth, Imran, Gwen and Tomasz have picked a quiche, a focaccia, a cake and some shortbread, "
      "and each of you will have one of the four ovens along the back wall. They're numbered 1 to "
      "4 from left to right.\n\n";
  EXPECT_THAT(
      zebra_of(kitchen + "1. Imran's focaccia is going in the oven at the far right-hand "
                         "end.\n\nWhich oven is the quiche in?\n"),
      AllOf(HasSubstr("positions: 4\n"), HasSubstr("1: all of: Imran is focaccia; Imran at 4\n"),
            HasSubstr("ask: position of quiche\n")));
}

TEST(EnglishPuzzlePage, AfterthoughtsInBracketsAndWhereTheSubjectsOwnThingWas) {
  // `(and spent the rest of lunch trying to take it apart)` relates
  // nothing; `in his cracker` asks nothing more.
  const std::string crackers =
      "The cousins are Alfie, Bella and Harry. They got three gifts: a spinning top, a tiny comb "
      "and a puzzle ring. They are aged 6, 7 and 9.\n\n";
  EXPECT_EQ(statement(crackers,
                      "The eldest cousin got the puzzle ring (and spent the rest of "
                      "lunch trying to take it apart)."),
            "puzzle_ring is aged.9");
  EXPECT_THAT(zebra_of(crackers + "1. Harry got the comb.\n\nWhat did Alfie find in his "
                                  "cracker?\n"),
              HasSubstr("ask: got_gift of Alfie\n"));
}

TEST(EnglishPuzzlePage, BackInMayIsInMay) {
  const std::string trips = "Ladies: Joan, Iris, Pat\nMonths: May, June, July\n\n";
  EXPECT_EQ(statement(trips, "Iris went abroad, back in June."), "Iris is month.6");
}

TEST(EnglishPuzzlePage, ASentenceThatHandsOverToTheCluesAfterItsColon) {
  EXPECT_THAT(zebra_of("Birders: Geoff, Hana, Ivo\nBirds: avocet, bittern, spoonbill\n\n"
                       "Unfortunately the record sheet got a soaking when Geoff's flask tipped "
                       "over, so here is what I could reconstruct:\n\n1. Hana saw the avocet.\n"),
              AllOf(HasSubstr("# (names no value: it frames the puzzle)"),
                    HasSubstr("1: Hana is avocet\n")));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

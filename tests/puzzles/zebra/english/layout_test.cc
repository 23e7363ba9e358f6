// Riddles laid out as people lay them out (docs/english.md, "As people
// write it"): lists closing the riddle after its questions, names before
// the sentence that says the row, titled people read as men and women, and
// a question that names its category before a phrase of another's words.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/zebra/english/read_english.h"
#include "puzzles/zebra/english/english_testing.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using ::testing::Not;

using testing_english::statement;
using testing_english::zebra_of;

TEST(EnglishLayout, ListsMayCloseTheRiddleAfterItsQuestions) {
  const std::string z = zebra_of(
      "Three people live in three houses in a row. Their names are Ann, Bo and Cy.\n"
      "1. The doctor lives in the first house.\n2. Bo drinks tea.\n"
      "Who drinks milk?\n"
      "(Jobs are doctor, baker and pilot. Drinks are tea, milk and water.)\n");
  EXPECT_THAT(z, AllOf(HasSubstr("category job: doctor baker pilot\n"),
                       HasSubstr("category drink: tea milk water\n"), HasSubstr("1: doctor at 1\n"),
                       HasSubstr("2: Bo is tea\n"), HasSubstr("ask: name of milk\n")));
  // After the clues only a sentence that is a list and nothing else is
  // one: a clue that lists names still reads as a clue.
  EXPECT_THAT(zebra_of("Three people live in three houses in a row. Their names are Ann, Bo and "
                       "Cy. Their pets are a cat, a dog and a hen.\n"
                       "1. Ann keeps the cat.\n2. The hen lives in the first house.\n"
                       "3. Ann, Bo and Cy are all different.\n"),
              Not(HasSubstr("category name_2")));
}

TEST(EnglishLayout, NamesBeforeTheRowAreAList) {
  // `Lily, Josh and Nia each built a snowman.` comes before the sentence
  // that says there is a row: it is still the list of names.
  const std::string z = zebra_of(
      "Lily, Josh and Nia each built a snowman. The three snowmen stand in a row in the park.\n"
      "Each snowman wears a scarf (red, blue or green).\n"
      "Lily's snowman is at the right end of the row.\nJosh's snowman has a green scarf.\n");
  EXPECT_THAT(z, AllOf(HasSubstr("category name: Lily Josh Nia\n"), HasSubstr("1: Lily at 3\n"),
                       HasSubstr("2: Josh is green\n")));
}

TEST(EnglishLayout, ATitleMayEndWithAnExclamationMark) {
  const std::string z = zebra_of(
      "Snowman Puzzle!\n\nLily, Josh and Nia each built a snowman. The three snowmen stand in "
      "a row. Each wears a scarf (red, blue or green).\nLily's snowman is in the middle.\n");
  EXPECT_THAT(z, AllOf(HasSubstr("# Snowman Puzzle!\n"), HasSubstr("1: Lily in the middle\n")));
}

TEST(EnglishLayout, TitledPeopleAreMenAndWomen) {
  const std::string riddle =
      "Mr. Olsen, Mrs. Patel, Dr. Quinn and Mr. Reyes each rent an allotment. The four plots "
      "lie side by side. Each grows one crop: beans, leeks, onions or potatoes.\n";
  // `the woman who grows leeks` is one of the women, or the doctor, whose
  // title tells no sex; the people's list is `name`, not where they live.
  EXPECT_THAT(zebra_of(riddle + "1. The woman who grows leeks is in the first plot.\n"),
              AllOf(HasSubstr("category name: Mr_Olsen Mrs_Patel Dr_Quinn Mr_Reyes\n"),
                    HasSubstr("1: all of: leeks at 1; leeks is Mrs_Patel or Dr_Quinn\n")));
  EXPECT_THAT(zebra_of(riddle + "1. The man with the beans is next to Mrs. Patel.\n"),
              HasSubstr("1: all of: beans next to Mrs_Patel; beans is Mr_Olsen or Dr_Quinn or "
                        "Mr_Reyes\n"));
  // Without titles a man is anyone: nothing is added.
  EXPECT_THAT(zebra_of("Three men live in three houses in a row. Their names are Ann, Bo and Cy. "
                       "Their pets are a cat, a dog and a hen.\n"
                       "1. The man who keeps the cat lives in the first house.\n"),
              HasSubstr("1: cat at 1\n"));
}

TEST(EnglishLayout, AQuestionAsksTheCategoryItNames) {
  // `What colour ...` asks a colour: never the hats, whose line has the
  // word `snowman` the question ends with.
  const std::string riddle =
      "Lily, Josh and Nia each built a snowman. The three snowmen stand in a row. Each snowman "
      "wears a hat (a top hat, a woolly hat or a cap) and a scarf (red, blue or green).\n"
      "Lily's snowman is at the right end of the row.\n";
  EXPECT_THAT(zebra_of(riddle + "What colour is Lily's scarf?\n"),
              HasSubstr("ask: color of Lily\n"));
  EXPECT_THAT(zebra_of(riddle + "What colour is the scarf on Lily's snowman?\n"),
              HasSubstr("ask: color of Lily\n"));
}

TEST(EnglishLayout, NeighboursAreNextToEachOther) {
  const std::string riddle =
      "Three people live in three houses in a row. Their names are Ann, Bo and Cy. Their pets "
      "are a cat, a dog and a hen.\n";
  EXPECT_THAT(zebra_of(riddle + "1. The cat and the dog are neighbours.\n"),
              HasSubstr("1: cat next to dog\n"));
  EXPECT_THAT(zebra_of(riddle + "1. Ann and the hen are not neighbours.\n"),
              HasSubstr("1: Ann not next to hen\n"));
}

TEST(EnglishLayout, ValuesOnlyInTheCluesOfARow) {
  // No list: the categories said in words take their values from the
  // clues, the people's names from the capitalised words no other holds.
  const std::string riddle =
      "Four houses in a row, four people, four pets. Everybody lives in a different house, "
      "every house is a different colour and nobody has the same pet as anyone else.\n"
      "Greg lives in the last house on the right.\nHolly lives in the white house.\n"
      "The dog lives in the red house.\nThe green house is sandwiched between the red house "
      "and the blue house.\nJess doesn't own the turtle.\nThe parrot lives next to the cat.\n"
      "So who owns the cat, and what colour is Ivan's house?\n";
  EXPECT_THAT(zebra_of(riddle),
              AllOf(HasSubstr("category color: white red green blue\n"),
                    HasSubstr("category pet: dog turtle parrot cat\n"),
                    HasSubstr("category name: Greg Holly Jess Ivan\n"), HasSubstr("1: Greg at 4\n"),
                    HasSubstr("4: all of: green next to red; green next to blue\n")));
}

TEST(EnglishLayout, ValuesOnlyInTheCluesMustBeAsManyAsThePositions) {
  // A name missing from the clues is no guess: the riddle is refused with
  // the names found.
  try {
    zebra_of(
        "Three houses in a row, three people. Every house is a different colour.\n"
        "Greg lives in the red house.\nHolly lives in the white house.\n"
        "The blue house is in the middle.\n");
    FAIL() << "read";
  } catch (const io::InputError& e) {
    EXPECT_THAT(e.detail(), HasSubstr("the clues name 2 values of name (Greg, Holly)"));
  }
}

TEST(EnglishLayout, ASideWithoutHowFarIsDecidedByTheRiddle) {
  const std::string riddle =
      "There are three houses in a row. Their colours are red, green and blue. Their owners are "
      "Ann, Bo and Cy.\n1. Ann lives in the first house.\n"
      "2. The red house is on the left of the blue house.\n3. Bo does not live in the red house.\n";
  // Read as `somewhere`, Cy in blue leaves two solutions: `immediately`.
  EXPECT_THAT(zebra_of(riddle + "4. Cy lives in the blue house.\n"),
              HasSubstr("# The red house is on the left of the blue house\n# (read as immediately "
                        "to the left: read as somewhere, the riddle has several solutions)\n"
                        "2: red just left of blue\n"));
  // With green in the middle only `somewhere` has a solution.
  EXPECT_THAT(zebra_of(riddle + "4. Cy lives in the blue house.\n5. The green house is in the "
                                "middle.\n"),
              HasSubstr("(read as somewhere to the left: read as immediately, the riddle has no "
                        "solution)\n2: red left of blue\n"));
  // Two solutions either way: refused, with the phrasings that read.
  try {
    zebra_of(riddle);
    FAIL() << "read";
  } catch (const io::InputError& e) {
    EXPECT_EQ(e.where().line, 3);
    EXPECT_THAT(e.detail(), HasSubstr("write `immediately to the left of` or `somewhere to the "
                                      "left of`"));
  }
}

TEST(EnglishLayout, AForumPostWithItsTitleQuestionAndRemarks) {
  // A subject line that asks, a row whose colours follow a colon, a
  // question joined by `and`, a remark with numbers after the questions.
  const std::string z = zebra_of(
      "Re: puzzles for Year 6?\n\n"
      "three houses in a row: pink, blue and green. Mia, Leo and Zoe each live in one of them.\n"
      "- Mia lives in the middle house\n- the green house is not on the right hand end\n"
      "- Leo doesn't live in the blue house\n\n"
      "who lives in the pink house? and in which house does Zoe live?\n\n"
      "(took my 9 year old about 10 mins lol)\n");
  EXPECT_THAT(z, AllOf(HasSubstr("# Re: puzzles for Year 6?\n# (names no value"),
                       HasSubstr("category color: pink blue green\ncategory name: Mia Leo Zoe\n"),
                       Not(HasSubstr("category house")), HasSubstr("2: green not at 3\n"),
                       HasSubstr("ask: name of pink\n"),
                       HasSubstr("# in which house does Zoe live?\nask: position of Zoe\n"),
                       HasSubstr("# (took my 9 year old about 10 mins lol)\n# (names no value")));
  // Before the questions a number may be what a list missed: refused.
  EXPECT_THROW(zebra_of("three houses in a row: pink, blue and green. Mia, Leo and Zoe each live "
                        "in one of them.\nMia lives in the middle house.\n"
                        "It took my 9 year old about 10 mins.\nWho lives in the pink house?\n"),
               io::InputError);
}

TEST(EnglishLayout, AQueueIsARowFromItsFront) {
  const std::string riddle =
      "Four children are waiting in the lunch queue, one behind the other. Places in the queue "
      "are numbered 1 (at the front) to 4 (at the back).\nChildren: Freya, Gwen, Hassan, Jack\n"
      "Lunches: soup, pasta, salad, curry\nDrinks: milk, juice, water, smoothie\n";
  const std::string z =
      zebra_of(riddle +
               "1. Hassan is first in the queue.\n"
               "2. The child having soup is standing directly behind Freya.\n"
               "3. Jack is somewhere behind the salad.\n4. Gwen is in front of Jack.\n"
               "5. Nobody has milk with the salad.\nWhat is Jack drinking?\n");
  EXPECT_THAT(z, AllOf(HasSubstr("positions: 4\n"),
                       HasSubstr("# Places in the queue are numbered 1 (at the front) to 4 (at the "
                                 "back)\n# (names no value"),
                       HasSubstr("1: Hassan at 1\n"), HasSubstr("2: soup just right of Freya\n"),
                       HasSubstr("3: Jack right of salad\n"), HasSubstr("4: Gwen left of Jack\n"),
                       HasSubstr("5: milk is not salad\n"), HasSubstr("ask: drink of Jack\n")));
  // Where 1 is the back, `behind` is not read as a row.
  EXPECT_THROW(zebra_of("Four children stand in a queue, numbered 1 (at the back) to 4 (at the "
                        "front).\nChildren: Freya, Gwen, Hassan, Jack\n"
                        "Lunches: soup, pasta, salad, curry\nThe soup is directly behind Freya.\n"),
               io::InputError);
}

TEST(EnglishLayout, NeighboursOnEachSideAndTheSamePerson) {
  const std::string z = zebra_of(
      "Four cottages stand side by side. Agnes, Bertie, Clem and Dora each live in one. Each "
      "keeps different animals: a goat, some hens, a pony or some ducks. Each grows a different "
      "crop: beans, leeks, onions or peas.\n"
      "1. Agnes's neighbour on one side keeps hens, and her neighbour on the other side keeps a "
      "goat.\n2. The cottage at the right-hand end is Bertie's.\n"
      "3. The pony and the peas belong to the same person.\n"
      "4. The beans and the ducks belong to different people.\n");
  EXPECT_THAT(z, AllOf(HasSubstr("goat hens pony ducks\n"),
                       // (Two of one list are two already: no `hens is not goat`.)
                       HasSubstr("1: all of: Agnes next to hens; Agnes next to goat\n"),
                       HasSubstr("2: Bertie at 4\n"), HasSubstr("3: pony is peas\n"),
                       HasSubstr("4: beans is not ducks\n")));
}

TEST(EnglishLayout, AGridToFillInFramesTheRiddle) {
  const std::string z = zebra_of(
      "Three books stand in a row. Covers: red, blue, green\nAuthors: Adams, Brown, Clark\n"
      "1. The red book is at the far left.\n\nBook | Cover | Author\n1    |       |\n"
      "2    |       |\n\nWho wrote the red book?\n");
  EXPECT_THAT(z, AllOf(HasSubstr("# Book | Cover | Author\n"), HasSubstr("# 2    |       |\n"),
                       HasSubstr("1: red at 1\n")));
}

TEST(EnglishLayout, EachClueKeepsItsSentenceWhenPlacesAreNamed) {
  // `house 1`, `the middle house` name places, whose own clues come after
  // the riddle's: every clue keeps the sentence it was read from, which
  // explanations cite.
  const Puzzle p = parse_english(
      "Three people live in three houses in a row, numbered 1 to 3. Their names are Ann, Bo and "
      "Cy. Their pets are a cat, a dog and a hen.\n1. Ann lives in house 1.\n"
      "2. Neither Bo nor Cy lives in the middle house.\n3. The cat lives next to the dog.\n",
      "r.txt");
  ASSERT_GT(p.clues.size(), 3u);  // the places' clues too
  EXPECT_EQ(p.clues[0].label, "1");
  EXPECT_EQ(p.clues[0].sentence, "Ann lives in house 1");
  EXPECT_EQ(p.clues[1].sentence, "Neither Bo nor Cy lives in the middle house");
  EXPECT_EQ(p.clues[2].sentence, "The cat lives next to the dog");
  for (std::size_t i = 3; i < p.clues.size(); ++i) EXPECT_EQ(p.clues[i].sentence, "");
}

TEST(EnglishLayout, EarlierInTheDayIsATimeAndInTheWeekADay) {
  // Both a weekday and a time of day are ordered: the span says which.
  const std::string head =
      "Four colleagues each booked a different room for a different day (Monday to Thursday) at "
      "a different time (9 am, 10:30 am, 1 pm and 3:30 pm).\nColleagues: Gina, Hal, Ines, Jude\n"
      "Rooms: Atlas, Birch, Cedar, Delta\n";
  EXPECT_THAT(
      zebra_of(head + "1. The Birch meeting is earlier in the day than Jude's.\n"
                      "2. Jude's meeting is later in the week than Hal's.\n"
                      "3. Gina's meeting starts later in the day than Hal's.\n"),
      AllOf(HasSubstr("1: time(Birch) < time(Jude)\n"), HasSubstr("2: day(Jude) > day(Hal)\n"),
            HasSubstr("3: time(Gina) > time(Hal)\n")));
}

TEST(EnglishLayout, AForumPostInLowerCase) {
  // Names in lower case are the people where the list's noun says so;
  // `??` ends a question, and a last question may lack its mark.
  const std::string z = zebra_of(
      "there's 3 houses in a row. each kid has a favourite fruit (apple, banana, cherry). the "
      "kids are tom, ana and raj.\n* tom lives right next to ana\n* ana likes apples\n"
      "who likes cherries?? and what fruit does raj like\n");
  EXPECT_THAT(z, AllOf(HasSubstr("category kid: tom ana raj\n"), HasSubstr("1: tom next to ana\n"),
                       HasSubstr("# who likes cherries?\nask: kid of cherry\n"),
                       HasSubstr("# what fruit does raj like?\nask: kid_fruit of raj\n")));
}

TEST(EnglishLayout, CountriesByTheirAdjectives) {
  // `the runner from Kenya`, `The Swedish runner`, `the USA` in a list of
  // countries, which `Which country ...?` asks.
  const std::string z = zebra_of(
      "Three runners line up in lanes 1 to 3. The runners are Asha, Britt and Carmen; they "
      "represent Kenya, the USA and Sweden, and each wears a different vest: red, blue or "
      "green.\n1. The runner from Kenya is in lane 1.\n2. The Swedish runner wears blue.\n"
      "3. The American runner is next to Asha.\nWhich country does Britt represent?\n");
  EXPECT_THAT(
      z, AllOf(HasSubstr("category country: Kenya the_USA Sweden\n"), HasSubstr("1: Kenya at 1\n"),
               HasSubstr("2: Sweden is blue\n"), HasSubstr("3: the_USA next to Asha\n"),
               HasSubstr("ask: country of Britt\n")));
}

TEST(EnglishLayout, DoorsAndTheMiddleOfAnEvenRow) {
  // A door is its house's (`The Bakers' front door is red`, `behind the
  // yellow door`), except in a count of doors (`two doors down`); `one of
  // the two middle houses` of four is 2 or 3.
  const std::string z = zebra_of(
      "On one side of Hill Street stand four houses, which we'll call 1 to 4 from left to right. "
      "In them live the Archers, the Bakers, the Carters and the Dyers. Each family's front door "
      "is painted a different colour: black, green, red or white. Each keeps one pet: a cat, a "
      "dog, a hen or a rabbit.\n1. The Bakers' front door is red.\n"
      "2. The cat lives behind the white door.\n3. The Dyers live in one of the two middle "
      "houses.\n4. The dog lives two doors down from the Archers.\n"
      "5. The hen is not kept behind the black door.\n");
  EXPECT_THAT(z, AllOf(HasSubstr("1: Bakers is red\n"), HasSubstr("2: cat is white\n"),
                       HasSubstr("3: Dyers at 2 or 3\n"), HasSubstr("4: dog 2 away from Archers\n"),
                       HasSubstr("5: hen is not black\n")));
}

TEST(EnglishLayout, WeekdaysInCapitalsAreNoOnesNames) {
  // `Monday, Tuesday and Wednesday` run together in prose are capitalised
  // like names: `Who` still asks the friends (it answered `Monday`).
  const std::string z = zebra_of(
      "Three friends - Nora, Owen and Pia - each made one pot at the class: a bowl, a jug and a "
      "vase. They fired them on three evenings, Monday, Tuesday and Wednesday.\n"
      "1. Nora and Owen made the jug and the vase, though not necessarily in that order.\n"
      "2. Of the bowl and the jug, the former was fired on Monday and the latter on "
      "Wednesday.\nWho made the bowl?\n");
  EXPECT_THAT(z, AllOf(HasSubstr("category pot: bowl jug vase\n"),
                       HasSubstr("1: Nora and Owen are jug and vase\n"),
                       HasSubstr("2: all of: bowl is day.1; jug is day.3\n"),
                       HasSubstr("ask: friend of bowl\n")));
}

TEST(EnglishLayout, OneIsThisOneThatAndPositionsNumberedInProse) {
  // `One dog is a poodle, one is a beagle and one a boxer` is a list of
  // three, its noun the category; `They are numbered 1, 2 and 3` numbers
  // the kennels and is no category; `What kind of dog` asks the dogs.
  const std::string z = zebra_of(
      "There are 3 kennels in a row. They are numbered 1, 2 and 3.\n"
      "Rex, Bella and Max each sleep in one kennel.\n"
      "One dog is a poodle, one is a beagle and one a boxer.\n"
      "1. Rex sleeps in the middle kennel.\n2. The beagle sleeps in kennel 1.\n"
      "What kind of dog is Rex?\n");
  EXPECT_THAT(z, AllOf(HasSubstr("category dog: poodle beagle boxer\n"),
                       Not(HasSubstr("category numbered")), HasSubstr("2: beagle at 1\n"),
                       HasSubstr("ask: dog of Rex\n")));
  // Trades with no noun of their own are jobs.
  EXPECT_THAT(zebra_of("There are 3 houses in a row. Ann, Bo and Cy live in them. One is a "
                       "dentist, one an architect and one a florist.\n1. Ann is the florist.\n"),
              HasSubstr("category job: dentist architect florist\n"));
}

TEST(EnglishLayout, AVerbNoTableKnowsTakesItsPrepositionWithIt) {
  // `hails from`, `was bought by`: the verb and its preposition link the
  // values; `far from` and `sits on Abe's right` keep theirs.
  const std::string riddle =
      "Growers: Buck, Dottie, Earl\nTowns: Clarksville, Elm Grove, Hadley\n"
      "Weights: 1,040 pounds, 1,115 pounds, 1,190 pounds\n";
  EXPECT_THAT(zebra_of(riddle + "1. Buck hails from Elm Grove.\n"),
              HasSubstr("1: Buck is Elm_Grove\n"));
  EXPECT_THAT(zebra_of(riddle + "1. The Hadley pumpkin was grown by Earl.\n"),
              HasSubstr("1: Hadley is Earl\n"));
  EXPECT_THROW(zebra_of(riddle + "1. Buck lives far from Elm Grove.\n"), io::InputError);
  // `tied up at berth 1`: the verb's adverb goes with it.
  EXPECT_THAT(zebra_of("Three boats are tied up along the pier at berths numbered 1 to 3. They "
                       "are the Kestrel, the Heron and the Wanderer, and their skippers are "
                       "Gus, Hal and Ivo.\n1. The Kestrel is tied up at berth 1.\n"),
              HasSubstr("1: Kestrel at 1\n"));
}

TEST(EnglishLayout, LastNamesAreNotWhoAndWhereAsksAPlace) {
  // `whose last names (in no particular order) are ...`: `Who` asks the
  // cooks, never their surnames; `Where did Isla plant her tree?` asks
  // the spot, not the tree the question names (both were answered wrong).
  const std::string z = zebra_of(
      "Three cooks entered. The cooks were Earl, Lupe and Rosa, whose last names (in no "
      "particular order) are Baxter, Cordero and Hanley. The judges placed them 1st, 2nd and "
      "3rd.\n1. Earl finished ahead of Baxter.\nWho won first prize?\n");
  EXPECT_THAT(z, AllOf(HasSubstr("category last_name: Baxter Cordero Hanley\n"),
                       HasSubstr("ask: cook of ")));
  EXPECT_THAT(zebra_of("Pupils: Finn, Grace, Isla\nTrees: cherry, oak, rowan\n"
                       "Spots: behind the hall, by the gate, near the pond\n"
                       "1. The rowan was planted near the pond.\n"
                       "Where did Isla plant her tree?\n"),
              HasSubstr("ask: spot of Isla\n"));
}

TEST(EnglishLayout, FloorsStandUpright) {
  // Floors numbered from the bottom: `above` is further up the row, `the
  // top floor` its last place; a place with a word no list holds (`The
  // drummer lives on floor 1`) is a clue, never a frame; `drummer` is the
  // drums' player and `They work as a nurse, ...` a list.
  const std::string riddle =
      "A small building has three floors, numbered 1 (the bottom) to 3 (the top), with one "
      "tenant on each floor: Adler, Brooks and Chen. They work as a nurse, a baker and a pilot, "
      "and each plays a different instrument - piano, drums or flute.\n";
  EXPECT_THAT(zebra_of(riddle + "1. The pilot lives directly above the nurse.\n2. Brooks lives "
                                "on the top floor.\n3. Chen lives two floors below Adler.\n"
                                "4. The drummer lives on floor 1.\nOn which floor does the "
                                "baker live?\n"),
              AllOf(HasSubstr("category job: nurse baker pilot\n"),
                    HasSubstr("1: pilot just right of nurse\n"), HasSubstr("2: Brooks at 3\n"),
                    HasSubstr("3: Chen 2 left of Adler\n"), HasSubstr("4: drums at 1\n"),
                    HasSubstr("ask: position of baker\n")));
  // Numbered from the top, `above` is the other way.
  EXPECT_THAT(zebra_of("A building has three floors, numbered 1 (the top) to 3 (the bottom). "
                       "Adler, Brooks and Chen live there, one to a floor. They work as a nurse, "
                       "a baker and a pilot.\n1. The pilot lives directly above the nurse.\n"),
              HasSubstr("1: pilot just left of nurse\n"));
}

TEST(EnglishLayout, RowsAsPuzzleBooksSetThem) {
  // The row's own noun from the sentence that sets it (`beach huts stand
  // in a row`, `lockers next to each other`), `One sells cheese, one
  // bread, ...`, a holder (`under the white awning`), two places at once
  // (`opposite ends`, `the first two stalls`), `exactly in the middle`,
  // `neighbour on the right`.
  const std::string stalls =
      "Three market stalls stand side by side, numbered 1 to 3 from left to right. The "
      "stallholders are Greta, Hamid and Irene. One sells cheese, one bread and one honey, and "
      "each stall has a different awning: striped, green or white.\n";
  EXPECT_THAT(
      zebra_of(stalls + "1. The bread is sold under the white awning.\n2. The green "
                        "awning is not on either of the first two stalls.\n3. Greta's "
                        "stall is exactly in the middle.\n4. Irene and the honey stall "
                        "stand at opposite ends of the row.\n5. Greta's neighbour on "
                        "the right sells cheese.\n"),
      AllOf(HasSubstr("category stallholder: Greta Hamid Irene\n"),
            HasSubstr("category sell: cheese bread honey\n"), HasSubstr("1: bread is white\n"),
            HasSubstr("2: not: green at 1 or 2\n"), HasSubstr("3: Greta in the middle\n"),
            HasSubstr("4: any of: (all of: Irene at 1; honey at 3); (all of: Irene at "
                      "3; honey at 1)\n"),
            HasSubstr("5: cheese just right of Greta\n")));
  EXPECT_THAT(zebra_of("Three students have lockers next to each other, numbered 1-3 from left "
                       "to right.\nStudents: Amir, Bea, Cole\nSports: golf, judo, polo\n"
                       "1. Amir's locker is exactly in the middle.\n"),
              HasSubstr("1: Amir in the middle\n"));
}

TEST(EnglishLayout, PenceBesidePoundsAndSuperlativesOnBothSides) {
  // `50p, 75p, £1 or £1.25` is one list of prices in pounds: `25p more`
  // is 0.25 of them; pence alone are counted in pence (`10p more` is 10).
  EXPECT_THAT(
      zebra_of("Four kids ran a stall: Poppy, Ruby, Sam and Toby. Each one made "
               "something different (brownies, flapjacks, lemon drizzle or scones) and "
               "each charged a different price - 50p, 75p, £1 or £1.25.\n"
               "- The scones cost 25p more than whatever Sam made.\n"),
      AllOf(HasSubstr("0.5 0.75 1 1.25\n"), HasSubstr("1: price(scones) = price(Sam) + 0.25\n")));
  EXPECT_THAT(zebra_of("Four girls ran the cake stall. Each baked a different item, priced it "
                       "differently (20p, 30p, 40p or 50p each) and sold a different number "
                       "(12, 18, 24 or 30).\nHelpers: Amelia, Bethany, Carys, Delphine\n"
                       "Bakes: fairy cakes, jam tarts, rock buns, shortbread\n"
                       "1 The cheapest item sold the most.\n"
                       "2 The fairy cakes cost 10p more than Amelia's bake.\n"),
              AllOf(HasSubstr("ordered price: 20 30 40 50\n"), HasSubstr("1: price.20 is "),
                    HasSubstr(".30\n"), HasSubstr("2: price(fairy_cakes) = price(Amelia) + 10\n")));
}

TEST(EnglishLayout, AMeasureIsNeverAPlaceInAnOrder) {
  // `the shortest piece` and `older` are never over the order of playing
  // (`first, second, ...`), even where the order's line says the
  // sentence's verb (`played`): it read `place(Bach) > place(Adele)`.
  const std::string pieces =
      "Four pupils played one after another, first to fourth.\nPianists: Greta, Hiro, Ilse, "
      "Joel\nComposers: Beethoven, Grieg, Haydn, Liszt\nLengths: 3 minutes, 4 minutes, 6 "
      "minutes, 7 minutes\n";
  EXPECT_THAT(zebra_of(pieces + "1. The Liszt was the shortest piece.\n"),
              HasSubstr("1: Liszt is length.3\n"));
  EXPECT_THAT(zebra_of(pieces + "1. The shortest piece opened the recital.\n"),
              HasSubstr("1: length.3 is place.1\n"));
  EXPECT_THAT(zebra_of("Four pupils - Adele, Bruno, Clara and Dmitri, aged 8, 10, 11 and 13 - "
                       "each played a piece, one by Bach, one by Chopin, one by Liszt and one by "
                       "Satie. They played one after another, first to fourth.\n"
                       "1. The Bach was played by someone older than Adele.\n"),
              HasSubstr("1: aged(Bach) > aged(Adele)\n"));
}

TEST(EnglishLayout, WrongReadingsOfNewRiddlesStayFixed) {
  // Each of these was answered wrong before: `the longest-serving member`
  // of the years joined is the earliest; `joined the choir before` is no
  // step (`the round before` is); `Who loves carrots?` of ponies and
  // their riders is refused; `Which boat` of named boats asks the name.
  const std::string choir =
      "Agnes, Bernard and Clive each sing a different part - alto, bass or tenor - and they "
      "joined the choir in 2009, 2012 and 2015.\n";
  EXPECT_THAT(zebra_of(choir + "1. The longest-serving member of the choir sings bass.\n2. The "
                               "alto joined the choir before the tenor did.\n"),
              AllOf(HasSubstr("1: bass is joined_choir.2009\n"),
                    HasSubstr("2: joined_choir(alto) < joined_choir(tenor)\n")));
  EXPECT_THROW(zebra_of("There are three stables in a row, and in each one lives a pony: "
                        "Biscuit, Duke and Pepper. Every pony has its own rider (Ava, Holly or "
                        "Sam) and its own favourite treat (apples, carrots or sugar lumps).\n"
                        "1) Duke lives in the middle stable.\nWho loves carrots?\n"),
               io::InputError);
  EXPECT_THAT(zebra_of("Three fishing boats are tied up side by side along the jetty. They are "
                       "the Kittiwake, the Marigold and the Osprey. Each has a different skipper "
                       "(Alun, Bryn or Cerys) and goes after a different catch: crab, bass or "
                       "cod.\n1. The Kittiwake is in the middle.\nWhich boat brings in the "
                       "bass?\n"),
              HasSubstr("ask: name of bass\n"));
}

TEST(EnglishLayout, MeasuresSizesAndEndsAsPeopleSayThem) {
  // `four days in a row` is no row; `the smallest snowman` is a height,
  // never a day; `How tall`; `2 feet` of a list in `ft`; `No entry got
  // more votes than`; `90 cm above` is never of votes; `The books were a
  // first edition of Rebecca, ...` (the first book was read as `Rebecca`).
  const std::string snow =
      "School was closed for four days in a row, so four friends each built a snowman.\nThe "
      "friends: Freddie, Gemma, Harvey, Isla\nThe heights: 80 cm, 95 cm, 110 cm, 125 cm\nThe "
      "days: Monday, Tuesday, Wednesday, Thursday\nThe votes: 41, 56, 73, 88\n";
  EXPECT_THAT(zebra_of(snow + "1. Gemma's snowman was the smallest.\n2. Gemma's snowman was 30 "
                              "cm taller than Isla's.\n3. No snowman got more votes than "
                              "Harvey's.\nHow tall was Isla's snowman?\n"),
              AllOf(HasSubstr("positions: none\n"), HasSubstr("1: Gemma is height.80\n"),
                    HasSubstr("2: height(Gemma) = height(Isla) + 30\n"),
                    HasSubstr("3: Harvey is vote.88\n"), HasSubstr("ask: height of Isla\n")));
  EXPECT_THAT(zebra_of("Boards: 7 ft, 8 ft, 9 ft, 10 ft\nSurfers: Kelly, Lynch, Moran, Nolan\n"
                       "1. Moran's board was 2 feet longer than Lynch's.\n2. Kelly's board was a "
                       "foot longer than Nolan's.\n"),
              AllOf(HasSubstr("1: board(Moran) = board(Lynch) + 2\n"),
                    HasSubstr("2: board(Kelly) = board(Nolan) + 1\n")));
  EXPECT_THAT(zebra_of("The customers were Ann, Bea and Cy. The books were a first edition of "
                       "Rebecca, a Victorian atlas and a signed cookbook. The prices were £3, £5 "
                       "and £8.\n1. Ann paid £3 more than Bea.\n"),
              HasSubstr(": first_edition_of_Rebecca Victorian_atlas signed_cookbook\n"));
}

TEST(EnglishLayout, QueuesEndsAndQuestionsInTwoParts) {
  // `at the front of the queue`, `at neither end`, `an end space`; two
  // questions joined by `, and`; `Which house` of a grid without
  // positions asks its list of houses.
  const std::string queue =
      "Four people are waiting in the bus queue, one behind the other. They are Alf, Gus, Ivy "
      "and Nora, and each carries something different: a bag, a box, a dog or an umbrella.\n";
  EXPECT_THAT(zebra_of(queue + "1. Nora is at the front of the queue.\n2. Ivy is somewhere "
                               "behind Alf.\n3. The dog is at neither end.\n4. The bag is at "
                               "the back of the queue.\nWho has the box, and what is Gus "
                               "carrying?\n"),
              AllOf(HasSubstr("1: Nora at 1\n"), HasSubstr("2: Ivy right of Alf\n"),
                    HasSubstr("3: not: dog at an end\n"), HasSubstr("4: bag at 4\n"),
                    HasSubstr("ask: name of box\n")));
  EXPECT_THAT(zebra_of("Five cars are parked side by side in spaces 1 to 5.\nOwners: Ann, Bo, "
                       "Cy, Di, Ed\nJobs: lawyer, nurse, pilot, chef, baker\n"
                       "1. The lawyer has an end space.\n"),
              HasSubstr("1: lawyer at an end\n"));
  EXPECT_THAT(zebra_of("Pupils: Matteo, Nell, Omar\nHouses: Drake, Nelson, Raleigh\n"
                       "Jumps: 2.40 m, 2.60 m, 2.80 m\n1. Matteo jumped further than Nell.\n"
                       "Which house is Matteo in?\n"),
              HasSubstr("ask: house of Matteo\n"));
}

TEST(EnglishLayout, APuzzlesNumberBeforeItsTitleOpensARiddle) {
  // `24  MARKET DAY` starts with a number as a Futoshiki order does, but
  // an order is alone on its line: the text is read as English.
  const testing::RunResult r = testing::run_deduce(
      {"translate", "-"},
      "24  MARKET DAY\n\nThree traders set up their stalls in a single line, numbered 1 to 3 "
      "from left to right. Bert, Doris and Fred each sell a different kind of produce (bread, "
      "cheese or fish).\n\n1. Fred sells the cheese.\n2. Bert is at the left end.\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, AllOf(HasSubstr("positions: 3\n"), HasSubstr("2: Bert at 1\n")));
}

TEST(EnglishLayout, NorDoesHeAndThanAnyOfTheOthers) {
  // `, nor does he catch ...` is `and he does not catch ...`; `than any of
  // the others` is `than anyone else`; `further along than` is further
  // from where the numbers start; `between ... and right next to both`.
  const std::string buses =
      "Harvey, Imogen, Jude and Kemi each catch a different bus - the number 7, the number 12, "
      "the number 24 or the number 31 - and pay £1.20, £1.50, £1.80 or £2.10.\n";
  EXPECT_THAT(zebra_of(buses + "1. Jude doesn't catch the number 24, nor does he catch the "
                               "number 12.\n2. Kemi pays more than any of the others.\n"),
              AllOf(HasSubstr("1: all of: Jude is not bus.24; Jude is not bus.12\n"),
                    HasSubstr("2: Kemi is ")));
  EXPECT_THAT(zebra_of("Four students have lockers next to each other, numbered 1-4 from left to "
                       "right.\nStudents: Hana, Josh, Lucy, Nina\nSports: golf, judo, polo, "
                       "rugby\n1. Lucy's locker is further along than Josh's.\n2. Hana's "
                       "locker is between Nina's and Lucy's, and right next to both.\n"),
              AllOf(HasSubstr("1: Lucy right of Josh\n"),
                    HasSubstr("2: all of: Hana next to Nina; Hana next to Lucy\n")));
}

TEST(EnglishLayout, RatesQuartersTitlesAndInTurn) {
  // `£4 a week less` is £4 less (a rate, no week); `a quarter of an hour`
  // is 15 minutes (it read as an hour); `Ms Carver` of a list of surnames
  // is Carver; `who in turn covered` links the second comparison.
  const std::string round =
      "Amy, Dan, Jess and Leo each cover a different street - Ash Grove, Birch Road, Cedar Lane "
      "or Elm Close - and he pays them £12, £14, £16 or £18 a week. They also set off at "
      "different times each morning: 6.15am, 6.30am, 6.45am or 7am.\n";
  EXPECT_THAT(
      zebra_of(round + "1. Dan earns £4 a week less than Amy.\n2. The Ash Grove round "
                       "starts a quarter of an hour later than the Birch Road round.\n"),
      AllOf(HasSubstr("(Dan) = "), HasSubstr("(Amy) - 4\n"), HasSubstr("(Birch_Road) + 15\n")));
  EXPECT_THAT(zebra_of("Riders: Gareth, Helen, Imran, Julia\nSurnames: Booth, Carver, Dunne, "
                       "Ellis\nRoutes: 25 miles, 40 miles, 55 miles, 70 miles\n1. Helen rode 30 "
                       "miles further than Ms Carver, who in turn covered 15 miles more than "
                       "Imran.\n"),
              HasSubstr("(Helen) = route(Carver) + 30; route(Carver) = route(Imran) + 15\n"));
}

TEST(EnglishLayout, NeitherDidAndEarlierInTheCruise) {
  // `..., and neither did Ivor`; `earlier in the cruise than anyone else`
  // over `day 2, day 3, ...`, which are times.
  EXPECT_THAT(zebra_of("Bakers: Fenella, Ivor, Jack\nCakes: carrot cake, sponge, tart\n"
                       "1. Fenella did not make the carrot cake, and neither did Ivor.\n"),
              HasSubstr("1: all of: Fenella is not carrot_cake; Ivor is not carrot_cake\n"));
  EXPECT_THAT(zebra_of("The ship called at Lisbon, Malaga and Porto on day 2, day 3 and day 4 of "
                       "the cruise. The couples were the Hendersons, the Joneses and the Khans.\n"
                       "1. The Hendersons went ashore earlier in the cruise than anyone else.\n"),
              HasSubstr("1: Hendersons is day.2\n"));
}

TEST(EnglishLayout, AFullNameAcrossTwoLists) {
  // `Ned Jones` where first names and surnames are two lists: Ned is
  // Jones, and the clue is said of Ned.
  const std::string kites =
      "Four friends - Kim, Lou, Max and Ned - each flew a kite. The kites were red, blue, green "
      "and yellow, and they flew to heights of 20 m, 30 m, 40 m and 50 m. Their surnames are "
      "Hart, Ives, Jones and King.\n";
  EXPECT_THAT(zebra_of(kites + "1. Ned Jones didn't fly the yellow kite.\n2. Ned Jones's kite "
                               "flew 10 m higher than Kim's.\n"),
              AllOf(HasSubstr("1: all of: Ned is Jones; Ned is not yellow\n"),
                    HasSubstr("2: all of: Ned is Jones; length(Ned) = length(Kim) + 10\n")));
}

TEST(EnglishLayout, ADifferenceNoTwoValuesHaveReadsNothing) {
  // `60 more` over days open 2 to 4, `1500 more` over tickets 250 apart:
  // no two values differ so, and the other list is meant.
  EXPECT_THAT(zebra_of("Shows: Ann, Bo, Cy\nVisitors: 100, 160, 220\nDays open: 2, 3, 4\n1. Ann "
                       "drew 60 more than Bo.\n"),
              HasSubstr("1: visitor(Ann) = visitor(Bo) + 60\n"));
  EXPECT_THAT(zebra_of("Winners: Ida, Jon, Kay\nWinnings: 2000, 3500, 5000\nTickets: 1000, 1250, "
                       "1500\n1. Ida had 1500 more than Jon.\n"),
              HasSubstr("1: winning(Ida) = winning(Jon) + 1500\n"));
}

TEST(EnglishLayout, FirstAndBeforeAreOrdersLowerIsAnAmount) {
  // `played last`, `played before` of pieces' lengths and the order they
  // were played in: the order; `lower` of salaries and weekdays: money.
  const std::string recital =
      "Pianists: Greta, Hiro, Ilse\nLengths: 3 minutes, 4 minutes, 6 minutes\nOrder: first, "
      "second, third\n";
  EXPECT_THAT(
      zebra_of(recital + "1. Ilse played last.\n2. Hiro played before Greta.\n"),
      AllOf(HasSubstr("1: Ilse is order.3\n"), HasSubstr("2: order(Hiro) < order(Greta)\n")));
  EXPECT_THAT(zebra_of("Candidates: Novak, Okafor, Moreau\nSalaries: $48,000, $52,000, "
                       "$56,000\nDays: Monday, Tuesday, Wednesday\n1. Okafor's offer was lower "
                       "than Novak's.\n"),
              HasSubstr("1: salary(Okafor) < salary(Novak)\n"));
}

TEST(EnglishLayout, RatingsAreNoYearsAndAHyphenedSuperlative) {
  // Numbers from 1000 to 3000 are years unless their line says what they
  // count; `the highest-rated` is read by `rated`, a form of `ratings`.
  const std::string chess =
      "Final scores were 2 points, 3 points and 4 points, and the players' ratings going in "
      "were 1450, 1520 and 1610. The players were Grant, Harriet and Ivan.\n";
  EXPECT_THAT(zebra_of(chess + "1. The highest-rated player finished with fewer points than "
                               "anyone else.\n2. Harriet is rated 70 points above Grant.\n"),
              AllOf(HasSubstr("1: rating_going.1610 is final_score.2\n"),
                    HasSubstr("2: rating_going(Harriet) = rating_going(Grant) + 70\n")));
}

TEST(EnglishLayout, ANameWithItsArticleAmongNamesAndBeforeAnyoneElse) {
  // `Alaska, Bermuda, the Caribbean and Norway` in a run of lists;
  // `before anyone else` is the earliest.
  EXPECT_THAT(zebra_of("The Bakers, the Chens, the Dunns and the Ellises sailed in April, June, "
                       "August and October, on cruises of 5, 7, 10 and 14 nights, and between "
                       "them they visited Alaska, Bermuda, the Caribbean and Norway.\n1. The "
                       "Dunns set sail before anyone else.\n2. The Chens went to the "
                       "Caribbean.\n"),
              AllOf(HasSubstr("1: Dunns is month.4\n"), HasSubstr("2: Chens is Caribbean\n")));
}

TEST(EnglishLayout, RangesGoRoundGradesKeepTheirSignsOneEachInBrackets) {
  // `from Sunday through Thursday` runs on across the week's end.
  EXPECT_THAT(zebra_of("Five travelers each checked in on a different day, from Sunday through "
                       "Thursday.\nTravelers: Asha, Brandon, Celeste, Dmitri, Elodie\n1. Celeste "
                       "checked in 2 days after Elodie.\n"),
              AllOf(HasSubstr("ordered day: 7 8 9 10 11\n"),
                    HasSubstr("1: day(Celeste) = day(Elodie) + 2\n")));
  // `O+` and `O-` are two values, `A+` no article.
  EXPECT_THAT(zebra_of("Donors: Ruth, Simon, Tamsin\nTheir blood groups are A+, O+ and O-.\n1. "
                       "The O+ donor is not Ruth.\n2. Simon is A+.\n"),
              AllOf(HasSubstr("category blood_group: A_plus O_plus O-\n"),
                    HasSubstr("1: O_plus is not Ruth\n"), HasSubstr("2: Simon is A_plus\n")));
  // `each brought their own tent (one green, one red and one blue)`.
  EXPECT_THAT(zebra_of("Rob, Sue and Una each brought their own tent (one green, one red and one "
                       "blue).\n1. Sue is in the blue tent.\n"),
              HasSubstr("1: Sue is blue\n"));
}

TEST(EnglishLayout, QuestionsOfOneThingByTheirQuestionWord) {
  // The question word and its noun say the list; the one value named says
  // of whom; the rest only links them.
  const std::string surf =
      "First names: Aiden, Bryony, Ciaran\nSurnames: Kelly, Lynch, Moran\nBoards: 7 ft, 8 ft, "
      "9 ft\nLessons: 9:00am, 11:00am, 1:00pm\n";
  EXPECT_THAT(zebra_of(surf + "At what time was Aiden's lesson?\nHow long was Bryony's board?\n"
                              "What surname does Ciaran have?\n"),
              AllOf(HasSubstr("ask: lesson of Aiden\n"), HasSubstr("ask: board of Bryony\n"),
                    HasSubstr("ask: surname of Ciaran\n")));
  EXPECT_THAT(zebra_of("Children: Lily, Josh, Nia\nEach snowman wears a hat (top hat, woolly hat "
                       "or cap) and a scarf (red, blue or green).\nWhat colour is the scarf on "
                       "Lily's snowman?\n"),
              HasSubstr("ask: color of Lily\n"));
  // A question that says a relation is no question of one thing.
  EXPECT_THROW(zebra_of(surf + "At what time was the lesson after Aiden's?\n"), io::InputError);
}

TEST(EnglishLayout, APronounComparedWithAndAHedgeSetOffByCommas) {
  // `..., and he also rode further than she did`: he the first named, she
  // the other; `whose surnames, in no particular order, are ...`.
  EXPECT_THAT(zebra_of("Gareth, Helen and Julia (whose surnames, in no particular order, are "
                       "Booth, Carver and Dunne) collected £850, £1,100 and £1,350 and rode 25 "
                       "miles, 40 miles and 55 miles.\n1. Gareth raised £250 more than Julia, and "
                       "he also rode further than she did.\nWhat is Gareth's surname?\n"),
              AllOf(HasSubstr("category whose_surname: Booth Carver Dunne\n"),
                    HasSubstr("(Gareth) = collected(Julia) + 250; length(Gareth) > "
                              "length(Julia)\n"),
                    HasSubstr("ask: whose_surname of Gareth\n")));
}

TEST(EnglishLayout, TheWinnerAPlaceEarnedAnOrdinalEndsASentence) {
  // `The winner` is the first place, never the oldest; `a higher place`
  // is over the places; `didn't come 3rd.` ends its sentence.
  const std::string skate =
      "The finalists were Jaden, Kiko and Leon. The skaters are aged 12, 13 and 14, and they "
      "finished 1st, 2nd and 3rd.\n";
  EXPECT_THAT(zebra_of(skate + "The winner is a year older than Jaden. Kiko earned a higher "
                               "place than Leon. The 12-year-old didn't come 3rd. Jaden is older "
                               "than Kiko.\n"),
              AllOf(HasSubstr("1: skater_aged(finished.1) = skater_aged(Jaden) + 1\n"),
                    HasSubstr("2: finished(Kiko) < finished(Leon)\n"),
                    HasSubstr("3: skater_aged.12 is not finished.3\n"),
                    HasSubstr("4: skater_aged(Jaden) > skater_aged(Kiko)\n")));
}

TEST(EnglishLayout, APlaceOneHasIsWhereOneIs) {
  // `doesn't have a locker next to Amir's`: not next to Amir.
  EXPECT_THAT(zebra_of("Five lockers stand in a row, numbered 1 to 5.\nStudents: Amir, Bea, "
                       "Cole, Dana, Eli\nSports: soccer, swimming, basketball, track, "
                       "volleyball\n1. The student on the track team doesn't have a locker next "
                       "to Amir's.\n"),
              HasSubstr("1: track not next to Amir\n"));
}

TEST(EnglishLayout, OneBeforeAComparativeAndGradesThatAreLevels) {
  // `one skein fewer`, `one more skein`: the amount one, not only `<`.
  EXPECT_THAT(zebra_of("Knitters: Agnes, Bridget, Dolores\nItems: beret, scarf, mittens\nBetween "
                       "them they got through 2, 3 and 4 skeins.\n1. Bridget used one skein fewer "
                       "than Dolores.\n2. The beret took one more skein than Agnes's project.\n"),
              AllOf(HasSubstr("1: through_skein(Bridget) = through_skein(Dolores) - 1\n"),
                    HasSubstr("2: through_skein(beret) = through_skein(Agnes) + 1\n")));
  // A school's grades (6th to 9th) are levels: one grade above is one more.
  EXPECT_THAT(zebra_of("Students: Aiden, Brooke, Dana\nGrades: 6th, 7th, 8th\n1. Aiden is exactly "
                       "one grade above Dana.\n2. Brooke is in a lower grade than Aiden.\n"),
              AllOf(HasSubstr("1: grade(Aiden) = grade(Dana) + 1\n"),
                    HasSubstr("2: grade(Brooke) < grade(Aiden)\n")));
}

TEST(EnglishLayout, ContainersAndFamiliesByTheirOtherNames) {
  // `a pair of roller skates` is `the roller skates`; `the Evanses` the
  // Evans family; `a set of deckchairs` one item of its list; `the most
  // money` is money.
  EXPECT_THAT(
      zebra_of("Ava, Ben and Cleo are saving up. Each wants an art set, a football or a "
               "pair of roller skates. So far they have saved £4, £6 and £9, and they have "
               "been saving for 3 weeks, 5 weeks and 6 weeks.\n1. The child saving for "
               "roller skates is Ben.\n2. Cleo has saved the most money.\n"),
      AllOf(HasSubstr("1: pair_of_roller_skates is Ben\n"), HasSubstr("2: Cleo is far_saved.9\n")));
  EXPECT_THAT(zebra_of("Three families - the Patels, the Doyles and the Evanses - have hired three "
                       "beach huts in a row. Each family has brought along one thing the others "
                       "forgot: a windbreak, a kite or a set of deckchairs.\n1. The Evans family "
                       "has the hut in the middle.\nWho brought the deckchairs?\n"),
              AllOf(HasSubstr("windbreak kite set_of_deckchairs\n"),
                    HasSubstr("1: Evanses in the middle\n"),
                    HasSubstr("ask: family of set_of_deckchairs\n")));
}

TEST(EnglishLayout, AQueueAsPeoplePostIt) {
  // A queue said by `queuing`, its front said in the introduction, a
  // holder at a place (`the person at the front`), places behind, a
  // solver's remark, three questions joined by commas.
  const std::string queue =
      "Here's one my nan sent me on WhatsApp, she says it's \"easy\" lol.\n\nThree people are "
      "queuing at the till: Fatima, Gus and Ivan. Position 1 is the front of the queue. Each of "
      "them is buying one thing (bread, eggs, milk) and each pays a different way (card, cash, "
      "voucher). Clues:\n\n- the person at the front is buying eggs\n- the milk is two places "
      "behind the card payer\n- Gus pays cash\n- Ivan is not at the back\n\nI've got Ivan sorted "
      "but I'm not sure about the rest. where is Fatima in the queue, what is Gus buying, and how "
      "does Ivan pay?\n";
  EXPECT_THAT(zebra_of(queue),
              AllOf(HasSubstr("3: eggs at 1\n"), HasSubstr("4: milk 2 right of card\n"),
                    HasSubstr("about solving: it frames the puzzle"),
                    HasSubstr("ask: position of Fatima\n"), HasSubstr("ask: thing of Gus\n"),
                    HasSubstr("ask: way of Ivan\n")));
}

TEST(EnglishLayout, ARefusalQuotesTheSentenceAsWritten) {
  // `at the front` is read as `at the left end`; a refusal shows what the
  // user wrote.
  try {
    zebra_of(
        "Three people are queuing: Ann, Bo and Cy. Each buys one thing (bread, eggs, "
        "milk).\n1. The person at the front frobnicates the eggs wildly.\n");
    FAIL() << "read";
  } catch (const io::InputError& e) {
    EXPECT_THAT(std::string(e.what()),
                HasSubstr("\"The person at the front frobnicates the eggs wildly\""));
  }
}

TEST(EnglishLayout, ListsAndCluesAsQuizSitesPrintThem) {
  // A numbered title, a list after a short question, one set apart by
  // slashes, clues numbered `#1`; the measure a comparative says beats a
  // line's noun; the two ends of one list are two things; `how long` and
  // `how many` ask a measure and a count, never a month.
  const std::string podcast =
      "32. The Curious Cupboard\n\nThe podcast released one episode a month from January to "
      "March.\n\nWho? beekeeper, chef, pilot\nHow long? 38 min, 45 min, 52 min\nDownloads: 8,400 / "
      "9,100 / 11,250\n\n#1 The chef's episode was downloaded more times than any other.\n#2 The "
      "longest episode went out the month after the shortest one.\n#3 The pilot's episode is "
      "shorter than the beekeeper's.\nHow many downloads did the pilot's episode get?\nHow long is "
      "the March episode?\n";
  EXPECT_THAT(zebra_of(podcast),
              AllOf(HasSubstr("ordered download: 8400 9100 11250\n"),
                    HasSubstr("1: chef is download.11250\n"),
                    HasSubstr("2: month(length.52) = month(length.38) + 1\n"),
                    HasSubstr("3: length(pilot) < length(beekeeper)\n"),
                    HasSubstr("ask: download of pilot\n"), HasSubstr("ask: length of month.3\n")));
}

TEST(EnglishLayout, AUnitInWordsAndClueNumbersWithTwoSpaces) {
  // `a kilometre further`, `one km further`: the amount one; `1  The ...`
  // numbers a clue however many spaces follow.
  const std::string canoes =
      "Families: Ann, Bo, Cy\nEach paddled a different distance (3 km, 4 km and 6 km).\n";
  EXPECT_THAT(zebra_of(canoes + "1  Ann went a kilometre further than Bo.\n2  Cy went one km "
                                "further than Ann.\n"),
              AllOf(HasSubstr("1: length(Ann) = length(Bo) + 1\n"),
                    HasSubstr("2: length(Cy) = length(Ann) + 1\n")));
}

TEST(EnglishLayout, OneListAndTwoSentencesAreARiddle) {
  // Without --kind: a line that lists values and two sentences of prose.
  const testing::RunResult r = testing::run_deduce(
      {"translate", "-"},
      "Families: Ann, Bo, Cy\nEach paddled a different distance (3 km, 4 km and 6 km).\n1. Ann "
      "went 2 km further than Bo.\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, HasSubstr("1: length(Ann) = length(Bo) + 2\n"));
}

TEST(EnglishLayout, CategoriesDeclaredBesideListsTakeTheirValuesFromTheClues) {
  // Owners listed, colours and drinks only declared: their values are the
  // vocabulary's words the clues use; `houseboats` are `boats`; `two seats
  // to the right` counts the riddle's own places; `counting from the left`
  // goes.
  const std::string boats =
      "Three houseboats are moored in a row, numbered 1 to 3 from left to right. Each is "
      "painted a different colour and is home to one of three people - Ada, Bill and Cass. Each "
      "owner has a different favourite drink.\n\n1. Ada lives on the red boat.\n2. The cream "
      "boat is two boats to the right of the blue one.\n3. Bill drinks sherry.\n4. Cass drinks "
      "tea.\n5. The cider drinker is not on the red boat.\nIn which boat, counting from the left, "
      "does Ada live?\nWhat does Bill drink?\n";
  EXPECT_THAT(zebra_of(boats),
              AllOf(HasSubstr("category color: red blue cream\n"),
                    HasSubstr("category drink: tea cider sherry\n"),
                    HasSubstr("2: cream 2 right of blue\n"), HasSubstr("ask: position of Ada\n"),
                    HasSubstr("ask: drink of Bill\n")));
}

TEST(EnglishLayout, TitlesThatLookLikeListsAndNotAsHighAs) {
  // `Up, Up and Away` names a value twice: a title; a line of bars is a
  // frame; `For Kemi's thirtieth, Kemi and four of her friends` no list;
  // `not as high as` the other way; `Which friend` asks the people.
  const std::string kites =
      "Puzzle #214: Up, Up and Away\nDifficulty: Easy   |   Grid size: 3x3   |   Solved by 1,382 "
      "members\n\nFor Kemi's thirtieth, Kemi and two of her friends flew kites.\n\nFlyers: Kemi, "
      "Ollie, Rosa\nKites: box kite, delta, dragon\nHeights: 40 m, 55 m, 70 m\n\n1. Kemi's kite "
      "went higher than Ollie's but not as high as Rosa's.\nWhich friend flew the delta?\n";
  EXPECT_THAT(zebra_of(kites),
              AllOf(HasSubstr("category flyer: Kemi Ollie Rosa\n"),
                    HasSubstr("1: all of: height(Kemi) > height(Ollie); height(Kemi) < "
                              "height(Rosa)\n"),
                    HasSubstr("ask: flyer of delta\n")));
}

TEST(EnglishLayout, AListJoinedBeforeItsEndAndNumbersPastTwelve) {
  // `a David Brown, a Ferguson, a Fordson and a Massey, built in 1948,
  // ...` is two lists; `thirteen years newer` an amount.
  EXPECT_THAT(zebra_of("Four tractors came to the rally: a David Brown, a Ferguson, a Fordson and "
                       "a Massey, built in 1948, 1952, 1957 and 1961.\n1. The David Brown is "
                       "thirteen years newer than the Fordson.\n"),
              AllOf(HasSubstr("category tractor: David_Brown Ferguson Fordson Massey\n"),
                    HasSubstr("ordered built: 1948 1952 1957 1961\n"),
                    HasSubstr("1: built(David_Brown) = built(Fordson) + 13\n")));
}

TEST(EnglishLayout, HostsAskedWhoAndTheSettersWords) {
  // `Hosts` are the people `who` asks, though `Targets` come first; a
  // sentence ending in a colon heads the clues; `whoever bought the
  // Gouda` is the Gouda's buyer; `Neither A nor B made C or D`; a question
  // that names what to find frames the riddle even when it says `won`.
  const std::string night =
      "Targets: the Andromeda Galaxy, Jupiter, the Moon\nInstruments: binoculars, Dobsonian, "
      "Maksutov\nHosts: Ollie, Priya, Rosa\nCan you work out who brought what, and which target "
      "each host won the vote for?\nRather than just print the results, Dennis has turned them "
      "into a little puzzle for you:\n1. Whoever brought the Dobsonian picked Jupiter.\n2. "
      "Neither Ollie nor Priya brought the Dobsonian or the binoculars.\nWho brought the "
      "Maksutov?\n";
  EXPECT_THAT(zebra_of(night), AllOf(HasSubstr("1: Dobsonian is Jupiter\n"),
                                     HasSubstr("2: all of: neither Ollie nor Priya is "
                                               "Dobsonian; neither Ollie nor Priya is "
                                               "binoculars\n"),
                                     HasSubstr("ask: host of Maksutov\n")));
}

TEST(EnglishLayout, QuestionsOfAnEndOrTheMiddle) {
  // Asked of its number, never taken for a frame: `Who is at the right
  // end?`, `Who is in the middle?`, `Who is staying on the top floor?` of
  // floors counted from the ground; `Counting from the left, which ...`.
  const std::string row =
      "There are 3 houses in a row. The people are Ann, Bo and Cy. Their pets are a cat, a dog "
      "and a hen.\n1. Ann keeps the cat.\n";
  EXPECT_THAT(zebra_of(row + "Who is at the right end?\nWho is in the middle?\nCounting from the "
                             "left, which house is the dog's?\n"),
              AllOf(HasSubstr("ask: people at 3\n"), HasSubstr("ask: people at 2\n"),
                    HasSubstr("ask: position of dog\n")));
  EXPECT_THAT(zebra_of("The hotel has one guest room on each of its three floors. Floor 1 is at "
                       "the bottom. The guests are Kofi, Lena and Marta.\n1. Kofi is not on floor "
                       "1.\nWho is staying on the top floor?\n"),
              AllOf(HasSubstr("positions: 3\n"), HasSubstr("ask: guest at 3\n")));
}

TEST(EnglishLayout, VeryOnlyStressesAnEndOrTheMiddle) {
  // `the very middle seat`, `at the very front`: `very` says nothing more.
  const std::string row = "There are five seats in a row.\nPeople: Ann, Bo, Cy, Di, Ed\n";
  EXPECT_THAT(zebra_of(row + "1. Ann sat in the very middle seat.\n"), HasSubstr("1: Ann at 3\n"));
}

TEST(EnglishLayout, TheWholeSetAtTheEndAndTheyAreInALongerRun) {
  // `the middle stop of the five`: the set is the riddle's whole; `and
  // they're black, green, ...` is a list, `they're` no part of its first
  // value.
  const std::string tram =
      "The tram calls at five stops, numbered 1 to 5 in the order it reaches them.\n"
      "Stops: Canal Street, Market Square, Mill Lane, Park Gate, Riverside\n"
      "Commuters: Ines, Jack, Kira, Liam, Maya\n";
  EXPECT_THAT(zebra_of(tram + "1. Market Square is the middle stop of the five.\n"),
              HasSubstr("1: Market_Square at 3\n"));
  const std::string rack =
      "Outside the library there's a rack with five stands, numbered 1 to 5 from left to right. "
      "Five friends - Ros, Sid, Tam, Una and Vic - have each locked a bike in a different stand. "
      "The bikes are a BMX, an e-bike, a folding bike, a mountain bike and a road bike, and "
      "they're "
      "black, green, orange, silver and white (one colour each).\n";
  EXPECT_THAT(zebra_of(rack + "1. Ros's bike is directly to the right of the black one.\n"),
              AllOf(HasSubstr(": black green orange silver white\n"),
                    HasSubstr("1: Ros just right of black\n")));
}

TEST(EnglishLayout, PlacesNumberedInTheOrderTheyAreReached) {
  // `numbered 1 to 5 in the order it reaches them`: `straight after` is
  // the next stop, `two stops before` two places back, `one stop after`
  // the next, `two stops further along than` two on, `before` any earlier
  // one; `by one of the two end stops` an end.
  const std::string tram =
      "The tram calls at five stops, numbered 1 to 5 in the order it reaches them.\n"
      "Stops: Canal Street, Market Square, Mill Lane, Park Gate, Riverside\n"
      "Commuters: Ines, Jack, Kira, Liam, Maya\nLandmarks: cinema, library, museum, stadium, zoo\n";
  const auto clue = [&](const std::string& c) {
    const std::string z = zebra_of(tram + "1. " + c + "\n");
    const std::size_t at = z.find("\n1: ");
    return z.substr(at + 4, z.find('\n', at + 1) - at - 4);
  };
  EXPECT_EQ(clue("The zoo stop comes straight after Mill Lane."), "zoo just right of Mill_Lane");
  EXPECT_EQ(clue("Kira boards two stops before Ines."), "Kira 2 left of Ines");
  EXPECT_EQ(clue("Liam gets on one stop after the library stop."), "Liam just right of library");
  EXPECT_EQ(clue("Canal Street is two stops further along than the museum."),
            "Canal_Street 2 right of museum");
  EXPECT_EQ(clue("Maya gets on before Jack."), "Maya left of Jack");
  EXPECT_EQ(clue("The cinema is by one of the two end stops."), "cinema at an end");
  // Without an order said, `after` is no place in the row.
  const std::string row = "There are five houses in a row.\nPeople: Ann, Bo, Cy, Di, Ed\n";
  EXPECT_THROW(zebra_of(row + "1. Ann lives straight after Bo.\n"), io::InputError);
}

TEST(EnglishLayout, LetteredCluesAfterAnOpeningQuestion) {
  // `Can you match ...?` first: the lettered lines after the lists are
  // clues, not a multiple-choice question's choices.
  const std::string bikes =
      "Can you match each rider with the make of bike?\n\nRiders: Ann, Bo, Cy.\nMakes: BSA, "
      "Honda, Norton.\nYears: 1958, 1965, 1971.\n\nA. The Norton is the oldest bike at the "
      "rally.\nB. Ann rides the Honda.\nC. Bo doesn't ride the BSA.\n";
  EXPECT_THAT(zebra_of(bikes), AllOf(HasSubstr("A: Norton is year.1958"),
                                     HasSubstr("B: Ann is Honda"), HasSubstr("C: Bo is not BSA")));
  // Choices right after a question are shown, never read.
  const std::string choices = bikes + "\nWho rides the BSA?\nA) Cy\nB) Ann\n";
  EXPECT_THAT(zebra_of(choices), AllOf(HasSubstr("# A) Cy"), HasSubstr("ask: rider of BSA")));
}

TEST(EnglishLayout, MoreQuicklyIsFaster) {
  const std::string walk =
      "Pupils: Ann, Bo, Cy\nLandmarks: chapel, stile, quarry\nTimes: 12 minutes, 15 minutes, "
      "18 minutes\n\n";
  EXPECT_THAT(zebra_of(walk + "1. The stile was found more quickly than the quarry.\n"),
              HasSubstr("1: time(stile) < time(quarry)"));
  EXPECT_THAT(zebra_of(walk + "1. Bo walked more slowly than Cy.\n"),
              HasSubstr("1: time(Bo) > time(Cy)"));
}

TEST(EnglishLayout, ListsInATableOrSetApartByDots) {
  // Each full row of a table is a list headed by its first cell; a grid
  // to fill in (empty cells) still frames the riddle.
  const std::string table =
      "| Skaters | Ava | Ben | Cleo |\n| Skates | red | blue | white |\n| Laps | 8 | 10 | 12 "
      "|\n\n1. Cleo skated the most laps.\n2. Ava wore red skates.\n";
  const std::string z = zebra_of(table);
  EXPECT_THAT(
      z, AllOf(HasSubstr("category skater: Ava Ben Cleo"),
               HasSubstr("category skate: red blue white"), HasSubstr("ordered lap: 8 10 12")));
  const std::string dots =
      "MAKERS: Anya \u00b7 Bilal \u00b7 Declan\nDESIGNS: fish \u00b7 peacock \u00b7 "
      "sunburst\n\n1. Anya made the fish.\n";
  EXPECT_THAT(zebra_of(dots),
              AllOf(HasSubstr("category maker: Anya Bilal Declan"), HasSubstr("1: Anya is fish")));
}

TEST(EnglishLayout, SideBySideIsNextToEachOther) {
  const std::string huts =
      "There are 3 windbreaks in a row. Each shelters a different picnic: sandwiches, ice "
      "lollies or crisps.\n\n";
  EXPECT_EQ(statement(huts, "The ice lollies and the sandwiches were side by side."),
            "ice_lollies next to sandwiches");
  EXPECT_EQ(statement(huts, "The crisps and the sandwiches were not side by side."),
            "crisps not next to sandwiches");
}

TEST(EnglishLayout, PlacesCountedAcrossTheRowAreItsPositions) {
  // `From left to right they are in places 1, 2 and 3`: no list of its
  // own (its numbers would be free, and the row's answers several).
  const std::string gnomes =
      "Three gnomes sit in a row on a wall. From left to right they are in places 1, 2 and 3. "
      "Their names are Bert, Fen and Pip, and each holds something different: a rod, a lamp or "
      "a spade.\n\n1. The rod is on the far left.\n2. Pip is in the middle.\n3. Bert holds "
      "the spade.\n4. Fen is next to the lamp.\n";
  const std::string z = zebra_of(gnomes);
  EXPECT_THAT(z, HasSubstr("positions: 3\n"));
  EXPECT_THAT(z, Not(HasSubstr(": 1 2 3\n")));
}

TEST(EnglishLayout, PlacesCountedByWhatStandsInThem) {
  // `two cars behind` in a queue of cars is two places; `two doors down`
  // stays the table's own.
  const std::string cars =
      "Four cars are waiting in a line at the level crossing, one behind the other: a Fiat, a "
      "Ford, a Skoda and a Volvo. Each is a different colour: black, red, silver or white.\n\n";
  EXPECT_EQ(statement(cars, "The Volvo is two cars behind the Skoda."), "Volvo 2 right of Skoda");
  EXPECT_EQ(statement(cars, "The Fiat is three cars in front of the red car."),
            "Fiat 3 left of red");
}

TEST(EnglishLayout, AQuestionOfAPlacesOwnPlaceAsksTheThingsThere) {
  // `Which car is at the front?` where the cars are listed each with `a`
  // and no noun of their own asks that list, never the place's number.
  const std::string cars =
      "Three cars wait in a queue. They're a Fiat, a Ford and a Skoda. They're black, red and "
      "white.\n\n1. The Fiat is at the front.\n2. The Ford is black.\n3. The red car is "
      "directly behind the Fiat.\n\nWhich car is at the front?\n";
  EXPECT_THAT(zebra_of(cars), HasSubstr("ask: thing at 1\n"));
}

TEST(EnglishLayout, AfterAndBeforeInARowAreItsCountedOrder) {
  // Pumps 1 to 3 in a row and no list of numbers: `immediately after` is
  // the next pump along, `at one of the end pumps` an end.
  const std::string pumps =
      "At a filling station, three cars stand at pumps 1 to 3 in a row. Each driver (Ahmed, "
      "Brenda, Colin) drives a different car (estate, minibus, pickup).\n\n";
  EXPECT_EQ(statement(pumps, "The pickup is at the pump immediately after the minibus."),
            "pickup just right of minibus");
  EXPECT_EQ(statement(pumps, "The estate is at the pump directly before Colin."),
            "estate just left of Colin");
  EXPECT_EQ(statement(pumps, "Brenda is at one of the end pumps."), "Brenda at an end");
}

TEST(EnglishLayout, LockersNumberedAndTheOtherEnd) {
  // `a higher-numbered locker than` is further along a row no list
  // numbers (it was read as older); `never misses spin class` does it (it
  // was read as not); `at the opposite end of the row from` is at the
  // other end.
  const std::string lockers =
      "Three members (Bri, Cal and Dee) rent the three lockers in the bottom row, numbered 1 "
      "through 3 from left to right. Each does a different activity (boxing, spin class or "
      "yoga), and they are 24, 31 and 38.\n\n";
  EXPECT_EQ(statement(lockers, "Dee has a higher-numbered locker than Bri does."),
            "Dee right of Bri");
  EXPECT_EQ(statement(lockers, "Cal, who never misses spin class, is 31."),
            "all of: Cal is spin_class; Cal is category.31");
  EXPECT_THAT(statement(lockers, "Bri's locker is at the opposite end of the row from the boxer."),
              HasSubstr("Bri at 1; boxing at 3"));
}

TEST(EnglishLayout, NearnessInARowIsNoLength) {
  // `the one nearest the harbour wall` and `further out than any other
  // boat` were read as the shortest and the longest boat.
  const std::string berths =
      "Three boats are moored in berths 1 to 3 along the pier. The boats are Curlew, Halcyon "
      "and Tern, and they are 22 ft, 26 ft and 30 ft long.\n\n";
  EXPECT_EQ(statement(berths, "Tern is the one nearest the harbour wall."), "");
  EXPECT_EQ(statement(berths, "Curlew is moored further out than any other boat."), "");
  EXPECT_EQ(statement(berths, "Tern is the longest boat."), "Tern is length.30");
}

TEST(EnglishLayout, ThereIsAListsOpening) {
  // `There's Maggie, Nigel, ...`: `There's` is no part of the first name.
  const std::string z = zebra_of(
      "Three beach huts stand in a row, numbered 1 to 3 from the left. There's Maggie, Nigel and "
      "Rita, and the huts are blue, pink and white.\n\n1. The pink hut is next to the blue "
      "hut.\n");
  EXPECT_THAT(z, HasSubstr(": Maggie Nigel Rita\n"));
  // A postcard's greeting names no one of the grid; `the next one to the
  // right of` is the next place.
  const std::string card = zebra_of(
      "Dear Sue,\n\nThree beach huts stand in a row, numbered 1 to 3 from the left. There's "
      "Maggie, Nigel and Rita, and the huts are blue, pink and white.\n\nThe blue hut is the "
      "next one to the right of Nigel's. Maggie's hut is pink.\n\nWho has the white hut?\n\n"
      "Love, Jen x\n");
  EXPECT_THAT(card, HasSubstr(": blue just right of Nigel\n"));
}

TEST(EnglishLayout, LeftHandAndRightHandAreLeftAndRight) {
  const std::string head =
      "There are three bunks in a row, numbered 1 to 3. The boys are Ann, Bo and Cy. Each has a "
      "snack: crisps, popcorn or nuts.\n\n";
  EXPECT_THAT(zebra_of(head + "1. Ann is in bunk 2.\n\nWho is standing at the left-hand end?\n"),
              HasSubstr("ask: boy at 1"));
  EXPECT_EQ(statement(head, "Cy is at the right-hand end."), "Cy at 3");
}

TEST(EnglishLayout, APatternNamedByWhatMarksIt) {
  // `spotted` is named `spots`, `striped` `stripes`, `checked` `checks`.
  const std::string head =
      "There are three friends on a bench, in seats 1 to 3.\nThe friends are Kai, Lena and "
      "Noor.\nEach wears a different shirt: striped, checked or spotted.\n\n";
  EXPECT_EQ(statement(head, "Lena is wearing spots."), "Lena is spotted");
  EXPECT_EQ(statement(head, "Kai is wearing stripes."), "Kai is striped");
  EXPECT_EQ(statement(head, "Noor has checks on."), "Noor is checked");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// A choir's tour diary, a museum trail and a grandfather's letter in our
// own words: a list said in its order with `then` (`Bruges first, then
// Ghent, and last of all Leuven`) is the row where nothing else sets one,
// its `before` and `after` the row's; a list whose values share a noun
// (`Gallery 1`, ...) is named by it; the people counted by a noun that
// changes its vowel (`Three little mice`) are asked by it (`Which mouse
// ...?`); the clue's place in the telling (`First, ...`, `And last, ...`);
// `four times as much as`; scores counted in points; a bullet of any sign
// (`★ a Roman helmet`); an aside between a list's `and` and its last item;
// small words of other tongues inside a title (`Ar Hyd y Nos`); names a
// poster prints in capitals (`HENRIETTA · MABEL · DOT`) as the clues write
// them.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using testing_english::error_of;
using testing_english::zebra_of;

TEST(EnglishTourWordings, AListSaidWithThenIsTheRow) {
  const std::string tour =
      "Three concerts on three nights: Bruges first, then Ghent, and last of all Leuven, where "
      "it rained. Ann, Bea and Cal each sang one solo. Between them they sang Myfanwy, Ar Hyd y "
      "Nos and Suo Gan. Each bought one souvenir: some lace, a waffle iron and (I am not making "
      "this up) a clog.\n\n"
      "1. Ann sang the night before Bea.\n"
      "2. Cal, who didn't buy the lace, sang after Bea.\n"
      "3. Whoever bought the clog sang on the last night.\n\n"
      "Who sang in Ghent?\n";
  const std::string zebra = zebra_of(tour);
  EXPECT_THAT(zebra, AllOf(HasSubstr("positions: 3\n"), HasSubstr("Myfanwy Ar_Hyd_y_Nos Suo_Gan\n"),
                           HasSubstr(": lace waffle_iron clog\n"),
                           HasSubstr("1: Ann just left of Bea\n"), HasSubstr("clog at 3\n"),
                           HasSubstr(": Bruges at 1\n"), HasSubstr(": Leuven at 3\n")));
  // (One `then` with no word of the end is no order: `He came in, then
  // left` lists nothing.)
  std::string once = tour;
  once.replace(once.find(", and last of all Leuven"), 24, ", and Leuven");
  EXPECT_THAT(error_of(once), HasSubstr("could not read this clue: \"Ann sang the night before"));
}

TEST(EnglishTourWordings, GalleriesPassedInTurnAndMiceAskedByTheirNoun) {
  const std::string trail =
      "Three little mice live in the museum. Their names are Pip, Nibs and Tilly. Walk along the "
      "corridor: you will pass Gallery 1 first, then Gallery 2, and at the very end, Gallery "
      "3.\n\nThe three treasures are:\n\xe2\x98\x85 a Roman helmet\n\xe2\x98\x85 a Viking "
      "comb\n\xe2\x98\x85 a dinosaur egg\n\n"
      "1. The dinosaur egg is in the very last gallery.\n"
      "2. Pip is hiding in a gallery next door to Tilly's.\n"
      "3. Nibs is not by the Viking comb.\n\n"
      "Which mouse is hiding by the Roman helmet?\n";
  const std::string zebra = zebra_of(trail);
  EXPECT_THAT(zebra, AllOf(HasSubstr("category gallery: Gallery_1 Gallery_2 Gallery_3\n"),
                           HasSubstr("category treasure: Roman_helmet Viking_comb dinosaur_egg\n"),
                           HasSubstr("1: dinosaur_egg at 3\n"), HasSubstr("2: Pip next to Tilly\n"),
                           HasSubstr("ask: name of Roman_helmet\n")));
}

TEST(EnglishTourWordings, TheTellingsOrderFourTimesAndPoints) {
  const std::string letter =
      "Three pals, Alf, Cyril and Norman, each caught one fish: a pike, a perch and a tench. The "
      "fish weighed 2 lb, 4 lb and 8 lb. Their final scores were 10, 13 and 16.\n\n"
      "First, the pike weighed four times as much as the perch.\n"
      "Second, Cyril scored three points more than Alf.\n"
      "And last, Norman caught the tench.\n\n"
      "Who caught the pike?\n";
  const std::string zebra = zebra_of(letter);
  EXPECT_THAT(zebra, AllOf(HasSubstr(": weight(pike) = 4 * weight(perch)\n"),
                           HasSubstr(": final_score(Cyril) = final_score(Alf) + 3\n"),
                           HasSubstr(": Norman is tench\n")));
}

TEST(EnglishTourWordings, NamesInCapitalsAsTheCluesWriteThem) {
  const std::string board =
      "Meet the girls: HENRIETTA \u00b7 MABEL \u00b7 DOT\n\nLast week each of them laid a "
      "different number of eggs: 4, 5 or 6.\n\n- Mabel laid fewer than Dot\n- Henrietta laid "
      "5\n\nHow many eggs did Dot lay?\n";
  EXPECT_THAT(zebra_of(board),
              AllOf(HasSubstr(": Henrietta Mabel Dot\n"), HasSubstr("1: egg(Mabel) < egg(Dot)\n")));
  // (Capitals the riddle never writes otherwise stay: `BMW \u00b7 KTM \u00b7 VW`.)
  EXPECT_THAT(zebra_of("Bikes: BMW \u00b7 KTM \u00b7 VWX\n\nAnn, Bo and Cy each ride one.\n\n- "
                       "Ann rides the BMW\n"),
              HasSubstr(": BMW KTM VWX\n"));
}

// A magazine's grid whose destinations are named only in its clues: the
// countries the vocabulary knows, as many as the lists' values.
TEST(EnglishTourWordings, DestinationsNamedOnlyInTheClues) {
  const std::string cruise =
      "Three friends, Beryl, Colin and Doreen, have each booked a cruise to three different "
      "destinations. Their ages are 61, 64 and 67.\n\n1. The traveller bound for Greece is the "
      "oldest.\n2. Colin is going to Norway.\n3. The Egypt cruise isn't Beryl's.\n\nWhere is "
      "Doreen going?\n";
  const std::string zebra = zebra_of(cruise);
  EXPECT_THAT(zebra,
              AllOf(HasSubstr("category country: Norway Greece Egypt\n"),
                    HasSubstr("2: Colin is Norway\n"), HasSubstr("ask: country of Doreen\n")));
  // (Not where the clues name another number of them.)
  std::string two = cruise;
  two.replace(two.find("3. The Egypt cruise isn't Beryl's."), 34, "3. Beryl is the youngest.");
  EXPECT_THAT(error_of(two),
              HasSubstr("could not read this clue: \"The traveller bound for Greece"));
}

// The same list after a colon: `took turns hosting: the Patels first,
// then the Okonkwos, ...` is the row, never items `Patels first`, `then
// Okonkwos`.
TEST(EnglishTourWordings, AListWithThenAfterAColon) {
  const std::string zebra = zebra_of(
      "Three households took turns hosting: the Patels first, then the Okonkwos, and last of "
      "all the Smiths. Each cooked one dish: burgers, kebabs or paella.\n\n1. The paella came "
      "just before the kebabs.\n2. The Smiths did not make the burgers.\n");
  EXPECT_THAT(zebra,
              AllOf(HasSubstr("category household: Patels Okonkwos Smiths\n"),
                    HasSubstr("1: paella just left of kebabs\n"), HasSubstr(": Smiths at 3\n")));
}

// However long the first value is: `The Thursday Murder Club first, then
// ...` is said in its order as `Bruges first` is.
TEST(EnglishTourWordings, ALongFirstValueSaidWithThen) {
  const std::string zebra = zebra_of(
      "Three books were read in turn: The Thursday Murder Club first, then Klara and the Sun, "
      "and last of all The Silent Patient. Ann, Bea and Cal each chose one of them.\n\n1. Ann "
      "chose The Silent Patient.\n2. Cal chose the book read just before Bea's.\n");
  EXPECT_THAT(zebra, AllOf(HasSubstr("positions: 3\n"), HasSubstr("2: Cal just left of Bea\n"),
                           HasSubstr(": Thursday_Murder_Club at 1\n")));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

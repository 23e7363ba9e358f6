// Turns of phrase of puzzle setters, in our own words: a thing asked by the
// name its list gives it (`Which hat ...?` of `a picture hat`) before a
// line that only mentions it; a count and its parts (`five setters, three
// men and two women`), which are no list; a verb's `along`; a deed denied
// with `anything`; `either ... or it was ...`; `but not by both`; `the day
// following`; two verbs of one deed; `, where he ...`; `, which Mr Rudd did
// not work on,`; trees named and asked as such; `There was no ladder in
// ...`; and `one of the women`, refused where no list tells who they are.
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

// Written for these tests.
const std::string kMillinery =
    "THE HAT BOX\n\n"
    "A milliner made three hats last spring. Her customers were Ada, Bea and Cleo, who between "
    "them ordered a beret, a sun hat and a turban. Each hat was wanted for a different "
    "occasion (a christening, a regatta and a wedding).\n\n";

TEST(EnglishSettersTurns, AThingIsAskedByTheListThatHoldsOneOfThatName) {
  // (`hat` is said in the occasions' line too: the list holding `sun hat`
  // is the hats.)
  const std::string z =
      zebra_of(kMillinery + "1. Ada ordered the beret.\n\nWhich hat did Bea order?\n");
  EXPECT_THAT(z, HasSubstr("ask: thing of Bea"));
  EXPECT_THAT(z, Not(HasSubstr("ask: occasion of Bea")));
}

TEST(EnglishSettersTurns, ACountAndItsPartsAreNoList) {
  // Five is three and two: the row has five places, not three.
  const std::string z = zebra_of(
      "Five crossword setters, three men and two women, sat in a row on one bench. They were "
      "Ann, Bo, Cy, Di and Ed.\n\n1. Ann sat in the middle.\n2. Bo sat at the far left.\n");
  EXPECT_THAT(z, HasSubstr("Ann Bo Cy Di Ed"));
  EXPECT_THAT(z, HasSubstr("positions: 5\n"));
  // (Nor words before them: `For the fete, four stallholders, two women and
  // two men, ...` lists nothing.)
  const std::string fete = zebra_of(
      "For the summer fete, four stallholders, two women and two men, each ran one stall. Ann, "
      "Bo, Cy and Di each sold one thing: cakes, jam, plants or toys.\n\n1. Ann sold the jam.\n");
  EXPECT_THAT(fete, Not(HasSubstr("four_stallholders")));
  EXPECT_THAT(fete, HasSubstr("cakes jam plants toys"));
}

TEST(EnglishSettersTurns, AVerbsAlongAndADeedDeniedWithAnything) {
  const std::string kites =
      "Ann, Bo and Cy each flew one kite: a box kite, a delta and a dragon.\n\n";
  EXPECT_EQ(statement(kites, "Neither Ann nor Bo had brought along a box kite."),
            "neither Ann nor Bo is box_kite");
  EXPECT_EQ(statement(kites, "Cy brought along the delta."), "Cy is delta");
  const std::string jobs =
      "Ann, Bo and Cy each did one job: a felling, a pruning and a planting.\n\n";
  EXPECT_EQ(statement(jobs, "Bo was not felling anything."), "Bo is not felling");
}

TEST(EnglishSettersTurns, EitherOneThingOrItWasAnother) {
  const std::string moves =
      "The Adams, the Bells and the Cooks moved house on Monday, Tuesday and Wednesday, one a "
      "day, each to a different town: Derby, Ely or York.\n\n";
  EXPECT_EQ(statement(moves,
                      "Either the Derby move was on the Monday or it was the Bells' move, "
                      "but not both."),
            "one of: Derby is day.1; Derby is Bells");
  EXPECT_EQ(statement(moves, "The York move was on the day following the Adams' one."),
            "day(York) = day(Adams) + 1");
  // (Two verbs of one deed: `were packed up and gone`.)
  EXPECT_EQ(
      statement(moves, "The Cooks were packed up and gone earlier in the week than the Bells."),
      "day(Cooks) < day(Bells)");
  // (Not where the first verb is denied.)
  EXPECT_EQ(statement(moves, "The Cooks did not pack and left earlier in the week than the Bells."),
            "");
  const std::string trees =
      "Ann, Bo and Cy each worked on one tree in a different street: Elm Row, Mill Lane or Park "
      "Road.\n\n";
  EXPECT_EQ(statement(trees, "Ann worked either in Elm Row or in Mill Lane, but not in both."),
            "one of: Elm_Row is Ann; Mill_Lane is Ann");
}

TEST(EnglishSettersTurns, WhereHeDidAndWhichHeDidNot) {
  const std::string roofs =
      "Mr Ash, Mr Birch and Mr Cole each thatched one cottage, in Didcot, Eton or Filey, and each "
      "put a different straw figure on its ridge: a fox, a hare or an owl.\n\n";
  EXPECT_EQ(statement(roofs, "Mr Ash worked in Didcot, where he didn't put up the owl."),
            "all of: Mr_Ash is Didcot; Mr_Ash is not owl");
  EXPECT_EQ(statement(roofs, "The cottage in Eton, which Mr Cole did not work on, has the hare."),
            "all of: Eton is not Mr_Cole; Eton is hare");
  EXPECT_EQ(statement(roofs, "The cottage in Eton, which Mr Cole never touched, has the hare."),
            "all of: Eton is not Mr_Cole; Eton is hare");
  // (Never where the words after `which` name a value more: `which Mr Cole
  // did not thatch with the fox` would drop the fox.)
  EXPECT_EQ(statement(roofs,
                      "The cottage in Eton, which Mr Cole did not finish with the fox, "
                      "has the hare."),
            "");
  // (Nor `, where` opening anything but a pronoun for the subject.)
  EXPECT_EQ(statement(roofs, "Mr Ash worked in Didcot, where the owl was not."), "");
}

TEST(EnglishSettersTurns, TreesAreNamedAndAskedAsTrees) {
  // (No word of the line names them: the vocabulary knows them.)
  const std::string yard =
      "Ann, Bo and Cy worked on an ash, a beech and a sycamore.\n\n"
      "1. Ann worked on the ash.\n2. Bo did not work on the sycamore.\n\n"
      "Which tree did Cy work on?\n";
  EXPECT_THAT(zebra_of(yard), HasSubstr("category wood: ash beech sycamore"));
  EXPECT_THAT(zebra_of(yard), HasSubstr("ask: wood of Cy"));
  // (The list's own word names it where it says one.)
  EXPECT_THAT(zebra_of("Ann, Bo and Cy each own one bonsai. The trees were an oak, a pine and "
                       "a yew.\n\n1. Ann owned the oak.\n"),
              HasSubstr("category tree: oak pine yew"));
}

TEST(EnglishSettersTurns, ThereWasNoThingInAPlace) {
  const std::string windows =
      "Ann, Bo and Cy dressed the windows of the bakery, the florist and the toy shop, each "
      "around one prop: a bicycle, a ladder or a wheelbarrow.\n\n";
  EXPECT_EQ(statement(windows, "There was no ladder in the toy shop's window."),
            "ladder is not toy_shop");
}

TEST(EnglishSettersTurns, OneOfTheWomenIsRefusedWhereNoListTellsThem) {
  const std::string windows =
      "Four window dressers, two women and two men, dressed one window each. Ann, Bo, Cy and Di "
      "dressed the bakery, the florist, the toy shop and the bank, each around one prop: a "
      "bicycle, a ladder, a pram or a wheelbarrow.\n\n"
      "1. The bakery, in which a ladder stood, was the work of one of the women.\n";
  EXPECT_THAT(error_of(windows), HasSubstr("which of the people are women"));
}

TEST(EnglishSettersTurns, NumbersInWordsWhereTheirUnitIsCutOrSaidOnce) {
  // (Only the last value carries the unit; another list is said first.)
  const std::string keepers =
      "Four keepers (Abel, Cormac, Ewan and Hector) each kept a different light: Ash, Elm, Fir or "
      "Oak. Each had served a different length of time there: 6, 9, 12 or 15 years.\n\n";
  EXPECT_EQ(statement(keepers, "Abel served nine years."), "Abel is length.9");
  EXPECT_EQ(statement(keepers, "Of Hector and Abel, one served nine years and the other twelve."),
            "Hector and Abel are length.9 and length.12");
  // (A count stays a count: `the other three` names no 3.)
  EXPECT_EQ(statement(keepers, "Abel served longer than the other three."), "");
}

TEST(EnglishSettersTurns, MoreCheaplyIsCheaper) {
  const std::string lots =
      "Ann, Bo and Cy each bought one lot, a clock, a jug or a vase, for £40, £55 or £70.\n\n";
  EXPECT_EQ(statement(lots, "Nothing went more cheaply than the jug."), "jug is price.40");
  EXPECT_EQ(statement(lots, "Nothing went cheaper than the jug."), "jug is price.40");
  EXPECT_EQ(statement(lots, "The clock went more cheaply than the vase."),
            "price(clock) < price(vase)");
}

TEST(EnglishSettersTurns, OneOfTheTwoMenOfTitledPeople) {
  const std::string bidders =
      "Each lot went to a different bidder: Mr Pell, Mrs Quarry, Mr Ross and Miss Sallow. The "
      "lots were the Penny Black, the Blue Mauritius, the Inverted Jenny and the Cape "
      "Triangular. No two paid the same way: one used cash, one a cheque, one a card and one a "
      "bank transfer.\n\n";
  EXPECT_EQ(statement(bidders, "The Cape Triangular went to one of the two men."),
            "Cape_Triangular is Mr_Pell or Mr_Ross");
  EXPECT_EQ(statement(bidders, "The Penny Black went to one of the ladies."),
            "Penny_Black is Mrs_Quarry or Miss_Sallow");
  // (The first item's verb, said once, is no part of its value.)
  EXPECT_THAT(zebra_of(bidders + "1. Mr Pell paid in cash.\n"),
              HasSubstr(": cash cheque card bank_transfer\n"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

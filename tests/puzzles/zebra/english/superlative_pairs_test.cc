// Superlatives that stand for values where a riddle has two lists of one
// unit (starting weights and weights lost, both in pounds): `heaviest`
// fits both, and the other superlative of the sentence takes one (`The
// heaviest contestant lost the most weight`: the most is of the weights
// lost, so the heaviest is of the starting weights). Alone it is read only
// where one reading is left. And the doer of a sport in -ing said with
// -ist (`the cyclist` of `cycling`). Riddles written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using testing_english::statement;

const std::string kFinalists =
    "Three finalists, Barb, Curt and Dee, started the program at 210 pounds, 225 pounds and 240 "
    "pounds, and they lost 18 pounds, 24 pounds and 30 pounds. Each credits a different "
    "exercise: cycling, rowing or canoeing.\n\n";

TEST(EnglishSuperlativePairs, TheOtherSuperlativeTakesOneOfTwoLists) {
  EXPECT_EQ(statement(kFinalists, "The heaviest contestant lost the most weight."),
            "started_program.240 is lost.30");
  // The words next to a superlative say its list before those further
  // off (`at the start lost the most`: the most lost).
  EXPECT_EQ(statement(kFinalists, "The heaviest contestant at the start lost the most weight."),
            "started_program.240 is lost.30");
  EXPECT_EQ(statement(kFinalists, "The lightest finalist lost the least."),
            "started_program.210 is lost.18");
  // Alone, `heaviest` of two lists in pounds reads two ways: refused.
  EXPECT_EQ(statement(kFinalists, "The heaviest finalist is Barb."), "");
}

TEST(EnglishSuperlativePairs, TheDoerOfASportInIst) {
  EXPECT_EQ(statement(kFinalists, "The cyclist lost 24 pounds."), "cycling is lost.24");
  EXPECT_EQ(statement(kFinalists, "The canoeist started at 210 pounds."),
            "canoeing is started_program.210");
  EXPECT_EQ(statement(kFinalists, "The rower lost the most weight."), "rowing is lost.30");
}

TEST(EnglishSuperlativePairs, OnTopIsAPlaceOnAThing) {
  const std::string castles =
      "Who? Alfie, Bella, Cara\nSpecial feature: drawbridge, moat, tower\n"
      "How tall? 30 cm, 45 cm, 60 cm\n\n";
  // `on top` had read as `the top` (the tallest) and said the tower was
  // the tallest castle's of any sentence that named it.
  EXPECT_EQ(statement(castles, "The tallest castle had a tower on top."), "tower is height.60");
  EXPECT_EQ(statement(castles, "Bella's castle had a tower on top."), "Bella is tower");
  EXPECT_EQ(statement(castles, "Cara's castle came bottom."), "Cara is height.30");
}

TEST(EnglishSuperlativePairs, WidthsAndASecondComparisonWithItsArticle) {
  const std::string nibs =
      "Students: Ingrid / Kofi / Marguerite / Tobias\nScripts: Copperplate / Gothic / Italic / "
      "Uncial\nInks: black / indigo / sepia / vermilion\nNibs: 1mm / 2mm / 3mm / 4mm\n\n";
  EXPECT_EQ(statement(nibs, "The Gothic piece was done with the widest nib."), "Gothic is nib.4");
  EXPECT_EQ(statement(nibs, "Kofi's nib is 1mm narrower than Tobias's."),
            "nib(Kofi) = nib(Tobias) - 1");
  EXPECT_EQ(statement(nibs,
                      "The indigo piece used a wider nib than the sepia one but a narrower "
                      "nib than Marguerite's."),
            "all of: nib(indigo) > nib(sepia); nib(indigo) < nib(Marguerite)");
  // `the Italic hand`: a script's noun, `hand` a side only after `left`
  // or `right`.
  EXPECT_EQ(statement(nibs, "Ingrid used neither black ink nor the Italic hand."),
            "neither black nor Italic is Ingrid");
}

TEST(EnglishSuperlativePairs, ASuperlativeSaidAgainByItsValue) {
  // `the fewest, just 2 a week`: the value said again after a comma, with
  // `just` and a rate's period, in a row too.
  const std::string hens =
      "There are four henhouses in a row, numbered 1 to 4. Each house has one hen: Duchess, "
      "Mabel, Peggy and Queenie, who are a Buff Orpington, a Light Sussex, a Marans and a Pekin. "
      "Between them they lay 2, 4, 5 and 6 eggs a week.\n\n";
  EXPECT_EQ(statement(hens, "The Pekin lays the fewest, just 2 a week."), "Pekin is lay_egg.2");
}

TEST(EnglishSuperlativePairs, APriceIsNoEndOfAnOrder) {
  // `first` and `last` where the only numbers are what each paid had read
  // as the cheapest and the dearest (`Bo was first` as Bo paid $20).
  const std::string paid =
      "Three friends, Ann, Bo and Cy, paid $20, $30 and $40. They had tea, coffee and cocoa.\n\n";
  EXPECT_EQ(statement(paid, "Bo was first."), "");
  EXPECT_EQ(statement(paid, "Cy came first."), "");
  EXPECT_EQ(statement(paid, "Ann came last."), "");
  EXPECT_EQ(statement(paid, "Bo was first to finish his drink."), "");
  EXPECT_EQ(statement(paid, "Cy paid the most."), "Cy is paid.40");
  // Money won comes first or last: the most and the least of it.
  const std::string won =
      "Three runners, Ann, Bo and Cy, won $100, $200 and $300. They wore red, blue and "
      "green.\n\n";
  EXPECT_EQ(statement(won, "Bo came first."), "Bo is won.300");
  EXPECT_EQ(statement(won, "Cy came last."), "Cy is won.100");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// Clues as a newsletter's volunteer says them, in our own words: a remark
// in brackets with stops of its own, the teller's own clause after a comma
// (`poor man, he never gets a moment's peace`, `though you'd never guess`),
// that something suits its subject (`as befits a senior lady`), an end named
// before a remark in brackets (`Pen 1 at the radiator end (prime real
// estate)`), a paragraph of clues beside a bulleted list of other news, and
// an amount of storeys compared where only cabins are numbered, weekdays
// cut short on a booking sheet. Heads written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::error_of;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kPens =
    "In the corridor we have three pens in a row, numbered 1 to 3, with Pen 1 at the radiator end "
    "(prime real estate, there have been disputes). Living in them are Biscuit, Duchess and Nacho. "
    "Their ages are 1, 3 and 6.\n\n";

TEST(EnglishNewsletterClues, TheTellersOwnClauseSaysNothing) {
  EXPECT_EQ(statement(kPens, "Biscuit is next door to Nacho, poor man, he never gets a moment's "
                             "peace."),
            "Biscuit next to Nacho");
  EXPECT_EQ(statement(kPens, "Duchess is younger than Nacho, though you'd never guess from the way "
                             "she sleeps all day."),
            "age(Duchess) < age(Nacho)");
  EXPECT_EQ(statement(kPens, "Nacho is not the oldest, whatever he tells you at dinner."),
            "Nacho is not age.6");
  EXPECT_EQ(statement(kPens, "The oldest is in one of the end pens, as befits a senior lady or "
                             "gentleman."),
            statement(kPens, "The oldest is in one of the end pens."));
  EXPECT_NE(statement(kPens, "The oldest is in one of the end pens."), "");
  // (A clause that names a value or a relation is kept: read, or the
  // sentence refused; never said without it.)
  EXPECT_EQ(statement(kPens, "Biscuit is next door to Nacho, he never sits next to Duchess."),
            "");
  EXPECT_EQ(statement(kPens, "Biscuit is next door to Nacho, though she is older than him."),
            "all of: Biscuit next to Nacho; age(Biscuit) > age(Nacho)");
}

TEST(EnglishNewsletterClues, AnEndNamedBeforeARemarkInBrackets) {
  EXPECT_EQ(statement(kPens, "Nacho is nearer the radiator than Biscuit."), "Nacho left of Biscuit");
}

TEST(EnglishNewsletterClues, AStopInsideARemarkInBracketsEndsNoSentence) {
  const std::string z =
      zebra_of(kPens + "Duchess and Nacho are next-door neighbours (she tolerates him. Just.). "
                       "Biscuit is the oldest.\n");
  EXPECT_THAT(z, HasSubstr("1: Duchess next to Nacho\n"));
  EXPECT_THAT(z, HasSubstr("2: Biscuit is age.6\n"));
}

TEST(EnglishNewsletterClues, ClueParagraphBesideABulletedListOfOtherNews) {
  // The bullets name no value: they are other news, and a clue outside
  // them that does not read is refused at its place, never taken for talk.
  const std::string text =
      kPens +
      "Nacho is younger than Duchess, and she grumbles about it daily. Biscuit glares at Duchess "
      "more than anyone.\n\nDATES FOR YOUR DIARY\n"
      "• Sat 20 April – Spring Fair, St Mark's Hall, 10am to 1pm.\n"
      "• Every Wednesday – Volunteer socialising sessions.\n"
      "• Sun 12 May – Sponsored dog-free walk.\n\nWho is in Pen 3?\n";
  EXPECT_THAT(error_of(text), HasSubstr("\"Biscuit glares at Duchess more than anyone\""));
}

TEST(EnglishNewsletterClues, StoreysAreNoCabinNumbers) {
  // `one deck below` where cabins 4112, ... are on the deck of their first
  // digit: never the cabin's number less one (it had been read `cabin(...)
  // = cabin(Dr_Sandhu) - 1`).
  const std::string ship =
      "Four regulars: Mr Fitz, Mrs Abbott, Dr Sandhu and Miss Kowal. Between them they scored 9, "
      "12, 15 and 18 points. They are in cabins 4112, 5230, 7018 and 8145 - remember, the first "
      "number of your cabin is your deck, so 4112 is on Deck 4. And they have each booked a "
      "different shore excursion: the donkey ride, the wine tasting, the catamaran cruise, and "
      "the cable car.\n\n";
  EXPECT_EQ(statement(ship, "Whoever is off on the wine tasting tomorrow sleeps exactly one deck "
                            "below Dr Sandhu."),
            "");
  // (Floors named in the list's line are the floors counted.)
  EXPECT_EQ(statement("Three tickets came from Bo, Cy and Di. They came from the 2nd, 3rd and 4th "
                      "floors, one person per floor.\n\n",
                      "Bo sits one floor above Cy."),
            "floor_floor(Bo) = floor_floor(Cy) + 1");
  // No one comes last by a cabin's number; `came bottom of the four` is
  // last (both had been refused, `came last` read two ways).
  EXPECT_EQ(statement(ship, "The cable car passenger came last."), "cable_car is scored_point.9");
  EXPECT_EQ(statement(ship, "The cable car passenger came bottom of the four."),
            "cable_car is scored_point.9");
  EXPECT_EQ(statement(ship, "Mrs Abbott came top."), "Mrs_Abbott is scored_point.18");
  // (Points are still points.)
  EXPECT_EQ(statement(ship, "Mr Fitz scored six points more than Mrs Abbott."),
            "scored_point(Mr_Fitz) = scored_point(Mrs_Abbott) + 6");
}

TEST(EnglishNewsletterClues, ABlogsNeighboursAndTheirQuotedWords) {
  // `Darren from number 6` is Darren, as `Ruth from the corner house` is
  // Ruth; someone's words quoted whole in closing brackets, of no value,
  // say nothing (`("never again, Jess")`).
  const std::string blog =
      "Four of the neighbours entered: Darren from number 6, Mrs Agarwal from next door, Phil and "
      "Ruth from the corner house. There was a brisket chilli, a chorizo chilli, a lentil chilli "
      "and a turkey chilli, one each.\n\n";
  EXPECT_THAT(zebra_of(blog), HasSubstr("Darren Mrs_Agarwal Phil Ruth\n"));
  EXPECT_EQ(statement(blog, "Phil's wasn't the turkey (\"never again, Jess\")."),
            "Phil is not turkey_chilli");
  // (Quoted words that name a value are kept: read, or refused.)
  EXPECT_EQ(statement(blog, "Phil's wasn't the turkey (\"Ruth had the lentil one\")."), "");
}

TEST(EnglishNewsletterClues, WeekdaysCutShort) {
  // `Mon, Tue, Wed, Thu`: weekdays, so `the day after` counts them.
  const std::string hall =
      "Groups: Pilates, Brownies, Film Club, Bridge Club\nEvenings: Mon, Tue, Wed, Thu\n\n";
  EXPECT_EQ(statement(hall, "The Brownies meet the day after Pilates."),
            "evening(Brownies) = evening(Pilates) + 1");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

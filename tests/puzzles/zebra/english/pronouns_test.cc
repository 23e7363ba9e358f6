// A pronoun in a sentence's second clause (reader_clause_comparisons.cc,
// part of read_clauses): `him` and `her` are the last person the first
// clause names (`it` the last value), and words that only repeat the verb
// (`as well`, `too`) after it say no more. Heads written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using testing_english::statement;

const std::string kChairs =
    "Three guests sat on three chairs in a row, numbered 1 to 3 from left to right.\n\n"
    "Guests: Percy, Maud, Nell\nDrinks: cider, sherry, stout\n\n";

const std::string kCallers =
    "Five customers called.\n\nCustomers: Ann, Bo, Cy, Di, Ed\n"
    "Days: Monday, Tuesday, Wednesday, Thursday, Friday\n\n";

TEST(EnglishPronouns, HimIsTheLastPersonNamedNotTheLastThing) {
  // `him` is Percy, not the stout (a drink), though the stout is named last.
  EXPECT_EQ(statement(kChairs, "Percy drank stout, and the cider drinker sat next to him."),
            "all of: Percy is stout; cider next to Percy");
  // Of two people, the last named.
  EXPECT_EQ(statement(kCallers, "Ann called before Bo, and Cy called after him."),
            "all of: day(Ann) < day(Bo); day(Cy) > day(Bo)");
}

TEST(EnglishPronouns, WordsAfterThePronounThatOnlyRepeatTheVerb) {
  EXPECT_EQ(statement(kCallers, "Ann called after Bo, and Cy called before him as well."),
            "all of: day(Ann) > day(Bo); day(Cy) < day(Bo)");
  EXPECT_EQ(statement(kCallers, "Ann called after Bo, and Cy called after him too."),
            "all of: day(Ann) > day(Bo); day(Cy) > day(Bo)");
}

TEST(EnglishPronouns, AComparedPronounIsNeverTheSubjectItself) {
  // `him` is Sheldon, the tortoise compared with, though Ken is the one
  // person the clause names.
  const std::string pets =
      "Three tortoises (Sheldon, Gertie and Speedy) belong to Ken, Ron and "
      "Zoe. They weigh 850g, 1,100g and 1,250g, and they're 12, 25 and 40 "
      "years old.\n\n";
  EXPECT_EQ(statement(pets, "Ken's tortoise is heavier than Sheldon but younger than him."),
            "all of: weight(Ken) > weight(Sheldon); year_old(Ken) < year_old(Sheldon)");
}

TEST(EnglishPronouns, APossessiveAfterIsIsTheFirstClausesSubjects) {
  // `their` after `isn't` is never the second clause's own subject (no one
  // is their own captain): the team the first clause names, where the
  // others it names are numbers, which own nothing.
  const std::string head =
      "Three teams took part, Block Party, Dig It and Net Gains, captained by Hannah, Joel and "
      "Kiran. They finished 1st, 2nd and 3rd.\n\n";
  EXPECT_EQ(statement(head, "Net Gains came 3rd, and Joel isn't their captain."),
            "all of: Net_Gains is finished.3; Joel is not Net_Gains");
  EXPECT_EQ(statement(head, "Net Gains came 3rd, and Joel is not their captain."),
            "all of: Net_Gains is finished.3; Joel is not Net_Gains");
  // (Two who may own it: refused.)
  EXPECT_EQ(statement(head, "Net Gains beat Dig It, and Joel isn't their captain."), "");
}

TEST(EnglishPronouns, ItAfterAVerbIsTheSubjectOfTwoThingsCompared) {
  // `it` as a verb's object, where the first clause compares two things of
  // one list, is the subject (compared with, after `than`, it is the other).
  const std::string films =
      "Three members chose the films for three Tuesdays.\n\nMembers: Nadia, Owen, Quinn\n"
      "Films: Jaws, Vertigo, Psycho\nDates: 3 March, 10 March, 17 March\n\n";
  EXPECT_EQ(statement(films, "Jaws was shown earlier than Vertigo, but Quinn didn't pick it."),
            "all of: date(Jaws) < date(Vertigo); Quinn is not Jaws");
  EXPECT_EQ(statement(films, "Jaws was shown earlier than Vertigo, and Quinn didn't pick it."),
            "all of: date(Jaws) < date(Vertigo); Quinn is not Jaws");
  // (A person's `him` or `her` may be either: left to the other readings.)
  EXPECT_EQ(statement(films,
                      "Nadia's film was shown before Owen's, but Quinn didn't sit with "
                      "her."),
            "");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// Conditions as puzzle books write them (conditionals.cc): `If C, then
// R`, `If C, R`, `R if C`, `R only if C` and `R unless C`, each half read
// alone and the two joined as an implication; a half that does not read
// alone leaves the sentence refused. A head written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::error_of;
using testing_english::statement;

const std::string kShow =
    "Four children entered their pets in the school pet show. The children were Holly, Isaac, "
    "Jade and Kieran. The pets were a guinea pig, a hamster, a rabbit and a tortoise, and their "
    "ages were 1, 2, 3 and 5 years.\n\n";

TEST(EnglishConditionals, AConditionSaysItsResult) {
  const std::string implied = "any of: (not: Isaac is rabbit); guinea_pig is age_year.2";
  EXPECT_EQ(statement(kShow, "If Isaac owns the rabbit, then the guinea pig is 2 years old."),
            implied);
  EXPECT_EQ(statement(kShow, "If Isaac owns the rabbit then the guinea pig is 2 years old."),
            implied);
  EXPECT_EQ(statement(kShow, "If Isaac owns the rabbit, the guinea pig is 2 years old."), implied);
  EXPECT_EQ(statement(kShow, "The guinea pig is 2 years old if Isaac owns the rabbit."), implied);
  // `only if` turns it round: the first half says the second.
  EXPECT_EQ(statement(kShow, "Isaac owns the rabbit only if the guinea pig is 2 years old."),
            implied);
  // `unless`: one or the other.
  EXPECT_EQ(statement(kShow, "Holly owns the hamster unless Jade owns the tortoise."),
            "any of: Jade is tortoise; Holly is hamster");
  // Either half may hold parts of its own.
  EXPECT_EQ(statement(kShow, "If Jade's pet is the oldest, Holly doesn't own the hamster."),
            "any of: (not: Jade is age_year.5); Holly is not hamster");
}

TEST(EnglishConditionals, AHalfThatDoesNotReadAloneIsRefused) {
  // `it` stands for the other half's rabbit: neither half is read alone.
  EXPECT_THAT(error_of(kShow + "1. If Isaac owns the rabbit, then it is 2 years old.\n"),
              HasSubstr("could not read this clue"));
  // `as if` and `even if` are no conditions.
  EXPECT_EQ(statement(kShow, "Holly looked as if she owned the hamster."), "");
}

TEST(EnglishConditionals, AComparisonWithBothOfTwoIsWithEach) {
  EXPECT_EQ(statement(kShow, "Holly's pet is older than both Isaac's and Jade's."),
            "all of: age_year(Holly) > age_year(Isaac); age_year(Holly) > age_year(Jade)");
  EXPECT_EQ(statement(kShow, "The tortoise is older than either the hamster or the rabbit."),
            "all of: age_year(tortoise) > age_year(hamster); age_year(tortoise) > "
            "age_year(rabbit)");
}

TEST(EnglishConditionals, AnOrderWithBothOfTwoIsWithEach) {
  const std::string family =
      "Three sisters, Ada, Bea and Cora, were born in 1881, 1884 and 1887, and each emigrated to a "
      "different country: Canada, Kenya or Peru. They were a cooper, a milliner and a nurse.\n\n";
  EXPECT_EQ(statement(family,
                      "The milliner was born before both the nurse and the one who went to Peru."),
            "all of: born(milliner) < born(nurse); born(milliner) < born(Peru)");
  EXPECT_EQ(statement(family, "Ada was born after either Bea or the cooper."),
            "all of: born(Ada) > born(Bea); born(Ada) > born(cooper)");
  // (Two said together are two: never `nurse is Peru`.)
  EXPECT_EQ(statement(family, "The milliner was born before both the nurse and the Peru one."),
            "all of: born(milliner) < born(nurse); born(milliner) < born(Peru)");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

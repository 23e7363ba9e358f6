// Values and denials as people write them, in our own words: a name whose
// second part opens with an accented capital (`Marie-Ève`) is kept whole;
// a value whose name holds another's (`Very Dark` and `Dark`) is the
// longer one; `not the one, and not the other either` is neither; what
// someone says after a dash that names nothing is a remark.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kShack =
    "The boilers were Léa, Hugo and Marie-Ève. Their syrup came out Pale, Dark and Very Dark, "
    "and they made 300, 350 and 400 litres.\n\n";

TEST(EnglishNamesAndDenials, AnAccentedCapitalIsPartOfTheName) {
  EXPECT_THAT(zebra_of(kShack + "1. Hugo made the Pale.\n"), HasSubstr("Léa Hugo Marie-Ève\n"));
  EXPECT_EQ(statement(kShack, "Marie-Ève made 400 litres."), "Marie-Ève is made_litre.400");
}

TEST(EnglishNamesAndDenials, TheLongerNameOfAList) {
  EXPECT_EQ(statement(kShack, "Léa made the Very Dark."), "Léa is Very_Dark");
}

TEST(EnglishNamesAndDenials, NotThisAndNotThatEither) {
  const std::string neither = "neither Pale nor Very_Dark is made_litre.400";
  EXPECT_EQ(statement(kShack, "The biggest batch was not the Pale, and not the Very Dark either."),
            neither);
  EXPECT_EQ(statement(kShack,
                      "The biggest batch was not the Pale, and it was not the Very Dark "
                      "either."),
            neither);
}

TEST(EnglishNamesAndDenials, ARemarkAfterADashThatNamesNothing) {
  EXPECT_EQ(statement(kShack, "Hugo made the least \u2014 he says it's because his pans leaked."),
            "Hugo is made_litre.300");
  // (One that names a value and is no plan stays: refused.)
  EXPECT_EQ(statement(kShack, "Hugo made the least \u2014 he says it was the Pale."), "");
}

TEST(EnglishNamesAndDenials, TwoListingLinesAreTwoLists) {
  // (Long lines without a stop, each listing after its colon: never one
  // wrapped sentence, whose first list would be lost.)
  const std::string z = zebra_of(
      "The acts: Mags, Finn, Ruth and Tessa\n"
      "Each one is at a different venue: Pleasance, Assembly, Gilded Balloon, Underbelly\n"
      "Each starts at a different time: 12:40, 14:15, 17:30, 21:05\n\n"
      "1. The latest show is NOT at the Pleasance and not at Assembly either.\n");
  EXPECT_THAT(z, HasSubstr("category venue: Pleasance Assembly Gilded_Balloon Underbelly\n"));
  EXPECT_THAT(z, HasSubstr("1: neither Pleasance nor Assembly is time.1265\n"));
}

TEST(EnglishNames, AShopByItsNameWithoutItsStreet) {
  const std::string run =
      "Three customers are on the run: the Green Door, Sal's and the Pharmacy on Halsted. Frank, "
      "Lou and Dutch drive, one each, and they take 10, 15 and 25 cases.\n\n";
  EXPECT_EQ(statement(run, "Frank drives for the Pharmacy."), "Frank is Pharmacy_on_Halsted");
  // (Never where two values start so: `the Oak on Main` and `the Oak in Soho`.)
  const std::string two =
      "Three bars, the Oak on Main, the Oak in Soho and the Elm, take 10, 15 and 25 cases.\n\n";
  EXPECT_EQ(statement(two, "The Oak takes 10 cases."), "");
}

TEST(EnglishDenials, EitherSaidAgainAfterIt) {
  const std::string cloth =
      "Four aunties, Bisi, Kemi, Tolu and Yemi, chose gold, wine, emerald and peach.\n\n";
  EXPECT_EQ(statement(cloth, "The emerald one is either Tolu or Chioma, one of the two of them."),
            "");  // (Chioma is no one here: refused.)
  EXPECT_EQ(statement(cloth, "The emerald one is either Tolu or Yemi, one of the two of them."),
            "emerald is Tolu or Yemi");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

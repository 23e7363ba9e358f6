// A holiday postcard in our own words: the teller hands over to the clues
// with `here goes, ...:`; a word of disgust in brackets (`(yuck)`); a
// comment on a clue that puts an event of the teller's after `after`
// (`which was a good thing after the business with the bucket`); and a
// postscript after the question and the sign-off, taken for a word to the
// reader where it does not read, and said so.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::error_of;
using testing_english::zebra_of;

const std::string kPostcard =
    "Dear Mum,\n"
    "We hired three deckchairs in a row on the front. Me (Nisha), Olly and Val. Everybody had a "
    "different snack (chips, whelks and candyfloss). Olly says you'll never work out who sat "
    "where, so here goes, counting from the left as you look at the sea:\n"
    "Val was in the middle, eating her whelks (yuck). Olly wasn't next to Val, which was a good "
    "thing after the business with the bucket. I had the chips.\n"
    "So who had the candyfloss?\n"
    "Love, Nisha\n"
    "P.S. A seagull took half of Olly's candyfloss.\n";

TEST(EnglishPostcardWordings, TheTellerOpeningAListIsShownAsWritten) {
  // (It had been shown `Nisha , Olly and Val`.)
  EXPECT_THAT(zebra_of(kPostcard), HasSubstr("\n# Me (Nisha), Olly and Val\n"));
}

TEST(EnglishPostcardWordings, HereGoesHandsOverToTheClues) {
  EXPECT_THAT(zebra_of(kPostcard),
              HasSubstr("# Olly says you'll never work out who sat where, so here goes, counting "
                        "from the left as you look at the sea:\n# (names no value: it frames"));
}

TEST(EnglishPostcardWordings, AWordOfDisgustInBrackets) {
  EXPECT_THAT(zebra_of(kPostcard), HasSubstr("3: all of: Val in the middle; Val is whelks\n"));
}

TEST(EnglishPostcardWordings, AnIdiomsNoInBracketsDeniesNothing) {
  const std::string race =
      "Three runners, Ann, Bob and Cy, wore the numbers 5, 7 and 9.\n"
      "1. Ann wore 5 (no surprise there).\n"
      "2. Bob did not wear 9 (no offence).\n"
      "Who wore 9?\n";
  const std::string z = zebra_of(race);
  EXPECT_THAT(z, HasSubstr("1: Ann is wore_number.5\n"));
  EXPECT_THAT(z, HasSubstr("2: Bob is not wore_number.9\n"));
  // (A `no` that denies stays: `(no, not that one)` is read or refused.)
}

TEST(EnglishPostcardWordings, AnEventOfTheTellersAfterAfter) {
  EXPECT_THAT(zebra_of(kPostcard), HasSubstr("4: Olly not next to Val\n"));
  // (`after` one of the grid's still orders: never a comment.)
  const std::string after_her =
      "Three friends, Ann, Bob and Cy, arrived one after another with chips, whelks and "
      "candyfloss.\n"
      "1. Ann had the chips, which was after the whelks.\n"
      "2. Bob came first.\n"
      "Who had the candyfloss?\n";
  EXPECT_THAT(zebra_of(after_her), Not(HasSubstr("1: Ann is chips\n")));
}

TEST(EnglishPostcardWordings, APostscriptAfterTheQuestionIsAWordToTheReader) {
  const std::string z = zebra_of(kPostcard);
  EXPECT_THAT(z, HasSubstr("# P.S. A seagull took half of Olly's candyfloss\n# (not read, and "
                           "outside the list of clues: taken for a word to the reader)\n"));
  // (Where the clues come after the question, an unread one is refused.)
  const std::string asked_first =
      "Three friends, Ann, Bob and Cy, each had one snack: chips, whelks or candyfloss.\n"
      "Who had the candyfloss?\n"
      "1. Ann had the chips.\n"
      "2. A seagull took half of Bob's whelks.\n";
  EXPECT_THAT(error_of(asked_first), HasSubstr(":4:4: could not read this clue"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

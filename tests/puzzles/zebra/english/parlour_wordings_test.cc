// A Victorian parlour puzzle's words: clues numbered in Roman numerals
// (`IV.`), ages in words (`twenty, twenty-one, ...`) compared as numbers in
// a row, items that each repeat the list's preposition (`the four being
// upon the flute, upon the cello, a song, and a recitation`), what was done
// said by its verb (`sang`, `recited`, `gave the recitation`, `played upon
// the flute`), `two years the senior of`, `him who`, `immediately beside`.
// Riddle written for these tests (own_parlour.txt: one solution of 13,824,
// by a brute force of its own).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using testing_english::data;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kParlour =
    "Four gentlemen, namely Mr Ash, Mr Birch, Mr Cole and Mr Dunn, sat upon four chairs placed "
    "in a row. Their ages were twenty, twenty-one, twenty-two and twenty-three years; and each "
    "in his turn entertained the company with a different performance, the four being upon the "
    "flute, upon the cello, a song, and a recitation.\n\n";

TEST(EnglishParlour, ListsSaidAsTheOldBooksSayThem) {
  const std::string z = zebra_of(kParlour + "I. Mr Ash sat in the first chair.\n");
  EXPECT_THAT(z, AllOf(HasSubstr("ordered age: 20 21 22 23\n"),
                       HasSubstr("category performance: flute cello song recitation\n")));
}

TEST(EnglishParlour, CluesNumberedInRomanNumerals) {
  const std::string z = zebra_of(kParlour +
                                 "I. Mr Ash sat in the first chair.\nII. Mr Birch "
                                 "played upon the flute.\nIV. The one who sang was Mr Cole.\n");
  EXPECT_THAT(z, AllOf(HasSubstr("\n1: Mr_Ash at 1\n"), HasSubstr("\n2: Mr_Birch is flute\n"),
                       HasSubstr("\n4: song is Mr_Cole\n")));
  // (A numeral as nobody writes it is no label: `IIII.` is read as words,
  // and the sentence after it on its own.)
  EXPECT_THAT(zebra_of(kParlour + "IIII. Mr Ash sat in the first chair.\n"),
              AllOf(HasSubstr("# IIII\n"), HasSubstr("Mr_Ash at 1\n")));
}

TEST(EnglishParlour, DeedsSaidByTheirVerbs) {
  EXPECT_EQ(statement(kParlour,
                      "The gentleman who sang was two years the senior of him who "
                      "recited."),
            "age(song) = age(recitation) + 2");
  EXPECT_EQ(statement(kParlour, "Mr Dunn sat next to him who gave the recitation."),
            "Mr_Dunn next to recitation");
  EXPECT_EQ(statement(kParlour, "The cellist sat immediately beside Mr Ash."),
            "cello next to Mr_Ash");
  // (A deed's verb names the value after `who` only: in `Ed sang first`
  // the verb may be everyone's.)
  EXPECT_EQ(statement(kParlour, "Mr Cole sang."), "");
  EXPECT_EQ(statement(kParlour, "Mr Cole is the junior of Mr Birch."),
            "age(Mr_Cole) < age(Mr_Birch)");
}

TEST(EnglishParlour, OurOwnParlourPuzzleIsAnswered) {
  const testing::RunResult r =
      testing::run_deduce({"solve", "--format", "answer", data("own_parlour.txt")});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "song\ntwenty-one\n");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

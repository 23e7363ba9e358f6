// Seating arrangements as exam books print them: `R sits at one of the
// extreme ends of the row`, `Only one person sits between R and T`, `Q sits
// second to the right of S`, `sits immediate right of`, the choices
// `(a) P (b) Q ...` on one line after each question, and a hint wrapped
// across lines; and `Who owns the tortoise?` where the pets have names.
// Riddles written for these tests (own_exam_seating.txt: one solution, by
// a brute force of its own over the 14,400 tables).
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
using testing_english::error_of;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kExamRow =
    "Five persons P, Q, R, S and T are sitting in a straight row, all facing north. The seats "
    "are numbered 1 to 5 from the left end. Each of them likes a different fruit: Apple, Banana, "
    "Guava, Mango and Orange.\n\n";

TEST(EnglishExamSeating, EndsGapsAndSidesAsExamBooksSayThem) {
  EXPECT_EQ(statement(kExamRow, "R sits at one of the extreme ends of the row."), "R at an end");
  EXPECT_EQ(statement(kExamRow, "P sits at the extreme left end."), "P at 1");
  EXPECT_EQ(statement(kExamRow, "Only one person sits between R and T."), "R 2 away from T");
  EXPECT_EQ(statement(kExamRow,
                      "Exactly two persons sit between the one who likes Mango and the one "
                      "who likes Guava."),
            "Mango 3 away from Guava");
  EXPECT_EQ(statement(kExamRow, "Q sits second to the left of P."), "Q 2 left of P");
  EXPECT_EQ(statement(kExamRow, "Q sits third to the right of P."), "Q 3 right of P");
  EXPECT_EQ(statement(kExamRow, "The one who likes Mango sits immediate left of T."),
            "Mango just left of T");
  EXPECT_EQ(
      statement(kExamRow, "The person who likes Apple sits exactly in the middle of the row."),
      "Apple in the middle");
  // (A stand may be the place's noun, as a seat is: `in stand 1` stays a
  // place, so only sitting is being there.)
  EXPECT_EQ(statement("Outside the library there is a rack with three stands, numbered 1 to 3 "
                      "from left to right. The bikes are a BMX, an e-bike and a road bike.\n\n",
                      "The e-bike is in stand 1."),
            "e-bike at 1");
}

TEST(EnglishExamSeating, ChoicesOnOneLineAndAWrappedHintFrameTheRiddle) {
  const testing::RunResult r =
      testing::run_deduce({"solve", "--format", "answer", data("own_exam_seating.txt")});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "R\nPink\n");
  const std::string z = zebra_of(kExamRow +
                                 "1. R sits at one of the extreme ends of the row.\n\n"
                                 "Q1. Who sits at the extreme left end of the row?\n"
                                 "   (a) P    (b) Q    (c) R    (d) S    (e) T\n"
                                 "Hint: Since all persons face north, their right is "
                                 "your right. Start with the\nfixed positions first.\n");
  EXPECT_THAT(
      z, AllOf(HasSubstr("# (a) P    (b) Q    (c) R    (d) S    (e) T\n"),
               HasSubstr("ask: person at 1\n"), HasSubstr("Start with the fixed positions first")));
  // Letters out of order are no choices: the line is read as a sentence,
  // and, not read after the question, taken for a word to the reader and
  // said so.
  EXPECT_THAT(zebra_of(kExamRow + "1. R sits at one of the extreme ends of the row.\n"
                                  "Who sits at the extreme left end of the row?\n(b) P (a) Q\n"),
              HasSubstr("# P (a) Q\n# (not read, and outside the list of clues: taken for a word "
                        "to the reader)\n"));
}

TEST(EnglishExamSeating, PersonsNamedByLetters) {
  // `Five friends A, B, C, D and E`: people, never seats lettered A to B
  // (the row had been counted as 2); `A sits ...` names A.
  const std::string letters =
      "Five friends A, B, C, D and E are sitting in a row, all facing north. Each of them likes "
      "a different colour: Red, Blue, Green, Pink and Grey.\n\n";
  EXPECT_THAT(zebra_of(letters + "1. A sits at the extreme left end.\n"),
              AllOf(HasSubstr("positions: 5\n"), HasSubstr("category friend: A B C D E\n"),
                    HasSubstr("1: A at 1\n")));
  EXPECT_EQ(statement(letters, "B sits second to the right of D."), "B 2 right of D");
}

TEST(EnglishExamSeating, WhoOwnsAPetAsksItsOwnerNotItsName) {
  // The pets' names are no one who owns a pet: `Who owns the tortoise?`
  // asks the children, as `Which child owns the tortoise?` does.
  const std::string show =
      "Four children, Maya, Tom, Priya and Leo, each brought a pet to the show. One brought a "
      "rabbit, one a tortoise, one a goldfish and one a hamster. The pets are called Biscuit, "
      "Pepper, Sunny and Noodle.\n1. Leo doesn't own the rabbit.\n";
  EXPECT_THAT(zebra_of(show + "Who owns the tortoise?\n"), HasSubstr("ask: child of tortoise\n"));
  EXPECT_THAT(zebra_of(show + "Who keeps the hamster?\n"), HasSubstr("ask: child of hamster\n"));
  // Who loves a pet may still be a pet: refused, never guessed.
  EXPECT_THAT(error_of(show + "Who loves the tortoise?\n"), HasSubstr("could not read"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

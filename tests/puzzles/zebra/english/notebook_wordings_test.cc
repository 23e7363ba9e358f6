// A police notebook's clipped notes (verbless_notes.h): clues without
// their verb (`Abel two inches taller than Bruce`, `Man in the blazer at
// no. 1`), `Neither of them ... either` of the pair the sentence before
// named (pair_pronouns.cc), and heights in feet and inches counted in
// inches (`5'10"` is 70, never 510, shorter than 6'0"). The riddle is
// ours, one solution (counted below): Abel 1 6'0" blazer, Carl 2 6'2"
// cagoule, Bruce 3 5'10" anorak.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::error_of;
using testing_english::zebra_of;

const std::string kParade =
    "Notebook, Weds. Three men on the parade: Abel, Bruce and Carl. Positions numbered 1, 2 and "
    "3, left to right. Heights: 5'10\", 6'0\" and 6'2\". One coat each: anorak, blazer, "
    "cagoule.\n\n"
    "- Abel two inches taller than Bruce.\n"
    "- Man in the blazer at no. 1.\n"
    "- Neither Abel nor Carl in the anorak. Neither of them at no. 3 either.\n"
    "- Shortest man at the right-hand end.\n"
    "- Carl NOT at no. 1.\n\n"
    "Who wore the cagoule? How tall is Abel?\n";

TEST(EnglishNotebookWordings, NotesWithoutTheirVerb) {
  const std::string z = zebra_of(kParade);
  EXPECT_THAT(z, HasSubstr("ordered height: 70 72 74\n"));
  EXPECT_THAT(z, HasSubstr("\n2: height(Abel) = height(Bruce) + 2\n"));
  EXPECT_THAT(z, HasSubstr("\n3: blazer at 1\n"));
  EXPECT_THAT(z, HasSubstr("\n4: neither Abel nor Carl is anorak\n"));
  EXPECT_THAT(z, HasSubstr("\n5: neither Abel nor Carl is p3\n"));
  EXPECT_THAT(z, HasSubstr("\n6: height.70 at 3\n"));
  EXPECT_THAT(z, HasSubstr("\n7: Carl not at 1\n"));
  const testing::RunResult r =
      testing::run_deduce({"solve", "--count", "--kind", "text", "-"}, kParade);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "1\n");
  const testing::RunResult a =
      testing::run_deduce({"solve", "--format", "answer", "--kind", "text", "-"}, kParade);
  EXPECT_THAT(a.out, HasSubstr("Carl"));
  // (The inch mark is the value's own: the answer is written as listed.)
  EXPECT_THAT(a.out, HasSubstr("6'0\""));
}

TEST(EnglishNotebookWordings, ASentenceWithAVerbIsNeverClipped) {
  // `doesn't` is a verb: the unknown `swim` still refuses the sentence,
  // never read by an `is` put in.
  const std::string club =
      "Three residents, Edna, Harold and Joan, each have a different pastime (bowls, knitting "
      "and watercolour painting).\n\n"
      "1. Edna doesn't knit, swim or paint.\n\nWho bowls?\n";
  EXPECT_THAT(error_of(club), HasSubstr("could not read this clue: \"Edna doesn't knit"));
  // `Neither of them` names no pair where the sentence before opens with
  // none.
  std::string unpaired = kParade;
  unpaired.replace(unpaired.find("Neither Abel nor Carl in the anorak."), 36,
                   "Bruce in the anorak.");
  EXPECT_THAT(error_of(unpaired), HasSubstr("could not read this clue: \"Neither of them"));
}

// A list between two dashes with no `and` or `or` to close it is bounded by
// the dashes as by a bracket; a verbless note after a dash says its
// subject (`Candlestick — not in the library, nor the study`).
TEST(EnglishNotebookWordings, AListBetweenDashesWithNoAnd) {
  const std::string notes =
      "Three guests: Hargreaves, Lady Pell, Miss Vance. Each was in a different room \u2014 "
      "library, kitchen, study \u2014 and each held something. Items: an umbrella, a candlestick, "
      "a letter.\n\n"
      "1. Hargreaves was in the kitchen.\n"
      "2. Candlestick \u2014 not in the library, nor the kitchen.\n\n"
      "Who had the candlestick?\n";
  const std::string zebra = zebra_of(notes);
  EXPECT_THAT(zebra, HasSubstr("category room: library kitchen study\n"));
  EXPECT_THAT(zebra, HasSubstr("2: neither library nor kitchen is candlestick\n"));
  // (A dash's clause is no list: `— he was sure of it, quite sure —`.)
  std::string clause = notes;
  clause.replace(clause.find("library, kitchen, study"), 23, "he was sure, quite sure, really");
  EXPECT_THAT(error_of(clause),
              HasSubstr("could not read this clue: \"Hargreaves was in the kitchen"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

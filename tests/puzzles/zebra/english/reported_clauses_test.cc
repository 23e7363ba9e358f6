// What a teller reports, clause after clause: `She tells me that A; that B;
// and that C` is the clauses, each read as said; a report that names a
// value, or a clause after `;` without its `that`, is no such report. Heads
// written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using testing_english::statement;

const std::string kTowers =
    "Three lighthouses, Gull Point, Hollow Ness and Saltcote, were built in 1791, 1842 and 1895, "
    "and have 96, 119 and 142 steps. Three volunteers, Bryn, Carys and Eilidh, look after one "
    "each.\n\n";

TEST(EnglishReportedClauses, EachClauseAsSaid) {
  EXPECT_EQ(statement(kTowers,
                      "She tells me that the newest tower has the fewest steps; that Saltcote is "
                      "older than Gull Point; and that Eilidh doesn't look after Hollow Ness."),
            "all of: built.1895 is step.96; built(Saltcote) < built(Gull_Point); Eilidh is not "
            "Hollow_Ness");
  EXPECT_EQ(statement(kTowers,
                      "My notes say that Bryn looks after Saltcote; that Carys has the tower "
                      "with 119 steps."),
            "all of: Bryn is Saltcote; Carys is step.119");
}

TEST(EnglishReportedClauses, ClausesJoinedByAndThat) {
  // `..., and that C`, `... and that C`: the last clause after `and`.
  EXPECT_EQ(statement(kTowers,
                      "She tells me that Saltcote is older than Gull Point, and that Eilidh "
                      "doesn't look after Hollow Ness."),
            "all of: built(Saltcote) < built(Gull_Point); Eilidh is not Hollow_Ness");
  EXPECT_EQ(statement(kTowers,
                      "I'm told that Bryn looks after Saltcote and that Carys has the tower with "
                      "119 steps."),
            "all of: Bryn is Saltcote; Carys is step.119");
}

TEST(EnglishReportedClauses, OnlyAReportThatNamesNothing) {
  // (A report by one of the grid's own is no frame: `Bryn told Carys that
  // ...` is refused as before.)
  EXPECT_EQ(statement(kTowers,
                      "Bryn told Carys that Saltcote is older than Gull Point; that Eilidh "
                      "doesn't look after Hollow Ness."),
            "");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// A magazine grid whose places are one of its lists (`peg 1 to peg 5`):
// distances said over the list's numbers (labelled_places.h), and values
// set off by commas in more of the ways people set them off.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/zebra/english/labelled_places.h"
#include "deduce/puzzles/zebra/english/read_english.h"
#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;

using testing_english::statement;
using testing_english::zebra_of;

const std::string kPegs =
    "Five anglers each fished from a different peg (peg 1 to peg 5 along the towpath).\n"
    "Anglers: Ashby, Booth, Croft, Dale, Eccles\nFish: bream, carp, perch, pike, tench\n";

TEST(EnglishLabelledPlaces, ARangeOfNumberedPlacesInBracketsIsAList) {
  // `(peg 1 to peg 5 ...)`: the pegs, numbered 1 to 5, without `from`.
  EXPECT_THAT(zebra_of(kPegs + "1. Booth caught the carp.\n"),
              AllOf(HasSubstr("positions: none\n"), HasSubstr("ordered peg: 1 2 3 4 5\n")));
}

TEST(EnglishLabelledPlaces, NextToIsOnePegApart) {
  EXPECT_EQ(statement(kPegs, "Dale fished from the peg next to Booth's."),
            "any of: peg(Dale) = peg(Booth) + 1; peg(Dale) = peg(Booth) - 1");
  EXPECT_EQ(statement(kPegs, "Dale's peg isn't next to Booth's."),
            "all of: peg(Dale) != peg(Booth) + 1; peg(Dale) != peg(Booth) - 1");
  // The ends and the middle are the same either way round.
  EXPECT_EQ(statement(kPegs, "Dale's peg is at one end."), "any of: Dale is peg.1; Dale is peg.5");
  EXPECT_EQ(statement(kPegs, "Dale's peg is not at either end of the row."),
            "all of: Dale is not peg.1; Dale is not peg.5");
  // Which way is left along numbered pegs the numbers do not say: the
  // reading stays a position, which a grid without positions refuses.
  EXPECT_EQ(statement(kPegs, "Dale fished somewhere to the left of Booth."), "Dale left of Booth");
  EXPECT_THROW(parse_english(kPegs + "1. Dale fished somewhere to the left of Booth.\n", "r.txt"),
               io::InputError);
}

TEST(EnglishLabelledPlaces, DistanceOverRewritesInsideCombinators) {
  EXPECT_EQ(distance_over("all of: a next to b; c is not d", "peg", 5),
            "all of: (any of: peg(a) = peg(b) + 1; peg(a) = peg(b) - 1); c is not d");
  EXPECT_EQ(distance_over("any of: (all of: a not next to b; a is c); a 2 away from d", "lane", 6),
            "any of: (all of: lane(a) != lane(b) + 1; lane(a) != lane(b) - 1; a is c); "
            "(any of: lane(a) = lane(d) + 2; lane(a) = lane(d) - 2)");
  EXPECT_EQ(distance_over("a is not b", "peg", 5), "a is not b");
  EXPECT_EQ(distance_over("all of: a left of b; a is c", "peg", 5), std::nullopt);
  // The ends and the middle are the same either way.
  EXPECT_EQ(distance_over("all of: a is c; (not: a at an end)", "peg", 5),
            "all of: a is c; (all of: a is not peg.1; a is not peg.5)");
  EXPECT_EQ(distance_over("b at an end", "peg", 5), "any of: b is peg.1; b is peg.5");
  EXPECT_EQ(distance_over("b in the middle", "peg", 5), "b is peg.3");
  EXPECT_EQ(distance_over("b in the middle", "peg", 4), std::nullopt);
}

TEST(EnglishLabelledPlaces, OnlyOneListOfBareNumbersIsThePlaces) {
  NumericCategory pegs, lanes, weights;
  pegs.name = "peg";
  pegs.labels = true;
  lanes.name = "lane";
  lanes.labels = true;
  weights.name = "weight";
  EXPECT_EQ(labelled_places({pegs, weights}), "peg");
  EXPECT_EQ(labelled_places({pegs, lanes}), std::nullopt);
  EXPECT_EQ(labelled_places({weights}), std::nullopt);
}

TEST(EnglishLabelledPlaces, ValuesSetOffByCommasInMoreWays) {
  // A place (`, at peg 1,`), a participle with its agent (`, made by
  // neither Dot nor Ezra,`), a value (`, table 3,`), `being`, `whose`:
  // each says something of the value before it too.
  EXPECT_EQ(statement(kPegs, "Booth, at peg 1, did not catch the carp."),
            "all of: Booth is peg.1; Booth is not carp");
  const std::string scarecrows =
      "Scarecrows: witch, footballer, vicar\nMakers: Dot, Ezra, Flo\nVotes: 10, 20, 30\n";
  EXPECT_EQ(statement(scarecrows, "The witch, made by neither Dot nor Ezra, got 30 votes."),
            "all of: neither Dot nor Ezra is witch; witch is vote.30");
  const std::string tables =
      "Diners: Chuck, Lucia, Mo\nTables: table 3, table 8, table 14\n"
      "Tips: $5, $10, $15\n";
  EXPECT_EQ(statement(tables, "Chuck's table, table 3, left a $5 tip."),
            "all of: Chuck is table.3; Chuck is tip.5");
  const std::string sweeps =
      "Sweeps: Jem, Kit, Ned\nAges: 8, 9, 10\nStreets: Bow Lane, Cheap Street, Pie Corner\n";
  EXPECT_EQ(statement(sweeps, "Jem, being the eldest, swept Bow Lane."),
            "all of: Jem is age.10; Jem is Bow_Lane");
}

TEST(EnglishLabelledPlaces, RowsLetteredFromTheStage) {
  // `Row C, Row F, Row J and Row M, counting back from the stage`: rows by
  // their letters (C is 3), `four rows behind` counts them, `behind` is
  // never a price, and `the seat farthest from the stage` is Row M.
  const std::string head =
      "Four friends, Gemma, Hollis, Imani and Jonas, went to a show. They sat in different rows "
      "(Row C, Row F, Row J and Row M, counting back from the stage) and paid $35, $50, $65 and "
      "$80 for their tickets.\n\n";
  EXPECT_THAT(zebra_of(head + "1. Gemma sat in Row C.\n"), HasSubstr("ordered row: 3 6 10 13\n"));
  EXPECT_EQ(statement(head, "Jonas sat four rows behind Gemma."), "row(Jonas) = row(Gemma) + 4");
  EXPECT_EQ(statement(head, "Imani sat somewhere behind Jonas."), "row(Imani) > row(Jonas)");
  EXPECT_EQ(statement(head, "Jonas sat nearer the stage than Imani."), "row(Jonas) < row(Imani)");
  EXPECT_EQ(statement(head, "The cheapest ticket was for the seat farthest from the stage."),
            "row.13 is paid.35");
  EXPECT_EQ(statement(head, "Hollis had the seat nearest the stage."), "Hollis is row.3");
  // Where only the prices are numbers, behind or ahead says nothing of them.
  const std::string prices =
      "Four friends, Gemma, Hollis, Imani and Jonas, went to a show. They paid $35, $50, $65 "
      "and $80 for their tickets.\n\n";
  EXPECT_EQ(statement(prices, "Imani sat somewhere behind Jonas."), "");
  EXPECT_EQ(statement(prices, "Gemma finished ahead of Hollis."), "");
}

TEST(EnglishLabelledPlaces, TwoOrdersThatGoTogether) {
  // `(Row A, nearest the stage, back to Row D)`: a range of lettered rows,
  // the words between its ends no items; `The nearer the stage, the dearer
  // the seat` pairs the rows off with the prices, the nearest the dearest.
  const std::string rows =
      "Four regular theatregoers each sat in a different row of the stalls (Row A, nearest the "
      "stage, back to Row D). The tickets cost £18, £24, £30 and £36.\n\nPatrons: Mr. Kay, "
      "Mrs. Lamb, Dr. Moss, Miss Nye\n\n";
  EXPECT_THAT(zebra_of(rows + "1. Mr. Kay sat in Row B.\n"), HasSubstr("ordered row: 1 2 3 4\n"));
  EXPECT_EQ(statement(rows, "The nearer the stage, the dearer the seat."),
            "all of: row.4 is ticket_cost.18; row.3 is ticket_cost.24; row.2 is ticket_cost.30; "
            "row.1 is ticket_cost.36");
  // Older of years made is the earlier year; a question's noun ends at a
  // preposition (`Which typewriter came from Keith?` asks the typewriters,
  // not the years their line says they `date from`).
  const std::string machines =
      "She bought one typewriter from each of four dealers - Gordon, Ingrid, Keith and Louise - "
      "and ended up with an Olivetti, a Remington, a Royal and an Underwood. The machines date "
      "from 1925, 1938, 1951 and 1964, and she paid $45, $60, $75 and $90 for them.\n\n";
  EXPECT_EQ(statement(machines, "The older the machine, the more she paid for it."),
            "all of: machine_date.1964 is she_paid.45; machine_date.1951 is she_paid.60; "
            "machine_date.1938 is she_paid.75; machine_date.1925 is she_paid.90");
  EXPECT_THAT(zebra_of(machines + "1. Gordon sold the Royal.\n\nWhich typewriter came from "
                                  "Keith?\n"),
              HasSubstr("ask: ended_up of Keith\n"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// A contest's top places and a running order, in our own words: `made the
// podium (top three)`, `was in the bottom two`, `didn't make the top
// three`, `pipped`; `follows straight on from` and `is immediately followed
// by` in an order in time, where a list of ages in brackets says no order;
// a stop inside a quote inside brackets; a question that answers itself;
// an item of the printed clues that names no value, refused rather than
// taken for framing. Heads written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::error_of;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kClimbersScored =
    "Five climbers: Priya, Josh, Ellie, Marcus and Fen.\n"
    "Points: 55, 60, 70, 85 and 90.\n\n";

const std::string kRunnersTimed =
    "Five runners: Ann, Bo, Cy, Di and Ed.\n"
    "Times: 20, 21, 22, 23 and 24 minutes.\n\n";

TEST(EnglishStageOrders, TheTopAndTheBottomOfAContest) {
  EXPECT_EQ(statement(kClimbersScored, "Marcus made the podium (top three)."),
            "Marcus is point.90 or point.85 or point.70");
  EXPECT_EQ(statement(kClimbersScored, "Marcus made the top three."),
            "Marcus is point.90 or point.85 or point.70");
  EXPECT_EQ(statement(kClimbersScored, "Fen was one of the top two."),
            "Fen is point.90 or point.85");
  EXPECT_EQ(statement(kClimbersScored, "Josh was in the bottom two."),
            "Josh is point.55 or point.60");
  EXPECT_EQ(statement(kClimbersScored, "Ellie didn't make the top three."),
            "all of: Ellie is not point.90; Ellie is not point.85; Ellie is not point.70");
  // (Times: the least wins.)
  EXPECT_EQ(statement(kRunnersTimed, "Ann was in the top three."),
            "Ann is time.20 or time.21 or time.22");
  EXPECT_EQ(statement(kRunnersTimed, "Ann was on the podium."),
            "Ann is time.20 or time.21 or time.22");
  // (The top five of five says nothing: no reading.)
  EXPECT_EQ(statement(kClimbersScored, "Marcus made the top five."), "");
}

TEST(EnglishStageOrders, OtherVerbsOfBeating) {
  EXPECT_EQ(statement(kClimbersScored, "Priya pipped Marcus by just 5 points."),
            "point(Priya) = point(Marcus) + 5");
  EXPECT_EQ(statement(kClimbersScored, "Marcus was pipped by Priya."),
            "point(Priya) > point(Marcus)");
  EXPECT_EQ(statement(kClimbersScored, "Priya bested Marcus."), "point(Priya) > point(Marcus)");
  // (`made` and `reached` still fill: `The jam was made by Mrs Lowe`.)
  EXPECT_EQ(statement("Jams: damson, plum and apricot.\nMakers: Gran, Aunt May and Mrs Lowe.\n\n",
                      "The apricot jam was made by Mrs Lowe."),
            "apricot is Mrs_Lowe");
}

TEST(EnglishStageOrders, FollowingInARunningOrder) {
  const std::string z = zebra_of(
      "Act Two opens with four solos, one after another. Our four soloists are Lily-Mae, Anya, "
      "Grace and Theo (ages 7, 9, 11 and 14). The solos are the Jig, the Reel, the Waltz and the "
      "Polka.\n\n"
      "* The youngest goes on straight after the oldest.\n"
      "* The Waltz follows straight on from the Reel.\n"
      "* Theo is immediately followed by Grace.\n"
      "* The Jig is followed by Anya.\n"
      "* Lily-Mae follows the Polka.\n");
  EXPECT_THAT(z, HasSubstr("positions: 4\n"));
  EXPECT_THAT(z, HasSubstr("1: age.7 just right of age.14\n"));
  EXPECT_THAT(z, HasSubstr("2: Waltz just right of Reel\n"));
  EXPECT_THAT(z, HasSubstr("3: Theo just left of Grace\n"));
  EXPECT_THAT(z, HasSubstr("4: Jig left of Anya\n"));
  EXPECT_THAT(z, HasSubstr("5: Lily-Mae right of Polka\n"));
}

TEST(EnglishStageOrders, AQuoteInsideBracketsEndsNoSentence) {
  const std::string z = zebra_of(
      "Four children: Olly, Ruby, Sami and Freya.\n"
      "Parts: Mary, Joseph, the Innkeeper and the Star.\n"
      "Between them they have 0, 1, 2 and 4 lines to learn (the Innkeeper's \"No room! No room "
      "at all!\" counts as one line, we've decided).\n\n"
      "1. Ruby is the Star.\n");
  EXPECT_THAT(z, HasSubstr("1: Ruby is Star\n"));
  EXPECT_THAT(z, HasSubstr("ordered line: 0 1 2 4\n"));
}

TEST(EnglishStageOrders, AQuestionThatAnswersItself) {
  const std::string z = zebra_of(
      "The four children (Olly, Ruby, Sami and Freya) made me promise. Who am I to argue with "
      "four five-year-olds? The four parts are Mary, Joseph, the Innkeeper and the Star. "
      "Between them they have 0, 1, 2 and 4 lines to learn.\n\n"
      "1. Ruby is the Star.\n\nWho is Mary?\n");
  EXPECT_THAT(z, HasSubstr("Who am I to argue with four five-year-olds?\n"));
  EXPECT_THAT(z, HasSubstr("ask: "));
}

TEST(EnglishStageOrders, TheSpeakerAsksAfterTheRoomAndWhatIsNoAnswer) {
  // (A coach guide on the microphone, in our own words: `Can you hear me
  // at the back?` names the back row and asks nothing; `"the fudge" is not
  // an answer` speaks of a guess, whatever it names.)
  const std::string z = zebra_of(
      "Is this on? Can you hear me at the back? Five rows, one to five from the front: Ann, Bob, "
      "Cy, Di and Ed sit one to a row. They bought fudge, a mug, a pen, a cap and a map.\n\n"
      "1. Ann is in row one.\n2. The fudge is in row two.\n"
      "What did Ann buy? And no, Derek, \"the fudge\" is not an answer to both.\n");
  EXPECT_THAT(z, HasSubstr("# Can you hear me at the back?\n"));
  EXPECT_THAT(z, HasSubstr("# And no, Derek, \"the fudge\" is not an answer to both\n# (a remark "
                           "about solving"));
  EXPECT_THAT(z, HasSubstr("2: fudge at 2\n"));
}

TEST(EnglishStageOrders, AnItemOfThePrintedCluesIsNeverFraming) {
  // (The fresh riddles' dressing-room note: `* The Jig opens Act Two.`
  // names `Jester's Jig` short and says first as `opens`; it had been
  // taken for framing, the riddle said to have two solutions, since its
  // other news, `- Hair nets are in the blue box. Spare kirby grips ...`,
  // had more sentences than the clues had items.)
  std::ifstream in(deduce::testing::source_path("tests/puzzles/zebra/english/fresh/u07_dance.txt"));
  const std::string note((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_THAT(error_of(note), HasSubstr("could not read this clue: \"The Jig opens Act Two\""));
}

TEST(EnglishStageOrders, HutsNumberedGoingWestToEast) {
  // (A lettings handover: `numbered 1 to 4 going west to east` had read
  // `west` as the far end, after the last number: `navy at 4`.)
  const std::string z = zebra_of(
      "The four huts are in a row along the lower prom, numbered 1 to 4 going west to east. The "
      "huts are mint, lemon, coral and navy, and the four tenants are Bernie, Dr Ng, the "
      "Kowalskis and the Marshes.\n\n"
      "1. Navy is right at the west end.\n"
      "2. Dr Ng is further west than the Kowalskis.\n"
      "3. Lemon is at the east end, hut 4.\n"
      "4. Bernie's is either the navy or the lemon, I always mix those two up.\n\n"
      "If you get that sorted before Dr Ng rings (she will ring), what colour is the Marshes' "
      "hut?\n");
  EXPECT_THAT(z, HasSubstr("1: navy at 1\n"));
  EXPECT_THAT(z, HasSubstr("2: Dr_Ng left of Kowalskis\n"));
  EXPECT_THAT(z, HasSubstr("3: all of: lemon at 4; lemon at 4\n"));
  EXPECT_THAT(z, HasSubstr("4: Bernie is navy or lemon\n"));
  EXPECT_THAT(z, HasSubstr("ask: "));
  EXPECT_THAT(z, HasSubstr("# If you get that sorted before Dr Ng rings (she will ring)\n"));
  // (What the huts are painted is their colour, whatever is said before.)
  EXPECT_THAT(zebra_of("The four huts are in a row, numbered 1 to 4. This season they're painted "
                       "mint, lemon, coral and navy, and the tenants are Bernie, Dr Ng, the "
                       "Kowalskis and the Marshes.\n\n1. Navy is hut 1.\n"),
              HasSubstr("category colour: mint lemon coral navy\n"));
  // (`at the far end, number 6` is read as it stands.)
  EXPECT_EQ(statement("There are six huts in a row, numbered 1 to 6 from left to right. The "
                      "families are the Ashworths, the Bells, the Cranes, the Doyles, the Frosts "
                      "and the Greers.\n\n",
                      "The Cranes' hut is at the far end, number 6."),
            "Cranes at 6");
}

TEST(EnglishStageOrders, AKilnsShelves) {
  // (A pottery studio's kiln log, in our own words: a remark in brackets
  // inside the list of pieces, `one on each` before a list, shelves either
  // side, a heading of the clues that opens with `What`.)
  const std::string z = zebra_of(
      "The little kiln has four shelves, 1 at the top down to 4 at the bottom, and we had one "
      "piece from each of you on its own shelf. Rhiannon, Abdul, Suzy and Fergus. The four "
      "pieces: a teapot, a lamp base, a set of bowls (nested, they count as one) and the big "
      "platter. Four glazes, one on each: celadon, tenmoku, shino and ash.\n\n"
      "What I remember from loading (and what Abdul remembers, he was handing me the "
      "pieces):\n\n"
      " 1. The bowls weren't on the shelf directly above or below the lamp base.\n"
      " 2. The teapot was directly above or below the platter.\n"
      " 3. Suzy and Fergus are not next-door neighbours.\n\n"
      "Whose is the teapot?\n");
  EXPECT_THAT(z, HasSubstr("category piece: teapot lamp_base set_of_bowls big_platter\n"));
  EXPECT_THAT(z, HasSubstr("category glaze: celadon tenmoku shino ash\n"));
  EXPECT_THAT(z, HasSubstr("1: set_of_bowls not next to lamp_base\n"));
  EXPECT_THAT(z, HasSubstr("2: teapot next to big_platter\n"));
  EXPECT_THAT(z, HasSubstr("3: Suzy not next to Fergus\n"));
  EXPECT_THAT(z, HasSubstr("he was handing me the pieces):\n# ("));
  EXPECT_THAT(z, HasSubstr("ask: name of teapot\n"));
  // (`those of` points back at the prints.)
  EXPECT_THAT(zebra_of("Five prints made the final round: those of Derek, Sunita, Malcolm, Jo "
                       "and Carys. The five scores were 14, 16, 17, 18 and 20.\n\n"
                       "1. Derek scored 18.\n"),
              HasSubstr("category print: Derek Sunita Malcolm Jo Carys\n"));
}

TEST(EnglishStageOrders, ANameSetBesideTheValueItIs) {
  // (A kennel's handover note: `Mabel the collie` after a comparison had
  // been read without Mabel, where the clue before gave `She`; a reading
  // that leaves out a value the sentence names is never taken.)
  const std::string z = zebra_of(
      "Block C has the five kennels along the back wall, numbered 1 to 5 from the door. The dogs "
      "in there at the moment are Bruno, Daisy, Hector, Mabel and Rolo: a greyhound, a lurcher, a "
      "staffie, a collie and a Jack Russell, aged 2, 4, 6, 9 and 11.\n\n"
      "- Daisy is in one of the end kennels. She's three years older than Mabel the collie.\n"
      "- Bruno the staffie is in the kennel numbered one higher than Hector's, right next to "
      "Daisy.\n");
  EXPECT_THAT(z, HasSubstr("2: all of: aged(Daisy) = aged(Mabel) + 3; Mabel is collie\n"));
  EXPECT_THAT(z, HasSubstr("3: all of: Bruno is staffie; (all of: Bruno just right of Hector; "
                           "Bruno next to Daisy)\n"));
  // (Nor after a verb of being: `Nor is Mr. A the solicitor`.)
  const std::string club =
      "Our friends Mr. A, Mr. B, Mr. C and Mr. D are members. One of them is a solicitor, one a "
      "physician, one a bank clerk and one a schoolmaster.\n\n";
  EXPECT_EQ(statement(club, "Nor is Mr. A the solicitor."), "Mr_A is not solicitor");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

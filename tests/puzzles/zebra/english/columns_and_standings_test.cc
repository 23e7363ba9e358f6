// Lists read by what they are, in our own words: a grid to fill in read by
// its columns (`Goat | Pen | Age` over `Bella | 2 | |`); a number after the
// riddle's word for a place is that place; a value's unit words pick out
// who it is, never what is compared; letters side by side label the row,
// never a ranking said in the next clause; the standings a ranking is in,
// and its leaders; words said to someone named in two words; money asked
// as an income; `In which shed ...?` never asks the people.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::error_of;
using testing_english::statement;
using testing_english::zebra_of;

// Three goats in pens 1 to 3 whose milk and ages share numbers with the pens and each other.
const std::string kGoats =
    "Our three goats are Bella, Clover and Dot. They sleep in pens 1, 2 and 3 in a row, one goat "
    "to a pen. They give 2, 3 and 4 litres a day, and they're 4, 5 and 6 years old.\n\n";

TEST(EnglishColumns, AGridToFillInIsReadByItsColumns) {
  const std::string z = zebra_of(kGoats +
                                 "  Goat   | Pen | Litres | Age\n"
                                 "  -------+-----+--------+----\n"
                                 "  Bella  |  2  |        |\n"
                                 "  Clover |     |        |  4\n"
                                 "  Dot    |     |        |\n\n"
                                 "1. Dot gives more than Clover.\n"
                                 "2. The goat in pen 1 gives the most.\n"
                                 "3. Bella gives less than Clover.\n"
                                 "4. Dot is older than Bella.\n"
                                 "Who is in pen 3?\n");
  // (The 2 under `Pen` is Bella's pen, never her milk; the 4 under `Age`
  // is Clover's age, never her milk.)
  EXPECT_THAT(z, HasSubstr(": Bella at 2\n"));
  EXPECT_THAT(z, HasSubstr(": Clover is year_old.4\n"));
  EXPECT_THAT(z, Not(HasSubstr("give_litre.2")));
  EXPECT_THAT(z, Not(HasSubstr("Clover is give_litre.4")));
}

TEST(EnglishColumns, ANumberAfterThePlacesWordIsThePlace) {
  EXPECT_EQ(statement(kGoats, "Bella is in pen 3."), "Bella at 3");
  EXPECT_EQ(statement(kGoats, "Bella sleeps in pen 2."), "Bella at 2");
  // (Said bare, the number is the milk's.)
  EXPECT_EQ(statement(kGoats, "Bella gives 3 litres a day."), "Bella is give_litre.3");
}

TEST(EnglishColumns, AValuesUnitWordsSayWhoItIs) {
  // (`the 5 year old` picks out a goat: what is compared is what she
  // gives.)
  EXPECT_EQ(statement(kGoats, "Dot gives less than the 5 year old."),
            "give_litre(Dot) < give_litre(year_old.5)");
  EXPECT_EQ(statement(kGoats, "Dot is younger than the 5 year old."),
            "year_old(Dot) < year_old(year_old.5)");
}

TEST(EnglishColumns, AGridsFirstColumnListsAList) {
  const std::string head =
      "Four pupils played at the concert: Anya, Bryn, Cai and Dilys.\n\n"
      "+-------------------+--------+-------+\n"
      "| Instrument        | Pupil  | Time  |\n"
      "+-------------------+--------+-------+\n"
      "| Piano             |   ?    |   ?   |\n"
      "| Cello (borrowed)  |   ?    |   ?   |\n"
      "| Flute             |   ?    |   ?   |\n"
      "| Harp              |   ?    |   ?   |\n"
      "+-------------------+--------+-------+\n"
      "They played at 6pm, 6.20pm, 7.10pm and 7.30pm.\n\n";
  const std::string z = zebra_of(head +
                                 "1. The harpist played straight after the cellist.\n"
                                 "2. Anya played before 7pm.\n"
                                 "Who played the flute?\n");
  // (The first column is the list, without its aside in brackets; the
  // rows frame the riddle.)
  EXPECT_THAT(z, HasSubstr("category instrument: Piano Cello Flute Harp\n"));
  EXPECT_THAT(z, HasSubstr("# | Harp              |   ?    |   ?   |\n"));
  // (`straight after` of a timetable is the next time in it, never any
  // later one.)
  EXPECT_THAT(z, HasSubstr("1: any of: (all of: Harp is time."));
  EXPECT_THAT(z, Not(HasSubstr("time(Harp) > time(Cello)")));
  EXPECT_THAT(z, HasSubstr("ask: pupil of Flute"));
  // (A grid of the pupils already listed is theirs: no new list.)
  const std::string theirs = zebra_of(
      "Four pupils played at the concert: Anya, Bryn, Cai and Dilys. They played the piano, the "
      "cello, the flute and the harp.\n\n"
      "| Pupil | Instrument |\n| Anya  |   |\n| Bryn  | cello |\n| Cai   |   |\n| Dilys |   |\n\n"
      "1. Anya did not play the piano.\n2. Cai played the harp.\n3. Dilys did not play the "
      "flute.\n");
  EXPECT_THAT(theirs, Not(HasSubstr("category pupil_2")));
  EXPECT_THAT(theirs, HasSubstr("Bryn is cello"));
}

TEST(EnglishColumns, BeforeNoonIsBeforeTwelve) {
  const std::string head = "The talks are given by Ann, Bea and Cy, at 10am, 11.30am and 2pm.\n\n";
  EXPECT_EQ(statement(head, "Ann talks before noon."), "Ann is time.600 or time.690");
  EXPECT_EQ(statement(head, "Cy talks after midday."), "Cy is time.840");
}

// Four boats moored side by side at berths A to D, and a race's places.
const std::string kBoats =
    "Four crews raced: Ada, Ben, Cal and Dee. Their boats are moored side by side at berths A, B, "
    "C and D, and at the end of the regatta they stood 1st, 2nd, 3rd and 4th in the table.\n\n";

TEST(EnglishStandings, LettersSideBySideLabelTheRowNotTheRanking) {
  const std::string z = zebra_of(kBoats +
                                 "1. Ada is two places above Ben.\n"
                                 "2. Cal is moored next to Ada.\n"
                                 "Who is at berth B?\n");
  EXPECT_THAT(z, HasSubstr("berth1: A at 1\n"));
  EXPECT_THAT(z, Not(HasSubstr(".1 at 1")));
  EXPECT_THAT(z, HasSubstr("ordered "));
  // (A lower-case `a` is an article, never berth A.)
  EXPECT_EQ(statement(kBoats, "Ada is moored at a berth somewhere to the left of Ben."),
            "Ada left of Ben");
}

TEST(EnglishStandings, TheTableARankingIsInNamesIt) {
  const std::string s = statement(kBoats, "Ada and Ben are both ahead of Cal in the table.");
  EXPECT_THAT(s, HasSubstr("(Ada) < "));
  EXPECT_THAT(s, HasSubstr("(Cal)"));
  EXPECT_THAT(s, Not(HasSubstr("left of")));
}

TEST(EnglishStandings, TheLeadersAreTheFirst) {
  const std::string head = kBoats + "1. Ada is two places above Ben.\n";
  const std::string z = zebra_of(head + "2. The table leaders are moored at berth C.\n");
  EXPECT_THAT(z, HasSubstr("stood.1 is C\n"));
  // (Where a value is a leader, a role, it is that value's word.)
  EXPECT_THAT(error_of("The walkers are Ann, Bo and Cy. Their roles are leader, map reader and "
                       "cook.\n\n1. The leader is not Ann.\n2. Bo is the cook.\nWho is the "
                       "leader?\n"),
              Not(HasSubstr("one in")));
}

TEST(EnglishStandings, WordsSaidToSomeoneNamedInTwoWords) {
  const std::string head =
      "Three crews raced: Ada, Ben and Cal. Their sponsors are the Corner Shop, the Post Office "
      "and the Red Lion.\n\n";
  const std::string z = zebra_of(head +
                                 "1. Ada's crew is sponsored by the Red Lion.\n"
                                 "2. Ben is not sponsored by the Post Office. (Never mind, Post "
                                 "Office, we still love you.)\n"
                                 "Who is sponsored by the Post Office?\n");
  EXPECT_THAT(z, HasSubstr("(Never mind, Post Office, we still love you.)\n# (words said to "
                           "someone"));
}

TEST(EnglishAsked, AnIncomeIsMoney) {
  const std::string head =
      "I danced with three gentlemen: Mr Ames, Mr Bell and Mr Cole. We danced a reel, a jig and a "
      "waltz. Their fortunes are £500, £1,000 and £2,000 a year.\n\n"
      "1. Mr Ames danced the reel.\n2. Mr Bell has £2,000 a year.\n3. Mr Cole did not "
      "waltz.\n4. Mr Ames has £500 a year.\n";
  EXPECT_THAT(zebra_of(head + "What is Mr Cole's income?\n"), HasSubstr("ask: fortune of Mr_Cole"));
  EXPECT_THAT(zebra_of(head + "What is the yearly income of Mr Cole?\n"),
              HasSubstr("ask: fortune of Mr_Cole"));
}

TEST(EnglishAsked, InWhichPlaceNeverAsksThePeople) {
  const std::string head =
      "The finders are Ann, Bo and Cy. They found a coin, a ring and a pin.\n\n"
      "1. Ann found the coin.\n2. Bo did not find the pin.\n";
  EXPECT_THAT(error_of(head + "In which shed was the ring found?\n"),
              HasSubstr("could not read this question"));
  EXPECT_THAT(zebra_of(head + "Which finder found the ring?\n"), HasSubstr("ask: finder of ring"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// Lists as people write them when they say them twice or say part of them
// once: other names of the values in brackets (`9th through 12th (that's
// one freshman, ...)`), the unit said by the first amount only (`3 nights,
// 4, 5 and 7`), `one stayed 3 nights, one 4, ...` after a colon, a range
// named by the clause before it (`one student from each grade, 9th
// through 12th`) and where people went named `destination`; titles that hold
// small words and words of other lists (`A Map of Rain`, `The Lantern
// Keeper`) listed after `are` before a run of numbers; a count of each
// list (`4 students, 4 scripts, 4 inks`), which is no list. Texts written
// for these tests.
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

const std::string kGradeClub =
    "Four members of the chess club, Ava, Ben, Cal and Dee, sat the county test. There is one "
    "member from each grade, 9th through 12th (that's one freshman, one sophomore, one junior, "
    "and one senior). They scored 50, 60, 70 and 80 points.\n\n";

TEST(EnglishListRestatements, OtherNamesInBracketsNameTheSameValues) {
  const std::string z = zebra_of(kGradeClub + "1. Ben is the senior.\n");
  // One list of grades, named by the clause before it, not a second list
  // of school years beside it.
  EXPECT_THAT(z, HasSubstr("ordered grade: 9 10 11 12\n"));
  EXPECT_THAT(z, Not(HasSubstr("freshman sophomore")));
  EXPECT_THAT(z, HasSubstr("1: Ben is grade.12\n"));
  EXPECT_EQ(statement(kGradeClub, "Ava is a freshman."), "Ava is grade.9");
  EXPECT_EQ(statement(kGradeClub, "The junior scored 10 points more than Cal."),
            "scored_point(grade.11) = scored_point(Cal) + 10");
  // The 12th grade is still named as the list says it.
  EXPECT_EQ(statement(kGradeClub, "Dee is in 10th grade."), "Dee is grade.10");
  // `i.e.` and `namely` say the same; a bracket that lists other things
  // (fewer or more of them) is no other names.
  const std::string ie =
      "Ava, Ben, Cal and Dee each sat in a different row, 1st to 4th (i.e. the front row, the "
      "second row, the third row and the back row). They wore red, blue, green and gold.\n\n";
  EXPECT_EQ(statement(ie, "Ben sat in the back row."), "Ben is row.4");
}

TEST(EnglishListRestatements, TheFirstAmountsUnitIsEveryOnes) {
  const std::string z = zebra_of(
      "Joan, Iris, Margaret and Pat went away in May, June, July and August. They didn't all "
      "stay the same time either: one stayed 3 nights, one 4, one 5 and one 7.\n\n"
      "1. Margaret stayed two nights longer than Iris did.\n"
      "2. Joan stayed longer than anyone else.\n");
  EXPECT_THAT(z, HasSubstr(": 3 4 5 7\n"));
  EXPECT_THAT(z, HasSubstr("1: same_time(Margaret) = same_time(Iris) + 2\n"));
  // The list's line words that only join it to the line before name
  // nothing (`either`).
  EXPECT_THAT(z, Not(HasSubstr("_either")));
  const std::string plain =
      "Joan, Iris, Margaret and Pat each had a holiday. Each stayed a different time: 3 "
      "nights, 4, 5 and 7.\n\n";
  EXPECT_EQ(statement(plain, "Pat stayed one night less than Joan."), "time(Pat) = time(Joan) - 1");
}

TEST(EnglishListRestatements, WhereTheyWentIsTheDestination) {
  const std::string z = zebra_of(
      "Joan, Iris, Margaret and Pat each went away. Between them they went to Whitby, "
      "Llandudno, Torquay and Bournemouth.\n\n1. Joan went to Whitby.\nWho went to Torquay?\n");
  EXPECT_THAT(z, HasSubstr("category destination: Whitby Llandudno Torquay Bournemouth\n"));
  EXPECT_THAT(z, HasSubstr("ask: name of Torquay\n"));
}

TEST(EnglishListRestatements, TitlesListedAfterAreKeepTheirSmallWords) {
  // (The titles had been lost without a word where the pages followed
  // them in the same sentence, and `A Map of Rain` cut to `A Map`.)
  const std::string z = zebra_of(
      "Five members, Anita, Bernard, Carol, Deepak and Eileen, will each host one meeting, one a "
      "month from January to May. The five books are The Lantern Keeper, Salt and Cedar, Nine "
      "Winters, The Glass Orchard and A Map of Rain, and they run to 220, 260, 300, 340 and 380 "
      "pages.\n\n1. Anita chose A Map of Rain.\n2. Deepak hosts the month directly after "
      "Bernard.\n");
  EXPECT_THAT(z,
              HasSubstr("category book: Lantern_Keeper Salt_and_Cedar Nine_Winters Glass_Orchard "
                        "Map_of_Rain\n"));
  EXPECT_THAT(z, HasSubstr("1: Anita is Map_of_Rain\n"));
  EXPECT_THAT(z, HasSubstr("2: month(Deepak) = month(Bernard) + 1\n"));
  const std::string names =
      "Five members, Anita, Bernard, Carol, Deepak and Eileen, will each host one meeting. The "
      "five books are Emma, Sea Cedar, Nine Winters, Ivanhoe and A Map of Rain.\n\n";
  EXPECT_THAT(zebra_of(names + "1. Anita chose Emma.\n"), HasSubstr("Ivanhoe A_Map_of_Rain\n"));
}

TEST(EnglishListRestatements, ACountOfEachListIsNoList) {
  const std::string z = zebra_of(
      "Last week's pieces - 4 students, 4 scripts, 4 inks, 4 nibs. One each, no repeats.\n\n"
      "Students: Ingrid / Kofi / Marguerite / Tobias\nScripts: Copperplate / Gothic / Italic / "
      "Uncial\nInks: black / indigo / sepia / vermilion\n\n1. Kofi wrote Gothic.\n");
  EXPECT_THAT(z, Not(HasSubstr("4_students")));
  EXPECT_THAT(z, HasSubstr("# Last week's pieces - 4 students, 4 scripts, 4 inks, 4 nibs."));
}

TEST(EnglishListRestatements, AfterNumberedCluesAndTheQuestionsAWordToTheReader) {
  const std::string head =
      "Four members, Ann, Bo, Cy and Di, each host one meeting, one a month from January to "
      "April.\n\n1. Ann hosts in March.\n2. Bo hosts in January.\n3. Cy hosts after Di.\n\n"
      "Who hosts in April?\n\n";
  // A sentence with no number after the questions that names a month is a
  // word to the reader; one that names someone is still a clue.
  const std::string z =
      zebra_of(head + "The full schedule will be emailed out after the January meeting.\n");
  EXPECT_THAT(z, HasSubstr("# The full schedule will be emailed out after the January meeting\n"
                           "# (names no value: it frames the puzzle)\n"));
  EXPECT_THAT(zebra_of(head + "Ann hosts one month before Bo.\n"),
              HasSubstr("4: month(Ann) = month(Bo) - 1\n"));
}

TEST(EnglishListRestatements, TheFirstOfAnotherListsThingsIsNoEndOfTheNumbers) {
  // (`the first of the five stations` had read as carriage 1, the least
  // of the only list of numbers.)
  const std::string rail =
      "Five regulars, Helen, Ian, Ruth, Victor and Wendy, each board at a different one of five "
      "stations, Ashvale, Brookfield, Carlton, Dunmere and Eastgate, and each sit in a different "
      "carriage, numbered 1 to 5.\n\n";
  EXPECT_EQ(statement(rail, "Helen boards at the first of the five stations."), "");
  EXPECT_EQ(statement(rail, "Ian sits in the last of the five carriages."), "Ian is carriage.5");
  // (The grid's own things and people are no other list's: `the first of
  // the five regulars`.)
  EXPECT_EQ(statement(rail, "Ian sits in the first of the carriages."), "Ian is carriage.1");
}

TEST(EnglishListRestatements, ASheetsListsWithWordsBeforeTheFirstAndAPairSaidAfterAColon) {
  // A judging sheet's lines: `one kid each from` before the first grade
  // is no part of it; `A and B: one of them ..., the other ...` is `Of A
  // and B, one ... and the other ...`.
  const std::string sheet =
      "Entrants in this row: Ruby, Soren, Amara, Finn\n"
      "Projects: potato battery / volcano / crystal garden / solar oven\n"
      "Scores (out of 50): 38, 41, 44, 47\n"
      "Grades: one kid each from 5th, 6th, 7th and 8th\n\n";
  EXPECT_THAT(zebra_of(sheet + "1. Finn is in 8th grade.\n"),
              HasSubstr("ordered grade: 5 6 7 8\n"));
  EXPECT_EQ(statement(sheet,
                      "Ruby and the solar oven kid: one of them is in 7th grade, the "
                      "other got the 41."),
            statement(sheet,
                      "Of Ruby and the solar oven kid, one is in 7th grade and the other "
                      "got the 41."));
  EXPECT_NE(statement(sheet,
                      "Of Ruby and the solar oven kid, one is in 7th grade and the other "
                      "got the 41."),
            "");
}

TEST(EnglishListRestatements, APairsValuesWithWhichIsWhichKeptBackAreInSomeOrder) {
  const std::string party =
      "Four friends, Arlo, Bella, Kit and Noor, are coming as a pirate, an astronaut, a dinosaur "
      "and a fairy. They're aged 5, 6, 7 and 8 (all different ages).\n\n";
  // `They're aged` names the ages.
  EXPECT_THAT(zebra_of(party + "1. Kit is 5.\n"), HasSubstr("ordered age: 5 6 7 8\n"));
  const std::string some_order = "Noor and dinosaur are age.6 and age.7";
  EXPECT_EQ(statement(party, "Noor and the dinosaur are 6 and 7, in some order."), some_order);
  EXPECT_EQ(statement(party,
                      "Noor and the dinosaur are 6 and 7, but I'm not saying which is "
                      "which!"),
            some_order);
  EXPECT_EQ(statement(party, "Noor and the dinosaur are 6 and 7 (I won't say which is which)."),
            some_order);
  // A remark that keeps nothing back is no such order.
  EXPECT_EQ(statement(party, "Noor and the dinosaur are 6 and 7, and you know which is which."),
            "");
}

TEST(EnglishListRestatements, APairSaidAgainByNeitherOfThem) {
  const std::string board =
      "Five travellers, Tom, Callum, Priya, Ines and Joe, are flying to Oslo, Krakow, Lisbon, Rome "
      "and Nice. Their flights leave at 9:10, 9:40, 10:10, 10:40 and 11:10.\n\n";
  EXPECT_EQ(statement(board,
                      "Neither Tom nor Callum is going to Oslo, and neither of them is off "
                      "to Krakow either."),
            statement(board,
                      "Neither Tom nor Callum is going to Oslo, and neither Tom nor Callum "
                      "is off to Krakow."));
  EXPECT_NE(statement(board,
                      "Neither Tom nor Callum is going to Oslo, and neither Tom nor Callum "
                      "is off to Krakow."),
            "");
  // `a full hour after` is an hour after.
  EXPECT_EQ(statement(board, "Priya's plane leaves a full hour after Callum's."),
            "time(Priya) = time(Callum) + 60");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// What frames a riddle and what lists it, at the document's level: a
// worksheet's tasks and instructions, titles with dashes, the numbers of a
// row's places said as a list (document.cc, reader_frames.cc).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "deduce/io/input_error.h"
#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using ::testing::Not;

using testing_english::error_of;
using testing_english::zebra_of;

TEST(EnglishFrames, AWorksheetsTasksAndInstructions) {
  // `Task 1: Complete the logic grid.` frames; `Task 2: Which ...?` asks;
  // `Explain how you knew ...` is an instruction, not a clue; a title with
  // a dash and a comma (`Year 7 Maths - Logical Reasoning, Lesson 4`) is
  // no list.
  const std::string sheet =
      "Year 7 Maths - Logical Reasoning, Lesson 4\n"
      "Three pupils brought snails.\nPupils: Amir, Bella, Callum\nSnails: Dash, Goo, Rocket\n"
      "1. Amir's snail is Goo.\n2. Bella's snail is not Dash.\n"
      "Task 1: Complete the logic grid.\nTask 2: Which snail belongs to Callum?\n"
      "Task 3 (challenge): Explain in one sentence how you knew Bella's snail was Rocket.\n";
  EXPECT_THAT(zebra_of(sheet),
              AllOf(HasSubstr("category pupil: Amir Bella Callum\n"),
                    HasSubstr("# (an instruction to the solver: it frames the puzzle)\n"),
                    HasSubstr("ask: snail of Callum\n"), Not(HasSubstr("Bella is Rocket"))));
}

TEST(EnglishFrames, InstructionsAfterALabelOrInBrackets) {
  const std::string lockers =
      "Three members rent lockers 1 to 3 in a row.\nMembers: Ann, Bo, Cy\nSports: golf, judo, "
      "polo\n1. Ann rents locker 1.\n2. Bo plays golf.\n3. The polo player is in locker 3.\n";
  // `Remember:`, `always`: the imperative after them frames the riddle.
  EXPECT_THAT(zebra_of(lockers + "Who plays judo?\nRemember: always put the kit back in the "
                                 "lockers!\n"),
              HasSubstr("# (an instruction to the solver: it frames the puzzle)\n"));
  // A worksheet's `Extension:` likewise, whatever it names.
  EXPECT_THAT(zebra_of(lockers + "Who plays judo?\nExtension: write your own clue about where "
                                 "the golf player is.\n"),
              HasSubstr("# (an instruction to the solver: it frames the puzzle)\n"));
  // A bracketed instruction after a `What` question, on its line, says the
  // list to answer from (it had been taken into the next question).
  EXPECT_THAT(zebra_of(lockers + "What is in locker 2? (Give the member's name.) Who plays "
                                 "judo?\n"),
              AllOf(HasSubstr("# What is in locker 2?\n# (asked as `Which member is in locker "
                              "2?`, as the instruction after it says)\nask: member at 2\n"),
                    HasSubstr("# (Give the member's name.)\n"), HasSubstr("ask: member of judo")));
  // A prize for the first right answer after the questions frames the
  // riddle, whoever it names.
  EXPECT_THAT(zebra_of(lockers + "Who plays judo? First correct answer gets a pint (not Cy, he "
                                 "knows).\n"),
              HasSubstr("# (a remark about solving: it frames the puzzle)"));
  // `Remember that ...` is a clue, never an instruction: after the
  // numbered clues, where it is not read, it is shown as not read.
  EXPECT_THAT(zebra_of(lockers + "Remember that Cy hates golf.\nWho plays judo?\n"),
              AllOf(HasSubstr("# Remember that Cy hates golf\n# (not read, and outside the list "
                              "of clues: taken for a word to the reader)"),
                    Not(HasSubstr("an instruction to the solver"))));
}

TEST(EnglishFrames, ThePuzzleBooksAndTheLessonPlansLabelledNotes) {
  const std::string lockers =
      "Three members rent lockers 1 to 3 in a row.\nMembers: Ann, Bo, Cy\nSports: golf, judo, "
      "polo\nFees: £2, £4, £6\n1. Ann rents locker 1.\n2. Bo plays golf.\n3. The polo player is "
      "in locker 3.\n4. Cy pays £6.\n5. Ann pays £2.\n";
  // `Hint:`, `Directions (Q. 1-3):`, `Support:` before an imperative frame
  // the riddle, whatever number they say (`clue 2`, where £2 is a fee).
  for (const char* note :
       {"Hint: start with clue 2.\n",
        "Directions (Q. 1-3): Study the following information carefully and answer the "
        "questions.\n",
        "Support: give the lower group the first tick before they start.\n"})
    EXPECT_THAT(zebra_of(note + lockers + "Who plays judo?\n"),
                HasSubstr("# (an instruction to the solver: it frames the puzzle)\n"))
        << note;
  // A sentence that hands over to the clues after its colon, whatever it
  // names (`so this is what survived:`, `reconstructing from memory:`).
  for (const char* handing :
       {"Cy knocked a glass of wine over the sheet, so this is what survived:\n",
        "The judge took my notes, so reconstructing from memory for Bo:\n"})
    EXPECT_THAT(zebra_of("Three members rent lockers 1 to 3 in a row.\nMembers: Ann, Bo, Cy\n"
                         "Sports: golf, judo, polo\n" +
                         std::string(handing) +
                         "1. Ann rents locker 1.\n2. Bo plays golf.\n3. The polo player is in "
                         "locker 3.\nWho plays judo?\n"),
                HasSubstr(std::string(handing).substr(0, 20)))
        << handing;
  EXPECT_THAT(error_of("Three members rent lockers 1 to 3 in a row.\nMembers: Ann, Bo, Cy\n"
                       "Sports: golf, judo, polo\nCy spilt wine on the sheet, so this is what "
                       "survived:\n1. Ann rents locker 1.\n2. Bo plays golf.\n3. The polo "
                       "player is in locker 3.\nWho plays judo?\n"),
              "");
  // Minutes' apologies name who was not there.
  EXPECT_THAT(
      zebra_of(lockers + "Present: Ann, Bo, Cy. Apologies: Irene (hip).\nWho plays judo?\n"),
      HasSubstr("# Apologies: Irene (hip)\n"));
}

TEST(EnglishFrames, AWordToTheReaderBetweenTheNumberedCluesAndTheQuestions) {
  const std::string race =
      "Runners: Ann, Bo, Cy\nAges: 20, 30, 40\nTimes: 3:50, 4:10, 4:30\n1. Ann is 20.\n"
      "2. Bo beat Cy by a full 40 minutes.\n";
  // After the last numbered clue, a sentence that names no value frames,
  // whatever its numbers and capitals.
  EXPECT_THAT(zebra_of(race + "Club run as usual on Wednesday, 7pm from the leisure centre.\n"
                              "Who is 40?\n"),
              HasSubstr("# Club run as usual on Wednesday, 7pm from the leisure centre\n# ("));
  // One that relates is a clue, read or refused.
  EXPECT_THAT(zebra_of(race + "The oldest runner finished last.\nWho is 40?\n"),
              HasSubstr("3: age.40 is time.270\n"));
  // After the questions, a list of another size is the text's own, no
  // category (it had stopped the riddle: `this list has 2 values`).
  EXPECT_THAT(zebra_of(race + "Who is 40?\nSubs are now due: £18 single, £25 joint.\n"),
              HasSubstr("# Subs are now due: £18 single, £25 joint\n# ("));
  // `by a full 40 minutes` is 40 minutes.
  EXPECT_THAT(zebra_of(race + "Who is 40?\n"), HasSubstr("2: time(Bo) = time(Cy) - 40\n"));
}

TEST(EnglishFrames, ARowsPlacesSaidAsAListAreNoList) {
  // `on pitches 1, 2, 3 and 4, in a row`: four places, not a list of
  // pitches beside them (`pitch 4` is place 4 alone).
  const std::string park =
      "Four families are staying at the park. Their caravans are on pitches 1, 2, 3 and 4, in a "
      "row along the sea wall.\nFamilies: Ahmed, Evans, Murphy, Nowak\nPets: cat, dog, rabbit, "
      "tortoise\n1. The Murphy family are on pitch 4.\n";
  EXPECT_THAT(zebra_of(park), AllOf(HasSubstr("positions: 4\n"), HasSubstr("1: Murphy at 4\n"),
                                    Not(HasSubstr("category pitch"))));
}

TEST(EnglishFrames, HeavierAndMoreRecentlyAreNeverReadOverYearsOfRinging) {
  // `a heavier bell` is no comparison of years of ringing, nor is `more
  // recently` (later, which needs points in time): both refused.
  const std::string bells =
      "Ringers: Agnes, Bernard, Cyril, Dorothy\nRopes: treble, second, third, tenor\n"
      "Years ringing: 3 years, 7 years, 12 years, 20 years\n"
      "1. Dorothy has been ringing four years longer than Cyril.\n";
  EXPECT_THAT(zebra_of(bells), HasSubstr("1: year_ringing(Dorothy) = year_ringing(Cyril) + 4\n"));
  EXPECT_THROW(zebra_of(bells + "2. Agnes rings a heavier bell than Dorothy does.\n"),
               io::InputError);
  EXPECT_THROW(zebra_of(bells + "2. Agnes took up ringing more recently than Bernard.\n"),
               io::InputError);
}

TEST(EnglishFrames, ARangeAndAListAfterAColonInOneClause) {
  // `in a different month, January through April, and each project came
  // with a different bill: $4,200, ...`: both lists, the range too,
  // though the names and the bills run together.
  const std::string homes =
      "Four households (the Bakers, the Coopers, the Fletchers and the Masons) each started a "
      "project in a different month, January through April, and each project came with a "
      "different bill: $4,200, $6,800, $9,400 or $12,000.\n"
      "1. The Bakers' project cost $2,600 more than the Masons'.\n";
  EXPECT_THAT(zebra_of(homes), AllOf(HasSubstr("ordered month: 1 2 3 4\n"),
                                     HasSubstr("ordered bill: 4200 6800 9400 12000\n")));
}

TEST(EnglishFrames, ASentenceThatHoldsAListAfterAColonIsNoHeadedList) {
  // `The cast ranges in age from 24 to 52: specifically, the actors are
  // 24, ...`: the ages, not a list headed by the sentence whose values are
  // `specifically` and `actors are 24`; the names and parts after it are
  // lists too, not a clue.
  const std::string cast =
      "The cast ranges in age from 24 to 52: specifically, the actors are 24, 31, 38, 45 and 52 "
      "years old. Abigail, Brett, Corinne, Desmond and Elliot play the butler, the countess, the "
      "detective, the gardener and the maid.\n\nAbigail is the oldest member of the cast.\n";
  EXPECT_THAT(zebra_of(cast),
              AllOf(HasSubstr("ordered year_old: 24 31 38 45 52\n"),
                    HasSubstr("category play: butler countess detective gardener maid\n"),
                    HasSubstr("1: Abigail is year_old.52\n")));
}

TEST(EnglishFrames, TheSameNumbersListedTwiceAreOneList) {
  // `a different amount of experience (2, 4, 6, or 8 years)`, then
  // `Experience: 2 years, 4 years, ...`: one list, not two that read every
  // comparison two ways.
  const std::string panel =
      "Each applicant has a different amount of experience (2, 4, 6, or 8 years).\n"
      "Applicants: Ms. Avery, Mr. Boyle, Ms. Carver, Mr. Dixon\n"
      "Jobs: analyst, designer, editor, engineer\n"
      "Experience: 2 years, 4 years, 6 years, 8 years\n"
      "1. The designer has 2 more years of experience than Ms. Carver.\n";
  const std::string z = zebra_of(panel);
  EXPECT_THAT(z, HasSubstr("1: experience_year(designer) = experience_year(Ms_Carver) + 2\n"));
  EXPECT_THAT(z, Not(HasSubstr("ordered experience:")));
}

TEST(EnglishFrames, AQuestionNamesNoListWhereTwoShareTheName) {
  // Two lists named by the same words (`flew_kite`, `flew_kite_2`): `Which
  // kind of kite ...?` asks neither (it had been answered with a child).
  const std::string kites =
      "Flew kite: Amelia, Bruno, Chloe\nFlew kite: box kite, delta, dragon\n"
      "Heights: 150 feet, 200 feet, 250 feet\n1. Chloe's kite flew highest.\n";
  EXPECT_THAT(zebra_of(kites), HasSubstr("category flew_kite_2: box_kite delta dragon\n"));
  EXPECT_THAT(error_of(kites + "Which kind of kite flew highest?\n"), HasSubstr("r.txt:5:1"));
}

TEST(EnglishFrames, AMangledTextWithAnEmptyListIsRefusedAtItsPlace) {
  // Found by mutating the corpus under the sanitizers: a list left with
  // no values was ordered by its first and last number.
  EXPECT_THROW(parse_english("5. upright.\nbusiness, jobs, different\n", "r.txt"), io::InputError);
}

TEST(EnglishFrames, ListsInClausesOfTheirOwnAfterASentenceThatSaysACategory) {
  // `Each was made by a different director.` before the lists: `The films
  // are ...; the directors are Ana Ruiz, ...` still lists both (the
  // second's own clause only says that a list follows).
  const std::string films =
      "Five new films premiere on May 4, May 11, May 18, May 25 and June 1. Each was made by a "
      "different director. The films are Broken Compass, Midnight Orchard, Paper Lanterns, The "
      "Last Ferry and Velvet Storm; the directors are Ana Ruiz, Glen Foster, Hiro Tanaka, Mei Lin "
      "and Sam Becker.\n\n1. Hiro Tanaka didn't direct Broken Compass.\n";
  EXPECT_THAT(zebra_of(films), HasSubstr("category director: Ana_Ruiz Glen_Foster Hiro_Tanaka "
                                         "Mei_Lin Sam_Becker\n"));
}

TEST(EnglishFrames, CluesLetteredAsPuzzleBooksLetterThem) {
  // `A.`, `B.`, `C.` on lines of their own label clues; one line opening
  // with an initial (`A. Bright patented ...`) labels nothing.
  const std::string lettered =
      "Three friends each grew a different vegetable.\n\nFriends: Abe, Bev, Col\n"
      "Vegetables: beans, leeks, peas\n\nA. Abe grew the leeks.\nB. Bev did not grow the peas.\n"
      "C. Col's vegetable was not the beans.\n\nWho grew the beans?\n";
  const std::string z = zebra_of(lettered);
  EXPECT_THAT(z, HasSubstr("\nA: Abe is leeks\n"));
  EXPECT_THAT(z, HasSubstr("\nC: Col is not beans\n"));
  EXPECT_THAT(z, HasSubstr("ask: friend of beans\n"));
  const std::string initials =
      "Three inventors each patented a different gadget.\n\n"
      "Inventors: A. Bright, C. Dunn, E. Farrow\nGadgets: kettle, lamp, mangle\n\n"
      "A. Bright patented the lamp.\nC. Dunn did not patent the kettle.\n";
  EXPECT_THAT(zebra_of(initials), HasSubstr("\n1: A_Bright is lamp\n"));
}

TEST(EnglishFrames, StreetLevelIsTheGroundFloor) {
  const std::string store =
      "The store has three levels, numbered 1 (street level) up to 3 (the top).\nDepartments: "
      "Toys, Books, Shoes\nStaff: 8, 12, 15\n\n";
  EXPECT_THAT(zebra_of(store + "1. Toys is at street level.\n"), HasSubstr("1: Toys at 1\n"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// A club's ladder and a cricket scorebook in our own words: a person's
// being old is their age where the years they joined are listed too
// (`Bob, the oldest of the three`), a car's the year it was built; high
// and low in an order or a ranking are its front and back (`batted
// lowest in the order` is the last place, never the fewest runs); a list
// in brackets in the task the introduction sets (`can you ... give its
// length (3 km, 5 km or 8 km)?`); relay legs run `first leg to fourth`,
// `0.3 seconds faster` of them, and where one ran said after a comma (`,
// on the leg straight after Dot's`); a play's cast (`Three of our young
// actors`), with remarks in brackets on a list's first item and to the
// reader; a class chat stamped with times; classic cars by their makes;
// dogs in a photo; a pub quiz's winners.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::error_of;
using testing_english::zebra_of;

TEST(EnglishLadderWordings, APersonsAgeBeforeTheYearTheyJoined) {
  const std::string club =
      "Three members of the bowls club: Ann, Bob and Cy. They are 60, 70 and 80 years old, and "
      "they joined the club in 1990, 2000 and 2010.\n"
      "1. Bob, the oldest of the three, joined in 2000.\n"
      "2. Ann is ten years younger than the member who joined in 1990.\n"
      "Who joined in 2010?\n";
  EXPECT_THAT(zebra_of(club),
              HasSubstr("1: all of: Bob is year_old.80; Bob is joined_club.2000\n"));
  // (A thing's age is the year it was made: `The oldest car`.)
  const std::string cars =
      "Three friends, Ann, Bob and Cy, each own a car. The friends are 30, 40 and 50 years old. "
      "The cars were built in 1960, 1970 and 1980.\n"
      "1. The oldest car belongs to Bob.\n"
      "2. Cy is ten years older than Ann.\n"
      "3. Ann's car was built in 1970.\n"
      "4. The youngest friend is not Bob.\n"
      "Whose car was built in 1980?\n";
  EXPECT_THAT(zebra_of(cars), AllOf(HasSubstr("1: Bob is car_built.1960\n"),
                                    HasSubstr("4: year_old.30 is not Bob\n")));
}

TEST(EnglishLadderWordings, LowAndHighInAnOrderAreItsBackAndFront) {
  const std::string scorebook =
      "Three batters: Ann, Bea and Cat.\n"
      "Runs: 10, 20, 30\n"
      "Batting order: No. 1, No. 2, No. 3\n\n"
      "1. Cat batted lowest in the order.\n"
      "2. Bea was highest in the batting order and made the fewest runs.\n"
      "3. Ann made more runs than Cat.\n\n"
      "How many runs did Cat make?\n";
  const std::string zebra = zebra_of(scorebook);
  EXPECT_THAT(zebra, AllOf(HasSubstr("1: Cat is batting_order.3\n"),
                           HasSubstr("2: all of: Bea is batting_order.1; Bea is run.10\n"),
                           Not(HasSubstr("Cat is run."))));
}

TEST(EnglishLadderWordings, ATaskAskedWithItsListInBrackets) {
  const std::string walks =
      "Three friends each walked a different path on a different day, from Friday to Sunday. "
      "Can you name the path each friend walked, give its length (3 km, 5 km or 8 km), and say "
      "on which day it was walked?\n\n"
      "Friends: Ann, Bob, Cy\nPaths: Ridge, Gully, Loop\n\n"
      "1. Ann walked the longest path, and earlier than anyone else.\n"
      "2. The Loop was walked on Sunday.\n"
      "3. Bob's path is 2 km longer than the one walked on Sunday.\n"
      "4. The Gully was walked the day after the Ridge.\n";
  EXPECT_THAT(zebra_of(walks), AllOf(HasSubstr("ordered length: 3 5 8\n"),
                                     HasSubstr("1: all of: Ann is length.8; Ann is day.5\n"),
                                     HasSubstr("3: length(Bob) = length(day.7) + 2\n")));
}

TEST(EnglishLadderWordings, RelayLegsRunFirstToFourth) {
  const std::string relay =
      "The school's relay team - Amy, Beth, Cara and Dot - ran the four legs in turn, first leg "
      "to fourth. Their times were 14.2, 14.6, 15.0 and 15.5 seconds.\n\n"
      "Beth ran the slowest leg of the four, on the leg straight after Dot's. Amy ran the fourth "
      "leg. Cara was 0.4 seconds faster than Amy. Cara didn't run the first leg. Dot was the\n"
      "fastest.\n\n"
      "Who ran the first leg?\n";
  const std::string zebra = zebra_of(relay);
  // (Run in turn, the legs are the row.)
  EXPECT_THAT(zebra, AllOf(HasSubstr("positions: 4\n"), HasSubstr(": fourth at 4\n"),
                           HasSubstr("1: all of: Beth is 15.5; Beth just right of Dot\n"),
                           HasSubstr("time_second(Cara) = time_second(Amy) - 0.4\n"),
                           HasSubstr("ask: relay_team at 1\n")));
  // (Where no list gives the legs, the first leg is no fastest time: the
  // question is refused, never answered with the fastest, nor passed
  // over.)
  std::string unlisted = relay;
  unlisted.replace(unlisted.find(", first leg to fourth"), 21, "");
  unlisted.replace(unlisted.find("Beth ran the slowest"),
                   unlisted.find("Cara was") - unlisted.find("Beth ran the slowest"),
                   "Beth was the slowest. ");
  unlisted.replace(unlisted.find(" Cara didn't"), 31, "");
  EXPECT_THAT(error_of(unlisted),
              HasSubstr("could not read this question: \"Who ran the first leg\""));
}

TEST(EnglishLadderWordings, OurActorsAndTheirCostumeChanges) {
  // `Three of our young actors` counts the list; a remark on the first item
  // of a list that opens the sentence (`the Wolf (yes, ... - we ran out of
  // ears), ...`) and one to the reader closing a clue (`(and if you
  // guessed that, you haven't ...)`) say nothing; what `tells us they
  // have` lists is named by its two-word noun.
  const std::string play =
      "Three of our young actors are Ada, Ben and Cal. Between them they play the Wolf (yes, only "
      "the one wolf - we ran out of ears), Red Riding Hood and the Woodcutter. Miss Platt tells "
      "us they have 1, 2 and 4 costume changes.\n\n"
      "1. The Wolf has more costume changes than anyone else.\n"
      "2. Ben is the Woodcutter (and if you guessed that, you haven't missed a single "
      "rehearsal).\n"
      "3. Ada has fewer costume changes than Ben.\n\n"
      "Who plays the Wolf? What is Ada's role?\n";
  // (What `Between them they play` lists are their roles.)
  EXPECT_THAT(zebra_of(play),
              AllOf(HasSubstr("category role: Wolf Red_Riding_Hood Woodcutter\n"),
                    HasSubstr("ask: role of Ada\n"), HasSubstr("ordered costume_change: 1 2 4\n"),
                    HasSubstr("1: Wolf is costume_change.4\n"), HasSubstr("2: Ben is Woodcutter\n"),
                    HasSubstr("3: costume_change(Ada) < costume_change(Ben)\n")));
}

TEST(EnglishLadderWordings, AClassChatStampedWithTimes) {
  // Each line opens with the time it was sent and who sent it, with who
  // they are in brackets (`[09:04] Priya (Sam's mum): `): no clue's words.
  // A list set off by dashes ends at the dash (`rocky road`), and a
  // remark in brackets to the reader may say `u`.
  const std::string chat =
      "[09:02] Priya (Sam's mum): morning all!! so the three kids in the bake-off were Sam, Tia "
      "and Uma\n"
      "[09:03] Priya (Sam's mum): they each made one thing \u2013 fudge, shortbread and rocky road "
      "\u2013 and they cost 30p, 40p and 50p a piece\n"
      "[09:04] Priya (Sam's mum): the fudge was 10p cheaper than the rocky road\n"
      "[09:04] Priya (Sam's mum): rocky road was the dearest (have u SEEN the price of "
      "marshmallows)\n"
      "[09:05] Priya (Sam's mum): Tia didn't make the shortbread\n"
      "[09:05] Priya (Sam's mum): Uma's cost more than Sam's\n"
      "[09:05] Priya (Sam's mum): Uma didn't make the rocky road\n"
      "[09:06] Priya (Sam's mum): who made the fudge?\n";
  const std::string zebra = zebra_of(chat);
  EXPECT_THAT(zebra, AllOf(HasSubstr(": fudge shortbread rocky_road\n"),
                           HasSubstr("1: price(fudge) = price(rocky_road) - 10\n"),
                           HasSubstr("2: rocky_road is price.50\n"),
                           HasSubstr("5: Uma is not rocky_road\n")));
}

TEST(EnglishLadderWordings, ClassicCarsByTheirMakesAndTheYearTheyWereBuilt) {
  // A make with a model's number is named by the make (`the Jaguar` of
  // `Jaguar XK 120`), one in capitals however short (`the MG`); `In which
  // year` asks the list of years, never the one whose line says `last
  // year's trial`.
  const std::string rally =
      "Three members, Mr Reed, Mrs Shaw and Miss Tate, each drive a classic car. The three cars "
      "are an Austin Seven, a Jaguar XK 120 and an MG TA, built in 1935, 1948 and 1953. In last "
      "year's trial they finished 1st, 2nd and 3rd.\n\n"
      "1. The MG finished ahead of the Jaguar.\n"
      "2. The oldest car finished last.\n"
      "3. Mrs Shaw drives the Jaguar.\n\n"
      "In which year was Mrs Shaw's car built?\n";
  EXPECT_THAT(
      zebra_of(rally),
      AllOf(HasSubstr("1: trial_finished(MG_TA) < trial_finished(Jaguar_XK_120)\n"),
            HasSubstr("3: Mrs_Shaw is Jaguar_XK_120\n"), HasSubstr("ask: built of Mrs_Shaw\n")));
}

TEST(EnglishLadderWordings, DogsInAPhotoBangInTheMiddle) {
  // `bang in the middle`, a remark opening `as` in brackets, `on either
  // end` as `at either end`.
  const std::string photo =
      "In the photo three dogs stand in a line: Rex, Fido and Bo. There's a lab, a pug and a "
      "collie.\n\n"
      "1. The lab is bang in the middle (as always, the show-off).\n"
      "2. Rex isn't on either end.\n"
      "3. Fido is immediately to the right of the lab.\n"
      "4. Bo isn't the collie.\n\n"
      "Who is the pug?\n";
  EXPECT_THAT(zebra_of(photo),
              AllOf(HasSubstr("1: lab in the middle\n"), HasSubstr("2: not: Rex at an end\n")));
}

TEST(EnglishLadderWordings, TheOldestInARowSaysWhere) {
  // `The oldest is on the far left`: the superlative is the oldest alone,
  // never `the oldest is on the far` (a verb is no noun it is said of);
  // `The oldest dog is ...`: the noun before the verb goes with it.
  const std::string photo =
      "In the photo three dogs stand in a line: Rex, Fido and Bo. They're aged 1, 3 and 9.\n\n"
      "1. The oldest is on the far left.\n"
      "2. Rex is in the middle.\n"
      "3. Fido is younger than Rex.\n\n"
      "Who is on the far left?\n";
  EXPECT_THAT(zebra_of(photo), HasSubstr("1: age.9 at 1\n"));
  std::string dog = photo;
  dog.replace(dog.find("The oldest is"), 13, "The oldest dog is");
  EXPECT_THAT(zebra_of(dog), HasSubstr("1: age.9 at 1\n"));
}

TEST(EnglishLadderWordings, TheWinnersOnTheNightAreNeverDropped) {
  // `The Know-It-Owls, the winners on the night, sat at table 3` had been
  // read as the table alone, the win dropped without a word.
  const std::string quiz =
      "Saturday's pub quiz had four teams: the Brainiacs, Quizzy Rascals, the Know-It-Owls and "
      "Agatha Quiztie. Each team sat at a different table (1, 2, 3 or 4) and scored a different "
      "total - 31, 35, 38 or 42 points.\n\n"
      "1. The Know-It-Owls, the winners on the night, sat at table 3.\n"
      "2. Quizzy Rascals scored seven points more than the team at table 1.\n"
      "3. Agatha Quiztie didn't sit at table 2.\n"
      "4. The Brainiacs scored the fewest points of all four.\n"
      "5. The team at table 4 scored 35.\n\n"
      "Who sat at table 1?\n";
  EXPECT_THAT(zebra_of(quiz),
              HasSubstr("1: all of: Know-It-Owls is total_point.42; Know-It-Owls is table.3\n"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

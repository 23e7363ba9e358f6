// Words that add nothing to what a sentence relates, as people write them:
// `either`, `too`, `as well` ending a sentence, `In particular,` and part
// letters (`(b)`) before a question, a sum raised in the introduction
// beside the lists, `an hour and a quarter` as 75 minutes, an aside set off
// by commas that says nothing of the grid (`, as it happens,` inside a
// clause of `which`), and three clauses in one sentence. Heads written for
// these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kFolding =
    "Four children went to a paper-folding class.\n\nChildren: Mia, Noah, Lily, Sam\n"
    "Models: crane, frog, boat, star\nStarts: 9:00am, 9:30am, 10:00am, 10:45am\n\n";

TEST(EnglishAsides, EitherTooAndAsWellEndingASentence) {
  EXPECT_EQ(statement(kFolding, "Mia didn't make the crane, and she didn't make the boat either."),
            "all of: Mia is not crane; Mia is not boat");
  EXPECT_EQ(statement(kFolding, "Noah made the frog, and he started at 9:30am too."),
            "all of: Noah is frog; Noah is start.570");
  // `either` with its `or` is still a choice.
  EXPECT_EQ(statement(kFolding, "Lily made either the frog or the star."), "Lily is frog or star");
}

TEST(EnglishAsides, WhatASuperlativeWasAtEndingTheSentence) {
  // `the slowest to eat`: eating is the riddle's one measure.
  const std::string pies =
      "Three eaters raced. The finishing times were 1:48, 2:05 and 2:19.\n\n"
      "Eaters: Hank, Mitch, Otis\nPies: apple, cherry, pecan\n\n";
  EXPECT_EQ(statement(pies, "The pecan pie was the slowest to eat."), "pecan is time.139");
  EXPECT_EQ(statement(pies, "Otis was the quickest to finish."), "Otis is time.108");
}

TEST(EnglishAsides, AnHourAndAQuarterIsSeventyFiveMinutes) {
  EXPECT_EQ(statement(kFolding, "Sam started an hour and a quarter after Mia."),
            "start(Sam) = start(Mia) + 75");
}

TEST(EnglishAsides, QuestionsInParticularAndInParts) {
  const std::string z = zebra_of(kFolding +
                                 "1. Mia made the star.\n\nIn particular, (a) when "
                                 "did Noah start, and (b) which child made the boat?\n");
  EXPECT_THAT(z, AllOf(HasSubstr("ask: start of Noah\n"), HasSubstr("ask: child of boat\n")));
}

TEST(EnglishAsides, ASumRaisedBesideTheListsFramesTheRiddle) {
  const std::string night =
      "Thanks to the four brave lads who entered - Al, Doug, Fergus and Rhys. \u00a3340 raised "
      "for the air ambulance! They grew beards of 8 cm, 12 cm, 17 cm and 23 cm.\n\n"
      "1. Al's beard is 4 cm longer than Doug's.\n";
  const std::string z = zebra_of(night);
  EXPECT_THAT(z, AllOf(HasSubstr("340 raised for the air ambulance"),
                       HasSubstr("1: length(Al) = length(Doug) + 4\n")));
}

TEST(EnglishAsides, SpansOfServiceTopTablesAndTenses) {
  const std::string rota =
      "Volunteers: Beth, Cal, Dougie\nJobs: raffle, teas, tours\nService: 3 years, 6 years, 9 "
      "years\n\n";
  EXPECT_EQ(statement(rota, "Cal has been volunteering twice as long as Beth."),
            "service(Cal) = 2 * service(Beth)");
  EXPECT_EQ(statement(rota, "Cal has volunteered three times as long as Beth."),
            "service(Cal) = 3 * service(Beth)");
  // Years that things were made are points in time: never `as long`.
  const std::string bikes = "Riders: Ann, Bo, Cy\nYears: 1958, 1965, 1971\n\n";
  EXPECT_EQ(statement(bikes, "Ann's bike has lasted longer than Bo's."), "");
  const std::string league =
      "Teams: Arrows, Belles, Comets\nCaptains: Grace, Holly, Imogen\nPoints: 10, 12, "
      "15\n\n";
  EXPECT_EQ(statement(league, "Imogen's team topped the league."), "Imogen is point.15");
  EXPECT_EQ(statement(league, "Imogen's team is top of the table."), "Imogen is point.15");
  EXPECT_EQ(statement(league, "Grace's team finished bottom of the league."), "Grace is point.10");
  EXPECT_EQ(statement(league, "The Comets are at the bottom of the ladder."), "Comets is point.10");
  EXPECT_EQ(statement(league, "Imogen's team outshot the Arrows."),
            "point(Imogen) > point(Arrows)");
}

TEST(EnglishAsides, AnAsideThatSaysNothingOfTheGrid) {
  // Tried without it only where the sentence does not read with it.
  EXPECT_EQ(statement(kFolding, "Mia, with all her usual care, made the crane."), "Mia is crane");
  EXPECT_EQ(statement(kFolding, "Noah, as everybody had expected, made the frog."), "Noah is frog");
  EXPECT_EQ(statement(kFolding, "Sam made the boat, as he so often does."), "Sam is boat");
  // A remark that says the kind again of all its kind.
  EXPECT_EQ(statement(kFolding, "The crane started at 9:00am, as cranes always do."),
            "crane is start.540");
  // An aside that names a value, a number or a relation is no empty one.
  EXPECT_EQ(statement(kFolding, "Mia, unlike Noah, made the crane."), "");
  EXPECT_EQ(statement(kFolding, "Mia, with 2 more folds, made the crane."), "");
}

TEST(EnglishAsides, WhatTheTellerVouchesForAndHowLongSaidLast) {
  EXPECT_EQ(statement(kFolding, "Mia made the frog, not that I'm bragging."), "Mia is frog");
  EXPECT_EQ(statement(kFolding, "Noah started after Mia, I remember that much."),
            "start(Noah) > start(Mia)");
  EXPECT_EQ(statement(kFolding, "Lily made the star, I'm pretty sure."), "Lily is star");
  EXPECT_EQ(statement(kFolding, "Sam was on the boat all morning."), "Sam is boat");
  EXPECT_EQ(statement(kFolding, "Sam made the boat, smiling."), "Sam is boat");
  // What follows `not that` may deny no value.
  EXPECT_EQ(statement(kFolding, "Mia made the frog, not that Noah made the crane."), "");
}

TEST(EnglishAsides, ACommentOpeningTheSentenceAndWhile) {
  EXPECT_EQ(statement(kFolding, "Ironically, Mia made the crane, while Noah made the frog."),
            "all of: Mia is crane; Noah is frog");
  // A name that ends as an adverb does is no comment.
  const std::string names =
      "Four children went to a paper-folding class.\n\nChildren: Holly, "
      "Noah, Lily, Sam\nModels: crane, frog, boat, star\n\n";
  EXPECT_EQ(statement(names, "Holly, who didn't make the frog, made the crane."),
            "all of: Holly is not frog; Holly is crane");
}

TEST(EnglishAsides, ThreeClausesInOneSentence) {
  // `A and B, and C`: the first part is two clauses itself.
  EXPECT_EQ(statement(kFolding,
                      "Lily made the star and started at 9:00am, and she didn't make the boat."),
            "all of: (all of: Lily is star; Lily is start.540); Lily is not boat");
}

TEST(EnglishAsides, WhatANamedSubjectHasWithItSaidLast) {
  // `, with a pint of stout` at the end is the aside it would be after the
  // name; never another one's place (`with Kit on his left`), never a
  // subject that is no name (`The child who spent the most came home with
  // a fridge magnet`).
  const std::string head =
      "Four friends sat in a row of four seats, numbered 1 to 4 from left to right. The friends "
      "are Ivor, Jan, Kit and Mr Fenwick. Their drinks were stout, cider, tea and water.\n";
  EXPECT_EQ(statement(head, "Ivor sat at one end of the row, with a pint of stout."),
            "all of: Ivor is stout; Ivor at an end");
  EXPECT_EQ(statement(head, "Mr Fenwick sat next to Jan, with his cider."),
            "all of: Mr_Fenwick is cider; Mr_Fenwick next to Jan");
  EXPECT_EQ(statement(head, "Ivor sat in seat 2 with Kit on his left."), "");
  // (Nor the person a `with` picks out, after no comma.)
  EXPECT_EQ(statement(head, "Ivor is somewhere to the right of the person with a pint of tea."),
            "Ivor right of tea");
  EXPECT_EQ(statement(head, "There is one seat between Ivor and the person with a pint of tea."),
            statement(head, "There is one seat between Ivor and the tea drinker."));
  // A place no table knows is refused, never dropped for what follows it
  // (`at the front` of a row from left to right).
  EXPECT_EQ(statement(head, "Ivor was at the front, with his stout."), "");
  EXPECT_EQ(statement(head, "Ivor, at the front, had stout."), "");
  EXPECT_EQ(statement(head, "Ivor's front door is next to the stout drinker's."),
            "Ivor next to stout");
}

TEST(EnglishAsides, AVerbBetweenTwoPeopleNeverSaysTheyAreOne) {
  // A verb no table knows links a person and a thing (`Ann bought the cat`
  // is Ann's cat); between two people it relates two of them, and the
  // sentence is refused rather than read as `Ann is tea`.
  const std::string head =
      "Four friends each adopted a pet and drank a different drink. The friends are Ann, Bo, Cy "
      "and Di. The pets are a cat, a dog, a rat and a hen. Their drinks were tea, milk, cola and "
      "juice.\n2. Bo has the cat.\n";
  EXPECT_EQ(statement(head, "Ann bought the cat."), "Ann is cat");
  EXPECT_EQ(statement(head, "Ann is the tea drinker."), "Ann is tea");
  for (const char* two : {"Ann married the tea drinker.", "Ann defeated the tea drinker.",
                          "Ann met the owner of the cat.", "Ann phoned the person with the dog.",
                          "The cat owner envied the tea drinker."})
    EXPECT_EQ(statement(head, two), "") << two;
  // Nor is a word that denies, only wishes or undoes what follows dropped
  // as a link: `Ann almost chose the cat` is no `Ann is cat`.
  for (const char* not_one : {"Ann almost chose the cat.", "Ann declined the cat.",
                              "Ann was allergic to the cat.", "Ann would have liked the cat.",
                              "Ann swapped the cat for the dog.", "Ann nearly took the cat."})
    EXPECT_EQ(statement(head, not_one), "") << not_one;
  // Someone tied to a value is someone else: `Ann's sister bought the cat`
  // says nothing of Ann's pet, and the refusal says why.
  EXPECT_EQ(statement(head, "Ann's sister bought the cat."), "");
  EXPECT_THAT(testing_english::error_of(head + "1. Ann's husband drinks tea.\n"),
              HasSubstr("it speaks of Ann's husband, someone other than Ann"));
  EXPECT_EQ(statement(head, "Ann's pet is the cat."), "Ann is cat");
  // What no longer holds, and questions of what did not happen or of
  // someone else.
  EXPECT_EQ(statement(head, "Ann used to drink tea."), "");
  EXPECT_THAT(testing_english::error_of(head + "Who nearly chose the cat?\n"),
              HasSubstr("`nearly` asks of what did not happen"));
  EXPECT_THAT(testing_english::error_of(head + "Who is the cat owner's friend?\n"),
              HasSubstr("it speaks of cat owner's friend, someone other than cat owner"));
}

TEST(EnglishAsides, TwoClausesJoinedByAnd) {
  // Each with its own subject (`Ann paid $30 and Bo paid $20`), or a second
  // amount compared with the first's subject (`$10 less than Bo and $20
  // more than Cy`); never a value alone after `and`.
  const std::string head =
      "Four friends each adopted a pet and paid a different fee. The friends are Ann, Bo, Cy "
      "and Di. The pets are a cat, a dog, a rat and a hen. The fees were $10, $20, $30 and "
      "$40.\n2. Bo has the cat.\n";
  EXPECT_EQ(statement(head, "Ann paid $30 and Bo paid $20."),
            "all of: Ann is fee.30; Bo is fee.20");
  EXPECT_EQ(statement(head, "Ann has the rat and Cy the dog."), "all of: Ann is rat; Cy is dog");
  EXPECT_EQ(statement(head, "Ann paid $10 less than Bo and $20 more than Cy."),
            "all of: fee(Ann) = fee(Bo) - 10; fee(Ann) = fee(Cy) + 20");
  EXPECT_EQ(statement(head, "The dog cost $10 more than the rat, but $10 less than the hen."),
            "all of: fee(dog) = fee(rat) + 10; fee(dog) = fee(hen) - 10");
  EXPECT_EQ(statement(head, "Ann lives next to Bo and Cy."), "");
}

TEST(EnglishAsides, AQuestionOfTheGridIsAnsweredOrRefusedNeverFramed) {
  // `Who captained the winning team?` asks a thing of the grid: it is read
  // (the team that won) or refused, never shown as a frame and left
  // unanswered; `Who played what?` and `Which part does each sing?` ask
  // for the whole grid and frame. A kind of number and a second subject
  // (`an even number of points, as did the Brainiacs`) are never dropped.
  const std::string teams =
      "Four teams took part - the Brainiacs, the Sofa Experts, the Owls and the Usual Suspects "
      "- and each was captained by a different regular (Dot, Eric, Fay or Gus). The teams "
      "scored 31, 34, 36 and 40 points.\n";
  const std::string quiz = teams + "1. Dot's team scored 3 points fewer than the Owls.\n";
  EXPECT_THAT(zebra_of(quiz + "Who captained the winning team?\n"),
              HasSubstr("ask: regular of scored_point.40"));
  EXPECT_THAT(testing_english::error_of(quiz + "Who captained the losing side?\n"),
              HasSubstr("could not read this question"));
  EXPECT_THAT(zebra_of(quiz + "Who captained which team?\n"),
              HasSubstr("# (names no value: it frames the puzzle)"));
  EXPECT_EQ(statement(teams, "Eric's team scored an even number of points, as did the Owls."), "");
  EXPECT_EQ(statement(teams, "So did the Owls, who weren't captained by Eric."), "");
  // Odd and even: the values or places of that kind, as a choice.
  EXPECT_EQ(statement(teams, "Eric's team scored an odd number of points."),
            "Eric is scored_point.31");
  EXPECT_EQ(
      statement(teams, "Eric's team scored an even number of points, but it wasn't the Owls."),
      "all of: Eric is scored_point.34 or scored_point.36 or scored_point.40; Eric is not "
      "Owls");
  const std::string row =
      "Five friends live in a row of five houses, numbered 1 to 5 from left to right. The "
      "friends are Ann, Bo, Cy, Di and Ed.\n2. Bo lives next to Cy.\n";
  EXPECT_EQ(statement(row, "Ann lives in an even-numbered house."), "Ann at 2 or 4");
}

TEST(EnglishAsides, RemarksInBracketsDenialsInAsidesAndQuestionsCounted) {
  const std::string derby =
      "Four snails raced: Shelly, Slimer, Turbo and Zoom. The owners were Gladys, Pete, Reverend "
      "Doyle and the Murphy twins. The dots were blue, red, white and yellow. And the times were "
      "two, three, four and five minutes.\n\n";
  // A remark in brackets that ends the sentence, a clause of someone's
  // naming nothing, is no part of the clue.
  EXPECT_EQ(statement(derby, "Pete didn't race Zoom (he says he'll race it next year)."),
            "Pete is not Zoom");
  // `the Reverend` is the one whose name holds it.
  EXPECT_EQ(statement(derby, "Gladys's snail was slower than the Reverend's."),
            "time(Gladys) > time(Reverend_Doyle)");
  // A denial in an aside that names nothing is the aside's, never the
  // clause's own (it had read `Turbo is not the last`): the clue is read
  // without it, and what the snail wears is his.
  EXPECT_EQ(statement(derby, "Turbo, sadly not living up to his name, came in last."),
            "Turbo is time.5");
  EXPECT_EQ(statement(derby,
                      "Turbo, wearing a blue dot and sadly not living up to his name, came in "
                      "last."),
            "all of: Turbo is blue; Turbo is time.5");
  // (One that denies of a value is kept: read, or refused.)
  EXPECT_EQ(statement(derby, "Turbo, sadly not the blue one, came in last."), "");
  // `So, two questions for you` frames the riddle, though `two` is a time.
  EXPECT_THAT(zebra_of(derby + "1. Pete raced Zoom.\nSo, two questions for you. Who raced "
                               "Turbo?\n"),
              HasSubstr("# So, two questions for you\n# (names no value: it frames the puzzle)"));
}

TEST(EnglishAsides, ALongerClauseOfWhichThatDescribesOnly) {
  // `which really was an old tub bolted to a go-kart frame` names nothing
  // of the grid: the sentence reads without it; one that names a value or
  // compares is never dropped.
  const std::string head =
      "Three soapbox cars (the Bathtub, Thunderbug and Gravity Gus) were driven by Ann, Bo and "
      "Cy.\n\n";
  EXPECT_EQ(statement(head,
                      "The Bathtub, which really was an old tub bolted to a go-kart frame, was "
                      "driven by Ann."),
            "Bathtub is Ann");
  EXPECT_EQ(statement(head,
                      "The Bathtub, which was faster than the one Bo drove, was driven by "
                      "Ann."),
            "");
}

TEST(EnglishAsides, ParticiplesAndAClosingWhichSaidOfTheirValue) {
  // `, ordering a mocha` closing the sentence: the subject's too.
  EXPECT_EQ(statement(kFolding, "Noah started last, making the frog."),
            "all of: Noah is start.645; Noah is frog");
  // `, making the crane,` after the subject: a clause of `who`; one that
  // says another's place is none.
  EXPECT_EQ(statement(kFolding, "Mia, making the crane, started at 9:30am."),
            "all of: Mia is crane; Mia is start.570");
  // A closing `, which ...` after a value is said of that value.
  EXPECT_EQ(statement(kFolding, "Lily made the boat, which started at 10:00am."),
            "all of: Lily is boat; boat is start.600");
  EXPECT_EQ(statement(kFolding, "Mia made the crane, beating Noah into second place."), "");
  // A closing clause of a pronoun that names nothing says nothing.
  EXPECT_EQ(statement(kFolding, "Noah didn't make the frog, he says it's boring lol."),
            "Noah is not frog");
  // (One that names a value is read, or refused: never left out.)
  EXPECT_EQ(statement(kFolding, "Noah didn't make the frog, he says the crane is boring."), "");
  // (A phrase that names nothing is no clause of the subject's: its
  // denial is its own, and the clue is read without it.)
  EXPECT_EQ(statement(kFolding, "Sam, sadly not enjoying himself, made the star."), "Sam is star");
}

TEST(EnglishAsides, ACleftAndAVerbSaidAgainAfterThan) {
  EXPECT_EQ(statement(kFolding, "It was Mia who made the crane."), "Mia is crane");
  EXPECT_EQ(statement(kFolding, "It wasn't Noah that made the frog."), "Noah is not frog");
  EXPECT_EQ(statement(kFolding, "It was not Sam who started at 9:00am."), "Sam is not start.540");
  EXPECT_EQ(statement(kFolding, "Lily started later than did Sam."), "start(Lily) > start(Sam)");
  // `Whereas A, B`: both, the noun the second leaves out said again.
  EXPECT_EQ(statement(kFolding, "Whereas Mia had her start at 9:00am, Noah had his at 9:30am."),
            "all of: Mia is start.540; Noah is start.570");
  // (`It was clear that ...` is no cleft.)
  EXPECT_EQ(statement(kFolding, "It was clear that Mia made the crane."), "");
}

TEST(EnglishAsides, TheTellersStanceOpeningASentence) {
  EXPECT_EQ(statement(kFolding, "Not surprisingly, Mia didn't make the crane."),
            "Mia is not crane");
  EXPECT_EQ(statement(kFolding, "Oddly enough, Noah made the frog."), "Noah is frog");
  EXPECT_EQ(statement(kFolding, "As luck would have it, Sam started at 9:00am."),
            "Sam is start.540");
  EXPECT_EQ(statement(kFolding, "Sadly, the boat was made by Lily."), "boat is Lily");
  // The stance's `not` denies nothing.
  EXPECT_EQ(statement(kFolding, "Not surprisingly, Noah made the frog."), "Noah is frog");
}

TEST(EnglishAsides, TheTellersSetPhrasesInsideAClause) {
  const std::string pets =
      "Four children, Maya, Tom, Priya and Leo, each brought a pet to the school pet show. One "
      "brought a rabbit, one a tortoise, one a goldfish and one a hamster. The pets are called "
      "Biscuit, Pepper, Sunny and Noodle, and they are 1, 2, 3 and 4 years old.\n\n";
  EXPECT_EQ(statement(pets,
                      "Neither Maya nor Leo owns the tortoise, which, as it happens, is "
                      "the oldest pet at the show."),
            "all of: neither Maya nor Leo is tortoise; tortoise is year_old.4");
  EXPECT_EQ(statement(pets, "Maya, funnily enough, owns the tortoise."), "Maya is tortoise");
  // (`which` alone set off by commas opens a clause, never an empty aside.)
  EXPECT_EQ(statement(pets, "Maya owns the tortoise, which, as you know, is 2 years old."),
            "all of: Maya is tortoise; tortoise is year_old.2");
  EXPECT_EQ(statement(pets, "Maya owns the tortoise, which, in fact, is the oldest."),
            "all of: Maya is tortoise; tortoise is year_old.4");
}

TEST(EnglishAsides, WhoeverDidItLastIsTheLastOfTheTimesTheyDidIt) {
  const std::string house =
      "Five guests slept in the east corridor: Ann, Bob, Cy, Di and Ed. The rooms run from number "
      "1, beside the stairs, to number 5 at the far end, and each guest had one of them. Each "
      "went up to bed at a different time - 9:30, 10:00, 10:30, 11:00 and 11:30.\n\n"
      "1. Ann retired a full hour before Bob.\n";
  EXPECT_THAT(zebra_of(house + "2. Whoever went up last slept in the middle room.\n"),
              HasSubstr("2: time.690 at 3\n"));
  EXPECT_THAT(zebra_of(house + "2. Whoever went up first slept in room 5.\n"),
              HasSubstr("2: time.570 at 5\n"));
  // (A deed no list of times says is no time: refused, never guessed.)
  EXPECT_THAT(testing_english::error_of(house + "2. Whoever snored last slept in room 5.\n"),
              HasSubstr("could not read"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

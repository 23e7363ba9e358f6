// Which list a question asks, as people ask it: `Which truck does Gloria
// drive?` where the drivers' own line says `truck drivers`, `Which year
// is Ethan in?` of `Year 1, Year 2, ...`, `What extra did ...?`, `Where
// did ... live?`, `Which kind of kite ...?`; `the year above` as the next
// one; and prose lists wrapped at a bracket or a number. Riddles written
// for these tests.
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
using testing_english::statement;
using testing_english::zebra_of;

TEST(EnglishWhichList, TheNounOfTheThingsNotOfTheirOwners) {
  const std::string head =
      "Three ice cream truck drivers (Ann, Bo and Cy) each worked a different park (Elm, Fox "
      "or Oak). Each truck has its own name painted on the side (Cone Zone, Polar Pop or "
      "Sundae Best), and the sales came to $100, $150 and $200.\n\n";
  EXPECT_THAT(zebra_of(head + "1. Ann sold $50 more than Bo.\n\nWhich truck does Cy drive?\n"),
              HasSubstr("ask: name_side of Cy"));
}

TEST(EnglishWhichList, ATimeSaidAfterTheNounIsNoPartOfItsName) {
  EXPECT_THAT(zebra_of("Four friends went to the cinema on different nights last week: Monday, "
                       "Tuesday, Wednesday and Thursday. Each saw a different film - a comedy, a "
                       "horror, a musical and a thriller.\n\n1. Rosa saw the comedy on Monday.\n"
                       "2. Tom went the day after the horror fan.\n3. Uma saw the musical.\n"
                       "4. Vic didn't go on Monday.\n"),
              HasSubstr("ordered night: 1 2 3 4\n"));
}

TEST(EnglishWhichList, AWordThatSetsTheSentenceInTimeIsNoPartOfAName) {
  EXPECT_THAT(zebra_of("Yesterday Ros, Sam, Tess and Ugo arrived at 6:00, 6:15, 6:30 and 6:45.\n\n"
                       "1. Ugo arrived half an hour after Ros.\n"),
              AllOf(HasSubstr("category name: Ros Sam Tess Ugo\n"),
                    HasSubstr("1: time(Ugo) = time(Ros) + 30\n")));
  // (A name that opens with such a word keeps it: `First Aid`.)
  EXPECT_THAT(zebra_of("Three scouts, Finn, Isla and Josh, each work towards a different badge "
                       "(First Aid, Camper or Cook).\n\n1. Finn is working on First Aid.\n"),
              HasSubstr("First_Aid Camper Cook\n"));
}

TEST(EnglishWhichList, AThingsNameIsNoPersonsName) {
  // `a name painted on its side`: the cars' names; `Who` asks the racers.
  const std::string head =
      "Three youngsters (Ann, Bo and Cy) raced their cars. Each car had a name painted on its "
      "side (Red Rocket, Thunderbug or Gravity Gus).\n\n";
  EXPECT_THAT(zebra_of(head + "1. Ann drove Thunderbug.\n\nWho drove Red Rocket?\n"),
              HasSubstr("ask: youngster of Red_Rocket"));
}

TEST(EnglishWhichList, YearOneToThreeAndTheYearAbove) {
  const std::string head =
      "The finalists were Ann, Bo and Cy, and there was one child from each of Year 1, Year 2 "
      "and Year 3. They came as a pirate, a robot and a mermaid.\n\n";
  EXPECT_EQ(statement(head, "Bo is in the year above Ann."), "child(Bo) = child(Ann) + 1");
  EXPECT_EQ(statement(head, "Bo is in the year below Ann."), "child(Bo) = child(Ann) - 1");
  EXPECT_THAT(zebra_of(head + "1. Ann came as a robot.\n\nWhich year is Cy in?\n"),
              HasSubstr("ask: child of Cy"));
}

TEST(EnglishWhichList, WhatExtraAndWhere) {
  const std::string head =
      "I had three customers: Mrs Patel, Mr Kerr and Miss Lowe. They lived on Mill Road, Church "
      "Lane and The Green. Each of them had one extra on the order as well - eggs, cream or "
      "yoghurt.\n\n";
  EXPECT_THAT(zebra_of(head + "1. Mrs Patel had eggs.\n\nWhat extra did Mr Kerr have? Where "
                              "did Miss Lowe live?\n"),
              AllOf(HasSubstr("ask: as_well of Mr_Kerr"), HasSubstr("ask: lived of Miss_Lowe")));
}

TEST(EnglishWhichList, AKindOfKiteAsksTheKites) {
  const std::string head =
      "Three children, Al, Bo and Cy, each flew a different kind of kite (a box kite, a delta "
      "and a dragon), and the kites flew at 100 feet, 150 feet and 200 feet.\n\n";
  const std::string z = zebra_of(head +
                                 "1. Al's kite flew higher than the delta.\n2. Bo flew the "
                                 "dragon.\n\nWhich kind of kite flew highest? What kind of kite "
                                 "did Al fly?\n");
  EXPECT_THAT(z, HasSubstr("ask: kite of length.200"));
  EXPECT_THAT(z, HasSubstr("ask: kite of Al"));
  EXPECT_THAT(z, Not(HasSubstr("ask: flew_kite")));
}

TEST(EnglishWhichList, AListWrappedAtABracketOrANumberGoesOn) {
  const std::string head =
      "At the games the heavy events did not disappoint. In the hammer, three men - Al Ross,\n"
      "Bo Kerr and Cy Dunn - each hailing from a different town\n"
      "(Oban, Dunoon and Braemar), produced best throws of 98 feet,\n"
      "104 feet and 111 feet.\n\n";
  const std::string z = zebra_of(head + "1. Al Ross threw 6 feet further than Bo Kerr.\n");
  EXPECT_THAT(z, HasSubstr("category town: Oban Dunoon Braemar"));
  EXPECT_THAT(z, HasSubstr("ordered length: 98 104 111"));
}

TEST(EnglishWhichList, WhichNightAsksTheWeekdays) {
  // `Monday to Friday` said as a range; `night` asks it, never the parts.
  const std::string head =
      "Each of the three principals has a different weeknight, Monday to Wednesday, for a "
      "rehearsal. The three are Bab, Col and Hil, and the parts are Aladdin, the Genie and "
      "Widow Twankey.\n\n";
  const std::string clue = "1. Col rehearses the night after Bab.\n\n";
  EXPECT_THAT(zebra_of(head + clue + "On which night does Hil rehearse?\n"),
              HasSubstr("ask: day of Hil"));
  // A noun of time no list is asks no list of things: refused.
  EXPECT_THAT(error_of(head + clue + "Which week does Col rehearse in?\n"),
              HasSubstr("could not read this question"));
}

TEST(EnglishWhichList, BetweenThemEndsAList) {
  const std::string head =
      "Ada, Bo and Cy made a beret, a cloche and a trilby between them, and their materials "
      "cost £12, £15 and £20.\n\n";
  EXPECT_THAT(zebra_of(head + "1. Ada made the trilby.\n"),
              HasSubstr("category made: beret cloche trilby\n"));
}

TEST(EnglishWhichList, WhatTypeAndWhatIsOnAShelf) {
  const std::string boats =
      "Owners: Art, Bea, Cy\nBoats: Kittiwake, Mermaid, Valiant\nTypes: tug, yacht, "
      "steamer\n\n";
  EXPECT_THAT(zebra_of(boats + "1. Art owns the tug.\n\nWhat type of boat is Valiant?\n"),
              HasSubstr("ask: type of Valiant"));
  // In a row, `What's on ...` asks the one list of things.
  const std::string larder =
      "Three jars sit on three shelves, one above another, numbered 1 to 3 from the top. The "
      "pickles are beetroot, onions and cabbage, made by Gwen, Hilda and Iris.\n\n";
  const std::string z =
      zebra_of(larder +
               "1. Hilda's jar is on the bottom shelf.\n\nWhat's on the top shelf? "
               "What is on shelf 2?\n");
  EXPECT_THAT(z, AllOf(HasSubstr("ask: pickle at 1"), HasSubstr("ask: pickle at 2")));
}

TEST(EnglishWhichList, WhichLadyAsksThePeopleAndBesideIsBy) {
  const std::string guild =
      "Three ladies - Mrs Ainsley, Mrs Bullock and Miss Carter - each did one arrangement: one by "
      "the font, one on the lectern and one in the porch. Each used a different flower: lilies, "
      "tulips or daffodils.\n\n";
  // `Which lady`: the noun after `which` is asked, not the flowers.
  EXPECT_THAT(zebra_of(guild + "1. Mrs Bullock used tulips.\n\nWhich lady arranged the "
                               "flowers in the porch?\n"),
              HasSubstr("ask: lady of in_the_porch"));
  // `by the font` is `beside the font`.
  EXPECT_EQ(statement(guild, "The lilies stood beside the font."), "lilies is by_the_font");
}

TEST(EnglishWhichList, WhoAsksTheTradeOfPeopleSaidByTheirTrade) {
  // No list names the passengers; their trades say who they are, not the
  // towns, whose names are capitalised.
  const std::string sleeper =
      "A train of three coaches leaves Leeds. In each coach sits one passenger of a different "
      "trade: an architect, a chef and a vet. Each is travelling to a different town (Dundee, "
      "Perth, York) and drinks something different (coffee, tea, water).\n\n";
  const std::string z = zebra_of(sleeper +
                                 "1. The vet is going to Perth.\n2. The chef drinks tea.\n3. The "
                                 "architect drinks water.\n4. The chef is not going to York."
                                 "\n\nWho is going to Dundee? Who drinks coffee?\n");
  EXPECT_THAT(z, HasSubstr("ask: trade of Dundee"));
  EXPECT_THAT(z, HasSubstr("ask: trade of coffee"));
}

TEST(EnglishWhichList, AVerbThatSaysWhatItTakes) {
  // `What was Una eating?` asks what a clue says she was eating.
  const std::string cinema =
      "Three friends (Una, Wes and Zoe) each had one snack (nachos, "
      "popcorn, crisps) and one drink (cola, tea, water).\n\n";
  const std::string z =
      zebra_of(cinema +
               "1. The tea drinker was eating popcorn.\n2. Wes had the nachos.\n3. Zoe "
               "drank cola.\n4. Una drank tea.\n\nWhat was Zoe eating? What did Una eat?\n");
  EXPECT_THAT(z, HasSubstr("ask: snack of Zoe"));
  EXPECT_THAT(z, HasSubstr("ask: snack of Una"));
}

TEST(EnglishWhichList, ANounOfAPlaceAsksThePlaces) {
  // `Which town ...?` where the towns' list is said `hailed from`: never
  // the pumpkins, the one other list of things.
  const std::string show =
      "The growers were Dale, Earl and Gus; they hailed from Ashby, Millport "
      "and Red Oak; and their pumpkins were nicknamed Bertha, Crush and "
      "Pea.\n\n";
  const std::string z =
      zebra_of(show +
               "1. Dale grew Pea.\n2. Earl is from Ashby.\n3. Gus grew Bertha.\n4. Dale "
               "is from Red Oak.\n\nWhich town is Gus from? Which pumpkin is Earl's?\n");
  EXPECT_THAT(z, HasSubstr("ask: hailed of Gus"));
  EXPECT_THAT(z, Not(HasSubstr("ask: nicknamed of Gus")));
}

TEST(EnglishWhichList, WhichNumbersAComparisonMeans) {
  // `outscored` says the scores, as `scored` does; `a lower number` the
  // jerseys; `three fewer points` the points, even where `skater` says the
  // line of the jerseys they skate in.
  const std::string joined =
      "The skaters are Ann, Bo, Cy and Di. They joined the club in 2001, 2002, 2003 and 2004. "
      "They skate in jerseys #4, #5, #6 and #7, and they scored 10, 20, 30 and 40 points.\n";
  EXPECT_EQ(statement(joined, "Ann outscored Bo."), "scored_point(Ann) > scored_point(Bo)");
  // Said of all the others, last: the most.
  EXPECT_EQ(statement(joined, "Cy outscored all the others."), "Cy is scored_point.40");
  EXPECT_EQ(statement(joined, "Di outscored every other."), "Di is scored_point.40");
  EXPECT_EQ(statement(joined, "Ann wears a lower number than Bo."),
            "skate_jersey(Ann) < skate_jersey(Bo)");
  const std::string jobs =
      "Ruth, Anne, Lil and Mae skate in jerseys #7, #13, #21 and #88. In our last bout they put "
      "up 4, 9, 12 and 17 points, and by day they work as a teacher, a nurse, a librarian and a "
      "vet.\n";
  EXPECT_EQ(statement(jobs, "Mae scored three fewer points than the skater in #7."),
            "up_point(Mae) = up_point(skate_jersey.7) - 3");
  EXPECT_EQ(statement(jobs, "The vet wears a lower number than the teacher."),
            "skate_jersey(vet) < skate_jersey(teacher)");
}

TEST(EnglishWhichList, ThingsCountedAreNoAges) {
  // Ages 7 to 10 and catches 5, 8, 12 and 20, neither with a unit: `3
  // more catches` and `the most catches` count things, never years.
  const std::string head =
      "Ava, Ben, Cody and Daisy are aged 7 to 10. Each practised with something different: "
      "balls, beanbags, scarves or clubs. They counted their catches, and they managed 5, 8, 12 "
      "and 20.\n\n";
  EXPECT_EQ(statement(head, "Daisy did 3 more catches than Ben."),
            "managed(Daisy) = managed(Ben) + 3");
  EXPECT_EQ(statement(head, "Cody used scarves and made the most catches."),
            "all of: Cody is scarves; Cody is managed.20");
  EXPECT_EQ(statement(head, "Daisy is 2 years older than Ben."),
            "daisy_age(Daisy) = daisy_age(Ben) + 2");
}

TEST(EnglishWhichList, LettersNamedByTheirNounAndBusesAskedByANounNoListSays) {
  // Stands `A, B, C or D` (a bare `A` is an article) are named with their
  // noun: `Stand A`. `When` asks the times, never the buses a noun names;
  // `Which route ...?` says no list, and where the buses are numbers said
  // each with `the` it may mean them or the stands: refused.
  const std::string head =
      "Four morning buses: the 12, the 27, the 40 and the 55.\nThey go to Ashby, Brampton, "
      "Corley and Dunmore (one each).\nDepartures are at 7:45am, 8:15am, 8:45am and 9:15am.\n"
      "Each leaves from a different stand, A, B, C or D.\n\n";
  EXPECT_EQ(statement(head, "The 40 leaves from Stand A."), "bus.40 is A");
  EXPECT_EQ(statement(head, "The Corley service does not use Stand A or Stand D."),
            "neither A nor D is Corley");
  EXPECT_THAT(zebra_of(head + "1. The 12 goes to Ashby.\n\nWhen does the Corley bus leave?\n"),
              HasSubstr("ask: time of Corley"));
  EXPECT_THAT(error_of(head + "1. The 12 goes to Ashby.\n\nWhich route goes to Brampton?\n"),
              HasSubstr("could not read this question: \"Which route goes to Brampton"));
  // (Where the buses are amounts of nothing else, the one list left is
  // still asked: `Which flavour ...?` of flavours named by no noun.)
  const std::string cones =
      "Four children (Ann, Bo, Cy and Di) each bought one cone: vanilla, mint, lemon or "
      "mango. They paid 1, 2, 3 and 4 dollars.\n\n";
  EXPECT_THAT(zebra_of(cones + "1. Ann paid 2 dollars.\n\nWhich flavour did Bo buy?\n"),
              HasSubstr("of Bo"));
}

TEST(EnglishWhichList, TheNounAfterDifferentNamesAListSetOffByCommas) {
  const std::string head =
      "Four buses: the 12, the 27, the 40 and the 55.\nEach carries a different mascot, Tiger, "
      "Lion, Bear or Wolf.\n\n";
  EXPECT_THAT(zebra_of(head + "1. The 12 carries the Tiger mascot.\n"),
              HasSubstr("category mascot: Tiger Lion Bear Wolf"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

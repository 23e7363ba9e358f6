// Rows whose ends have names of their own (named_ends.h), the row's other
// ways of saying an end or a neighbour, and questions asked by a verb the
// clues use (`What did Cosima photograph?`).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "deduce/io/input_error.h"
#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;

using testing_english::statement;
using testing_english::zebra_of;

TEST(EnglishNamedEnds, InsideAndOutsideLanes) {
  // Lane 1 on the inside: `immediately outside` is one lane up, `the
  // outermost lane` the last, `inside` somewhere lower; the lanes, named
  // after the row is counted, are its places.
  const std::string lanes =
      "Four athletes line up for the final. The lanes are numbered 1 to 4, with lane 1 on the "
      "inside and lane 4 on the outside. The runners are Berg, Cole, Diaz and Egan. Each wears a "
      "different vest (blue, green, red or white).\n"
      "1. Berg is in the lane immediately outside Cole's.\n"
      "2. The runner in green has the outermost lane.\n"
      "3. Diaz is somewhere inside the runner in red.\n"
      "4. Egan is in lane 2.\n";
  EXPECT_THAT(zebra_of(lanes),
              AllOf(HasSubstr("1: Berg just right of Cole\n"), HasSubstr("2: green at 4\n"),
                    HasSubstr("3: Diaz left of red\n"), HasSubstr("4: Egan at 2\n")));
}

TEST(EnglishNamedEnds, ALandmarkAtTheFirstEnd) {
  // `Peg 1 is nearest the door`: furthest from the door is the last peg;
  // `counting from the lock` puts the lock at mooring 1's end.
  const std::string pegs =
      "There are three pegs in a row. Peg 1 is nearest the door and peg 3 is furthest away. Ava, "
      "Ben and Cara each have one peg. Each child has a coat (blue, green or red).\n"
      "1. Ava's peg is the one furthest from the door.\n"
      "2. The blue coat hangs nearer the door than Ben's.\n"
      "3. Cara's peg is just to the right of the green coat's.\n";
  EXPECT_THAT(zebra_of(pegs), AllOf(HasSubstr("1: Ava at 3\n"), HasSubstr("2: blue left of Ben\n"),
                                    HasSubstr("3: Cara just right of green\n")));
  const std::string boats =
      "Three narrowboats are moored one behind another, at moorings numbered 1 to 3 counting "
      "from the lock. They are the Otter, the Swan and the Wren; their owners are Bill, Sue and "
      "Tom.\n"
      "1. The Wren is moored furthest from the lock.\n"
      "2. Bill's boat is two moorings along from Sue's.\n";
  EXPECT_THAT(zebra_of(boats),
              AllOf(HasSubstr("1: Wren at 3\n"), HasSubstr("2: Bill 2 away from Sue\n")));
}

TEST(EnglishNamedEnds, EndsSaidAsTheRowSaysThem) {
  // `rightmost`, `furthest to the left`, `in opposite end lanes`; and no
  // end named but left and right is no named end (`outside` stays a
  // refusal where nothing says which end is the inside).
  const std::string row =
      "There are 3 houses in a row. The people are Ann, Bo and Cy. Their pets are a cat, a dog "
      "and a hen.\n";
  EXPECT_THAT(zebra_of(row + "1. Ann lives in the rightmost house.\n2. The dog is furthest to "
                             "the left.\n3. Bo and the hen are in opposite end houses.\n"),
              AllOf(HasSubstr("1: Ann at 3\n"), HasSubstr("2: dog at 1\n"),
                    HasSubstr("3: any of: (all of: Bo at 1; hen at 3); (all of: Bo at 3; hen at "
                              "1)\n")));
  EXPECT_THROW(zebra_of(row + "1. Ann lives immediately outside Bo.\n"), io::InputError);
}

TEST(EnglishNamedEnds, LandmarksAtBothEndsAndRowsSeenFromTheFront) {
  // `Bed 1 is by the window and bed 3 is by the door`: each end's own
  // landmark; `pews numbered 1 (at the very front)`: `behind` is further
  // back, as in a queue.
  const std::string beds =
      "There are three beds in a row. Bed 1 is by the window and bed 3 is by the door. The "
      "children are Ruby, Sam and Zac.\n"
      "1. Sam's bed is by the door.\n2. Ruby's bed is nearer the door than Zac's.\n";
  EXPECT_THAT(zebra_of(beds),
              AllOf(HasSubstr("1: Sam at 3\n"), HasSubstr("2: Ruby right of Zac\n")));
  const std::string pews =
      "Three families filled the three front pews, numbered 1 (at the very front) to 3. The "
      "families are the Allens, the Dunns and the Kerrs.\n"
      "1. The Dunns sat in the pew immediately behind the Allens.\n";
  EXPECT_THAT(zebra_of(pews), HasSubstr("1: Dunns just right of Allens\n"));
}

TEST(EnglishNamedEnds, AmountsInARowAreOrdered) {
  // Ages in a row of lockers compare (`The oldest of the three`); `No. 2`
  // is number 2; `beside` is next to; `four doors to the right of`.
  const std::string lockers =
      "Three members rent the three lockers in a row, numbered 1 to 3 from left to right. They "
      "are Bea, Cal and Dot, and they are of different ages: 24, 31 and 38.\n"
      "1. The oldest of the three rents No. 2.\n2. Cal is 7 years older than Dot.\n"
      "3. Bea's locker is beside Cal's.\n4. Dot set up right next to Bea.\n";
  EXPECT_THAT(zebra_of(lockers),
              AllOf(HasSubstr("ordered age: 24 31 38\n"), HasSubstr("1: age.38 at 2\n"),
                    HasSubstr("2: age(Cal) = age(Dot) + 7\n"), HasSubstr("3: Bea next to Cal\n"),
                    HasSubstr("4: Dot next to Bea\n")));
  const std::string terrace =
      "There are five houses in a row. The residents are Ann, Bo, Cy, Di and Ed.\n"
      "1. Ann's front door is four doors to the right of Bo's.\n";
  EXPECT_THAT(zebra_of(terrace), HasSubstr("1: Ann 4 right of Bo\n"));
}

TEST(EnglishNamedEnds, QuestionsAskedByAVerbOfTheClues) {
  // `What did Cosima photograph?` asks the list the clues put after
  // `photograph`; `What is Cleo saving for?` the one after `saving for`.
  const std::string photos =
      "PHOTOGRAPHERS: Anouk, Bertie, Cosima\nSUBJECTS: fox, harbour, storm\nCAMERAS: Canon, "
      "Fuji, Leica\n1. Anouk didn't photograph the fox.\n2. Bertie used the Leica.\nWhat did "
      "Cosima photograph?\n";
  EXPECT_THAT(zebra_of(photos), HasSubstr("ask: subject of Cosima\n"));
  const std::string savers =
      "Ava, Ben and Cleo are all saving up for something special. One wants an art set, one a "
      "football and one a kite. So far they have saved £4, £6 and £9.\n1. The child saving for "
      "the kite has £2 more than Ben.\n2. Ava has saved £9.\nWhat is Cleo saving for?\n";
  EXPECT_THAT(zebra_of(savers), HasSubstr("ask: want of Cleo\n"));
  // Said the other way round by a clue, `was built by`: the thing built.
  const std::string fair =
      "Entrants: Ruby, Soren, Finn\nProjects: volcano / crystal garden / solar oven\nSchools: "
      "Westview, Lincoln, Maple Ridge\n1. Volcano was built by the Lincoln student.\n2. Ruby is "
      "not from Westview.\nWhat did Finn build?\n";
  EXPECT_THAT(zebra_of(fair), HasSubstr("ask: project of Finn\n"));
}

TEST(EnglishNamedEnds, LandmarksOfSeveralWordsAndAnAisle) {
  const std::string stables =
      "Three ponies - Biscuit, Domino and Pepper - were stabled in a row of three stalls, "
      "numbered 1 to 3 from left to right as you look at them from the yard. Stall 1 is by the "
      "yard door and stall 3 is at the far end, nearest the tack room. The ponies were ridden by "
      "Ellie, Harry and Sam.\n\n";
  EXPECT_EQ(statement(stables, "Domino was in the end stall nearest the tack room."),
            "Domino at 3");
  EXPECT_EQ(statement(stables, "Pepper was in the stall by the yard door."), "Pepper at 1");
  // Said again by its last word alone.
  EXPECT_EQ(statement(stables, "Pepper was in the stall by the door."), "Pepper at 1");
  EXPECT_EQ(statement(stables, "Biscuit was in the stall nearest the room."), "Biscuit at 3");
  const std::string cinema =
      "Three friends - Ann, Bo and Cy - sat in seats 1 to 3 of one row, from left to right. Seat "
      "1 is on the aisle. They drank cola, tea and water.\n\n";
  EXPECT_EQ(statement(cinema, "Bo had the aisle seat."), "Bo at 1");
  // `to Wes's left` is to the left of Wes.
  EXPECT_EQ(statement(cinema, "Ann sat immediately to Bo's left."), "Ann just left of Bo");
  EXPECT_EQ(statement(cinema, "Cy sat directly on Ann's right."), "Cy just right of Ann");
  // The sentences that only say how the places lie frame the riddle.
  const std::string z = zebra_of(cinema +
                                 "1. Bo had the aisle seat.\n2. Ann drank tea.\n3. Cy "
                                 "sat next to Bo.\n4. Bo drank water.\n");
  EXPECT_THAT(z, HasSubstr("# Seat 1 is on the aisle"));
}

TEST(EnglishNamedEnds, NumberOneNearestALandmarkSaidAmongTheClues) {
  const std::string fence =
      "There are three of us: Alys, Bilal and Corey. Our sunflowers are Sunny, Jack and "
      "Goldie.\n\n1. The sunflowers are in a line, and number 1 is the one nearest the gate.\n";
  const std::string z =
      zebra_of(fence +
               "2. Corey's sunflower is the furthest one from the gate.\n3. Jack is right in "
               "between Goldie and Sunny.\n4. Alys grew Goldie.\n5. Sunny is next to Corey's."
               "\n\nCan you work out whose sunflower is nearest the gate?\n");
  EXPECT_THAT(z, HasSubstr("2: Corey at 3"));
  EXPECT_THAT(z, HasSubstr("3: all of: Jack next to Goldie; Jack next to Sunny"));
  EXPECT_THAT(z, HasSubstr("ask: name at 1"));
}

TEST(EnglishNamedEnds, WordsThatOnlyStressAPlace) {
  // `right at the back`, `at the very front`, `somewhere behind`: the
  // place is the one said without the word; `right behind` and `right
  // between` stay next to, and `somewhere to the left of` is any place
  // left.
  const std::string queue =
      "Four shoppers are waiting in the bakery queue, one behind the other. Places in the queue "
      "are numbered 1 (at the front) to 4 (at the back). The shoppers are Ann, Bea, Cy and Di.\n";
  EXPECT_EQ(statement(queue, "Ann was right at the back."), "Ann at 4");
  EXPECT_EQ(statement(queue, "Ann was at the very front."), "Ann at 1");
  EXPECT_EQ(statement(queue, "Ann was right in the middle of the queue."), "Ann in the middle");
  EXPECT_EQ(statement(queue, "Ann was somewhere behind Bea."),
            statement(queue, "Ann was behind Bea."));
  EXPECT_EQ(statement(queue, "Ann stood right behind Bea."), "Ann just right of Bea");
  const std::string row =
      "Four friends live in a row of four houses, numbered 1 to 4 from left to right. The friends "
      "are Ann, Bea, Cy and Di.\n";
  EXPECT_EQ(statement(row, "Ann's house is right between Bea's house and Cy's house."),
            "all of: Ann next to Bea; Ann next to Cy");
  // Between two of different lists: they are two, one on each side (it
  // had let the cat's owner be Bea).
  EXPECT_EQ(statement("Four friends live in a row of four houses, numbered 1 to 4 from left to "
                      "right. The friends are Ann, Bea, Cy and Di. Their pets are a cat, a dog, a "
                      "hen and a pig.\n",
                      "Ann's house is directly between the cat's house and Bea's."),
            "all of: Ann next to cat; Ann next to Bea; cat is not Bea");
  EXPECT_EQ(statement(row, "Ann lives somewhere to the left of Bea."), "Ann left of Bea");
}

TEST(EnglishNamedEnds, APlaceSaidByANounNoTableKnowsIsNeverDropped) {
  // In a row, `by the window` may be one of its places: the sentence is
  // refused, never read as `Ann is tea`; `in the centre` is the middle;
  // the people between two in a queue are its places.
  const std::string row =
      "Five friends sat in a row of five seats, numbered 1 to 5 from left to right. The friends "
      "are Ann, Bea, Cy, Di and Ed. Their drinks were tea, milk, cola, juice and water.\n"
      "2. Bea sat next to Cy.\n";
  EXPECT_EQ(statement(row, "Ann sat by the window, with her tea."), "");
  EXPECT_EQ(statement(row, "Ann, in the shade, drank tea."), "");
  EXPECT_EQ(statement(row, "Ann sat in the centre seat."), "Ann at 3");
  EXPECT_EQ(statement(row, "There is one person between Ann and the tea drinker."),
            "Ann 2 away from tea");
  // Next to one, on a side; a place named last and then said of.
  EXPECT_EQ(statement(row, "Ann sat next to Bea, on the left."), "Ann just left of Bea");
  EXPECT_EQ(statement(row, "Ann sat next to Bea on the right-hand side."), "Ann just right of Bea");
  EXPECT_EQ(statement(row, "Ann sat in seat 3, which isn't the tea drinker's."),
            "all of: Ann at 3; tea not at 3");
  const std::string huts =
      "Five beach huts stand in a row, numbered 1 to 5 from west to east. They are rented by the "
      "Ashtons, the Browns, the Clarks, the Dunns and the Evanses.\n2. The Browns are next to "
      "the Dunns.\n";
  EXPECT_EQ(statement(huts, "The Ashtons are next door to the Clarks, on the west side."),
            "Ashtons just left of Clarks");
  // Two choices said with `or` alone, as with `either`.
  EXPECT_EQ(statement(row, "Ann drinks tea or milk."), "Ann is tea or milk");
  EXPECT_EQ(statement(row, "Ann sits in seat 2 or seat 4."), "Ann at 2 or 4");
  EXPECT_EQ(statement(row, "Ann or Bea drinks tea."), "one of: Ann is tea; Bea is tea");
}

TEST(EnglishNamedEnds, StartingByALandmarkAndTheWayAlongFromIt) {
  // `I number them 1 to 4 starting by the gate`: the gate is house 1's
  // end; `the next one along from X, going away from the gate` is one
  // house up, `towards the gate` one down, `just past X` one up.
  const std::string head =
      "We have four henhouses along the fence, and I number them 1 to 4 starting by the gate. "
      "Each house has one hen: Duchess, Mabel, Peggy and Queenie, who are a Buff Orpington, a "
      "Light Sussex, a Marans and a Pekin.\n\n";
  EXPECT_EQ(statement(head, "The Marans lives in the house nearest the gate."), "Marans at 1");
  EXPECT_EQ(statement(head,
                      "Mabel's house is the next one along from the Pekin's, going away from the "
                      "gate."),
            "Mabel just right of Pekin");
  EXPECT_EQ(statement(head, "Mabel is next to the Pekin, towards the gate."),
            "Mabel just left of Pekin");
  // (`further from` is away, `nearer` towards.)
  EXPECT_EQ(statement(head,
                      "Mabel's house is the next one along from the Pekin's, further from "
                      "the gate."),
            "Mabel just right of Pekin");
  EXPECT_EQ(statement(head, "Mabel is next to the Pekin, nearer the gate."),
            "Mabel just left of Pekin");
  EXPECT_EQ(statement(head, "Peggy lives in the house just past the Light Sussex."),
            "Peggy just right of Light_Sussex");
  // (`starting from the one nearest the house`: the house, not `one`.)
  const std::string feeders =
      "My four bird feeders hang along the fence, and I number them 1 to 4 starting from the one "
      "nearest the house. Each feeder holds something different - peanuts, nyjer seed, suet "
      "balls or sunflower hearts.\n\n";
  EXPECT_EQ(statement(feeders, "The nyjer seed hangs farthest from the house."), "nyjer_seed at 4");
}

TEST(EnglishNamedEnds, TheBusiestPlaceAndWhatIsInIt) {
  // `the busiest feeder` is the one with the most visits, as `the busiest
  // night` is; `What is in feeder 1?` asks the list a line says the
  // feeders hold, not the birds.
  const std::string head =
      "My three bird feeders hang along the fence, and I number them 1 to 3 starting from the one "
      "nearest the house. Each feeder holds something different - peanuts, nyjer seed or suet "
      "balls - each had a different favourite visitor (blue tit, goldfinch or robin), and I "
      "counted 14, 22 and 31 visits in all.\n\n";
  EXPECT_EQ(statement(head, "The busiest feeder holds the peanuts."),
            "counted_visit.31 is peanuts");
  EXPECT_EQ(statement(head, "The quietest feeder holds the peanuts."),
            "counted_visit.14 is peanuts");
  EXPECT_THAT(zebra_of(head + "1. The robin's feeder holds the peanuts.\n\nWhat is in feeder "
                              "1?\n"),
              HasSubstr("ask: feeder_hold at 1"));
}

TEST(EnglishNamedEnds, AListHeadedInProseBeforeTheRowIsCounted) {
  // `Three gardeners showed their vegetables: Mrs Hale, ...` said a list
  // before `The plots are numbered 1 to 3` counted the row: never a clue.
  // (A riddle written for the occasion, solved by hand: Priya's pumpkin,
  // the leek on plot 1.)
  const std::string text =
      "The Allotment Open Day\n\nThree plot holders showed their best vegetables on Sunday: Mrs "
      "Hale, Mr Dunn and Priya. Each grew a particular prize vegetable, namely a marrow, a "
      "pumpkin or a leek, and the judges weighed them at 4 kg, 7 kg and 11 kg. The plots are "
      "numbered 1 to 3 starting from the one nearest the gate.\n\n1. Mrs Hale grows no "
      "pumpkin.\n2. The heaviest vegetable is on the plot furthest from the gate.\n3. Priya's "
      "plot is the next one along from Mr Dunn's, going away from the gate.\n4. The leek "
      "weighed 3 kg less than the marrow.\n5. Mr Dunn's vegetable weighed 7 kg.\n\nWho grew "
      "the pumpkin? What is on plot 1?\n";
  EXPECT_THAT(zebra_of(text), AllOf(HasSubstr("positions: 3\n"),
                                    HasSubstr("category holder: Mrs_Hale Mr_Dunn Priya\n"),
                                    HasSubstr("3: Priya just right of Mr_Dunn\n")));
}

TEST(EnglishNamedEnds, EndsSaidByOrdinalsInAQueueOfThings) {
  // `The first car is right up at the barrier and the fourth is at the
  // back`: the barrier is the first place's, and a queue; the cars listed
  // each with `a` are asked by the row's noun; `Where ... heading?` asks
  // where they go, never a colour.
  const std::string head =
      "Four cars are waiting in a line at the level crossing. The first car is right up at the "
      "barrier and the fourth is at the back. They're a Fiat, a Ford, a Skoda and a Volvo; "
      "they're black, red, silver and white; and they're heading for Ashford, Deal, Hythe and "
      "Rye.\n\n";
  EXPECT_EQ(statement(head, "The Ford is by the barrier."), "Ford at 1");
  EXPECT_EQ(statement(head, "The Volvo is directly behind the red car."),
            "Volvo just right of red");
  EXPECT_THAT(zebra_of(head + "1. The Ford is red.\n\nWhich car is at the front, by the "
                              "barrier? Where is the Volvo heading?\n"),
              AllOf(HasSubstr("category destination: Ashford Deal Hythe Rye\n"),
                    HasSubstr("ask: thing at 1\n"), HasSubstr("ask: destination of Volvo\n")));
}

TEST(EnglishNamedEnds, ARowUpAHillAndWhatIeSaysAgain) {
  // Plots that run up the hill stand as a column, plot 1 at the foot:
  // `immediately below` is one plot nearer it; `, i.e. ...` says the same
  // again and goes (`i.e.` ends no sentence).
  const std::string head =
      "The four plots run in a line up the hill, Plot 1 being nearest the gate and Plot 4 the "
      "furthest away. Their sheds are blue, brown, green and red.\n\n";
  EXPECT_EQ(statement(head,
                      "The blue shed is on the plot immediately below the red shed, i.e. "
                      "one plot nearer the gate."),
            "blue just left of red");
  EXPECT_EQ(statement(head, "The green shed is somewhere above the brown shed."),
            "green right of brown");
}

TEST(EnglishNamedEnds, OrdinalsBeingNearestAndASideSaidByItsLandmark) {
  // `the first house being the one nearest the church and the fifth the
  // one nearest the green`; `next to the red door, on the church side` is
  // the next place towards the church.
  const std::string head =
      "Laburnum Row is a terrace of five houses, the first house being the one nearest the "
      "church and the fifth the one nearest the pond. Their front doors are black, green, blue, "
      "red and white.\n\n";
  EXPECT_EQ(statement(head, "The white door is next to the red door, on the church side."),
            "white just left of red");
  EXPECT_EQ(statement(head, "The blue door is next to the black door, on the pond side."),
            "blue just right of black");
  // A doing is said by its verb and the thing done (`keeps bees` of
  // `bee-keeping`, `collects stamps` of `stamp collecting`).
  const std::string pastimes =
      head +
      "Each has a favourite pastime: stamp collecting, watercolours, bee-keeping, "
      "bell-ringing or croquet.\n\n";
  EXPECT_EQ(statement(pastimes, "The white door's owner keeps bees."), "white is bee-keeping");
  EXPECT_EQ(statement(pastimes, "The blue door's owner collects stamps."),
            "blue is stamp_collecting");
}

TEST(EnglishNamedEnds, ARoomsDoorSaidByTheRoom) {
  // `nearest the kitchen door`, then `nearer the kitchen`: the room its
  // door is of; `than anybody else` is nearest.
  const std::string supper =
      "Five of them sat in a row, in seats numbered from 1, nearest the kitchen door, to 5 at the "
      "far end: Maud, Walter, Percy, Nell and Rufus.\n\n";
  EXPECT_EQ(statement(supper, "Nell sat nearer the kitchen than anybody else."), "Nell at 1");
  EXPECT_EQ(statement(supper, "Nell sat nearer the kitchen door than anybody else."), "Nell at 1");
  EXPECT_EQ(statement(supper, "Percy sat nearer the kitchen than Walter."), "Percy left of Walter");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

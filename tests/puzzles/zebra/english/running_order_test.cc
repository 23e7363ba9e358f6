// A running order (a row that is an order in time, queue_words.h): a place
// set after a comma (`, straight after the juggling`), `came on right
// after`, `wasn't on first or last`, and `Which act was on in slot 1?`,
// which never asks the place of place 1; a walk's stops put in order
// (`The walk starts at the Red Lion`, `doesn't come before`, `Where does
// the grey lady walk?`). Heads written for these tests.
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

const std::string kShow =
    "Five acts performed one after another in slots 1 to 5 at the school show.\n\n"
    "Performers: Ann, Bo, Cy, Di, Ed\nActs: juggling, magic, mime, song, tap\n"
    "Votes: 10, 20, 30, 40, 50\n\n";

TEST(EnglishRunningOrder, AMeasureListedBesideAnOrderSaysNoOrder) {
  // (Prices paid say no order of the lessons: the lessons given one after
  // another are the row.)
  const std::string z = zebra_of(
      "On Saturday morning Mrs Lowe gave four lessons, one after another, to Harriet, Ivan, Jade "
      "and Kurt. Their parents paid £15, £18, £20 and £25 for the lessons.\n\n1. Harriet was "
      "last.\n2. Ivan's lesson came straight after Jade's.\n");
  EXPECT_THAT(z, HasSubstr("positions: 4\n"));
  EXPECT_THAT(z, HasSubstr("1: Harriet at 4\n"));
  EXPECT_THAT(z, HasSubstr("2: Ivan just right of Jade\n"));
  // The noun the order counts names its places (`the first lesson`); any
  // deed before an end is its place where the lists are measures
  // (`arrived last`); the verbs of money read the money (`cost`).
  const std::string lessons =
      "On Saturday morning Mrs Lowe gave four lessons, one after another, to Harriet, Ivan, Jade "
      "and Kurt. Each learns a different instrument: the trumpet, the violin, the piano and the "
      "flute. Their parents paid £15, £18, £20 and £25 for the lessons.\n\n";
  EXPECT_EQ(statement(lessons, "The first lesson of the day was the trumpet lesson."),
            "trumpet at 1");
  EXPECT_EQ(statement(lessons, "Harriet arrived last."), "Harriet at 4");
  EXPECT_EQ(statement(lessons, "Ivan's lesson cost £3 less than Jade's."),
            "parent_paid(Ivan) = parent_paid(Jade) - 3");
}

TEST(EnglishRunningOrder, PlacesInTheOrderSaidAsPeopleSayThem) {
  EXPECT_EQ(statement(kShow, "Bo did the mime, straight after the juggling."),
            "all of: Bo is mime; Bo just right of juggling");
  EXPECT_EQ(statement(kShow, "Cy came on right after the magic."), "Cy just right of magic");
  EXPECT_EQ(statement(kShow, "Cy came before the magic."), "Cy left of magic");
  // First and last are the order's ends though votes are numbers too.
  EXPECT_EQ(statement(kShow, "The tap act wasn't on first or last."), "not: tap at an end");
  EXPECT_EQ(statement(kShow, "Di was on last."), "Di at 5");
  EXPECT_EQ(statement(kShow, "Ed wasn't on first."), "Ed not at 1");
}

TEST(EnglishRunningOrder, AnOrderSaidWithoutPlacesIsOne) {
  // `one after another`, `the running order`: the lists' values in that
  // order, one place each, where no list of times or ordinals says it.
  for (const char* said : {"Five acts performed one after another at the school show.",
                           "Five children each sang at the concert; I can't remember the "
                           "running order."}) {
    const std::string head = std::string(said) +
                             "\nPerformers: Ann, Bo, Cy, Di, Ed\nActs: juggling, magic, mime, "
                             "song, tap\n\n";
    EXPECT_THAT(zebra_of(head + "1. Di was on last.\n"), HasSubstr("positions: 5\n")) << said;
    EXPECT_EQ(statement(head, "Ed was the very last to sing."), "Ed at 5");
    EXPECT_EQ(statement(head, "Ed sang first."), "Ed at 1");
    EXPECT_EQ(statement(head, "Bo sang at some point after Ann but before Cy."),
              "all of: Bo right of Ann; Bo left of Cy");
    EXPECT_EQ(statement(head, "The mime came earlier in the evening than the tap."),
              "mime left of tap");
    EXPECT_EQ(statement(head, "Ann sang later in the show than Bo."), "Ann right of Bo");
  }
  // A list of times says the order: no places of their own.
  const std::string timed =
      "Five acts performed one after another.\nPerformers: Ann, Bo, Cy, Di, Ed\nTimes: 7:00 pm, "
      "7:15 pm, 7:30 pm, 7:45 pm, 8:00 pm\n\n1. Ann was on at 7:00 pm.\n";
  EXPECT_THAT(zebra_of(timed), HasSubstr("positions: none\n"));
}

TEST(EnglishRunningOrder, AQuestionOfASlotAsksWhatIsInIt) {
  EXPECT_THAT(zebra_of(kShow + "1. Ann was on first.\n\nWhich act was on in slot 1?\n"),
              HasSubstr("ask: act at 1\n"));
}

// A procession numbered only by the instruction (`put the floats in
// order, from the first in the procession (1) to the last (4)`): a queue.
const std::string kCarnival =
    "Four floats came from the Brownies, the Rotary Club, the Scouts and the Young Farmers. Each "
    "travelled on something different - a lorry, a tractor, a bus and a cart.\n\nUsing the "
    "clues, put the floats in order, from the first in the procession (1) to the last (4).\n\n";

TEST(EnglishRunningOrder, AProcessionGoesAsAQueue) {
  EXPECT_EQ(statement(kCarnival, "The procession was led by a tractor."), "tractor at 1");
  EXPECT_EQ(statement(kCarnival, "The Scouts led the procession."), "Scouts at 1");
  EXPECT_EQ(statement(kCarnival, "The lorry brought up the rear."), "lorry at 4");
  EXPECT_EQ(statement(kCarnival, "The bus was directly in front of the lorry."),
            "bus just left of lorry");
  EXPECT_EQ(statement(kCarnival, "The Brownies' float was further back than the cart."),
            "Brownies right of cart");
  // The instruction frames the riddle.
  EXPECT_THAT(zebra_of(kCarnival + "1. The lorry brought up the rear.\n"),
              HasSubstr("# Using the clues, put the floats in order"));
}

TEST(EnglishRunningOrder, MonthsCountedInARowAndTheRowsOwnNoun) {
  const std::string head =
      "Four polytunnels stand in a row, numbered 1 to 4 from west to east. Each is looked after by "
      "a different volunteer (Gita, Hal, Ines or Jock), holds a different crop (chillies, "
      "cucumbers, melons or tomatoes) and was planted in a different month (February, March, "
      "April or May).\n\n";
  // `three months after` counts months, never places (it had read `3
  // right of`, and the riddle had no solution); the months a clue counts
  // are in order, in a row too.
  const std::string z = zebra_of(head +
                                 "1. The tomatoes were planted three months after the melons.\n"
                                 "2. Hal looks after tunnel 1.\nWho grows the melons?\n");
  EXPECT_THAT(
      z, AllOf(HasSubstr("ordered month: 2 3 4 5\n"),
               HasSubstr("1: month(tomatoes) = month(melons) + 3\n"), HasSubstr("2: Hal at 1\n")));
  // Not counted, they stay names, as the benchmarks ask them.
  EXPECT_THAT(zebra_of(head + "1. The tomatoes were planted in May.\n2. Hal looks after tunnel "
                              "1.\nWho grows the melons?\n"),
              HasSubstr("category month: February March April May\n"));
}

TEST(EnglishRunningOrder, TimesCountedInARowAndANameInCapitals) {
  const std::string bays =
      "Five staff have reserved bays in a single row, numbered 1 to 5 from left to right.\n"
      "Employee: Chen, Dolores, Fergus, Grace, Ivo\nCar: black, grey, red, silver, white\n"
      "Department: Accounts, HR, IT, Legal, Sales\nArrived: 7:45, 8:00, 8:10, 8:25, 8:40\n\n";
  const std::string z = zebra_of(
      bays +
      "1. The person from Accounts arrived 15 minutes after the person from IT.\n"
      "2. The red car arrived last of all, and it is parked right next to the black "
      "car.\n3. Chen, who got in first at 7:45, parks in bay 2.\nWho drives the red car?\n");
  // Times a clue counts are in order, in a row too.
  EXPECT_THAT(z, HasSubstr("ordered arrived: 465 480 490 505 520\n"));
  EXPECT_THAT(z, HasSubstr("1: arrived(Accounts) = arrived(IT) + 15\n"));
  // `it` is a pronoun, never the department `IT`.
  EXPECT_THAT(z, HasSubstr("2: all of: red is arrived.520; red next to black\n"));
  EXPECT_THAT(z, HasSubstr("3: all of: Chen is arrived.465; Chen at 2\n"));
}

TEST(EnglishRunningOrder, AQueueSaidByItsVerbAndPlacesCountedFromItsFront) {
  // `four customers queued at the bakery` sets a queue; a place is said by
  // its ordinal alone, `in line` or `in the queue`, and `whoever was third`
  // is the third place.
  const std::string head =
      "Last Saturday four customers queued at the bakery before it opened. They were Hugo, "
      "Ines, Jack and Kemi. Each bought one thing: a baguette, a cheesecake, a dozen eggs or a "
      "sourdough loaf.\n\n";
  EXPECT_EQ(statement(head, "Hugo was second."), "Hugo at 2");
  EXPECT_EQ(statement(head, "The baguette buyer was 3rd in the queue."), "baguette at 3");
  EXPECT_EQ(statement(head, "Hugo was third in line, and he didn't buy eggs."),
            "all of: Hugo at 3; Hugo is not dozen_eggs");
  EXPECT_EQ(statement(head, "The cheesecake was bought by whoever was third."), "cheesecake at 3");
  EXPECT_EQ(statement(head, "Whoever was last in the queue bought the baguette."), "baguette at 4");
  EXPECT_EQ(statement(head, "Jack stood directly behind Kemi."), "Jack just right of Kemi");
  // (An ordinal before a noun is no place: `a second helping`.)
  EXPECT_EQ(statement(head, "Hugo was second helping Kemi."), "");
}

TEST(EnglishRunningOrder, AQueueToldOnTheRadio) {
  // How a thing is held goes (`with his newspaper tucked under his arm`),
  // `whoever stood in the middle of the queue` is the middle place, `What
  // was Grace doing?` asks the list of doings, `Where in the queue was
  // Harvey?` asks his place.
  const std::string head =
      "Five customers were waiting in the queue: Mrs Edwards, Mr Fenwick, Grace, Harvey and "
      "Dolores. Each of them had come in for something different: buying stamps, collecting a "
      "parcel, paying a bill, posting a letter or renewing a licence. And each of them was "
      "carrying something: a newspaper, a pram, a shopping bag, an umbrella or a walking "
      "stick.\n\n";
  EXPECT_EQ(statement(head,
                      "Mr Fenwick was right at the front, with his newspaper tucked under "
                      "his arm."),
            "all of: Mr_Fenwick is newspaper; Mr_Fenwick at 1");
  EXPECT_EQ(statement(head,
                      "The walking stick belonged to whoever stood in the middle of the "
                      "queue."),
            "walking_stick at 3");
  EXPECT_THAT(zebra_of(head + "1. Grace had the pram.\n\nWhat was Grace doing at the post "
                              "office? Where in the queue was Harvey?\n"),
              AllOf(HasSubstr("ask: thing of Grace\n"), HasSubstr("ask: position of Harvey\n")));
}

// Records numbered in the order they were played, with the years they came
// out: `came` may be said of the years, so the show's ends are said with
// `was` (order_verbs.h).
const std::string kPlaylist =
    "I played four records, numbered 1 to 4 in the order they went out.\n"
    "The acts were Ada, Bo, Cy and Di. The records came out in 1964, 1969, 1972 and 1977. "
    "Each was a request from a patient: Ed, Flo, Gus or Hal.\n\n";

TEST(EnglishRunningOrder, TheShowStartedOrClosedWithARecord) {
  EXPECT_EQ(statement(kPlaylist, "Di closed the set."), "Di at 4");
  EXPECT_EQ(statement(kPlaylist, "I started the show with Cy."), "Cy at 1");
  EXPECT_EQ(statement(kPlaylist, "We ended the evening with Gus's request!"), "Gus at 4");
  EXPECT_EQ(statement(kPlaylist,
                      "I started the show with the oldest record of the lot, which was Ed's "
                      "request."),
            "all of: Ed is came_out.1964; came_out.1964 at 1");
  // A closing `he always does` says it again.
  EXPECT_EQ(statement(kPlaylist, "Hal wanted Bo, of course, he always does."), "Hal is Bo");
}

TEST(EnglishRunningOrder, QuestionsAskedPolitelyOrTwoInOne) {
  const std::string clues = "1. Ada was played first.\n2. Bo came out in 1969.\n\n";
  EXPECT_THAT(zebra_of(kPlaylist + clues + "Could you confirm which act Ed asked for?\n"),
              HasSubstr("ask: act of Ed\n"));
  EXPECT_THAT(zebra_of(kPlaylist + clues + "Please could you tell me who asked for Cy?\n"),
              HasSubstr("ask: request_patient of Cy\n"));
  EXPECT_THAT(zebra_of(kPlaylist + clues + "who asked for Cy and what year was Di from\n"),
              AllOf(HasSubstr("ask: request_patient of Cy\n"), HasSubstr("ask: came_out of Di\n")));
}

// A contest whose places finished in are the order: no list of places.
const std::string kParkRun =
    "Four runners - Abe, Bea, Cid and Dot - finished the park run in the first four places. "
    "Each wore a different coloured vest: red, blue, green or white.\n\n";

TEST(EnglishRunningOrder, AContestFinishedInTheFirstPlaces) {
  EXPECT_THAT(zebra_of(kParkRun + "1. Bea won.\n"), HasSubstr("positions: 4\n"));
  EXPECT_EQ(statement(kParkRun, "Bea won the race in her green vest."),
            "all of: Bea is green; Bea is p1");
  EXPECT_EQ(statement(kParkRun, "Cid came in behind everyone else."), "Cid at 4");
  EXPECT_EQ(statement(kParkRun, "The runner in red finished second, just ahead of Abe."),
            "all of: red at 2; red just left of Abe");
  EXPECT_EQ(statement(kParkRun, "Dot beat Cid."), "Dot left of Cid");
  EXPECT_EQ(statement(kParkRun, "The white vest finished immediately in front of the blue one."),
            "white just left of blue");
  EXPECT_EQ(statement(kParkRun, "Abe beat Bea but lost to Dot."),
            "all of: Abe left of Bea; Abe right of Dot");
  EXPECT_EQ(statement(kParkRun, "Cid was beaten by the runner in white."), "Cid right of white");
}

// Numbers the runners wore say no order of their own: the places they
// finished in are still the riddle's order, and `What number ...?` asks
// the numbers, not the places.
const std::string kBibs =
    "Four runners finished a 10k race one after another. Their names were Abe, Bea, Cid and "
    "Dot, and they wore the numbers 7, 12, 19 and 23.\n\n";

TEST(EnglishRunningOrder, NumbersWornAreNoOrder) {
  EXPECT_THAT(zebra_of(kBibs + "1. Bea won.\n"), HasSubstr("positions: 4\n"));
  EXPECT_EQ(statement(kBibs, "Abe finished third."), "Abe at 3");
  EXPECT_EQ(statement(kBibs, "The runner wearing 19 came in just behind Cid."),
            "wore_number.19 just right of Cid");
  EXPECT_THAT(zebra_of(kBibs + "1. Bea won.\n\nWhat number did Cid wear?\n"),
              HasSubstr("ask: wore_number of Cid\n"));
}

TEST(EnglishRunningOrder, WhenOneWasOnAsksTheirPlaceInTheOrder) {
  // `When did Louis sing?` of a running order with no list of times asks
  // where he was in it; a choice offered after a dash goes.
  const std::string head =
      "Five children each sang at the concert; I can't remember the running order.\n"
      "Performers: Ann, Bo, Cy, Di, Ed\nActs: juggling, magic, mime, song, tap\n\n1. Di was on "
      "last.\n\n";
  EXPECT_THAT(zebra_of(head + "When did Bo sing?\n"), HasSubstr("ask: position of Bo\n"));
  EXPECT_THAT(zebra_of(head + "And when did Cy sing - was he 1st, 2nd, 3rd, 4th or 5th?\n"),
              HasSubstr("ask: position of Cy\n"));
}

TEST(EnglishRunningOrder, TitlesListedAfterAColonKeepTheirSmallWords) {
  // `Away in a Manger`, `The Holly and the Ivy`: a title's `in a` and
  // `and the` cut no item, first or last.
  const std::string z = zebra_of(
      "Five children had solos - Isla, Jacob, Keira, Louis and Maya - and each sang one verse of "
      "a different carol: Away in a Manger, Good King Wenceslas, Jingle Bells, Silent Night and "
      "The Holly and the Ivy.\n\n1. Isla sang The Holly and the Ivy.\n");
  EXPECT_THAT(z, AllOf(HasSubstr("category carol: Away_in_a_Manger Good_King_Wenceslas "
                                 "Jingle_Bells Silent_Night The_Holly_and_the_Ivy\n"),
                       HasSubstr("1: Isla is The_Holly_and_the_Ivy\n")));
}

const std::string kWalk =
    "Our guide took us to four stops: the Old Gaol, Bridge Street, the Corn Exchange and the Red "
    "Lion. At each one he told us about a different ghost (a drummer boy, a grey lady, a "
    "headless coachman and a weeping nun), and each ghost died in a different year: 1586, 1644, "
    "1712 or 1840. Put the first, second, third and fourth stops in order.\n\n";

TEST(EnglishRunningOrder, WhereAWalkStartsAndEndsIsItsFirstAndLastStop) {
  for (const std::string c : {"The walk starts at the Red Lion.", "We started at the Red Lion.",
                              "The walk began with the Red Lion."})
    EXPECT_EQ(statement(kWalk, c), "Red_Lion is put_stop.1") << c;
  EXPECT_EQ(statement(kWalk, "The tour ends at the Red Lion."), "Red_Lion is put_stop.4");
  // (A walk that starts at a time says when, not which stop.)
  const std::string timed =
      "Four walks (Ash, Birch, Cedar and Damson) start at 6pm, 7pm, 8pm and 9pm, one at each, in "
      "the first, second, third and fourth slots.\n\n";
  EXPECT_EQ(statement(timed, "The Ash walk starts at 7pm."), "Ash is time.1140");
}

TEST(EnglishRunningOrder, ComingBeforeIsTheOrdersNeverAYears) {
  EXPECT_EQ(statement(kWalk, "Bridge Street comes before the Corn Exchange."),
            "put_stop(Bridge_Street) < put_stop(Corn_Exchange)");
  EXPECT_EQ(statement(kWalk, "Bridge Street doesn't come before the Corn Exchange."),
            "put_stop(Bridge_Street) > put_stop(Corn_Exchange)");
  EXPECT_EQ(statement(kWalk, "The grey lady didn't die before the coachman."),
            "year(grey_lady) > year(headless_coachman)");
}

TEST(EnglishRunningOrder, WhereAsksTheStopsTheGuideTookUsTo) {
  EXPECT_THAT(zebra_of(kWalk + "1. The nun haunts the last stop.\n\nWhere does the grey lady "
                               "walk?\n"),
              HasSubstr("ask: name of grey_lady\n"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

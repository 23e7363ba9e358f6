// A letter from a canal holiday: boats moored nose to tail, ends named by
// what the first and last are nearest (`I'll call the one nearest the lock
// the first`), a list with the teller's wonder inside it (`and, believe it
// or not, a rabbit`), `whose` said of a value and what it did, a place
// between a landmark and a boat, `aren't next to each other`, the roof of
// a boat for the boat, and `Which boat ...?` of boats named by a list. The
// riddle is ours, one solution (worked in the comment and counted below).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::zebra_of;

// Heron and Willow not next to each other: at 1 and 3, Otter at 2. Harold
// at 1 with the rabbit; the cat on Willow, so Willow is 3 and Heron 1.
// Priya left of Gwen: Priya 2, Gwen 3. The parrot is on Otter.
const std::string kCanal =
    "Three boats are moored nose to tail along the towpath. I'll call the one nearest the lock "
    "the first and the one nearest the bridge the third. They're called Heron, Otter and Willow. "
    "Their owners are Gwen, Harold and Priya, and each has a different animal on board: a cat, a "
    "parrot and, believe it or not, a rabbit.\n\n"
    "Harold, whose rabbit chewed my shoelace, has the boat nearest the lock.\n"
    "The cat was asleep on the roof of Willow.\n"
    "Priya's boat is somewhere between the lock and Gwen's.\n"
    "Heron and Willow aren't next to each other.\n\n"
    "Which boat has the parrot on board?\n";

TEST(EnglishCanal, ALetterFromTheTowpath) {
  const std::string z = zebra_of(kCanal);
  EXPECT_THAT(z, HasSubstr("positions: 3\n"));
  EXPECT_THAT(z, ::testing::ContainsRegex("category pet: (cat|parrot|rabbit) (cat|parrot|rabbit) "
                                          "(cat|parrot|rabbit)\n"));
  EXPECT_THAT(z, HasSubstr(": all of: Harold is rabbit; Harold at 1\n"));
  EXPECT_THAT(z, HasSubstr(": cat is Willow\n"));
  EXPECT_THAT(z, HasSubstr(": Priya left of Gwen\n"));
  EXPECT_THAT(z, HasSubstr(": Heron not next to Willow\n"));
  // `Which boat`: the boat's name, never its place (which was `2`).
  EXPECT_THAT(z, HasSubstr("ask: name of parrot\n"));
  const testing::RunResult count =
      testing::run_deduce({"solve", "--count", "--kind", "text", "-"}, kCanal);
  EXPECT_EQ(count.out, "1\n") << count.err;
  const testing::RunResult answer =
      testing::run_deduce({"solve", "--format", "answer", "--kind", "text", "-"}, kCanal);
  EXPECT_EQ(answer.out, "Otter\n") << answer.err;
}

TEST(EnglishCanal, WonderInsideAList) {
  EXPECT_THAT(zebra_of("There are three boats in a row. Their owners are Gwen, Harold and Priya, "
                       "and each has a different animal on board: a cat, a parrot and, believe "
                       "it or not, a rabbit.\n\n1. Gwen has the cat.\n"),
              HasSubstr("category pet: cat parrot rabbit\n"));
}

TEST(EnglishCanal, WhoseSaysWhatTheHeadHasOnlyWhereTheRestSaysNothing) {
  // `whose rabbit is older than Gwen's cat` compares: never `has the
  // rabbit` alone.
  std::string compares = kCanal;
  compares.replace(compares.find("whose rabbit chewed my shoelace"), 31,
                   "whose rabbit is older than Gwen's cat");
  EXPECT_THAT(testing_english::error_of(compares),
              HasSubstr("r.txt:3:1: could not read this clue: \"Harold, whose rabbit is older"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

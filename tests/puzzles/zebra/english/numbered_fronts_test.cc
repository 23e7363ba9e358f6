// Numbers counted from a landmark (numbered_fronts.h): `pegs 2, 4, 6 and 8,
// numbered upwards from the lock`, where the peg furthest from the lock is
// peg 8 and `the next one along from Kay's, further from the lock` the next
// peg up; and nearness to a landmark nothing is counted from, which is not
// read (it had been read as the largest number). The riddles are ours; the
// first has one solution (counted below, and by a brute force: Lou 2 5lb,
// Kay 4 3lb, Jon 6 7lb, Ivy 8 9lb).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::error_of;
using testing_english::zebra_of;

const std::string kCanalMatch =
    "Four anglers fished the canal match on Saturday. The draw put them on pegs 2, 4, 6 and 8, "
    "numbered upwards from the lock, and their nets weighed 3lb, 5lb, 7lb and 9lb. The anglers "
    "were Ivy, Jon, Kay and Lou.\n\n"
    "1. The match was won by the angler on the peg furthest from the lock.\n"
    "2. Jon's peg was the next one along from Kay's, further from the lock.\n"
    "3. Ivy's peg was further from the lock than Lou's.\n"
    "4. The angler on the peg nearest the lock had 5lb.\n"
    "5. Kay caught 6lb less than Ivy.\n\n"
    "Who won the match? What did Lou catch?\n";

TEST(EnglishNumberedFronts, NearnessToTheLandmarkIsTheNumbersOrder) {
  const std::string z = zebra_of(kCanalMatch);
  // `on pegs 2, 4, 6 and 8`: the numbers after a plural noun are its own.
  EXPECT_THAT(z, HasSubstr("ordered peg: 2 4 6 8\n"));
  EXPECT_THAT(z, HasSubstr("\n1: peg.8 is weight.9\n"));
  EXPECT_THAT(z, HasSubstr("\n2: peg(Jon) = peg(Kay) + 2\n"));
  EXPECT_THAT(z, HasSubstr("\n3: peg(Ivy) > peg(Lou)\n"));
  EXPECT_THAT(z, HasSubstr("\n4: peg.2 is weight.5\n"));
  // Pegs are labels of places: the winner is the heaviest net, never the
  // highest peg.
  EXPECT_THAT(z, HasSubstr("ask: angler of weight.9\n"));
  // `What did Lou catch?` of `Kay caught 6lb less than Ivy`: the weights.
  EXPECT_THAT(z, HasSubstr("ask: weight of Lou\n"));
  const testing::RunResult r =
      testing::run_deduce({"solve", "--count", "--kind", "text", "-"}, kCanalMatch);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "1\n");
  const testing::RunResult a =
      testing::run_deduce({"solve", "--format", "answer", "--kind", "text", "-"}, kCanalMatch);
  EXPECT_THAT(a.out, HasSubstr("Ivy"));
  EXPECT_THAT(a.out, HasSubstr("5lb"));
}

TEST(EnglishNumberedFronts, ALandmarkNothingCountsFromIsNotGuessed) {
  // The pegs are counted from the lock: the footbridge says nothing of
  // their numbers.
  std::string riddle = kCanalMatch;
  riddle.replace(riddle.find("furthest from the lock"), 22, "furthest from the footbridge");
  EXPECT_THAT(error_of(riddle), HasSubstr("could not read this clue: \"The match was won by"));
  // Nor, counted from nothing said, from the lock.
  std::string uncounted = kCanalMatch;
  uncounted.replace(uncounted.find(", numbered upwards from the lock"), 31, "");
  EXPECT_THAT(error_of(uncounted), HasSubstr("could not read this clue: \"The match was won by"));
}

TEST(EnglishNumberedFronts, NearnessInMilesIsALength) {
  // Distances come in miles: the seller nearest the field came the
  // fewest miles.
  const std::string riddle =
      "Three sellers, Pam, Quin and Ruby, sold a lamp, a kettle and a rug, and had driven in "
      "from 3 miles, 5 miles and 9 miles away.\n\n"
      "1. The lamp's seller lives nearest the field.\n"
      "2. Quin sold the rug.\n"
      "3. Ruby came 4 miles further than Pam.\n"
      "4. Pam did not sell the lamp.\n\n"
      "Who sold the kettle?\n";
  EXPECT_THAT(zebra_of(riddle), HasSubstr("\n1: lamp is length.3\n"));
}

TEST(EnglishNumberedFronts, LabelsAreNoOrderOfAnotherList) {
  // Carriages numbered 1 to 3 are where each sits; boarding after, at the
  // first station or one stop after is of the stations, which no list
  // here orders: each is refused, never read over the carriages (each
  // had been).
  const std::string train =
      "The 7.42 calls at Ashby, Barton and Cole, in that order. Three regulars, Helen, Ian and "
      "Ruth, each board at a different one of these stations and each sit in a different "
      "carriage (numbered 1 to 3).\n\n"
      "1. Helen sits in carriage 2.\n"
      "2. Ian boards at Cole.\n"
      "3. CLUE.\n\n"
      "Who sits in carriage 1?\n";
  for (const char* clue : {"Ruth boards after Helen", "Ruth boards at the first station",
                           "Ruth boards one stop after Helen"}) {
    std::string riddle = train;
    riddle.replace(riddle.find("CLUE"), 4, clue);
    EXPECT_THAT(error_of(riddle), HasSubstr(std::string("could not read this clue: \"") + clue))
        << clue;
  }
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

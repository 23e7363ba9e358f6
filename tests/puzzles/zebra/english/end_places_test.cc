// A row's end places said as places (end_places.h): `Neither of the two
// end huts has the deckchair in it`, `is in one of the end huts`, `is not
// in either end hut`, `Neither end hut is painted yellow`; and the row set
// as a puzzle book sets it (`a row of four little wooden beach huts`, `hut
// number one being the nearest the slipway`, `the colours being red, ...`).
// The riddle is ours, one solution (counted below).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::zebra_of;

const std::string kHuts =
    "On the sea front there stands a row of four little wooden beach huts, numbered one to four, "
    "hut number one being the nearest the slipway and hut number four the furthest from it. Each "
    "hut is painted a different colour, the colours being red, yellow, blue and green, and each "
    "holds a different thing: a kite, a deckchair, a windbreak and a bucket.\n\n"
    "1. Neither of the two end huts has the deckchair in it.\n"
    "2. The kite is in one of the end huts.\n"
    "3. The red hut is further from the slipway than the blue one.\n"
    "4. The windbreak is not in either end hut.\n"
    "5. Neither end hut is painted yellow.\n"
    "6. Whoever has the red hut has the windbreak.\n"
    "7. The bucket is nearer the slipway than the windbreak.\n"
    "8. The kite is not in hut 1.\n"
    "9. The yellow hut is next to the green one.\n\n"
    "What colour is the hut with the kite?\n";

TEST(EnglishEndPlaces, EndPlacesSaidAsEnds) {
  const std::string z = zebra_of(kHuts);
  EXPECT_THAT(z, HasSubstr("\n1: not: deckchair at an end\n"));
  EXPECT_THAT(z, HasSubstr("\n2: kite at an end\n"));
  EXPECT_THAT(z, HasSubstr("\n4: not: windbreak at an end\n"));
  EXPECT_THAT(z, HasSubstr("\n5: not: yellow at an end\n"));
  EXPECT_THAT(z, HasSubstr("ask: color of kite\n"));
  // One solution: blue, yellow, red, green; the kite in the green hut.
  const testing::RunResult r =
      testing::run_deduce({"solve", "--count", "--kind", "text", "-"}, kHuts);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "1\n");
  const testing::RunResult a =
      testing::run_deduce({"solve", "--format", "answer", "--kind", "text", "-"}, kHuts);
  EXPECT_THAT(a.out, HasSubstr("green"));
}

TEST(EnglishEndPlaces, ARowSetAsAPuzzleBookSetsIt) {
  const std::string z = zebra_of(kHuts);
  // `the colours being red, ...`: `being` is no part of red.
  EXPECT_THAT(z, HasSubstr("category color: red yellow blue green\n"));
  // `hut number one being the nearest the slipway`: further from the
  // slipway is further right; `Whoever has the red hut` is a hut's holder
  // (the row's noun came after `four little wooden beach`).
  EXPECT_THAT(z, HasSubstr("\n3: red right of blue\n"));
  EXPECT_THAT(z, HasSubstr("\n7: bucket left of windbreak\n"));
  EXPECT_THAT(z, HasSubstr("\n6: red is windbreak\n"));
}

TEST(EnglishEndPlaces, NotTheEndOfARowNorSomeonesPlace) {
  // `the end of the row` is the phrase table's; someone's hut at neither
  // end is left as said.
  std::string own = kHuts;
  own.replace(own.find("Neither end hut is painted yellow."), 34,
              "Neither end hut is the yellow one's.");
  EXPECT_THAT(zebra_of(own), Not(HasSubstr("yellow one's is not at either end")));
}

TEST(EnglishEndPlaces, BoatsMooredNoseToTail) {
  // `nose to tail`, `bumper to bumper`, `in single file`: one behind
  // another, a row.
  for (const std::string said :
       {"moored nose to tail", "parked bumper to bumper", "waiting in single file"}) {
    const std::string z = zebra_of("Three boats are " + said +
                                   ": Kingfisher, Otter and Willow. Their owners are Gwen, Harold "
                                   "and Priya.\n\n1. Kingfisher is next to Harold's boat.\n");
    EXPECT_THAT(z, HasSubstr("positions: 3\n")) << said;
    EXPECT_THAT(z, HasSubstr("\n1: Kingfisher next to Harold\n")) << said;
  }
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

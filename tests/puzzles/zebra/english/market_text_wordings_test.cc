// A teenager's text from a market in our own words: a reason spliced on
// with a comma (`Sal is NOT next to Bev, they had a massive row last
// summer`), and the way the row is seen said in brackets (`(looking at
// them with the clock on ur left)`), dropped only where it is the way the
// stalls are counted.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::zebra_of;

const std::string kMarket =
    "4 stalls in a line along the wall. Stall 1 is the one right by the clock, stall 4 is "
    "furthest away. Traders are Bev, Dilip, Kerry and Sal. Awnings are red, green, blue and "
    "stripy.\n\n";

TEST(EnglishMarketText, AReasonSplicedOnWithAComma) {
  EXPECT_THAT(zebra_of(kMarket + "- Sal is NOT next to Bev, they had a massive row last summer\n"),
              HasSubstr(": Sal not next to Bev\n"));
}

TEST(EnglishMarketText, TheWayTheRowIsSeenAsItIsCounted) {
  EXPECT_THAT(zebra_of(kMarket + "- stripy one is somewhere left of the blue one (looking at them "
                                 "with the clock on ur left)\n"),
              HasSubstr(": stripy left of blue\n"));
  // (The other way round it is refused, never read as if it were not said.)
  EXPECT_THROW(zebra_of(kMarket + "- stripy one is somewhere left of the blue one (looking at "
                                  "them with the clock on ur right)\n"),
               io::InputError);
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

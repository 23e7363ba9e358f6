// A scout leader's treasure hunt, in our own words: places said after `in
// four different places` in brackets, and `Where ...?` asking them
// whatever other list the question's nouns name (`Where did Amy find the
// clue?` had asked the patrol, the places' line saying `clue` too).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::zebra_of;

const std::string kHunt =
    "Our three patrols, the Badgers, the Otters and the Foxes, were led by Amy, Josh and Freya, "
    "one each. The patrols found their final clue in three different places (the bandstand, the "
    "duck pond and the old oak).\n\n- Amy doesn't lead the Otters.\n";

TEST(EnglishTreasureHunt, WhereAsksThePlacesWhateverTheNounsName) {
  EXPECT_THAT(zebra_of(kHunt + "Where did Amy find the clue?\n"), HasSubstr("ask: place of Amy"));
  EXPECT_THAT(zebra_of(kHunt + "Where did Amy's patrol find their last clue?\n"),
              HasSubstr("ask: place of Amy"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// Wordings of newspaper puzzle pages, party games and radio competitions:
// `exactly an hour before`, a label before a colon that says which clue it
// is (`And last one:`), a building counted by its storeys (`a four-story
// walk-up`) whose floors are its places, and those places said again as a
// range of ordinals (`from the first floor up to the fourth`). Heads
// written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kSightings =
    "Four guests - Colonel Hartley, Lady Vane, Dr Fitch and Miss Pym - were each seen once: one "
    "at 8pm, one at 9pm, one at 10pm and one at 11pm.\n";

TEST(EnglishPuzzlePage, ExactlyAnHourIsAnHour) {
  EXPECT_EQ(statement(kSightings, "Lady Vane was seen exactly an hour before Miss Pym."),
            "time(Lady_Vane) = time(Miss_Pym) - 60");
}

TEST(EnglishPuzzlePage, ALabelThatSaysWhichClueThisIs) {
  EXPECT_EQ(statement(kSightings, "And last one: Dr Fitch was seen at 8pm."),
            "Dr_Fitch is time.1200");
  EXPECT_EQ(statement(kSightings, "Final clue: Dr Fitch was seen at 8pm."),
            "Dr_Fitch is time.1200");
  // A name before a colon is no label.
  EXPECT_EQ(statement(kSightings, "Lady Vane: Dr Fitch was seen at 8pm."), "");
}

TEST(EnglishPuzzlePage, ABuildingCountedByItsStoreys) {
  const std::string z = zebra_of(
      "Four tenants -- Brenda, Carl, Dolores and Eddie -- each rent one apartment in a small "
      "four-story walk-up. There is exactly one apartment on each floor, from the first floor up "
      "to the fourth. Each pays a different rent ($900, $950, $1,000 or $1,050).\n\n"
      "1. Brenda's apartment is directly above Dolores's.\n2. Carl lives on the second floor.\n");
  EXPECT_THAT(z, AllOf(HasSubstr("positions: 4\n"), HasSubstr("1: Brenda just right of Dolores\n"),
                       HasSubstr("2: Carl at 2\n"),
                       HasSubstr("# There is exactly one apartment on each floor")));
  EXPECT_THAT(z, Not(HasSubstr(": There is exactly")));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

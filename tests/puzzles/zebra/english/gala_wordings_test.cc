// A swimming gala's post, as a parent writes it: lanes laid out by a verb
// (`the lanes run 1, 2, 3 from left to right`), a bound said in a unit the
// list said once (`got under 33 seconds` of `31.4, ... and 34.0 seconds`),
// and two subjects of one deed (`Either Imogen or the Otters girl came
// second`).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kGala =
    "The final had three girls in it: Ann, Bea and Cat, all from different clubs (Seals, Otters "
    "and Sharks). One girl per lane, and the lanes run 1, 2, 3 from left to right as you look "
    "down from the gallery. The times on the board were 31.4, 32.1 and 33.6 seconds.\n\n";

TEST(EnglishGala, LanesLaidOutByAVerb) {
  const std::string z = zebra_of(kGala + "1. Ann was in lane 1.\n");
  EXPECT_THAT(z, HasSubstr("positions: 3\n"));
  EXPECT_THAT(z, HasSubstr("\n1: Ann at 1\n"));
}

TEST(EnglishGala, ABoundInTheUnitTheListSaidOnce) {
  // 33 is no time of the list: the times under it are the first two.
  EXPECT_EQ(statement(kGala, "Bea got under 33 seconds."), "Bea is 31.4 or 32.1");
  EXPECT_EQ(statement(kGala, "Neither Ann nor Bea got under 32 seconds."),
            "neither Ann nor Bea is 31.4");
}

TEST(EnglishGala, TwoSubjectsOfOneDeed) {
  // `came second` is the second time; one of the two did it, so they are
  // not one girl.
  EXPECT_EQ(statement(kGala, "Either Cat or the Otters girl came second."),
            "one of: Cat is 32.1; Otters is 32.1");
  // (Two clauses are read as two clauses, as before.)
  EXPECT_EQ(statement(kGala, "Either Cat came second or Bea was in lane 3."),
            "any of: Cat is 32.1; Bea at 3");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

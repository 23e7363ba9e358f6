// An old puzzle book's lodgers in our own words: a list of callings said
// after `for one was a ...` (named by the clause before it, never `for`),
// and a question by a noun of money that no list says (`What weekly rent
// was paid for No. 2?` asks the amounts of money, never the callings, as it had).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::zebra_of;

const std::string kLodgers =
    "Three houses stand in a row, numbered No. 1, No. 2 and No. 3. They were let to Mr. Abel, "
    "Mr. Bone and Mr. Cole, one to each house. They followed three different callings, for one was "
    "a clergyman, one a solicitor, and one a surgeon; and each paid a different rent, the sums "
    "being 5s., "
    "6s., and 7s. respectively.\n\n";

TEST(EnglishLodgers, CallingsSaidAfterForOneWasANamedByTheirClause) {
  const std::string z = zebra_of(kLodgers + "Mr. Abel was the surgeon.\n");
  EXPECT_THAT(z, AllOf(HasSubstr("category calling: clergyman solicitor surgeon\n"),
                       Not(HasSubstr("category for"))));
}

TEST(EnglishLodgers, ARentNoListSaysAsksTheMoney) {
  EXPECT_THAT(
      zebra_of(kLodgers + "Mr. Abel was the surgeon.\nWhat weekly rent was paid for No. 2?\n"),
      HasSubstr("ask: rent of numbered.2"));
  // (The list is `rent`, named by `the sums being`'s clause: a noun of
  // money it does not say asks it all the same.)
  EXPECT_THAT(zebra_of(kLodgers + "Mr. Abel was the surgeon.\nWhat fee was paid by Mr. Cole?\n"),
              HasSubstr("ask: rent of Mr_Cole"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

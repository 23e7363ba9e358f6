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
    "a cooper, one a wheelwright, and one a tanner; and each paid a different rent, the sums "
    "being 5s., "
    "6s., and 7s. respectively.\n\n";

// (Callings the vocabulary does not know: those it knows, a clergyman, a
// solicitor and a surgeon, are `job`.)
TEST(EnglishLodgers, CallingsSaidAfterForOneWasANamedByTheirClause) {
  const std::string z = zebra_of(kLodgers + "Mr. Abel was the tanner.\n");
  EXPECT_THAT(z, AllOf(HasSubstr("category calling: cooper wheelwright tanner\n"),
                       Not(HasSubstr("category for"))));
}

TEST(EnglishLodgers, ARentNoListSaysAsksTheMoney) {
  EXPECT_THAT(
      zebra_of(kLodgers + "Mr. Abel was the tanner.\nWhat weekly rent was paid for No. 2?\n"),
      HasSubstr("ask: rent of numbered.2"));
  // (The list is `rent`, named by `the sums being`'s clause: a noun of
  // money it does not say asks it all the same.)
  EXPECT_THAT(zebra_of(kLodgers + "Mr. Abel was the tanner.\nWhat fee was paid by Mr. Cole?\n"),
              HasSubstr("ask: rent of Mr_Cole"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

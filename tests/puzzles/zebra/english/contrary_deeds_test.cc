// A deed's contrary says nothing of the list of that deed's times
// (contrary_deeds.h): leaving of arrivals, finishing of starts, closing of
// openings; `left` as a side is no deed. Heads written for these tests.
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using testing_english::statement;

TEST(EnglishContraryDeeds, LeavingSaysNothingOfArrivals) {
  const std::string head =
      "Guests: Ann, Bo, Cy\nArrivals: 8am, 9am, 10am\nDrinks: tea, coffee, milk\n\n";
  EXPECT_EQ(statement(head, "Ann arrived before Bo."), "arrival(Ann) < arrival(Bo)");
  EXPECT_EQ(statement(head, "Ann arrived first."), "Ann is arrival.480");
  EXPECT_EQ(statement(head, "Ann left before Bo."), "");
  EXPECT_EQ(statement(head, "Ann left after 9am."), "");
  EXPECT_EQ(statement(head, "Ann departed first."), "");
  // Two deeds compared: no list holds both.
  EXPECT_EQ(statement(head, "Ann left before Bo arrived."), "");
}

TEST(EnglishContraryDeeds, FinishingSaysNothingOfStartsNorClosingOfOpenings) {
  const std::string race =
      "Runners: Ann, Bo, Cy\nStarted: 9:00am, 9:10am, 9:20am\nShirts: red, blue, green\n\n";
  EXPECT_EQ(statement(race, "Ann started before Bo."), "started(Ann) < started(Bo)");
  EXPECT_EQ(statement(race, "Ann finished before Bo."), "");
  const std::string shops =
      "Shops: bakery, deli, florist\nOpening times: 7am, 8am, 9am\nOwners: Ann, Bo, Cy\n\n";
  EXPECT_EQ(statement(shops, "The deli closed later than the bakery."), "");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

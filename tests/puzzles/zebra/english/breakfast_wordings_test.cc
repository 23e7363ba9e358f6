// A hotel's breakfast in our own words: guests who `came down` (to
// breakfast) in turn, `the first one down`, `whoever is in Room 23`, `the
// doctor` for the one Dr of the guests, and the teller's hedges set into a
// clue (`Mr Ash, he was quite sure, wasn't the first down`, `..., though
// Kit couldn't say which`, `one or the other of them, either ...`). Heads
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
using testing_english::zebra_of;

const std::string kBreakfast =
    "The three early guests were Mr Ash, Mrs Bell and Dr Cole, in rooms 11, 15 and 20. Their "
    "breakfasts were served at 7:00, 7:30 and 8:00, and each ordered something different: the "
    "kippers, the porridge and the toast.\n\n";

TEST(EnglishBreakfastWordings, ComingDownIsArriving) {
  const std::string zebra =
      zebra_of(kBreakfast +
               "1. Dr Cole came down half an hour after Mrs Bell.\n2. The first "
               "guest down ordered the toast.\n3. Mr Ash was not the last one "
               "down.\n");
  EXPECT_THAT(zebra,
              AllOf(HasSubstr("1: time(Dr_Cole) = time(Mrs_Bell) + 30\n"),
                    HasSubstr("2: toast is time.420\n"), HasSubstr("3: Mr_Ash is not time.480\n")));
}

TEST(EnglishBreakfastWordings, WhoeverIsInARoomKeepsTheRoom) {
  // (`whoever is in Room 20` had been said again as `20 came down ...`,
  // an amount.)
  EXPECT_THAT(zebra_of(kBreakfast + "1. Whoever is in Room 20 came down after Mr Ash.\n"),
              HasSubstr("1: time(room.20) > time(Mr_Ash)\n"));
}

TEST(EnglishBreakfastWordings, TheDoctorIsTheOneDr) {
  EXPECT_THAT(zebra_of(kBreakfast + "1. The doctor ordered the kippers.\n"),
              HasSubstr("1: Dr_Cole is kippers\n"));
}

TEST(EnglishBreakfastWordings, TheTellersHedgesSayNothing) {
  const std::string zebra = zebra_of(
      kBreakfast +
      "1. Mr Ash, he was quite sure, wasn't the first down.\n2. Mrs Bell, I think, ordered the "
      "porridge.\n3. The toast went to one or the other of them, either the doctor or the Room "
      "11 guest, though Kit couldn't say which.\n");
  EXPECT_THAT(
      zebra, AllOf(HasSubstr("1: Mr_Ash is not time.420\n"), HasSubstr("2: Mrs_Bell is porridge\n"),
                   HasSubstr("3: toast is Dr_Cole or room.11\n"),
                   Not(HasSubstr("a remark about solving"))));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

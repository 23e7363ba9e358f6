// A bridge club's bulletin in our own words: a clause of `whether or not`
// lists nothing (`a favourite convention, whether or not you ask` had made
// a list of three), `swears by` is favours (no `by` of a doer), and `could
// not match Audrey's score` falls short of it (it had read `is not
// Audrey`, a weaker reading).
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

const std::string kBridge =
    "Each of them also has a favourite convention that they will explain to you, whether or "
    "not you ask.\n\nThe members: Audrey, Bernard, Desmond, Cynthia\nThe tables: Table 1, Table "
    "2, Table 3, Table 4\nThe scores: 48%, 52%, 55%, 61%\nThe conventions: Stayman, Blackwood, "
    "Jacoby, Lebensohl\n\n";

TEST(EnglishBridge, WhetherOrNotListsNothing) {
  const std::string z = zebra_of(kBridge + "1. Audrey sat at Table 1.\n");
  EXPECT_THAT(z, AllOf(HasSubstr("category member: Audrey Bernard Desmond Cynthia\n"),
                       Not(HasSubstr("not_you_ask"))));
}

TEST(EnglishBridge, SwearsByAndCouldNotMatch) {
  EXPECT_THAT(zebra_of(kBridge + "1. Bernard sat at a lower-numbered table than the member who "
                                 "swears by Jacoby.\n"),
              HasSubstr("1: table(Bernard) < table(Jacoby)\n"));
  EXPECT_THAT(zebra_of(kBridge + "1. Desmond beat whoever was sitting at Table 4, but he could "
                                 "not match Audrey's score.\n"),
              HasSubstr("1: all of: score(Desmond) > score(table.4); score(Desmond) < "
                        "score(Audrey)\n"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

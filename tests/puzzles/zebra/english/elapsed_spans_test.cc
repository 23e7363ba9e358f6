// A span of time that had passed when something happened, said as the
// value it is (elapsed_spans.h): `The wasp struck after just two hours` of
// how long a sponsored silence lasted, whatever the verb; never of points
// in time, and never past a denial or another's value. Heads written for
// these tests.
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using testing_english::statement;

const std::string kSilence =
    "Sitters: Doreen, Shirley, Wendy\nDistractions: wasp, sneeze, giggles\nLasted: 1 hour, 2 "
    "hours, 3 hours\n\n";

TEST(EnglishElapsedSpans, WhatHappenedAfterASpanIsThatSpan) {
  EXPECT_EQ(statement(kSilence, "The wasp struck after just two hours."), "wasp is lasted.2");
  EXPECT_EQ(statement(kSilence, "Doreen gave up after three hours."), "Doreen is lasted.3");
  EXPECT_EQ(statement(kSilence, "Shirley broke her silence after an hour."), "Shirley is lasted.1");
}

TEST(EnglishElapsedSpans, NeverPastADenialAnotherValueOrAPointInTime) {
  // A denial before `after` is left for the phrasings that read it.
  EXPECT_EQ(statement(kSilence, "Doreen didn't crack until after two hours."), "");
  // `an hour after Wendy` compares them, as before.
  EXPECT_EQ(statement(kSilence, "Doreen gave up an hour after Wendy."),
            "lasted(Doreen) = lasted(Wendy) + 1");
  // Ages are no spans that passed.
  const std::string ages =
      "Players: Ann, Bo, Cy\nAges: 20 years old, 30 years old, 40 years old\n\n";
  EXPECT_EQ(statement(ages, "Ann retired after 30 years."), "");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

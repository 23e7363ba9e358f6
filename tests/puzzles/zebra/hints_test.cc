// The messages for typos and English phrasings in .zebra clues: what they
// suggest, and that they stay out of the way of clues whose values look like
// English (the tests/bad/zebra corpus covers the binary end to end).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/zebra/read/hints.h"
#include "deduce/puzzles/zebra/read/parse.h"

namespace deduce::puzzles::zebra {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

const char kHintsHead[] =
    "category name: alice bob carol\n"
    "category side: left right middle\n"
    "category word: to the of\n";

// The message of the error that `clue` (line 4) raises.
std::string hint_error_of(const std::string& clue) {
  try {
    parse_zebra(kHintsHead + clue + "\n", "h.zebra");
  } catch (const io::InputError& e) {
    return e.what();
  }
  ADD_FAILURE() << "no error for: " << clue;
  return "";
}

TEST(ZebraHints, UnknownNamesOfferTheNearestKnownOne) {
  EXPECT_THAT(hint_error_of("1: alcie is left"),
              HasSubstr("h.zebra:4:4: unknown value `alcie`; did you mean `alice`?"));
  EXPECT_THAT(hint_error_of("1: nam.bob is left"), HasSubstr("did you mean `name`?"));
  EXPECT_THAT(hint_error_of("1: name.bbo is left"),
              HasSubstr("unknown value `bbo` in category `name`; did you mean `bob`?"));
  EXPECT_THAT(hint_error_of("ask: sdie of bob"),
              HasSubstr("4:6: unknown category `sdie`; did you mean `side`?"));
  EXPECT_THAT(hint_error_of("1: zzz is left"), Not(HasSubstr("did you mean")));
}

TEST(ZebraHints, EnglishPhrasingsNameTheStatementToWrite) {
  EXPECT_THAT(hint_error_of("1: alice is to the left of bob"),
              HasSubstr("4:10: expected a relation, found `is to the left of`; write `left of`, "
                        "as in `A left of B`"));
  EXPECT_THAT(hint_error_of("1: alice is directly right of bob"),
              HasSubstr("write `just right of`"));
  EXPECT_THAT(hint_error_of("1: alice sits beside bob"),
              HasSubstr("found `sits beside`; write `next to`"));
  EXPECT_THAT(hint_error_of("1: alice lives in left"), HasSubstr("found `lives in`; write `is`"));
  EXPECT_THAT(hint_error_of("1: alice does not own left"), HasSubstr("write `is not`"));
}

TEST(ZebraHints, PhrasingsStayOutOfTheWayOfValuesThatLookLikeEnglish) {
  // `left`, `to`, `the` and `of` are values here: these clues are right.
  EXPECT_NO_THROW(
      parse_zebra(std::string(kHintsHead) + "1: alice is left\n2: bob is to or the\n", "h"));
  // `is the` is a phrasing, but here it parsed (`the` is a value): the error
  // lies after it and stays as it is.
  EXPECT_THAT(hint_error_of("1: alice is the left"),
              HasSubstr("4:17: expected the end of the line, found `left`"));
  // A valid statement followed by a typo: the typo is named, not the statement.
  EXPECT_THAT(hint_error_of("1: alice left of bbo"),
              HasSubstr("unknown value `bbo`; did you mean `bob`?"));
}

TEST(ZebraHints, AFinalFullStopIsNamed) {
  EXPECT_THAT(hint_error_of("1: alice is left."),
              HasSubstr("4:17: found a full stop `.` at the end of the line, but statements have "
                        "no final full stop"));
  // An unknown value before the full stop is reported first.
  EXPECT_THAT(hint_error_of("1: alice is lft."),
              HasSubstr("4:13: unknown value `lft`; did you mean `left`?"));
  // `side.` is a category whose value is missing, not a full stop.
  EXPECT_THAT(hint_error_of("1: alice is side."),
              HasSubstr("expected a value name after `side.`, found the end of the line"));
}

TEST(ZebraHints, MatchPhrasingTakesTheLongestAndNumbers) {
  const auto p = detail::match_phrasing({"is", "in", "position", "2"});
  ASSERT_TRUE(p.has_value());
  EXPECT_EQ(p->words, 3u);
  EXPECT_EQ(p->statement, "at");
  const auto away = detail::match_phrasing({"is", "3", "houses", "away", "from", "bob"});
  ASSERT_TRUE(away.has_value());
  EXPECT_EQ(away->words, 5u);
  EXPECT_EQ(away->form, "A k away from B");
  // Statements that are right alone are no phrasing.
  EXPECT_FALSE(detail::match_phrasing({"left", "of", "bob"}).has_value());
  EXPECT_FALSE(detail::match_phrasing({"next", "to", "bob"}).has_value());
  EXPECT_FALSE(detail::match_phrasing({}).has_value());
}

}  // namespace
}  // namespace deduce::puzzles::zebra

// Wordings of a radio phone-in's riddle (callers one after another, their
// towns and the music they asked for): the places named in turn (`first
// caller, second, third, ...`), a verb after `, and` said with `n't`, an
// `either ... or` insisted on after a dash, a word to the listeners after
// the questions, `You were ...` as the people, and a title's quotes. Heads
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

const std::string kCallers =
    "Last week three of you got through to the studio, one after another - first caller, "
    "second and third. You were Bev, Glen and Rosa. You were each ringing from a different "
    "town - Ashford, Bexley and Crawley - and you each asked for a different song: \"Shine "
    "On\", \"Lida Rose\" or \"Sweet Adeline\".\n\n";

TEST(EnglishRadioWordings, PlacesNamedInTurnAreTheOrderNoList) {
  EXPECT_THAT(zebra_of(kCallers + "1. The first caller asked for \"Shine On\".\n"),
              AllOf(HasSubstr("positions: 3\n"), HasSubstr("category name: Bev Glen Rosa\n"),
                    HasSubstr("category song: Shine_On Lida_Rose Sweet_Adeline\n"),
                    Not(HasSubstr("first_caller"))));
}

TEST(EnglishRadioWordings, AVerbWithNotAfterAndHasTheFirstsSubject) {
  EXPECT_EQ(statement(kCallers, "Glen asked for \"Lida Rose\", and wasn't from Ashford."),
            "all of: Glen is Lida_Rose; Glen is not Ashford");
  EXPECT_EQ(
      statement(kCallers, "The first caller asked for \"Lida Rose\", and wasn't from Ashford."),
      "all of: Lida_Rose at 1; Ashford not at 1");
}

TEST(EnglishRadioWordings, EitherOrInsistedOnAfterADash) {
  EXPECT_EQ(
      statement(kCallers,
                "Either Bev or the caller from Bexley asked for \"Shine On\" - now, "
                "they're two different people, mind, and only one of them asked for it."),
      statement(kCallers,
                "Either Bev or the caller from Bexley asked for \"Shine On\", but not both."));
  // (A remark that says more is no such insisting.)
  EXPECT_EQ(statement(kCallers,
                      "Either Bev or the caller from Bexley asked for \"Shine On\" - now, they "
                      "rang first."),
            "");
}

TEST(EnglishRadioWordings, AWordToTheListenersAfterTheQuestions) {
  EXPECT_THAT(zebra_of(kCallers + "1. Bev rang first.\n2. Glen is from Crawley.\n\nWho asked "
                                  "for \"Shine On\"? The lines are open now - and no, Glen, "
                                  "you're not allowed to ring in.\n"),
              HasSubstr("# The lines are open now - and no, Glen, you're not allowed to ring "
                        "in\n# (names no value: it frames the puzzle)\n"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

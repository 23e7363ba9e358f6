// Wordings of a radio phone-in's riddle (callers one after another, their
// towns and the music they asked for): the places named in turn (`first
// caller, second, third, ...`), a verb after `, and` said with `n't`, an
// `either ... or` insisted on after a dash, a word to the listeners after
// the questions, `You were ...` as the people, and a title's quotes; a
// presenters' script (`DAN: ... Six: Ivor ended up in the barley field`)
// and its questions of where (`where did Gulliver come down?`). Heads
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
                        "in\n# (words said to someone: it frames the puzzle)\n"));
}

const std::string kBalloons =
    "Four balloons went up: Skylark, Big Red, Morning Glory and Gulliver. The pilots were "
    "Fenella, Gus, Harriet and Ivor. They came down in a farmyard, on a golf course, on a school "
    "field and in a barley field.\n\n";

TEST(EnglishRadioWordings, TheClueNumberAloneBeforeAColon) {
  EXPECT_EQ(statement(kBalloons, "Six: Ivor ended up in the barley field."),
            "Ivor is barley_field");
  EXPECT_EQ(statement(kBalloons, "7: Gus flew Gulliver."), "Gus is Gulliver");
}

TEST(EnglishRadioWordings, WhereSomethingCameDownAsksThePlacesSaidEachWithItsPreposition) {
  const std::string clues =
      "1. Big Red came down in the farmyard.\n2. Gus flew Gulliver.\n3. Ivor flew Skylark.\n4. "
      "Fenella came down on the golf course.\n5. Skylark came down on the school field.\n6. "
      "Harriet flew Big Red.\n\n";
  for (const std::string q : {"Where did Gulliver come down?", "Where did Gulliver end up?",
                              "Who flew Skylark, and where did Gulliver touch down?"})
    EXPECT_THAT(zebra_of(kBalloons + clues + q + "\n"), HasSubstr("ask: came_down of Gulliver\n"))
        << q;
}

TEST(EnglishRadioWordings, NoOneIsNamedByTheWordsAfterTheQuestionsOnTheirLine) {
  // (`Lines` and `Text` open sentences said after the questions, and the
  // two presenters speak: four capitals, as many as the balloons, and
  // none of them a pilot, whom a list gives.)
  const std::string z = zebra_of(
      "DAN: " + kBalloons +
      "PRIYA: Go on then.\nDAN: Gus flew Gulliver. Fenella came down in the farmyard.\nPRIYA: "
      "Is that it?\nDAN: Who flew Skylark? Lines are open now. Text us on the usual number.\n");
  EXPECT_THAT(z, AllOf(Not(HasSubstr("category name")), HasSubstr("ask: pilot of Skylark\n"),
                       HasSubstr("# Lines are open now\n")));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

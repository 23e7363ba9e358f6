// A game master's recap in our own words: a list named by the subject
// before `were` (`Your initiative rolls for the fight were 8, 13, ...`),
// the people counted by a pronoun (`the four of you are playing ...`), so
// that a list of three said in passing before them sets no size, and no
// names taken from the talk after the bulleted clues (`Loot: ...`, `Yes,
// finally.`).
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

const std::string kRecap =
    "The big fight was against a troll, two goblins and a very angry goose.\n\n"
    "Thanks to Ann, Bo, Cy and Di for staying late. The four of you are playing the bard, the "
    "monk, the druid and the paladin, one each.\n\n"
    "Your initiative rolls for the fight were 6, 9, 14 and 20, and the damage you each did to "
    "the troll was 11, 15, 19 and 30.\n\n";
const std::string kBullets =
    "* The bard rolled the highest initiative.\n* Ann did the most damage.\n"
    "* Bo rolled 5 higher than Cy on initiative.\n* The monk did the least damage.\n\n"
    "Loot: the Goose Crown (unidentified, please stop trying it on), 340 gold, a pearl the size "
    "of an egg, one soggy map.\nYes, finally.\n\nWho plays the druid?\n";

TEST(EnglishTabletop, AListNamedByTheSubjectBeforeWere) {
  const std::string z = zebra_of(kRecap + kBullets);
  EXPECT_THAT(z, AllOf(HasSubstr("ordered initiative_roll: 6 9 14 20\n"),
                       HasSubstr("ordered damage: 11 15 19 30\n"),
                       HasSubstr(" is initiative_roll.20"), HasSubstr("Ann is damage.30")));
}

TEST(EnglishTabletop, ThePeopleCountedByAPronounSetTheSize) {
  EXPECT_THAT(zebra_of(kRecap + kBullets),
              AllOf(HasSubstr(": Ann Bo Cy Di\n"), HasSubstr(": bard monk druid paladin\n"),
                    Not(HasSubstr("two_goblins"))));
}

TEST(EnglishTabletop, NoNamesFromTheTalkAroundTheClues) {
  EXPECT_THAT(zebra_of(kRecap + kBullets),
              AllOf(Not(HasSubstr("Loot ")), Not(HasSubstr("Yes ")),
                    HasSubstr("# (not read, and outside the list of clues")));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

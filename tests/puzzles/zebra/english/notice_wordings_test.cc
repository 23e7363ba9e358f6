// Wordings of notices and newsletters, in our own words: houses numbered
// up one side of a street (`the four houses, #12, #14, #16 and #18, in a
// row`) label the row in that order, so `next door` is two numbers apart;
// `#14 is bringing three people` is a clue about house 14, not clue 14; a
// list named by a closed compound is asked by its last part (`Which boat
// won?` of keelboats); a notice's `Next meeting: Tuesday, August 5, 7 p.m.,
// clubhouse` is no list of values. Heads written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kStreet =
    "Four families signed up: the Garcias, the Whitfields, the Nguyens and the Brodskys. The "
    "even side is just the four houses, #12, #14, #16 and #18, in a row.\n"
    "Each is bringing one dish: salad, chili, eggs or brownies.\n\n";

TEST(EnglishNoticeWordings, HousesNumberedUpOneSideLabelTheRow) {
  const std::string z = zebra_of(kStreet + "- The Garcias live next door to the Nguyens.\n");
  EXPECT_THAT(z, HasSubstr(".12 at 1\n"));
  EXPECT_THAT(z, HasSubstr(".18 at 4\n"));
  // (Never weights or scores that go up by two: no place is named before
  // them.)
  EXPECT_THAT(zebra_of("Five marrows were weighed in a row. Their weights were 4, 6, 8, 10 and "
                       "12 pounds.\nThe growers were Ann, Bo, Cy, Di and Ed.\n\n"
                       "- Ann's marrow was heavier than Bo's.\n"),
              Not(HasSubstr(".4 at 1\n")));
}

TEST(EnglishNoticeWordings, AHashBeforeALowerCaseVerbIsTheSubjectsNumber) {
  EXPECT_EQ(statement(kStreet, "#14 is bringing the chili."), "category.14 is chili");
}

TEST(EnglishNoticeWordings, AListNamedByACompoundIsAskedByItsLastPart) {
  const std::string z = zebra_of(
      "Four keelboats started: Puffin, Sea Shanty, Curlew and Wee Dram. They were helmed by "
      "Ferris, Aldous, Marsh and Ng. They finished 1st, 2nd, 3rd and 4th.\n\n"
      "1. Ferris helmed Curlew.\n2. Curlew finished 2nd.\nWhich boat won?\n");
  EXPECT_THAT(z, HasSubstr("ask: keelboat of "));
}

TEST(EnglishNoticeWordings, AWhenAndWhereOfOneEventIsNoList) {
  const std::string z = zebra_of(kStreet +
                                 "- The Garcias live next door to the Nguyens.\n\n"
                                 "Next Board meeting: Tuesday, August 5, 7 p.m., clubhouse.\n");
  EXPECT_THAT(z, Not(HasSubstr("Tuesday August_5")));
  EXPECT_THAT(z, HasSubstr("# Next Board meeting: Tuesday, August 5, 7 p.m., clubhouse"));
}

TEST(EnglishNoticeWordings, ARemarkInBracketsOnOneItemOfAProseList) {
  const std::string z = zebra_of(
      "The roster has four names: Priya, Dave, Shona and Kwame. The four jobs to fill are "
      "timekeeper, scanner, marshal (the bridge corner, bring a coat) and tail walker.\n\n"
      "- Priya is the marshal.\n");
  EXPECT_THAT(z, HasSubstr("timekeeper scanner marshal tail_walker\n"));
  // (Never a list in brackets: the towns are a list of their own.)
  EXPECT_THAT(zebra_of("The growers, Ann, Bo, Cy and Di, came from four different towns (Ely, "
                       "Diss, Holt and Wells), and grew four crops: kale, leeks, peas and beans."
                       "\n\n- Ann came from Ely.\n"),
              HasSubstr("Ely Diss Holt Wells\n"));
}

TEST(EnglishNoticeWordings, TheFirstRowsOfACoachCountFromTheFront) {
  const std::string head =
      "Our five people sit in the first five rows, row one right behind the driver, back to row "
      "five: Edna, Arthur, Pauline, Ray and Dot, one to a row. Ray, put the bag down. They all "
      "come from different places: Wigan, Bolton, Leigh, Chorley and Bury.\n\n";
  EXPECT_EQ(statement(head, "Arthur sits two rows behind the one from Bolton."),
            "Arthur 2 right of Bolton");
  EXPECT_EQ(statement(head, "Edna is sat somewhere in front of Ray."), "Edna left of Ray");
  // (A remark's `before` with nothing after it is no place in the row.)
  EXPECT_EQ(statement(head,
                      "Pauline's from neither Wigan nor Leigh - she was very clear about "
                      "that, she's had words with me about it before."),
            "neither Wigan nor Leigh is Pauline");
  EXPECT_THAT(zebra_of(head + "1. Arthur sits two rows behind Dot.\n"),
              HasSubstr("positions: 5\n"));
}

TEST(EnglishNoticeWordings, ARemarkMayEndInAnIdiom) {
  const std::string head =
      "Four friends: Ann, Bo, Cy and Di. They ordered tea, coffee, cocoa and juice.\n\n";
  EXPECT_EQ(statement(head, "Ann didn't have the tea, she's told me about it before."),
            "Ann is not tea");
  EXPECT_EQ(statement(head, "Bo had the juice, it'd only end in tears otherwise."), "");
  EXPECT_EQ(statement(head, "Bo had the juice - it'd only end in tears, wouldn't it."),
            "Bo is juice");
}

TEST(EnglishNoticeWordings, AWhiteboardsShorthand) {
  const std::string head =
      "This week's cooks: Sully, Ortega, Kowal, Dee\n"
      "Everybody's on a different rig: Engine, Ladder, Rescue, Medic\n"
      "Menu (one each): chili, tacos, meatloaf, stir-fry\n"
      "Time on the job: 2, 5, 9, 16 years (one each)\n\n";
  // (The measured list's own words inside the comparison, `guy` for the
  // one on the Ladder, a remark of the same of a thing no list holds.)
  EXPECT_THAT(zebra_of(head + "- the Ladder guy has 7 more years on the job than Dee\n"
                              "- Sully is not on the Medic\n- Ortega is not on the Engine\n- Kowal "
                              "is not on the Rescue\n"),
              HasSubstr("1: time_job(Ladder) = time_job(Dee) + 7\n"));
  EXPECT_THAT(zebra_of(head + "- the chili cook has the most time on the job (same recipe for "
                              "years now, nobody complain)\n"
                              "- Sully is not on the Medic\n- Ortega is not on the Engine\n- Kowal "
                              "is not on the Rescue\n"),
              HasSubstr("1: chili is time_job.16\n"));
}

TEST(EnglishNoticeWordings, YrsAreYears) {
  const std::string z = zebra_of(
      "Cooks: Sully, Ortega, Kowal, Dee\nTime on the job: 2, 5, 9, 16 yrs (one each)\n\n"
      "- Sully has 7 more yrs than Dee\n- Kowal has 4 yrs less than Ortega\n"
      "How many years has Sully got on?\n");
  EXPECT_THAT(z, HasSubstr("ask: time_job of Sully\n"));
}

TEST(EnglishNoticeWordings, ACaravanSitesPitches) {
  const std::string head =
      "Top field only, the four hardstandings along the hedge, numbered 1 to 4 with 1 nearest "
      "the shower block.\nIn on the top field: the Hendersons, the Okafors, Mrs Pryce and "
      "Steve.\nVans: a Bailey, a Swift, an Elddis and a Lunar.\n\n";
  EXPECT_EQ(statement(head, "The Swift is on the pitch one up from the Hendersons."),
            "Swift just right of Hendersons");
  EXPECT_EQ(statement(head, "Whoever's on pitch 2 has the Lunar."), "Lunar at 2");
  EXPECT_EQ(statement(head,
                      "Okafors are NOT next to Steve (words were had over a windbreak on "
                      "Wednesday, don't ask)."),
            "Okafors not next to Steve");
  // (`the next one down from` keeps the row's own reading: down a street
  // may be either way.)
  EXPECT_NE(statement(head, "The Swift is on the pitch one down from the Hendersons."),
            "Swift just right of Hendersons");
}

TEST(EnglishNoticeWordings, ACaptionsLastSlotAndPointedQuestion) {
  const std::string z = zebra_of(
      "three poets made it to the final: Dez, Marisol and Jonah. they went up one at a time "
      "(first, second, third), and the scores were 27.4, 28.9 and 29.6.\n\n"
      "- whoever closed the night got the top score\n- Marisol did not get 27.4\n\n"
      "two questions for the comments \U0001F447 who got 28.9? what did Marisol score?\n");
  EXPECT_THAT(z, HasSubstr("1: up_time.3 is 29.6\n"));
  EXPECT_THAT(z, HasSubstr("ask: poet of 28.9\n"));
  EXPECT_THAT(z, HasSubstr("# two questions for the comments"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

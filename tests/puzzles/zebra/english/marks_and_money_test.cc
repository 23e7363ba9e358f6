// Markdown's emphasis, money in any currency, and what a word of money or
// of height asks, in our own words: `**When was the gate fixed?**` is a
// question (it was taken for a heading that names nothing and lost);
// naira, rupees and won are sums as pounds are; `the one to grumble the
// most` measures none of the sums; `What is the bakery paying?` asks the
// money, and where no list is of money nothing else answers it; `the top
// floor` of the 1st to 4th floors is the 4th; remarks that only say `her`
// or `remember` say nothing of the grid.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::error_of;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kRepairs =
    "## Repairs log\n\n"
    "Three jobs were done on Monday by Ines, Jon and Kit: the *gate*, the fence and the shed. "
    "They were signed off at 09:10, 09:40 and 10:25.\n\n"
    "1. **Ines** fixed the gate.\n"
    "2. Jon signed off before Kit.\n"
    "3. The shed was signed off last.\n"
    "4. Jon did not do the fence.\n\n";

TEST(EnglishMarks, AQuestionInBoldIsAsked) {
  const std::string z = zebra_of(kRepairs +
                                 "- **When was the fence signed off?**\n"
                                 "- *Who fixed the shed?*\n");
  EXPECT_THAT(z, HasSubstr("1: Ines is gate\n"));
  EXPECT_THAT(z, HasSubstr("ask: time of fence\n"));
  EXPECT_THAT(z, HasSubstr(" of shed\n"));
  // (A lone mark stays: a bullet `* `, a product `5 * 3`, a name `kit_bag`.)
  EXPECT_THAT(zebra_of(kRepairs + "* Who fixed the fence?\n"), HasSubstr(" of fence\n"));
}

const std::string kCloth =
    "Four aunties, Bisi, Kemi, Tolu and Yemi, bought cloth for the wedding: gold, wine, emerald "
    "and peach, one each. They paid \u20a620,000, \u20a635,000, \u20a650,000 and \u20a665,000, "
    "and they collect on Tuesday, Wednesday, Thursday and Friday.\n\n";

TEST(EnglishMoney, AnyCurrencySignMakesASum) {
  EXPECT_THAT(zebra_of(kCloth + "1. Bisi took gold.\n"),
              HasSubstr("ordered paid: 20000 35000 50000 65000\n"));
  EXPECT_EQ(statement(kCloth, "Whoever took gold paid \u20a615,000 more than whoever took wine."),
            "paid(gold) = paid(wine) + 15000");
  const std::string rupees =
      "Three cousins, Anil, Bina and Chetan, gave \u20b9500, \u20b9700 and \u20b9900.\n\n";
  EXPECT_EQ(statement(rupees, "Bina gave \u20b9200 more than Anil."),
            "gave(Bina) = gave(Anil) + 200");
}

TEST(EnglishMoney, ADeedNoListMeasuresIsNoMost) {
  // (Neither the most money nor the latest day: a grumble is counted by
  // no list.)
  EXPECT_EQ(statement(kCloth, "Tolu will be the one to complain the most."), "");
  EXPECT_EQ(statement(kCloth, "Tolu was the one to pay the most."), "Tolu is paid.65000");
  // A bare `the most` is an amount, and a day is none: `Ann grumbled the
  // most` of the days they came is no latest day (`the most recently` is).
  const std::string days =
      "Three friends, Ann, Bo and Cy, came to stay on Monday, Tuesday and Wednesday, one a "
      "day. Each brought a different gift: wine, cake or flowers.\n\n";
  EXPECT_EQ(statement(days, "Ann grumbled the most."), "");
  EXPECT_EQ(statement(days, "Ann came the latest."), "Ann is day.3");
}

const std::string kLedger =
    "Three customers, the Green Door, the Pharmacy and the Oak Bar, are served by Frank, Lou "
    "and Dutch, one each. They take 10, 15 and 25 cases, at $45, $60 and $70 a case.\n\n"
    "1. Frank serves the Pharmacy.\n"
    "2. Lou serves the Oak Bar.\n"
    "3. The Green Door takes 25 cases.\n"
    "4. The Pharmacy pays $70 a case.\n"
    "5. The Oak Bar takes 10 cases.\n"
    "6. The Oak Bar pays $60 a case.\n\n";

TEST(EnglishMoney, AWordOfMoneyAsksTheMoney) {
  for (const char* q : {"What is the Oak Bar paying a case?", "What is the Oak Bar paying?",
                        "How much does the Oak Bar pay?"})
    EXPECT_THAT(zebra_of(kLedger + q + "\n"), HasSubstr("ask: price of Oak_Bar\n")) << q;
  // (What one pays for is no money.)
  const std::string bought =
      "Three friends, Ann, Bo and Cy, bought a kite, a ball and a yoyo.\n\n"
      "1. Ann bought the kite.\n2. Bo bought the ball.\n\n";
  EXPECT_THAT(zebra_of(bought + "What did Cy pay for?\n"), HasSubstr("ask: "));
  // (Sums counted in a currency's name are money too.)
  const std::string dollars =
      "Three friends, Ann, Bo and Cy, bought a kite, a ball and a yoyo for 5, 10 and 15 "
      "dollars.\n\n1. Ann bought the kite.\n2. Bo bought the ball.\n3. The kite cost 5 "
      "dollars.\n4. Bo paid 10 dollars.\n\n";
  EXPECT_THAT(zebra_of(dollars + "What did Cy pay?\n"), HasSubstr("ask: dollar of Cy\n"));
  EXPECT_THAT(zebra_of(dollars + "How much did Cy pay?\n"), HasSubstr("ask: dollar of Cy\n"));
  // (Where no list is of money, no other list answers it.)
  EXPECT_THAT(error_of(bought + "What did Cy pay?\n"), HasSubstr("could not read this question"));
}

TEST(EnglishHeights, TheTopFloorIsTheHighest) {
  const std::string hotel =
      "Four friends, Ann, Bea, Cat and Dee, had rooms on the 1st, 2nd, 3rd and 4th floors, "
      "at \u20ac65, \u20ac80, \u20ac95 and \u20ac110 a night.\n\n";
  EXPECT_THAT(statement(hotel, "The cheapest room was the one at the very top."),
              HasSubstr("floor.4"));
  EXPECT_THAT(statement(hotel, "Ann was on the top floor."), HasSubstr("floor.4"));
  EXPECT_THAT(statement(hotel, "Ann was on the bottom floor."), HasSubstr("floor.1"));
}

TEST(EnglishRemarks, HerAndRememberNameNothing) {
  const std::string syrup =
      "Four of us boiled syrup: Rene, Chantal, Ben and Marie. We made 410, 455, 520 and 580 "
      "litres, and the batches were Golden, Amber, Dark and Very Dark.\n\n";
  // (A remark after a dash, with `her` and `and`, is no clue; `and` once
  // made it speak of a list whose line holds `and`.)
  EXPECT_EQ(statement(syrup,
                      "Chantal made the least syrup \u2014 she says her buckets had a leak, and "
                      "we believe her."),
            "Chantal is made_litre.410");
  EXPECT_EQ(statement(syrup, "Here is all I remember: Ben made the Golden."), "Ben is Golden");
  // (A comparative in a remark is no remark: `later` says something.)
  EXPECT_EQ(statement(syrup, "Ben made the Golden \u2014 he says Rene made more."), "");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// People named only in the clues and questions (infer_categories.h,
// add_named_people): a row or a grid whose lists give every category but
// the people's names. Riddles written for these tests, each checked unique.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "puzzles/zebra/english/english_testing.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::error_of;
using testing_english::statement;
using testing_english::zebra_of;

const std::string kCottages =
    "Three friends live in three cottages in a row, numbered 1 to 3 from left to right. Each "
    "cottage has a different door colour: red, green, blue. Each friend keeps a different pet: "
    "cat, dog, hamster.\n\n"
    "1. Priya lives in cottage 1.\n2. Tomas's door is green.\n"
    "3. Olek's cottage is not next to Priya's.\n4. Priya's door is not blue.\n"
    "5. The dog lives in the middle cottage.\n6. Olek keeps the hamster.\n\n"
    "Who keeps the dog? What pet does Priya keep?\n";

TEST(EnglishUnlistedNames, ARowsPeopleNamedOnlyInItsClues) {
  // `Priya` only opens sentences but owns a door (`Priya's`); in the order
  // the clues first name them.
  const std::string z = zebra_of(kCottages);
  EXPECT_THAT(z, HasSubstr("category name: Priya Tomas Olek\n"));
  EXPECT_THAT(z, HasSubstr("\n3: Olek not next to Priya\n"));
  EXPECT_THAT(z, HasSubstr("ask: name of dog\n"));
}

TEST(EnglishUnlistedNames, AGridsPeopleAndTheirTitles) {
  // A grid without positions: the three bakers are named only in clues.
  const std::string fair =
      "Three members of the bridge club each baked a different cake for the summer fair, and "
      "each cake sold for a different price.\n\nCakes: lemon, carrot, ginger\n"
      "Prices: $4, $6, $8\n\n"
      "1. Hattie's cake sold for $2 more than the carrot cake.\n"
      "2. Mabel's cake was the cheapest.\n3. The lemon cake cost the most.\n"
      "4. Hattie didn't bake the lemon cake.\n5. Ruth's cake was not the carrot cake.\n\n"
      "Who baked the lemon cake?\n";
  EXPECT_THAT(zebra_of(fair), HasSubstr("category name: Hattie Mabel Ruth\n"));
  // Ruth is never named: two names for three bakers are no list, and the
  // first clue is refused at Hattie, not read without her.
  std::string two = fair;
  two.erase(two.find("5. Ruth's"), std::string("5. Ruth's cake was not the carrot cake.\n").size());
  EXPECT_THAT(error_of(two), HasSubstr("r.txt:6:4: could not read this clue"));
  EXPECT_THAT(error_of(two), HasSubstr("not understood: `Hattie`"));
  // A family's titles go before the names, and are not names themselves.
  const std::string chairs =
      "Three relatives sat on three chairs in a row, numbered 1 to 3 from left to right. Each "
      "had a different drink: tea, cocoa, sherry.\n\n"
      "1. Aunt Maud was on chair 1.\n2. Uncle Rufus drank the sherry.\n"
      "3. Cousin Percy was not on chair 3.\n4. Maud did not drink tea.\n\n"
      "What did Percy drink? Who sat on chair 3?\n";
  const std::string z = zebra_of(chairs);
  EXPECT_THAT(z, HasSubstr("category name: Maud Rufus Percy\n"));
  EXPECT_THAT(z, HasSubstr("\n1: Maud at 1\n"));
  testing::RunResult r = testing::run_deduce({"solve", "--format", "json", "-"}, chairs);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto asks = nlohmann::json::parse(r.out).at("results").at(0).at("asks");
  ASSERT_EQ(asks.size(), 2u);
  EXPECT_EQ(asks[0].at("answer"), "tea");
  EXPECT_EQ(asks[1].at("answer"), "Rufus");
}

TEST(EnglishUnlistedNames, NotWhereAListGivesThePeopleOrTheFrameNamesThem) {
  // A list of friends: the capitalised words of the clues are not a second.
  const std::string listed =
      "There are 3 houses in a row.\nFriends: Ann, Bo, Cy\nPets: cat, dog, hamster\n\n"
      "1. Ann keeps the cat.\n2. Bo lives in house 2.\n3. Cy's pet is the dog.\n";
  EXPECT_THAT(zebra_of(listed), Not(HasSubstr("category name:")));
  // A place the introduction names (`Fruit Street`) is no one's name:
  // without it the three people are counted right, and the sentence is
  // refused for the street alone (Zara is read).
  const std::string street =
      "Three children live in three houses on Fruit Street, numbered 1 to 3 from left to "
      "right. Each child has a different favourite fruit: apples, pears, plums.\n\n"
      "1. Zara lives at number 1 on Fruit Street.\n2. Lee's favourite fruit is pears.\n"
      "3. Kit lives next to Lee.\n";
  EXPECT_THAT(error_of(street), HasSubstr("r.txt:3:4: could not read this clue: \"Zara lives at "
                                          "number 1 on Fruit Street\" (it names Zara and position "
                                          "1, but"));
  EXPECT_THAT(error_of(street), HasSubstr("not understood: `Street`"));
  std::string plain = street;
  plain.replace(plain.find(" on Fruit Street."), 17, ".");
  EXPECT_THAT(zebra_of(plain), HasSubstr("category name: Zara Lee Kit\n"));
}

TEST(EnglishUnlistedNames, AFullNameSaidByAFirstNameOrASurname) {
  // Collectors listed by full name, said by a first name or a surname.
  const std::string fair =
      "Four collectors each bought one LP.\n\nThe collectors - Lenny Farraday, Joan Pilbeam, Gus "
      "Moreau and Terri Vance.\nThe albums - Blue Pylon, Neon Harvest, Paper Moons and Velvet "
      "Thunder.\n\n";
  EXPECT_EQ(statement(fair, "Terri did not go home with Paper Moons."),
            "Terri_Vance is not Paper_Moons");
  EXPECT_EQ(statement(fair, "Pilbeam bought Blue Pylon."), "Joan_Pilbeam is Blue_Pylon");
  // Not of a list not said to be people, nor of names of one word and two
  // (boats named `Kittiwake` and `Sea Holly`: `sea` is no boat).
  const std::string jetty =
      "Three boats are tied up side by side. They are the Kittiwake, the Osprey and the Sea "
      "Holly. Each has a different skipper (Alun, Bryn or Cerys).\n\n";
  EXPECT_EQ(statement(jetty, "Alun looks out to sea."), "");
}

TEST(EnglishUnlistedNames, APersonTheIntroductionNamesAsAnOwner) {
  // `Ivy's husband` in the introduction says Ivy as a person's name: she
  // is one of the three, not a word of the framing (which had left two
  // names for three marrows, and the first clue refused at `Nora`).
  const std::string marrows =
      "Three neighbours grew marrows for the village show, and Ivy's husband still says hers was "
      "robbed. The weights were as follows: 4 kg, 6 kg and 9 kg.\n\n"
      "1. Ivy's marrow was lighter than Nora's.\n2. Nora's marrow was not the lightest.\n"
      "3. Wilf's marrow weighed 9 kg.\n\nHow heavy was Ivy's marrow?\n";
  const std::string z = zebra_of(marrows);
  EXPECT_THAT(z, HasSubstr("category name: Ivy Nora Wilf\n"));
  // What the line says of the values (`were as follows`, `were all over
  // the place`) names no list: its subject does.
  EXPECT_THAT(z, HasSubstr("ordered weight: 4 6 9\n"));
  EXPECT_THAT(z, HasSubstr("ask: weight of Ivy\n"));
  std::string varied = marrows;
  varied.replace(varied.find("were as follows"), 15, "were all over the place");
  EXPECT_THAT(zebra_of(varied), HasSubstr("ordered weight: 4 6 9\n"));
  // In prose, without a colon's heading, the same.
  std::string prose = marrows;
  prose.replace(prose.find("The weights were as follows: 4 kg, 6 kg and 9 kg."), 49,
                "Because the summer was odd, their weights were all over the place, 4 kg, 6 kg "
                "and 9 kg.");
  EXPECT_THAT(zebra_of(prose), HasSubstr("ordered weight: 4 6 9\n"));
}

TEST(EnglishUnlistedNames, AFamilyNamedAsOneIsNoneOfThePeople) {
  // `When the Pembertons hold their harvest supper`: the family, said as
  // one; the five people are the others (six names for five seats had
  // been no list, and the first clue refused at `Aunt`).
  const std::string supper =
      "When the Pembertons hold their harvest supper, the family sit along one side of the "
      "table. There were five of them, in seats numbered 1 to 5. Each had a different drink: "
      "cider, elderflower, ginger beer, sherry or stout.\n\n"
      "Aunt Maud sat in the very middle seat. Grandpa Walter sat next to Maud. Cousin Percy sat "
      "next to Nell. Uncle Rufus sat at an end.\n\nWho drank the stout?\n";
  EXPECT_THAT(zebra_of(supper), HasSubstr("category name: Maud Walter Percy Nell Rufus\n"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

// Reading English riddles (puzzles/zebra/english): the benchmark forms
// answered against their published answers, texts of our own in each form,
// the words of the phrase table, and refusals located at their sentence.
#include <cstdio>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/zebra/english/read_english.h"
#include "deduce/puzzles/zebra/english/words.h"
#include "deduce/puzzles/zebra/model/solver.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using ::testing::Not;

Puzzle load(const std::string& name) {
  const std::string path = "tests/puzzles/zebra/english/data/" + name;
  return parse_english(testing::slurp(testing::source_path(path)), path);
}

// Every solution's answer to each ask, as answer_text writes it, and the
// number of solutions (at most `cap`).
struct Answers {
  std::vector<std::set<std::string>> per_ask;
  int solutions = 0;
};

Answers answers(const Puzzle& p, int cap = 50) {
  Answers a;
  a.per_ask.resize(p.asks.size());
  search::SearchOptions o;
  solve(p, o, [&](const Positions& s) {
    for (std::size_t i = 0; i < p.asks.size(); ++i)
      a.per_ask[i].insert(answer_text(p, p.asks[i], answer(p.asks[i], s)));
    return ++a.solutions < cap;
  });
  return a;
}

std::string parse_error_of(const std::string& text) {
  try {
    parse_english(text, "r.txt");
  } catch (const io::InputError& e) {
    return e.what();
  }
  return "";
}

TEST(EnglishWords, StemsIgnoreCaseNumberHyphensAndPossessives) {
  EXPECT_EQ(stems("Harley-Davidson"), "harley davidson");
  EXPECT_EQ(stems("geckoes Diamonds lilies"), "gecko diamond lily");
  EXPECT_EQ(stems("mother's Swiss bus"), "mother swiss bus");
  EXPECT_EQ(stems("The mothers' names"), "the mother name");
  // `-uses` of Latin nouns, `-children` and `-men`: the singular.
  EXPECT_EQ(stems("bonuses buses uses houses causes refuses"), "bonus bus use house cause refuse");
  EXPECT_EQ(stems("grandchildren firemen women"), "grandchild fireman woman");
}

TEST(EnglishBbeh, AnswersThePublishedPosition) {
  // {file, the task's target}: a 7-person puzzle with irrelevant clues,
  // one naming positions (`the person at the 2nd position`), and one where
  // `Rose` the name and `roses` the flowers share a stem.
  for (const auto& [file, target] : {std::pair<const char*, const char*>{"bbeh_000.txt", "6"},
                                     {"bbeh_186.txt", "6"},
                                     {"bbeh_189.txt", "4"}}) {
    const Puzzle p = load(file);
    ASSERT_EQ(p.asks.size(), 1u) << file;
    const Answers a = answers(p);
    EXPECT_GE(a.solutions, 1) << file;
    EXPECT_EQ(a.per_ask[0], std::set<std::string>{target}) << file;
  }
}

TEST(EnglishBbeh, APhraseNamingTwoValuesIsAskedBothWaysNeverGuessed) {
  // `biking` is a hobby and a physical activity: the question is asked of
  // each, and their answers differ, so no single answer is given.
  const Puzzle p = load("bbeh_129.txt");
  ASSERT_EQ(p.asks.size(), 2u);
  const Answers a = answers(p);
  ASSERT_EQ(a.solutions, 1);
  EXPECT_NE(*a.per_ask[0].begin(), *a.per_ask[1].begin());
}

TEST(EnglishZebraLogic, ReadsTheWholeTableUniquely) {
  const Puzzle p = load("zebralogic_garden.txt");
  ASSERT_EQ(p.n, 4);
  ASSERT_EQ(p.clues.size(), 13u);
  EXPECT_EQ(p.clues[0].line, 8);  // `1. The Norwegian is in the first house.`
  int solutions = 0;
  Positions only;
  solve(p, search::SearchOptions{}, [&](const Positions& s) {
    only = s;
    return ++solutions < 2;
  });
  ASSERT_EQ(solutions, 1);
  const auto table = by_position(only);
  const std::vector<std::string> names = {"Bob", "Dan", "Carol", "Alice"};
  for (int k = 0; k < 4; ++k) EXPECT_EQ(p.categories[0].values[table[0][k]], names[k]);
}

// ZebraLogic's own ways of naming values, in a text of our own: two
// categories sharing a value (the name and the child `Alice`, the pet and
// the animal `bird`, red hair and the colour red) told apart by how the
// benchmark phrases each (phrase_table.h value_phrases()), `F-150` for
// `f150`, `paints` for `painting`, `smoothies` for `smoothie`, and the
// column heads as ZebraLogic writes them.
TEST(EnglishZebraLogic, SharedValuesAreToldApartByTheirPhrasings) {
  const std::string file =
      testing::source_path("tests/puzzles/zebra/english/data/zebralogic_shared_values.txt");
  testing::RunResult r = testing::run_deduce({"solve", "--format", "answer", file});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(
      nlohmann::json::parse(r.out),
      nlohmann::json::parse(
          R"({"header":["House","Name","Children","Pet","Animal","HairColor","Color",)"
          R"("CarModel","Hobby","Smoothie"],"rows":[)"
          R"(["1","Bob","Alice","bird","horse","red","blue","ford f150","painting","cherry"],)"
          R"(["2","Alice","Fred","cat","bird","black","red","tesla model 3","cooking","lime"],)"
          R"(["3","Eric","Bella","dog","cat","blonde","green","honda civic","gardening",)"
          R"("desert"],)"
          R"(["4","Peter","Timothy","fish","dog","brown","white","toyota camry","knitting",)"
          R"("watermelon"]]})"));
  // A phrasing the benchmark does not use for either keeps both values,
  // and the message says which category each is.
  std::string text = testing::slurp(file);
  const std::string clue = "The person who has a cat is directly left of the cat lover.";
  text.replace(text.find(clue), clue.size(),
               "The person with the cat is the cat lover's left neighbour.");
  EXPECT_THAT(parse_error_of(text),
              HasSubstr("r.txt:19:4: could not read this clue: \"The person with "
                        "the cat is the cat lover's left neighbour\" (a phrase "
                        "names two values: cat (pet) and cat (animal))"));
}

// ZebraLogic's multiple-choice questions (`What is BookGenre of the person
// who lives in House 3?`, a category by its column head) in the framing
// reasoning-gym gives the same puzzles (`This is a logic puzzle. There are
// 3 houses (numbered 1 on the left, ...)`), found without --kind; the
// choices pasted after a question (`A) pizza`) are passed over.
TEST(EnglishZebraLogic, AsksACategoryOfAHouseByItsColumnHead) {
  const std::string file =
      testing::source_path("tests/puzzles/zebra/english/data/zebralogic_questions.txt");
  const testing::RunResult r = testing::run_deduce({"solve", "--format", "answer", file});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "carla\nfantasy\npizza\n");
  // A head that is no category of the puzzle: the question is refused there.
  std::string text = testing::slurp(file);
  text.replace(text.find("BookGenre"), 9, "Sport");
  EXPECT_THAT(parse_error_of(text),
              HasSubstr("r.txt:14:1: could not read this question: \"What is Sport of the "
                        "person who lives in House 3\" (it names position 3"));
}

// Five short lines, found without --kind: two clues said before the line
// that lists the values are read as clues (`0a`, `0b`), never shown as
// comments and lost.
TEST(EnglishClues, SaidBeforeTheListsAreRead) {
  const std::string file = ::testing::TempDir() + "/drinks_said_first.txt";
  {
    std::FILE* f = std::fopen(file.c_str(), "w");
    ASSERT_NE(f, nullptr);
    std::fputs(
        "Three friends ordered drinks.\nTom had tea.\nSue didn't have coffee.\n"
        "Jim, Sue and Tom had tea, coffee and juice.\nWho had juice?\n",
        f);
    std::fclose(f);
  }
  const testing::RunResult r = testing::run_deduce({"solve", "--format", "answer", file});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "Sue\n");
  const testing::RunResult t = testing::run_deduce({"translate", file});
  EXPECT_THAT(t.out, AllOf(HasSubstr("# Tom had tea\n0a: Tom is tea\n"),
                           HasSubstr("# Sue didn't have coffee\n0b: Sue is not coffee\n")));
}

TEST(EnglishClassic, TheFishVersionAnswersTheGerman) {
  const Puzzle p = load("classic_fish.txt");
  const Answers a = answers(p);
  EXPECT_EQ(a.solutions, 1);
  EXPECT_EQ(a.per_ask.at(0), std::set<std::string>{"German"});
}

TEST(EnglishClassic, TheLife1962TextFindsItsCategoriesInItsClosingParagraph) {
  // No lists: the closing paragraph names color, nationality, pets,
  // beverages and cigarettes, and the clues and questions their values.
  const Puzzle p = load("classic_life_1962.txt");
  ASSERT_EQ(p.categories.size(), 5u);
  EXPECT_EQ(p.categories[2].name, "pet");
  EXPECT_EQ(p.categories[2].values,
            (std::vector<std::string>{"dog", "snails", "fox", "horse", "zebra"}));
  ASSERT_EQ(p.asks.size(), 2u);
  const Answers a = answers(p);
  EXPECT_EQ(a.solutions, 1);
  EXPECT_EQ(a.per_ask[0], std::set<std::string>{"Norwegian"});
  EXPECT_EQ(a.per_ask[1], std::set<std::string>{"Japanese"});
}

TEST(EnglishClassic, AnUnlistedCategoryWithTooFewValuesIsAnError) {
  EXPECT_THAT(parse_error_of("There are three houses.\nThe red house is next to the blue house.\n"
                             "Each house is painted a different color.\n"),
              HasSubstr("r.txt:3:1: the clues name 2 values of color (red, blue), but the puzzle "
                        "has 3 positions"));
}

TEST(EnglishTranslation, EachClueFollowsItsSentence) {
  const std::string path = "tests/puzzles/zebra/english/data/zebralogic_garden.txt";
  const Translation t = translate_english(testing::slurp(testing::source_path(path)), path);
  EXPECT_THAT(t.zebra, HasSubstr("# The Norwegian is in the first house\n1: norwegian at 1\n"));
  EXPECT_THAT(
      t.zebra,
      HasSubstr("# There is one house between Bob and the German\n2: Bob 2 away from german\n"));
  EXPECT_THAT(t.zebra, HasSubstr("13: tennis is dane\n"));  // `the Danish person` is the Dane
}

const char kHead[] =
    "There are 3 people next to each other in a row in positions 1, 2, 3 who have the following "
    "characteristics.\n"
    "Everyone has a different name: Ann, Bo, Cy.\n"
    "Everyone likes a different fruit: orange, apple, pear.\n"
    "Everyone lives in a different colored house: orange, red, blue.\n";

TEST(EnglishErrors, AnUnreadableSentenceIsLocatedAndQuoted) {
  EXPECT_EQ(parse_error_of(std::string(kHead) + "Clue 1: Ann is north of Bo.\n"),
            "r.txt:5:9: could not read this clue: \"Ann is north of Bo\" (it names Ann and Bo, but "
            "no phrasing of docs/english.md fits the rest; not understood: `north`)");
  EXPECT_THAT(parse_error_of(std::string(kHead) + "Clue 1: Ann is in the 4th house.\n"),
              HasSubstr("r.txt:5:9: could not read this clue"));
  EXPECT_THAT(parse_error_of("There are 3 houses.\nEveryone has a name: Ann, Bo.\n"),
              HasSubstr("r.txt:2:1: this list has 2 values, but the puzzle has 3 positions"));
  EXPECT_THAT(parse_error_of("Hello.\n"), HasSubstr("r.txt:1:1: no list of values found"));
  // A place the sentence names is said as a position (it once read past the
  // categories and crashed).
  EXPECT_THAT(parse_error_of(std::string(kHead) + "Clue 1: Ann is north of the first house.\n"),
              HasSubstr("(it names Ann and position 1, but no phrasing"));
}

TEST(EnglishErrors, AValueIsFoundByItsCategorysNounsOrReadBothWays) {
  // `the orange house` is the colour; `the person who likes orange` reads
  // two ways, so the clue holds in one of them and the translation says so.
  EXPECT_EQ(parse_error_of(std::string(kHead) + "Clue 1: Ann lives in the orange house.\n"), "");
  const Translation t = translate_english(
      std::string(kHead) + "Clue 1: Ann is the person who likes orange.\n", "r.txt");
  EXPECT_THAT(t.zebra, HasSubstr("1: any of: Ann is fruit.orange; Ann is colored_house.orange\n"));
}

// One clue on a five-house head, as its .zebra statement ("" when the
// reader refuses it).
std::string clue_statement(const std::string& clue) {
  const std::string text =
      "There are 5 houses in a row.\n"
      "Each owner has a different name: Ann, Bo, Cy, Di, Ed.\n"
      "Each owner keeps a different pet: dog, cat, fish, bird, horse.\n" +
      clue + "\n";
  try {
    const std::string z = translate_english(text, "r.txt").zebra;
    const std::size_t at = z.find("\n1: ");
    return at == std::string::npos ? "" : z.substr(at + 4, z.find('\n', at + 1) - at - 4);
  } catch (const io::InputError&) {
    return "";
  }
}

TEST(EnglishPhrases, EachPublishedKindReadsAsItsStatement) {
  const std::pair<const char*, const char*> cases[] = {
      {"Ann is not immediately to the left of the dog.", "Ann not just left of dog"},
      {"Ann is not directly left of the dog.", "Ann not just left of dog"},
      {"The cat owner is not immediately to the right of Bo.", "cat not just right of Bo"},
      {"Cy is not directly right of the fish.", "Cy not just right of fish"},
      {"Ann is not somewhere to the left of Bo.", "Ann not left of Bo"},
      {"Ann is not anywhere to the right of the person who keeps the bird.",
       "Ann not right of bird"},
      {"Ann is two houses to the left of Bo.", "Ann 2 left of Bo"},
      {"The horse lives 3 houses to the right of Di.", "horse 3 right of Di"},
      {"There is one house between Ann and Bo, with Ann on the left.", "Ann 2 left of Bo"},
      {"There are two houses between Ann and Bo, with Bo on the left.", "Bo 3 left of Ann"},
      {"There is one house between the dog and Bo, with the dog on the right.",
       "dog 2 right of Bo"},
      {"Ann is in the first or the third house.", "Ann at 1 or 3"},
      {"Ann lives in the second or fourth house.", "Ann at 2 or 4"},
      {"Ann is either in the fifth house or in the first house.", "Ann at 1 or 5"},
      {"The dog is either the person at the 2nd position or the person at the 3rd position.",
       "dog at 2 or 3"},
      {"Ann is Bo, Cy or the fish owner.", "Ann is Bo or Cy or fish"},
      {"The dog is one of Bo, Cy and Di.", "dog is Bo or Cy or Di"},
      {"Ann is either the dog, the cat or the bird.", "Ann is dog or cat or bird"},
      {"The fish is neither Ann nor Bo.", "neither Ann nor Bo is fish"},
      {"Neither Ann nor Bo keeps the fish.", "neither Ann nor Bo is fish"},
      {"Of Ann and Bo, one keeps the dog and the other keeps the cat.",
       "Ann and Bo are dog and cat"},
      {"Of the dog owner and Cy, one is Di and the other is the person who keeps the bird.",
       "dog and Cy are Di and bird"},
  };
  for (const auto& [clue, statement] : cases) EXPECT_EQ(clue_statement(clue), statement) << clue;
  // The place category is not needed for `at k or m`.
  EXPECT_THAT(translate_english("There are 3 houses in a row.\nEach owner has a different name: "
                                "Ann, Bo, Cy.\nAnn is in the first or the third house.\n",
                                "r.txt")
                  .zebra,
              Not(HasSubstr("category place")));
  // Unsaid words stay unsaid: `not to the left of` is not `not somewhere to
  // the left of`, and a sixth house does not exist.
  for (const char* refused :
       {"Ann is not to the left of Bo.", "Ann is to the left of Bo.",
        "Ann is in the first or the sixth house.", "Ann is 2 houses left of Bo and Cy."})
    EXPECT_EQ(clue_statement(refused), "") << refused;
}

TEST(EnglishCli, SolvesTranslatesAndRefusesWithExitTwo) {
  const std::string file = testing::source_path("tests/puzzles/zebra/english/data/bbeh_000.txt");
  const testing::RunResult solved = testing::run_deduce({"solve", file});
  EXPECT_EQ(solved.exit_code, 0);
  EXPECT_THAT(solved.out, HasSubstr("position of Chinese: 6"));
  const testing::RunResult translated = testing::run_deduce({"translate", file});
  EXPECT_EQ(translated.exit_code, 0);
  EXPECT_THAT(translated.out, HasSubstr("ask: position of Chinese"));
  const testing::RunResult bad =
      testing::run_deduce({"solve", "-"}, std::string(kHead) + "Clue 1: Ann is north of Bo.\n");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_THAT(bad.err, HasSubstr("<stdin>:5:9: could not read this clue: \"Ann is north of Bo\""));
  const testing::RunResult zebra =
      testing::run_deduce({"translate", testing::source_path("examples/einstein.zebra")});
  EXPECT_EQ(zebra.exit_code, 2);
  EXPECT_THAT(zebra.err, HasSubstr("translate reads English riddles"));
}

// solve --format answer: the benchmark's own form, written only when sure.
TEST(EnglishAnswer, WritesEachBenchmarksFormOnlyWhenEverySolutionAgrees) {
  const auto data = [](const char* name) {
    return testing::source_path(std::string("tests/puzzles/zebra/english/data/") + name);
  };
  // BBEH: 40 solutions (irrelevant clues), one position in all of them.
  testing::RunResult r = testing::run_deduce({"solve", "--format", "answer", data("bbeh_000.txt")});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "6\n");
  // The classic riddle's two questions, in the order asked, as the text writes them.
  r = testing::run_deduce({"solve", "--format", "answer", data("classic_life_1962.txt")});
  EXPECT_EQ(r.out, "Norwegian\nJapanese\n");
  // ZebraLogic: the whole table in its JSON, the place column left out.
  r = testing::run_deduce({"solve", "--format", "answer", data("zebralogic_garden.txt")});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const auto table = nlohmann::json::parse(r.out);
  EXPECT_EQ(table.at("header"),
            nlohmann::json({"House", "Name", "Pet", "FavoriteSport", "Nationality"}));
  EXPECT_EQ(table.at("rows").at(3), nlohmann::json({"4", "Alice", "goldfish", "judo", "swede"}));
  // A question read two ways whose readings disagree: no answer, said, exit 1.
  r = testing::run_deduce({"solve", "--format", "answer", data("bbeh_129.txt")});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_THAT(r.err, HasSubstr("bbeh_129.txt:1:1: the solutions differ in the answer to a "
                               "question (3 or 5)"));
  // A batch names each puzzle; a question the solutions answer two ways is said.
  r = testing::run_deduce({"solve", "--format", "answer", data("bbeh_186.txt"),
                           testing::source_path("examples/loose.zebra")});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_THAT(r.out, HasSubstr("bbeh_186.txt:1:1: 6\n"));
  EXPECT_THAT(r.err, HasSubstr("loose.zebra:1:1: the solutions differ"));
  // Refused where it does not apply.
  r = testing::run_deduce(
      {"solve", "--format", "answer", testing::source_path("examples/futoshiki_5x5.fut")});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err,
              HasSubstr("--format answer is for a logic grid or an English logic-grid riddle"));
  r = testing::run_deduce({"check", "--format", "answer", data("bbeh_000.txt")});
  EXPECT_EQ(r.exit_code, 2);
  r = testing::run_deduce({"solve", "--format", "answer", "--count", data("bbeh_000.txt")});
  EXPECT_EQ(r.exit_code, 2);
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english

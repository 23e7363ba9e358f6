// Reading .zebra files: what each line becomes, and representative errors
// with their file:line:col and message (the large bad-file corpus is
// tests/bad/zebra/).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <sstream>
#include <string>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/zebra/model/solver.h"
#include "deduce/puzzles/zebra/read/parse.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::zebra {
namespace {

using ::testing::HasSubstr;

const char kHead[] =
    "category color: red green blue\n"
    "category pet: dog cat fish\n";

// reads_positions: whether a clue or an ask says where a value is, not
// only what goes together or how numbers compare.
TEST(ZebraParse, ReadsPositionsOnlyWhereAClueOrAnAskPlacesAValue) {
  const std::string head = "positions: 3\n" + std::string(kHead) + "ordered price: 1 2 3\n";
  const auto reads = [&](const std::string& clues) {
    return reads_positions(parse_zebra(head + clues, "t.zebra"));
  };
  EXPECT_FALSE(reads("1: red is dog\n2: green is not cat\n"));
  EXPECT_FALSE(reads("1: red is dog or cat\n2: price(red) > price(dog)\nask: pet of red\n"));
  EXPECT_TRUE(reads("1: red is dog\n2: red at 1\n"));
  EXPECT_TRUE(reads("1: red next to dog\n"));
  EXPECT_TRUE(reads("1: red left of dog\n"));
  EXPECT_TRUE(reads("1: red is dog\nask: position of red\n"));
}

TEST(ZebraParse, ReadsTitlePositionsCategoriesCluesAndAsks) {
  Puzzle p = parse_zebra(
      "# comment\n"
      "puzzle: A small one # with a comment\n"
      "\n"
      "positions: 3\n" +
          std::string(kHead) +
          "1: red is dog\n"
          "c2: color.green not at 3\n"
          "ask: pet of red\n",
      "t.zebra");
  EXPECT_EQ(p.title, "A small one");
  EXPECT_EQ(p.n, 3);
  ASSERT_EQ(p.categories.size(), 2u);
  EXPECT_EQ(p.categories[1].values[2], "fish");
  ASSERT_EQ(p.clues.size(), 2u);
  EXPECT_EQ(p.clues[0].label, "1");
  EXPECT_EQ(p.clues[0].statement.kind, StatementKind::kIs);
  EXPECT_EQ(p.clues[0].statement.b, (ValueRef{1, 0}));
  EXPECT_EQ(p.clues[1].statement.kind, StatementKind::kNotAt);
  EXPECT_EQ(p.clues[1].statement.k, 2);
  EXPECT_EQ(p.clues[1].text, "color.green not at 3");
  ASSERT_EQ(p.asks.size(), 1u);
  EXPECT_EQ(p.asks[0].category, 1);
  EXPECT_EQ(p.asks[0].of, (ValueRef{0, 0}));
}

TEST(ZebraParse, ReadsEveryStatement) {
  const std::pair<const char*, StatementKind> cases[] = {
      {"red is dog", StatementKind::kIs},
      {"red is not dog", StatementKind::kIsNot},
      {"red is dog or cat", StatementKind::kIsEither},
      {"red at 1", StatementKind::kAt},
      {"red not at 1", StatementKind::kNotAt},
      {"red next to dog", StatementKind::kNextTo},
      {"red not next to dog", StatementKind::kNotNextTo},
      {"red left of dog", StatementKind::kLeftOf},
      {"red right of dog", StatementKind::kRightOf},
      {"red just left of dog", StatementKind::kJustLeftOf},
      {"red just right of dog", StatementKind::kJustRightOf},
      {"red between dog and cat", StatementKind::kBetween},
      {"red 2 away from dog", StatementKind::kAway},
  };
  for (const auto& [text, kind] : cases) {
    Puzzle p = parse_zebra(std::string(kHead) + "x: " + text + "\n", "t.zebra");
    ASSERT_EQ(p.clues.size(), 1u) << text;
    EXPECT_EQ(p.clues[0].statement.kind, kind) << text;
  }
}

TEST(ZebraParse, ClueMayComeBeforeItsCategoriesAndNamesMayBeUnicode) {
  Puzzle p = parse_zebra(
      "1: Müller is 英国人\n"
      "category name: Müller Öz\n"
      "category nation: 英国人 dane\n",
      "u.zebra");
  EXPECT_EQ(p.n, 2);
  EXPECT_EQ(p.clues[0].statement.a, (ValueRef{0, 0}));
  EXPECT_EQ(p.clues[0].statement.b, (ValueRef{1, 0}));
}

struct ErrorCase {
  std::string text;
  std::string where;  // line:col
  std::string message;
};

TEST(ZebraParse, ErrorsSayWhereAndWhatWasExpected) {
  const std::string h = kHead;  // lines 1 and 2
  const ErrorCase cases[] = {
      {"", "1:1", "expected at least one `category"},
      {"# only a comment\n", "1:1", "expected at least one `category"},
      {h + "1: red is lion\n", "3:11", "unknown value `lion`"},
      {h + "category animal: dog owl bee\n1: dog at 1\n", "4:4", "ambiguous value `dog`"},
      {h + "1: red at 4\n", "3:11", "position 4 is out of range 1..3"},
      {h + "1: red not at 0\n", "3:15", "out of range"},
      {h + "category drink: tea milk\n", "3:10", "has 2 values, expected 3"},
      {"positions: 4\n" + h, "2:10", "has 3 values, expected 4"},
      {"category color: red red blue\n", "1:21", "duplicate value `red`"},
      {h + "category color: a b c\n", "3:10", "duplicate category `color`"},
      {h + "1: red is dog\n1: red is cat\n", "4:1", "duplicate clue label `1`"},
      {h + "1: red owns dog\n", "3:8", "expected a relation"},
      {h + "1: red is\n", "3:10", "expected a value"},
      {h + "1: red between dog\n", "3:19", "expected `and`"},
      {h + "1: red at 99999999999999999999\n", "3:11", "number too large"},
      {h + "hello world\n", "3:7", "expected `category NAME: VALUES`"},
      {h + "1: red is dog extra\n", "3:15", "expected the end of the line"},
      {h + "ask: size of red\n", "3:6", "unknown category `size`"},
      {h + "1: Müller is dog\n", "3:4", "unknown value `Müller`"},
      {h + "1: ü is dog $\n", "3:13", "found `$`"},
      {"positions: 65\n", "1:12", "between 1 and 64"},
      {h + "1: red is dog" + std::string(1, '\0') + "\n", "3:14", "byte 0"},
  };
  for (const ErrorCase& c : cases) {
    try {
      parse_zebra(c.text, "bad.zebra");
      ADD_FAILURE() << "no error for:\n" << c.text;
    } catch (const io::InputError& e) {
      EXPECT_THAT(e.what(), HasSubstr("bad.zebra:" + c.where + ": ")) << c.text;
      EXPECT_THAT(e.what(), HasSubstr(c.message)) << c.text;
    }
  }
}

TEST(ZebraParse, QualifiedNamesResolveSharedValues) {
  Puzzle p = parse_zebra(
      "category a: x y\n"
      "category b: y x\n"
      "1: a.x is b.x\n",
      "q.zebra");
  EXPECT_EQ(p.clues[0].statement.a, (ValueRef{0, 0}));
  EXPECT_EQ(p.clues[0].statement.b, (ValueRef{1, 1}));
}

// Mutated copies of the classic riddle (bytes replaced, inserted, deleted,
// lines swapped) either parse into a puzzle that solves or throw
// InputError; nothing else may happen.
TEST(ZebraParse, MutatedInputNeverCrashes) {
  std::ifstream in(testing::source_path("examples/einstein.zebra"));
  std::stringstream ss;
  ss << in.rdbuf();
  const std::string base = ss.str();
  std::mt19937 rng(99);
  const std::string alphabet =
      "abz09 .:#\n\t-_\xc3\xbc\xff\x80isnotatnextleftjustbetweenawayfromor";
  int parsed = 0, rejected = 0;
  for (int i = 0; i < 3000; ++i) {
    std::string t = base;
    const int edits = 1 + static_cast<int>(rng() % 4);
    for (int e = 0; e < edits; ++e) {
      const std::size_t at = rng() % (t.size() + 1);
      const char c =
          rng() % 4 == 0 ? static_cast<char>(rng() % 256) : alphabet[rng() % alphabet.size()];
      switch (rng() % 3) {
        case 0:
          if (at < t.size()) t[at] = c;
          break;
        case 1:
          t.insert(t.begin() + static_cast<std::ptrdiff_t>(at), c);
          break;
        default:
          if (at < t.size()) t.erase(at, 1 + rng() % 8);
      }
    }
    try {
      Puzzle p = parse_zebra(t, "m.zebra");
      search::SearchOptions o;
      o.solution_limit = 3;
      solve(p, o, nullptr);
      ++parsed;
    } catch (const io::InputError&) {
      ++rejected;
    }
  }
  EXPECT_GT(parsed, 100);
  EXPECT_GT(rejected, 100);
}

}  // namespace
}  // namespace deduce::puzzles::zebra

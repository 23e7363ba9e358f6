// The logic-grid generator (puzzles/zebra/generate): every puzzle it makes is
// read back by the parser and checked by means independent of how it was
// made: exactly one solution by counting (and by brute force on small
// grids), the grade by the ladder, a minimal clue set, a decided question,
// and the same text for the same seed.
#include "deduce/puzzles/zebra/generate/generate.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <regex>
#include <set>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/zebra/explain/ladder.h"
#include "deduce/puzzles/zebra/generate/candidates.h"
#include "deduce/puzzles/zebra/generate/statement_kinds.h"
#include "deduce/puzzles/zebra/generate/write.h"
#include "deduce/puzzles/zebra/parse.h"
#include "deduce/puzzles/zebra/solver.h"

namespace deduce::puzzles::zebra::generate {
namespace {

util::BigCount count_of(const Puzzle& p, const std::vector<char>& on = {}) {
  ModelScope scope;
  scope.clue_on = on;
  return count(p, search::SearchOptions{}, scope).count;
}

// Every assignment of positions, by brute force: the solutions of `p`.
std::vector<Positions> brute_force(const Puzzle& p) {
  std::vector<int> perm(p.n);
  std::iota(perm.begin(), perm.end(), 0);
  std::vector<std::vector<int>> perms;
  do perms.push_back(perm);
  while (std::next_permutation(perm.begin(), perm.end()));
  std::vector<Positions> out;
  std::vector<std::size_t> idx(p.num_categories(), 0);
  for (;;) {
    Positions pos;
    for (std::size_t i : idx) pos.push_back(perms[i]);
    if (std::all_of(p.clues.begin(), p.clues.end(),
                    [&](const Clue& c) { return holds(c.statement, pos); }))
      out.push_back(pos);
    std::size_t c = 0;
    while (c < idx.size() && ++idx[c] == perms.size()) idx[c++] = 0;
    if (c == idx.size()) break;
  }
  return out;
}

// The checks every generated puzzle must pass.
void check_puzzle(const Generated& g, const Options& o) {
  const Puzzle p = parse_zebra(g.text, "generated.zebra");
  ASSERT_EQ(p.n, o.positions);
  ASSERT_EQ(p.num_categories(), o.categories);
  ASSERT_EQ(p.clues.size(), g.puzzle.clues.size());
  // Exactly one solution, by a full count, and it is the one reported.
  EXPECT_EQ(count_of(p), 1) << g.text;
  for (const auto& c : p.clues) EXPECT_TRUE(holds(c.statement, g.solution)) << c.text;
  // The grade by the ladder.
  const auto e = explain::explain(p);
  EXPECT_TRUE(e.solved);
  EXPECT_EQ(e.grade, g.grade);
  if (o.grade) {
    EXPECT_EQ(e.grade, *o.grade) << g.text;
  }
  // Minimal: without any one clue there are two solutions or more.
  if (!o.keep_redundant) {
    for (std::size_t i = 0; i < p.clues.size(); ++i) {
      std::vector<char> on(p.clues.size(), 1);
      on[i] = 0;
      EXPECT_GE(count_of(p, on), 2) << "clue " << p.clues[i].label << " is redundant\n" << g.text;
    }
  }
  // One question, about the first category at a value of another; decided
  // since the solution is unique, and its answer is a value of the category.
  ASSERT_EQ(p.asks.size(), 1u);
  EXPECT_EQ(p.asks[0].category, 0);
  EXPECT_NE(p.asks[0].of.category, 0);
  EXPECT_GE(answer(p.asks[0], g.solution), 0);
  // Only the kinds asked for.
  if (!o.kinds.empty()) {
    for (const auto& c : p.clues)
      EXPECT_NE(std::find(o.kinds.begin(), o.kinds.end(), c.statement.kind), o.kinds.end())
          << c.text;
  }
}

TEST(ZebraGenerate, SmallGridsHaveOneSolutionByBruteForce) {
  for (int n : {2, 3, 4}) {
    for (int k : {2, 3}) {
      Options o;
      o.positions = n;
      o.categories = k;
      for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        const auto g = generate_zebra(o, seed);
        ASSERT_TRUE(g) << n << "x" << k << " seed " << seed;
        check_puzzle(*g, o);
        const auto all = brute_force(parse_zebra(g->text, "g"));
        ASSERT_EQ(all.size(), 1u) << g->text;
        EXPECT_EQ(all[0], g->solution);
      }
    }
  }
}

TEST(ZebraGenerate, EveryGradeOnFiveByFive) {
  for (int grade = 0; grade < 4; ++grade) {
    Options o;
    o.grade = grade;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      const auto g = generate_zebra(o, seed * 7 + grade);
      ASSERT_TRUE(g) << "grade " << grade << " seed " << seed;
      EXPECT_EQ(g->grade, grade);
      check_puzzle(*g, o);
    }
  }
}

TEST(ZebraGenerate, OtherShapes) {
  for (auto [n, k] : {std::pair{6, 4}, std::pair{4, 6}, std::pair{7, 3}, std::pair{8, 8}}) {
    Options o;
    o.positions = n;
    o.categories = k;
    const auto g = generate_zebra(o, 42);
    ASSERT_TRUE(g);
    check_puzzle(*g, o);
  }
}

TEST(ZebraGenerate, SameSeedSameText) {
  Options o;
  o.positions = o.categories = 6;
  for (std::uint64_t seed : {1u, 99u}) {
    const auto a = generate_zebra(o, seed, {"made by a test"});
    const auto b = generate_zebra(o, seed, {"made by a test"});
    ASSERT_TRUE(a && b);
    EXPECT_EQ(a->text, b->text);
    EXPECT_EQ(a->text.rfind("# made by a test\n", 0), 0u);
  }
  const auto c = generate_zebra(o, 1);
  const auto d = generate_zebra(o, 2);
  EXPECT_NE(c->text, d->text);
}

TEST(ZebraGenerate, KeepRedundantStillUnique) {
  Options o;
  o.keep_redundant = true;
  Options minimal;
  std::size_t kept = 0, cut = 0;
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    const auto g = generate_zebra(o, seed);
    ASSERT_TRUE(g);
    check_puzzle(*g, o);
    kept += g->puzzle.clues.size();
    cut += generate_zebra(minimal, seed)->puzzle.clues.size();
  }
  EXPECT_GT(kept, cut);  // the minimising step removes clues
}

TEST(ZebraGenerate, StatementKindsLimitTheClues) {
  for (const char* list : {"is,next-to,at", "left-of,is-not,at", "between,is-either,away,not-at"}) {
    Options o;
    o.kinds = parse_statement_kinds(list);
    const auto g = generate_zebra(o, 5);
    ASSERT_TRUE(g) << list;
    check_puzzle(*g, o);
  }
}

TEST(ZebraGenerate, StatementKindList) {
  EXPECT_EQ(parse_statement_kinds("all").size(), statement_kind_names().size());
  EXPECT_EQ(parse_statement_kinds("is,at,is").size(), 2u);
  try {
    parse_statement_kinds("is,nxt-to");
    FAIL();
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "unknown statement kind `nxt-to`; did you mean `next-to`?");
  }
  EXPECT_THROW(parse_statement_kinds("is,,at"), std::invalid_argument);
  EXPECT_THROW(parse_statement_kinds(""), std::invalid_argument);
}

TEST(ZebraGenerate, EveryKindIsWrittenAndReadBack) {
  util::Rng r(3);
  const Solution s = Solution::random(6, 3, r);
  Puzzle p;
  p.n = 6;
  p.categories = builtin_names(6, 3, r).categories;
  for (const auto& k : statement_kind_names()) {
    for (int i = 0; i < 20; ++i) {
      const auto st = draw_statement(k.kind, s, r);
      ASSERT_TRUE(st);
      EXPECT_EQ(st->kind, k.kind);
      EXPECT_TRUE(holds(*st, s.pos)) << statement_text(p, *st);
      Clue c;
      c.label = std::to_string(p.clues.size() + 1);
      c.statement = *st;
      p.clues.push_back(c);
    }
  }
  const Puzzle back = parse_zebra(write_zebra(p, {}), "w");
  ASSERT_EQ(back.clues.size(), p.clues.size());
  for (std::size_t i = 0; i < p.clues.size(); ++i) {
    const Statement &a = p.clues[i].statement, &b = back.clues[i].statement;
    EXPECT_EQ(a.kind, b.kind);
    EXPECT_EQ(holds(a, s.pos), holds(b, s.pos));
    EXPECT_EQ(a.a, b.a);
  }
}

TEST(ZebraGenerate, BuiltinNamesAreUniqueAndLargeEnough) {
  for (std::uint64_t seed = 0; seed < 6; ++seed) {
    util::Rng r(seed);
    const Names names = builtin_names(12, 12, r);
    std::set<std::string> values;
    for (const auto& c : names.categories) {
      ASSERT_EQ(c.values.size(), 12u);
      for (const auto& v : c.values) EXPECT_TRUE(values.insert(v).second) << v;
    }
  }
  util::Rng r(1);
  const Names big = builtin_names(20, 18, r);
  EXPECT_EQ(big.categories.size(), 18u);
  EXPECT_EQ(big.categories[0].values.size(), 20u);
}

std::string error_of(const std::string& text, int n = 3, int k = 2) {
  try {
    fit_names(parse_names(text, "names.txt"), n, k, "names.txt");
  } catch (const io::InputError& e) {
    return e.what();
  }
  return "";
}

TEST(ZebraGenerate, NamesFile) {
  const std::string good =
      "# friends\npuzzle: Friends\ncategory name: ann bob cy dot\ncategory pet: cat dog ann\n";
  const Names n = fit_names(parse_names(good, "f"), 3, 2, "f");
  EXPECT_EQ(n.title, "Friends");
  EXPECT_EQ(n.categories[0].values, (std::vector<std::string>{"ann", "bob", "cy"}));
  Options o;
  o.positions = 3;
  o.categories = 2;
  o.names = n;
  const auto g = generate_zebra(o, 8);
  ASSERT_TRUE(g);
  check_puzzle(*g, o);
  // `ann` names two values: the clues qualify every mention of them.
  const std::regex bare_ann(R"((^|[^.])\bann\b)");
  for (const auto& c : parse_zebra(g->text, "g").clues)
    EXPECT_FALSE(std::regex_search(c.text, bare_ann)) << c.text;

  EXPECT_EQ(error_of("category name: a b c\ncategory pet: x y\n"),
            "names.txt:2:1: category `pet` has 2 values; --positions 3 needs at least 3");
  EXPECT_EQ(error_of("category name: a b c\n"),
            "names.txt:1:1: expected at least 2 categories for --categories 2, found 1");
  EXPECT_EQ(error_of("category name: a b a\n"),
            "names.txt:1:20: duplicate value `a` in category `name`");
  EXPECT_EQ(error_of("categry name: a b c\n"),
            "names.txt:1:1: expected `category NAME: VALUES` or `puzzle: TITLE`, found "
            "`categry`; did you mean `category`?");
  EXPECT_EQ(error_of("category name a b c\n"),
            "names.txt:1:15: expected `:` after the category name, found `a`");
  EXPECT_EQ(error_of("category name: a b c\ncategory name: d e f\n"),
            "names.txt:2:10: duplicate category `name`");
  EXPECT_EQ(error_of("category name: a b €\n"),
            error_of("category name: a b €\n"));  // a message, whatever its words
  EXPECT_NE(error_of("category name: a b €\n"), "");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::generate

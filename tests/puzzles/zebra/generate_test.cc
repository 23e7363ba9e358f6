// The logic-grid generator (puzzles/zebra/generate): every puzzle it makes is
// read back by the parser and checked by means independent of how it was
// made: exactly one solution by counting (and by brute force on small
// grids), the grade by the ladder, a minimal clue set, a decided question,
// and the same text for the same seed.
#include "deduce/puzzles/zebra/generate/generate.h"

#include <fmt/format.h>
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
#include "deduce/puzzles/zebra/model/solver.h"
#include "deduce/puzzles/zebra/read/parse.h"

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

// The generator's kind of a clue read back: the published-puzzle kinds by
// their words, the base kinds by the parser's StatementKind.
DrawKind drawn_as(const Clue& c) {
  const std::string& t = c.text;
  const auto has = [&](const char* re) { return std::regex_search(t, std::regex(re)); };
  if (has("^neither ")) return DrawKind::kNeither;
  if (has(" and \\S+ are ")) return DrawKind::kPair;
  if (has(" is \\S+ or \\S+ or ")) return DrawKind::kIsOneOf;
  if (has(" at an end$")) return DrawKind::kAtEnd;
  if (has(" in the middle$")) return DrawKind::kInMiddle;
  if (has(" at \\d+ or ")) return DrawKind::kAtEither;
  if (has(" not just left of ")) return DrawKind::kNotJustLeftOf;
  if (has(" not just right of ")) return DrawKind::kNotJustRightOf;
  if (has(" not left of ")) return DrawKind::kNotLeftOf;
  if (has(" not right of ")) return DrawKind::kNotRightOf;
  if (has(" \\d+ left of ")) return DrawKind::kKLeftOf;
  if (has(" \\d+ right of ")) return DrawKind::kKRightOf;
  if (c.statement.kind != StatementKind::kFormula) return static_cast<DrawKind>(c.statement.kind);
  ADD_FAILURE() << "a statement the generator does not draw: " << t;
  return DrawKind::kIs;
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
      EXPECT_NE(std::find(o.kinds.begin(), o.kinds.end(), drawn_as(c)), o.kinds.end()) << c.text;
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

// Each the published-puzzle statements kind with `is` and `at`, and with `is` alone where that
// can pin a solution: the puzzles pass every check, and the kind appears in
// them (on 5x5, seeds 1 to 6; `is-not` and `at` stand in for `is` alone
// where that cannot pin a solution, and leave more room for weak clues than
// the strong `is` and `at`). `is` with `at an end`, `in the middle`, `is
// B or C or D`, `neither` or `pair` cannot: each of those statements stays
// true when the line is read backwards (the last three when the positions
// are permuted in any way), so the mirror image of a solution is another.
TEST(ZebraGenerate, EachExtensionKindWithIsAndAt) {
  for (const auto& k : statement_kind_names()) {
    if (!is_extension(k.kind)) continue;
    const bool mirrored = k.kind == DrawKind::kAtEnd || k.kind == DrawKind::kInMiddle ||
                          k.kind == DrawKind::kIsOneOf || k.kind == DrawKind::kNeither ||
                          k.kind == DrawKind::kPair;
    Options is_only;
    is_only.kinds = parse_statement_kinds(fmt::format("is,{}", k.name));
    if (mirrored) {
      is_only.max_attempts = 3;
      EXPECT_FALSE(generate_zebra(is_only, 1)) << k.name;
    }
    int seen = 0;
    for (const char* with : {"is,at", mirrored ? "is-not,at" : "is"}) {
      Options o;
      o.kinds = parse_statement_kinds(fmt::format("{},{}", with, k.name));
      for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        const auto g = generate_zebra(o, seed);
        ASSERT_TRUE(g) << k.name << " with " << with << " seed " << seed;
        check_puzzle(*g, o);
        for (const auto& c : g->puzzle.clues) seen += drawn_as(c) == k.kind;
      }
    }
    EXPECT_GT(seen, 0) << k.name;
  }
  Options even;
  even.positions = even.categories = 4;
  even.kinds = parse_statement_kinds("is,at,in-middle");
  const auto g = generate_zebra(even, 1);
  ASSERT_TRUE(g);
  check_puzzle(*g, even);
  for (const auto& c : g->puzzle.clues) EXPECT_NE(drawn_as(c), DrawKind::kInMiddle) << c.text;
}

// With every kind (the default) on small grids: one solution by brute
// force, and the published-puzzle statements among the clues.
TEST(ZebraGenerate, DefaultKindsIncludePublishedStatements) {
  int extension = 0;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    Options o;
    o.positions = 4;
    o.categories = 3;
    const auto g = generate_zebra(o, seed);
    ASSERT_TRUE(g);
    check_puzzle(*g, o);
    const auto all = brute_force(parse_zebra(g->text, "g"));
    ASSERT_EQ(all.size(), 1u) << g->text;
    EXPECT_EQ(all[0], g->solution);
    for (const auto& c : g->puzzle.clues) extension += is_extension(drawn_as(c));
  }
  EXPECT_GT(extension, 0);
}

TEST(ZebraGenerate, StatementKindList) {
  EXPECT_EQ(parse_statement_kinds("all").size(), statement_kind_names().size());
  EXPECT_EQ(parse_statement_kinds("is,at,is").size(), 2u);
  EXPECT_EQ(parse_statement_kinds("k-right-of,pair"),
            (std::vector{DrawKind::kKRightOf, DrawKind::kPair}));
  try {
    parse_statement_kinds("is,nxt-to");
    FAIL();
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "unknown statement kind `nxt-to`; did you mean `next-to`?");
  }
  EXPECT_THROW(parse_statement_kinds("is,,at"), std::invalid_argument);
  EXPECT_THROW(parse_statement_kinds(""), std::invalid_argument);
}

// The words a kind's statements take: its example with values and numbers
// left open (`A k right of B` is `\S+ \d+ right of \S+`).
std::regex example_pattern(std::string_view example) {
  std::string re = "^";
  std::size_t start = 0;
  while (start <= example.size()) {
    const std::size_t space = std::min(example.find(' ', start), example.size());
    const std::string_view w = example.substr(start, space - start);
    re += w.size() == 1 && w[0] >= 'A' && w[0] <= 'D' ? std::string("\\S+")
          : w == "k" || w == "m"                      ? std::string("\\d+")
                                                      : std::string(w);
    re += space < example.size() ? " " : "$";
    start = space + 1;
  }
  return std::regex(re);
}

TEST(ZebraGenerate, EveryKindIsWrittenAndReadBack) {
  util::Rng r(3);
  const int n = 7;  // odd, for `in the middle`
  const Solution s = Solution::random(n, 3, r);
  Puzzle p;
  p.n = n;
  p.categories = builtin_names(n, 3, r).categories;
  std::vector<DrawKind> kinds;
  for (const auto& k : statement_kind_names()) {
    for (int i = 0; i < 20; ++i) {
      const auto st = draw_statement(k.kind, s, r);
      ASSERT_TRUE(st) << k.name;
      // The middle of an odd line is one position: by its shape an `at`.
      EXPECT_EQ(st->kind,
                k.kind == DrawKind::kInMiddle ? StatementKind::kAt : statement_kind(k.kind));
      const std::string text = statement_text(p, *st, k.kind);
      EXPECT_TRUE(holds(*st, s.pos)) << text;
      EXPECT_TRUE(std::regex_match(text, example_pattern(k.example))) << k.name << ": " << text;
      Clue c;
      c.label = std::to_string(p.clues.size() + 1);
      c.statement = *st;
      if (is_extension(k.kind)) c.text = text;
      p.clues.push_back(c);
      kinds.push_back(k.kind);
    }
  }
  // Read back, each statement means the same: on the solution and on other
  // assignments, and it is taken for the kind drawn.
  const Puzzle back = parse_zebra(write_zebra(p, {}), "w");
  ASSERT_EQ(back.clues.size(), p.clues.size());
  std::vector<Solution> others;
  for (int i = 0; i < 30; ++i) others.push_back(Solution::random(n, 3, r));
  for (std::size_t i = 0; i < p.clues.size(); ++i) {
    const Statement &a = p.clues[i].statement, &b = back.clues[i].statement;
    EXPECT_EQ(a.kind, b.kind);
    EXPECT_EQ(drawn_as(back.clues[i]), kinds[i]) << back.clues[i].text;
    EXPECT_EQ(holds(a, s.pos), holds(b, s.pos));
    for (const auto& o : others) EXPECT_EQ(holds(a, o.pos), holds(b, o.pos)) << back.clues[i].text;
    EXPECT_EQ(a.a, b.a);
  }
}

// the published-puzzle kinds draw nothing where they would be always true (two
// houses) or undefined (`in the middle` on an even N).
TEST(ZebraGenerate, ExtensionKindsNeedRoom) {
  util::Rng r(5);
  const Solution two = Solution::random(2, 3, r);
  const Solution even = Solution::random(6, 3, r);
  for (const auto& k : statement_kind_names()) {
    if (!is_extension(k.kind)) continue;
    EXPECT_FALSE(draw_statement(k.kind, two, r)) << k.name;
    EXPECT_EQ(draw_statement(k.kind, even, r).has_value(), k.kind != DrawKind::kInMiddle) << k.name;
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

std::string generate_error_of(const std::string& text, int n = 3, int k = 2) {
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

  EXPECT_EQ(generate_error_of("category name: a b c\ncategory pet: x y\n"),
            "names.txt:2:1: category `pet` has 2 values; --positions 3 needs at least 3");
  EXPECT_EQ(generate_error_of("category name: a b c\n"),
            "names.txt:1:1: expected at least 2 categories for --categories 2, found 1");
  EXPECT_EQ(generate_error_of("category name: a b a\n"),
            "names.txt:1:20: duplicate value `a` in category `name`");
  EXPECT_EQ(generate_error_of("categry name: a b c\n"),
            "names.txt:1:1: expected `category NAME: VALUES` or `puzzle: TITLE`, found "
            "`categry`; did you mean `category`?");
  EXPECT_EQ(generate_error_of("category name a b c\n"),
            "names.txt:1:15: expected `:` after the category name, found `a`");
  EXPECT_EQ(generate_error_of("category name: a b c\ncategory name: d e f\n"),
            "names.txt:2:10: duplicate category `name`");
  EXPECT_EQ(generate_error_of("category name: a b €\n"),
            generate_error_of("category name: a b €\n"));  // a message, whatever its words
  EXPECT_NE(generate_error_of("category name: a b €\n"), "");
}

}  // namespace
}  // namespace deduce::puzzles::zebra::generate

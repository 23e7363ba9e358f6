// Logic grids against a brute-force oracle: random small puzzles (3 or 4
// positions, 2 to 4 categories) are written out as .zebra text, read back,
// counted and enumerated by deduce, and compared with an enumeration of
// every table of permutations that evaluates each statement straight from
// its definition in docs/zebra.md ("Statements"). The oracle shares no code with
// the library (its own statements, its own evaluation).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <numeric>
#include <random>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "deduce/puzzles/zebra/model/formula.h"
#include "deduce/puzzles/zebra/model/solver.h"
#include "deduce/puzzles/zebra/read/parse.h"
#include "testing/instances.h"

namespace deduce::puzzles::zebra {
namespace {

enum class K {
  kIs,
  kIsNot,
  kOr,
  kAt,
  kNotAt,
  kNext,
  kNotNext,
  kLeft,
  kRight,
  kJustLeft,
  kJustRight,
  kBetween,
  kAway,
  kCount
};

struct Ref {
  int cat, val;
};
struct Stmt {
  K kind;
  Ref a, b, c;
  int k;  // 1-based position for at / not at, distance for away
};

struct Instance {
  int n, cats;
  std::vector<Stmt> clues;
};

// pos[cat][val], 0-based.
bool oracle_holds(const Stmt& s, const std::vector<std::vector<int>>& pos) {
  const int a = pos[s.a.cat][s.a.val], b = pos[s.b.cat][s.b.val], c = pos[s.c.cat][s.c.val];
  switch (s.kind) {
    case K::kIs:
      return a == b;
    case K::kIsNot:
      return a != b;
    case K::kOr:
      return a == b || a == c;
    case K::kAt:
      return a + 1 == s.k;
    case K::kNotAt:
      return a + 1 != s.k;
    case K::kNext:
      return a - b == 1 || b - a == 1;
    case K::kNotNext:
      return !(a - b == 1 || b - a == 1);
    case K::kLeft:
      return a < b;
    case K::kRight:
      return b < a;
    case K::kJustLeft:
      return a + 1 == b;
    case K::kJustRight:
      return b + 1 == a;
    case K::kBetween:
      return (b < a && a < c) || (c < a && a < b);
    case K::kAway:
      return std::abs(a - b) == s.k;
    case K::kCount:
      break;
  }
  return false;
}

// Every table of permutations, each checked against every clue.
std::set<std::vector<std::vector<int>>> oracle_solutions(const Instance& in) {
  std::vector<std::vector<int>> perms;
  std::vector<int> p(in.n);
  std::iota(p.begin(), p.end(), 0);
  do perms.push_back(p);
  while (std::next_permutation(p.begin(), p.end()));
  std::set<std::vector<std::vector<int>>> out;
  std::vector<std::size_t> choice(in.cats, 0);
  std::vector<std::vector<int>> pos(in.cats);
  for (;;) {
    for (int c = 0; c < in.cats; ++c) pos[c] = perms[choice[c]];
    bool ok = true;
    for (const Stmt& s : in.clues) ok = ok && oracle_holds(s, pos);
    if (ok) out.insert(pos);
    int c = 0;
    while (c < in.cats && ++choice[c] == perms.size()) choice[c++] = 0;
    if (c == in.cats) break;
  }
  return out;
}

std::string value_name(Ref r) {
  // Category 0 has UTF-8 names; the last category repeats category 1's
  // names, so its values (and category 1's) must be written qualified.
  if (r.cat == 0) return fmt::format("ü{}", r.val);
  return fmt::format("v{}_{}", r.cat == 3 ? 1 : r.cat, r.val);
}

std::string ref_text(Ref r, int cats, std::mt19937& rng) {
  const bool shared = cats == 4 && (r.cat == 1 || r.cat == 3);
  if (shared || rng() % 3 == 0) return fmt::format("cat{}.{}", r.cat, value_name(r));
  return value_name(r);
}

std::string render(const Instance& in, std::mt19937& rng) {
  std::string t = "puzzle: random\n";
  if (rng() % 2) t += fmt::format("positions: {}\n", in.n);
  for (int c = 0; c < in.cats; ++c) {
    t += fmt::format("category cat{}:", c);
    for (int v = 0; v < in.n; ++v) t += fmt::format(" {}", value_name({c, v}));
    t += "\n";
  }
  int label = 0;
  for (const Stmt& s : in.clues) {
    const std::string a = ref_text(s.a, in.cats, rng), b = ref_text(s.b, in.cats, rng),
                      c = ref_text(s.c, in.cats, rng);
    std::string st;
    switch (s.kind) {
      case K::kIs:
        st = a + " is " + b;
        break;
      case K::kIsNot:
        st = a + " is not " + b;
        break;
      case K::kOr:
        st = a + " is " + b + " or " + c;
        break;
      case K::kAt:
        st = a + " at " + std::to_string(s.k);
        break;
      case K::kNotAt:
        st = a + " not at " + std::to_string(s.k);
        break;
      case K::kNext:
        st = a + " next to " + b;
        break;
      case K::kNotNext:
        st = a + " not next to " + b;
        break;
      case K::kLeft:
        st = a + " left of " + b;
        break;
      case K::kRight:
        st = a + " right of " + b;
        break;
      case K::kJustLeft:
        st = a + " just left of " + b;
        break;
      case K::kJustRight:
        st = a + " just right of " + b;
        break;
      case K::kBetween:
        st = a + " between " + b + " and " + c;
        break;
      case K::kAway:
        st = a + " " + std::to_string(s.k) + " away from " + b;
        break;
      case K::kCount:
        break;
    }
    t += fmt::format("c{}: {}  # clue\n", ++label, st);
  }
  return t;
}

// A random instance; `only` >= 0 restricts the clues to that kind. Clues
// are made true in a hidden table most of the time, so that many instances
// have solutions, several of them.
Instance random_instance(std::mt19937& rng, int only, int n = 0, int cats = 0, int max_clues = 6) {
  Instance in;
  in.n = n > 0 ? n : 3 + static_cast<int>(rng() % 2);
  in.cats = cats > 0 ? cats : 2 + static_cast<int>(rng() % (in.n == 3 ? 3 : 2));
  const int clues = 1 + static_cast<int>(rng() % max_clues);
  std::vector<std::vector<int>> hidden(in.cats, std::vector<int>(in.n));
  for (auto& p : hidden) {
    std::iota(p.begin(), p.end(), 0);
    std::shuffle(p.begin(), p.end(), rng);
  }
  auto any = [&]() {
    return Ref{static_cast<int>(rng() % in.cats), static_cast<int>(rng() % in.n)};
  };
  while (static_cast<int>(in.clues.size()) < clues) {
    Stmt s;
    s.kind = only >= 0 ? static_cast<K>(only) : static_cast<K>(rng() % static_cast<int>(K::kCount));
    s.a = any();
    s.b = any();
    s.c = any();
    s.k = 1 + static_cast<int>(rng() % in.n);
    if (s.kind == K::kAway) s.k = static_cast<int>(rng() % in.n);
    bool want_true = rng() % 5 != 0;
    for (int tries = 0; tries < 50 && oracle_holds(s, hidden) != want_true; ++tries) {
      s.a = any();
      s.b = any();
      s.c = any();
      s.k =
          s.kind == K::kAway ? static_cast<int>(rng() % in.n) : 1 + static_cast<int>(rng() % in.n);
    }
    in.clues.push_back(s);
  }
  return in;
}

// Every inference setting of the solver: branching and probing may change
// the search, never the counts or the solutions.
std::vector<Inference> every_inference() {
  std::vector<Inference> out;
  for (auto choice : {search::VarChoice::kFirstFail, search::VarChoice::kDomWdeg}) {
    for (auto probing : {Probing::kNone, Probing::kRoot, Probing::kEveryNode}) {
      out.push_back({choice, probing});
    }
  }
  return out;
}

void check_instance(const Instance& in, std::mt19937& rng, int& with_several) {
  const std::string text = render(in, rng);
  SCOPED_TRACE(text);
  Puzzle p = parse_zebra(text, "random.zebra");
  const auto expected = oracle_solutions(in);
  for (Inference inference : every_inference()) {
    // The entailment shortcut (entailed.h) on for the count and off for the
    // listing, then off for the count (the cached search) and on for the
    // listing: the same counts and solutions.
    for (const bool shortcut : {false, true}) {
      inference.count_entailed = !shortcut;
      inference.list_entailed = shortcut;
      SCOPED_TRACE(fmt::format("var choice {}, probing {}, listing shortcut {}",
                               static_cast<int>(inference.var_choice),
                               static_cast<int>(inference.probing), shortcut));
      CountResult c = count(p, {}, {}, inference);
      EXPECT_EQ(c.count, util::big_from_u64(expected.size()));
      std::set<std::vector<std::vector<int>>> seen;
      search::SearchResult r = solve(
          p, {},
          [&](const Positions& s) {
            EXPECT_TRUE(seen.insert(s).second) << "a solution twice";
            for (const Stmt& st : in.clues) EXPECT_TRUE(oracle_holds(st, s));
            return true;
          },
          {}, inference);
      EXPECT_TRUE(r.complete);
      EXPECT_EQ(r.stats.solutions, expected.size());
      EXPECT_EQ(seen, expected);
    }
  }
  if (expected.size() > 1) ++with_several;
}

TEST(ZebraOracle, RandomPuzzlesOfEveryStatementMatchTheEnumeration) {
  std::mt19937 rng(2024);
  int several = 0;
  const auto instances = static_cast<int>(deduce::testing::instance_count(150));
  for (int i = 0; i < instances; ++i) check_instance(random_instance(rng, -1), rng, several);
  EXPECT_GT(several, 50 * instances / 150);  // many instances with more than one solution
}

// Each statement type on its own, so that its meaning is checked alone.
class ZebraStatementOracle : public ::testing::TestWithParam<int> {};

TEST_P(ZebraStatementOracle, MeaningMatchesTheDefinition) {
  std::mt19937 rng(100 + GetParam());
  int several = 0;
  for (int i = 0; i < 25; ++i) check_instance(random_instance(rng, GetParam()), rng, several);
  EXPECT_GT(several, 0);
}

INSTANTIATE_TEST_SUITE_P(EveryKind, ZebraStatementOracle,
                         ::testing::Range(0, static_cast<int>(K::kCount)));

// Larger grids than the oracle can enumerate: the cached count (whose keys
// carry the scopes of disjunctions and "between") and the count through
// entailed nodes must equal the number of solutions the plain search
// enumerates, with every inference setting.
TEST(ZebraOracle, CachedCountsMatchEnumerationOnLargerGrids) {
  std::mt19937 rng(31);
  int cached = 0;
  for (int i = 0; i < 30; ++i) {
    const Instance in = random_instance(rng, -1, 5, 3, 10);
    const std::string text = render(in, rng);
    SCOPED_TRACE(text);
    Puzzle p = parse_zebra(text, "random.zebra");
    std::uint64_t enumerated = 0;
    search::SearchOptions first;
    first.solution_limit = 5001;  // loose instances would take long: skip them
    solve(p, first, [&](const Positions&) { return ++enumerated, true; });
    if (enumerated > 5000) continue;
    for (Inference inference : every_inference()) {
      EXPECT_EQ(count(p, {}, {}, inference).count, util::big_from_u64(enumerated));
      inference.count_entailed = false;  // the cached counting search
      CountResult c = count(p, {}, {}, inference);
      EXPECT_EQ(c.count, util::big_from_u64(enumerated));
      cached += c.stats.cache_hits > 0;
    }
  }
  EXPECT_GT(cached, 10);  // the cache was used
}

TEST(ZebraOracle, CountWithALimitStopsAtIt) {
  std::mt19937 rng(7);
  Instance in{3, 3, {}};
  Puzzle p = parse_zebra(render(in, rng), "loose.zebra");
  search::SearchOptions o;
  o.solution_limit = 10;
  CountResult c = count(p, o);
  EXPECT_EQ(c.count, 10);
  EXPECT_EQ(c.stop, budget::StopReason::kSolutionLimit);
}

// The general formula nodes (order, distance, offset, one-of) built into the
// shape of each base statement, evaluated on a line, agree with the oracle's
// definition of that statement on every placement of three values.
class TableAccess final : public Access {
 public:
  explicit TableAccess(const std::vector<std::vector<int>>& pos) : pos_(pos) {}
  int pos(ValueRef r) const override { return pos_[r.category][r.value]; }
  Num number(int, ValueRef) const override { return {}; }

 private:
  const std::vector<std::vector<int>>& pos_;
};

Formula node(FormulaKind kind, std::vector<ValueRef> refs, CmpOp op = CmpOp::kEq, int k = 0) {
  Formula f;
  f.kind = kind;
  f.refs = std::move(refs);
  f.op = op;
  f.k = k;
  return f;
}

Formula of(FormulaKind kind, std::vector<Formula> children) {
  Formula f;
  f.kind = kind;
  f.children = std::move(children);
  return f;
}

Formula general_shape(const Stmt& s) {
  const ValueRef a{s.a.cat, s.a.val}, b{s.b.cat, s.b.val}, c{s.c.cat, s.c.val};
  switch (s.kind) {
    case K::kIs:
      return node(FormulaKind::kDistance, {a, b}, CmpOp::kEq, 0);
    case K::kIsNot:
      return node(FormulaKind::kDistance, {a, b}, CmpOp::kNe, 0);
    case K::kOr:
      return node(FormulaKind::kIsOneOf, {a, b, c});
    case K::kAt:
    case K::kNotAt: {
      Formula at = node(FormulaKind::kAtOneOf, {a});
      at.positions = std::uint64_t{1} << (s.k - 1);
      return s.kind == K::kAt ? at : of(FormulaKind::kNot, {at});
    }
    case K::kNext:
      return node(FormulaKind::kDistance, {a, b}, CmpOp::kEq, 1);
    case K::kNotNext:
      return node(FormulaKind::kDistance, {a, b}, CmpOp::kNe, 1);
    case K::kLeft:
      return node(FormulaKind::kOrder, {a, b}, CmpOp::kLt);
    case K::kRight:
      return node(FormulaKind::kOrder, {a, b}, CmpOp::kGt);
    case K::kJustLeft:
      return node(FormulaKind::kOffset, {a, b}, CmpOp::kEq, 1);
    case K::kJustRight:
      return node(FormulaKind::kOffset, {a, b}, CmpOp::kEq, -1);
    case K::kBetween:
      return of(FormulaKind::kAny,
                {of(FormulaKind::kAll, {node(FormulaKind::kOrder, {b, a}, CmpOp::kLt),
                                        node(FormulaKind::kOrder, {a, c}, CmpOp::kLt)}),
                 of(FormulaKind::kAll, {node(FormulaKind::kOrder, {c, a}, CmpOp::kLt),
                                        node(FormulaKind::kOrder, {a, b}, CmpOp::kLt)})});
    case K::kAway:
      return node(FormulaKind::kDistance, {a, b}, CmpOp::kEq, s.k);
    case K::kCount:
      break;
  }
  return {};
}

TEST(ZebraOracle, GeneralNodesInBaseShapesAgreeWithTheOracle) {
  const Frame line{};
  int checked = 0;
  for (int n = 2; n <= 5; ++n) {
    for (int k = 0; k <= n; ++k) {
      for (int kind = 0; kind < static_cast<int>(K::kCount); ++kind) {
        const K kk = static_cast<K>(kind);
        if ((kk == K::kAt || kk == K::kNotAt) && k == 0) continue;  // positions are 1-based
        const Stmt s{kk, {0, 0}, {1, 0}, {2, 0}, k};
        const Formula f = general_shape(s);
        for (int pa = 0; pa < n; ++pa) {
          for (int pb = 0; pb < n; ++pb) {
            for (int pc = 0; pc < n; ++pc) {
              const std::vector<std::vector<int>> pos = {{pa}, {pb}, {pc}};
              EXPECT_EQ(evaluate(f, line, TableAccess(pos)), oracle_holds(s, pos))
                  << "kind " << kind << " k " << k << " at " << pa << pb << pc;
              ++checked;
            }
          }
        }
      }
    }
  }
  EXPECT_GT(checked, 1000);
}

TEST(ZebraOracle, DistanceAndOrderBoundsReadTheirOperator) {
  const Frame line{};
  Frame circle;
  circle.n = 6;
  circle.layout = LayoutKind::kCircle;
  const std::vector<std::vector<int>> pos = {{0}, {5}};  // 5 apart on the line, 1 on the circle
  const TableAccess access(pos);
  const auto distance = [](CmpOp op, int k) {
    return node(FormulaKind::kDistance, {{0, 0}, {1, 0}}, op, k);
  };
  EXPECT_TRUE(evaluate(distance(CmpOp::kGe, 5), line, access));
  EXPECT_FALSE(evaluate(distance(CmpOp::kGt, 5), line, access));
  EXPECT_TRUE(evaluate(distance(CmpOp::kLe, 5), line, access));
  EXPECT_FALSE(evaluate(distance(CmpOp::kLt, 5), line, access));
  EXPECT_TRUE(evaluate(distance(CmpOp::kEq, 1), circle, access));
  EXPECT_FALSE(evaluate(distance(CmpOp::kNe, 1), circle, access));
  const Formula order = node(FormulaKind::kOrder, {{1, 0}, {0, 0}}, CmpOp::kGe);
  EXPECT_TRUE(evaluate(order, line, access));
  EXPECT_FALSE(evaluate(node(FormulaKind::kOrder, {{1, 0}, {0, 0}}, CmpOp::kLe), line, access));
}

}  // namespace
}  // namespace deduce::puzzles::zebra

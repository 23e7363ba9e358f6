// Tests of the clause-learning solver (sat/solver.h) on its own: random small
// formulas with exactly-one lines against brute force, every model listed
// through blocking clauses, and known counts and refutations with settings
// that make it restart, switch modes and reduce its clauses often.
#include "deduce/sat/solver.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

namespace deduce::sat {
namespace {

struct Formula {
  int vars = 0;
  std::vector<std::vector<Var>> lines;
  std::vector<std::vector<Lit>> clauses;

  bool holds(std::uint32_t bits) const {
    auto val = [&](Var v) { return ((bits >> v) & 1U) != 0; };
    for (const auto& line : lines) {
      int on = 0;
      for (Var v : line) on += val(v) ? 1 : 0;
      if (on != 1) return false;
    }
    for (const auto& c : clauses) {
      bool sat = false;
      for (Lit l : c) sat = sat || (val(l.var()) != l.negated());
      if (!sat) return false;
    }
    return true;
  }
};

// Settings that exercise everything on small formulas.
SolverSettings busy(std::uint64_t seed) {
  SolverSettings s;
  s.seed = seed;
  s.reduce_first = 3;
  s.reduce_step = 1;
  s.mode_first = 5;
  s.stable_unit = 2;
  return s;
}

Solver make(const Formula& f, const SolverSettings& settings, bool& possible) {
  Solver solver(f.vars, settings);
  for (const auto& line : f.lines) solver.add_exactly_one(line);
  possible = true;
  for (const auto& c : f.clauses) possible = solver.add_clause(c) && possible;
  return solver;
}

// Every model, each excluded by a clause once found.
std::vector<std::uint32_t> all_models(const Formula& f, const SolverSettings& settings) {
  bool possible = true;
  Solver solver = make(f, settings, possible);
  std::vector<std::uint32_t> models;
  budget::Budget budget;
  while (possible) {
    const Value answer = solver.solve(budget);
    EXPECT_NE(answer, Value::kUndef);
    if (answer != Value::kTrue) break;
    std::uint32_t bits = 0;
    std::vector<Lit> block;
    for (Var v = 0; v < f.vars; ++v) {
      if (solver.value(v)) bits |= 1U << v;
      block.push_back(solver.value(v) ? Lit::neg(v) : Lit::pos(v));
    }
    models.push_back(bits);
    possible = solver.add_clause(block);
  }
  return models;
}

Formula random_formula(std::mt19937_64& rng) {
  Formula f;
  f.vars = 4 + static_cast<int>(rng() % 11);
  const int lines = static_cast<int>(rng() % 4);
  for (int i = 0; i < lines; ++i) {
    std::vector<Var> line;
    for (Var v = 0; v < f.vars; ++v)
      if (rng() % 3 == 0) line.push_back(v);
    f.lines.push_back(line);
  }
  const int clauses = static_cast<int>(rng() % (3 * f.vars));
  for (int i = 0; i < clauses; ++i) {
    std::vector<Lit> c;
    const int size = 1 + static_cast<int>(rng() % 4);
    for (int k = 0; k < size; ++k) {
      const Var v = static_cast<Var>(rng() % static_cast<std::uint64_t>(f.vars));
      c.push_back(rng() % 2 == 0 ? Lit::pos(v) : Lit::neg(v));
    }
    f.clauses.push_back(c);
  }
  return f;
}

TEST(SatSolver, RandomFormulasMatchBruteForce) {
  std::mt19937_64 rng(20261125);
  int satisfiable = 0, unsatisfiable = 0;
  for (int i = 0; i < 600; ++i) {
    const Formula f = random_formula(rng);
    std::vector<std::uint32_t> expected;
    for (std::uint32_t bits = 0; bits < (1U << f.vars); ++bits)
      if (f.holds(bits)) expected.push_back(bits);
    std::vector<std::uint32_t> got = all_models(f, busy(static_cast<std::uint64_t>(i) + 1));
    std::sort(got.begin(), got.end());
    ASSERT_EQ(got, expected) << "formula " << i;
    (expected.empty() ? unsatisfiable : satisfiable)++;
  }
  EXPECT_GT(satisfiable, 50);
  EXPECT_GT(unsatisfiable, 50);
}

// The direct encoding of an n x n Latin square: variable (r * n + c) * n + v.
Formula latin(int n) {
  Formula f;
  f.vars = n * n * n;
  auto x = [n](int r, int c, int v) { return (r * n + c) * n + v; };
  for (int a = 0; a < n; ++a) {
    for (int b = 0; b < n; ++b) {
      std::vector<Var> cell, row, col;
      for (int k = 0; k < n; ++k) {
        cell.push_back(x(a, b, k));  // cell (a, b)
        row.push_back(x(a, k, b));   // value b in row a
        col.push_back(x(k, a, b));   // value b in column a
      }
      f.lines.push_back(cell);
      f.lines.push_back(row);
      f.lines.push_back(col);
    }
  }
  return f;
}

std::uint64_t count_models(const Formula& f, const SolverSettings& settings) {
  bool possible = true;
  Solver solver = make(f, settings, possible);
  std::uint64_t count = 0;
  budget::Budget budget;
  while (possible && solver.solve(budget) == Value::kTrue) {
    ++count;
    std::vector<Lit> block;
    for (Var v = 0; v < f.vars; ++v)
      if (solver.value(v)) block.push_back(Lit::neg(v));
    possible = solver.add_clause(block);
  }
  return count;
}

TEST(SatSolver, CountsTheLatinSquaresOfOrder4) {
  EXPECT_EQ(count_models(latin(4), busy(7)), 576u);
  EXPECT_EQ(count_models(latin(4), SolverSettings{}), 576u);
}

TEST(SatSolver, CountsTheReducedLatinSquaresOfOrder5) {
  Formula f = latin(5);
  for (int k = 0; k < 5; ++k) {  // first row and column 1 2 3 4 5
    f.clauses.push_back({Lit::pos((0 * 5 + k) * 5 + k)});
    f.clauses.push_back({Lit::pos((k * 5 + 0) * 5 + k)});
  }
  EXPECT_EQ(count_models(f, busy(3)), 56u);
}

TEST(SatSolver, RefutesThePigeonholePrinciple) {
  // Seven pigeons, six holes: each pigeon in exactly one hole, no hole twice.
  constexpr int kPigeons = 7, kHoles = 6;
  Formula f;
  f.vars = kPigeons * kHoles;
  for (int p = 0; p < kPigeons; ++p) {
    std::vector<Var> line;
    for (int h = 0; h < kHoles; ++h) line.push_back(p * kHoles + h);
    f.lines.push_back(line);
  }
  for (int h = 0; h < kHoles; ++h)
    for (int p = 0; p < kPigeons; ++p)
      for (int q = p + 1; q < kPigeons; ++q)
        f.clauses.push_back({Lit::neg(p * kHoles + h), Lit::neg(q * kHoles + h)});
  SolverSettings settings;
  settings.reduce_first = 100;
  settings.reduce_step = 10;
  settings.mode_first = 200;
  bool possible = true;
  Solver solver = make(f, settings, possible);
  ASSERT_TRUE(possible);
  budget::Budget budget;
  EXPECT_EQ(solver.solve(budget), Value::kFalse);
  EXPECT_GT(solver.stats().conflicts, 200u);
  EXPECT_GT(solver.stats().reductions, 0u);
  EXPECT_GT(solver.stats().restarts, 0u);
  EXPECT_EQ(solver.solve(budget), Value::kFalse) << "stays refuted";
}

TEST(SatSolver, ANodeLimitStopsTheSearch) {
  Formula f = latin(6);
  bool possible = true;
  Solver solver = make(f, SolverSettings{}, possible);
  budget::Limits limits;
  limits.node_limit = 3;
  budget::Budget budget(limits);
  EXPECT_EQ(solver.solve(budget), Value::kUndef);
  EXPECT_EQ(budget.reason(), budget::StopReason::kNodeLimit);
  EXPECT_EQ(solver.stats().decisions, 3u);
}

TEST(SatSolver, EmptyAndSingleLinesDecideAtTheRoot) {
  Solver forced(2);
  const Var one[] = {1};
  forced.add_exactly_one(one);
  budget::Budget budget;
  ASSERT_EQ(forced.solve(budget), Value::kTrue);
  EXPECT_TRUE(forced.value(1));
  Solver empty(2);
  empty.add_exactly_one(std::span<const Var>{});
  EXPECT_EQ(empty.solve(budget), Value::kFalse);
}

}  // namespace
}  // namespace deduce::sat

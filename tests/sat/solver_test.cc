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

#include "sat/formulas.h"

namespace deduce::sat {
namespace {

using formulas::busy;
using formulas::Formula;
using formulas::latin;
using formulas::make;
using formulas::random_formula;

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

TEST(SatSolver, RandomFormulasMatchBruteForce) {
  std::mt19937_64 rng(20261125);
  int satisfiable = 0, unsatisfiable = 0;
  for (int i = 0; i < 600; ++i) {
    const Formula f = random_formula(rng);
    const std::vector<std::uint32_t> expected = formulas::brute_force_models(f);
    std::vector<std::uint32_t> got = all_models(f, busy(static_cast<std::uint64_t>(i) + 1));
    std::sort(got.begin(), got.end());
    ASSERT_EQ(got, expected) << "formula " << i;
    (expected.empty() ? unsatisfiable : satisfiable)++;
  }
  EXPECT_GT(satisfiable, 50);
  EXPECT_GT(unsatisfiable, 50);
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
  const Formula f = formulas::pigeonhole(7, 6);
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

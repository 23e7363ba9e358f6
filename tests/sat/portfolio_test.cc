// Tests of the race of clause-learning searches (sat/portfolio.h): every
// model listed through blocking clauses matches brute force for any number
// of searches; one search is the plain solver, step for step; several give
// the same answers on every run; limits and the look bound stop the race.
#include "deduce/sat/portfolio.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "sat/formulas.h"
#include "testing/instances.h"

namespace deduce::sat {
namespace {

using formulas::busy;
using formulas::Formula;
using formulas::latin;
using formulas::make;

struct Listing {
  std::vector<std::uint32_t> models;  // in the order found
  SolverStats stats;
};

// Every model (at most `limit`, 0: all), each excluded once found.
Listing list(const Formula& f, const SolverSettings& settings, int searches, int limit = 0,
             std::uint64_t share_epoch = Portfolio::kShareEpoch) {
  bool possible = true;
  const Solver base = make(f, settings, possible);
  Portfolio portfolio(base, searches, settings.seed);
  portfolio.set_share_epoch(share_epoch);
  Listing out;
  budget::Budget budget;
  while (possible && (limit == 0 || static_cast<int>(out.models.size()) < limit)) {
    const Value answer = portfolio.solve(budget);
    EXPECT_NE(answer, Value::kUndef);
    if (answer != Value::kTrue) break;
    std::uint32_t bits = 0;
    std::vector<Lit> block;
    for (Var v = 0; v < f.vars; ++v) {
      if (portfolio.value(v) && v < 32) bits |= 1U << v;  // the small formulas' models
      block.push_back(portfolio.value(v) ? Lit::neg(v) : Lit::pos(v));
    }
    out.models.push_back(bits);
    possible = portfolio.add_clause(block);
  }
  out.stats = portfolio.stats();
  return out;
}

TEST(SatPortfolio, RandomFormulasMatchBruteForceForAnyThreadCount) {
  std::mt19937_64 rng(20261126);
  const auto formulas_tried = static_cast<int>(deduce::testing::instance_count(200));
  for (int i = 0; i < formulas_tried; ++i) {
    const Formula f = formulas::random_formula(rng);
    const std::vector<std::uint32_t> expected = formulas::brute_force_models(f);
    for (int searches : {1, 2, 3}) {
      // Sharing clauses every 4 propagations, and not at all.
      for (std::uint64_t epoch : {std::uint64_t{4}, std::uint64_t{0}}) {
        std::vector<std::uint32_t> got =
            list(f, busy(static_cast<std::uint64_t>(i) + 1), searches, 0, epoch).models;
        std::sort(got.begin(), got.end());
        ASSERT_EQ(got, expected) << "formula " << i << ", " << searches << " searches, epoch "
                                 << epoch;
      }
    }
  }
}

TEST(SatPortfolio, OneSearchIsThePlainSolver) {
  const Formula f = latin(4);
  bool possible = true;
  Solver plain = make(f, busy(5), possible);
  budget::Budget budget;
  std::size_t models = 0;
  while (possible && models < 50 && plain.solve(budget) == Value::kTrue) {
    std::vector<Lit> block;
    for (Var v = 0; v < f.vars; ++v) block.push_back(plain.value(v) ? Lit::neg(v) : Lit::pos(v));
    ++models;
    possible = plain.add_clause(block);
  }
  // The same work, to the propagation, is the same search.
  const Listing one = list(f, busy(5), 1, 50);
  ASSERT_EQ(one.models.size(), models);
  EXPECT_EQ(one.stats.decisions, plain.stats().decisions);
  EXPECT_EQ(one.stats.conflicts, plain.stats().conflicts);
  EXPECT_EQ(one.stats.propagations, plain.stats().propagations);
}

TEST(SatPortfolio, SeveralSearchesGiveTheSameAnswersOnEveryRun) {
  // Reduced squares of order 5 with a few cells fixed: enough models and
  // enough search that the races are close.
  Formula f = latin(5);
  for (int k = 0; k < 5; ++k) f.clauses.push_back({Lit::pos((0 * 5 + k) * 5 + k)});
  for (int searches : {2, 3}) {
    auto first_models = [&] {
      std::vector<std::vector<bool>> seq;
      bool possible = true;
      Portfolio portfolio(make(f, busy(11), possible), searches, 11);
      portfolio.set_share_epoch(16);  // clauses cross often
      budget::Budget budget;
      while (possible && seq.size() < 40 && portfolio.solve(budget) == Value::kTrue) {
        std::vector<bool> model;
        std::vector<Lit> block;
        for (Var v = 0; v < f.vars; ++v) {
          model.push_back(portfolio.value(v));
          if (portfolio.value(v)) block.push_back(Lit::neg(v));
        }
        seq.push_back(model);
        possible = portfolio.add_clause(block);
      }
      return seq;
    };
    const auto reference = first_models();
    ASSERT_EQ(reference.size(), 40u);
    for (int run = 0; run < 4; ++run)
      EXPECT_EQ(first_models(), reference) << searches << " searches, run " << run;
  }
}

TEST(SatPortfolio, CountsTheLatinSquaresOfOrder4OnThreeSearches) {
  const Listing all = list(latin(4), SolverSettings{}, 3, 0, 64);
  EXPECT_EQ(all.models.size(), 576u);
}

TEST(SatPortfolio, RefutesThePigeonholePrincipleOnTwoSearches) {
  const Formula f = formulas::pigeonhole(7, 6);
  bool possible = true;
  Portfolio portfolio(make(f, SolverSettings{}, possible), 2, 1);
  portfolio.set_share_epoch(256);
  budget::Budget budget;
  EXPECT_EQ(portfolio.solve(budget), Value::kFalse);
  EXPECT_GT(portfolio.stats().conflicts, 200u);
}

TEST(SatPortfolio, TheLookBoundStopsEverySearch) {
  for (int searches : {1, 2}) {
    bool possible = true;
    Portfolio portfolio(make(latin(7), SolverSettings{}, possible), searches, 1);
    budget::Budget budget;
    EXPECT_EQ(portfolio.solve(budget, 3), Value::kUndef);
    EXPECT_EQ(budget.reason(), budget::StopReason::kLookBound) << searches;
    EXPECT_EQ(portfolio.stats().decisions, 3u * static_cast<unsigned>(searches));
  }
}

TEST(SatPortfolio, ANodeLimitIsTheTotalOverTheSearches) {
  bool possible = true;
  Portfolio portfolio(make(latin(7), SolverSettings{}, possible), 2, 1);
  budget::Limits limits;
  limits.node_limit = 10;
  budget::Budget budget(limits);
  EXPECT_EQ(portfolio.solve(budget), Value::kUndef);
  EXPECT_EQ(budget.reason(), budget::StopReason::kNodeLimit);
  // Each search stops at the first decision past the total.
  EXPECT_LE(portfolio.stats().decisions, 10u);
  EXPECT_GE(budget.spent(), 10u);
}

}  // namespace
}  // namespace deduce::sat

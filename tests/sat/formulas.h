// Small formulas for the clause-learning tests (solver_test, portfolio_test):
// exactly-one lines and clauses over at most 32 variables, checked by brute
// force, random ones, the direct encoding of a Latin square, and settings
// that make a small search restart, switch modes and reduce its clauses.
#pragma once

#include <cstdint>
#include <random>
#include <vector>

#include "deduce/sat/solver.h"

namespace deduce::sat::formulas {

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
inline SolverSettings busy(std::uint64_t seed) {
  SolverSettings s;
  s.seed = seed;
  s.reduce_first = 3;
  s.reduce_step = 1;
  s.mode_first = 5;
  s.stable_unit = 2;
  return s;
}

inline Solver make(const Formula& f, const SolverSettings& settings, bool& possible) {
  Solver solver(f.vars, settings);
  for (const auto& line : f.lines) solver.add_exactly_one(line);
  possible = true;
  for (const auto& c : f.clauses) possible = solver.add_clause(c) && possible;
  return solver;
}

inline Formula random_formula(std::mt19937_64& rng) {
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

// The direct encoding of an n x n Latin square: variable (r * n + c) * n + v.
inline Formula latin(int n) {
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

// Each pigeon in exactly one hole, no hole twice: unsatisfiable when there
// are more pigeons than holes, and hard for resolution.
inline Formula pigeonhole(int pigeons, int holes) {
  Formula f;
  f.vars = pigeons * holes;
  for (int p = 0; p < pigeons; ++p) {
    std::vector<Var> line;
    for (int h = 0; h < holes; ++h) line.push_back(p * holes + h);
    f.lines.push_back(line);
  }
  for (int h = 0; h < holes; ++h)
    for (int p = 0; p < pigeons; ++p)
      for (int q = p + 1; q < pigeons; ++q)
        f.clauses.push_back({Lit::neg(p * holes + h), Lit::neg(q * holes + h)});
  return f;
}

// Every model of f by brute force, in increasing order of the bits.
inline std::vector<std::uint32_t> brute_force_models(const Formula& f) {
  std::vector<std::uint32_t> models;
  for (std::uint32_t bits = 0; bits < (1U << f.vars); ++bits)
    if (f.holds(bits)) models.push_back(bits);
  return models;
}

}  // namespace deduce::sat::formulas

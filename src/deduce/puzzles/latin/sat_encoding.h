// The direct encoding of a Latin square with givens for clause learning
// (sat/): a Boolean variable for each (empty cell, value) pair the givens
// leave possible, and exactly-one lines over them.
//
// A given fixes its cell and removes its value from its row and column
// before the search starts, so an order-35 square with 405 holes has about
// 4,000 variables instead of 42,875. Lines: each empty cell takes exactly one
// value; each value missing from a row (column) goes in exactly one of its
// empty cells. A family's own constraints (Futoshiki's signs:
// futoshiki/learning.cc) are clauses over the same variables, built with
// Clause, which knows what the givens decide.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "deduce/puzzles/latin/square.h"
#include "deduce/sat/solver.h"

namespace deduce::puzzles::latin {

class DirectEncoding {
 public:
  // `square` must outlive the encoding.
  explicit DirectEncoding(const Square& square);

  int n() const { return n_; }
  // A value given twice in a row or column: no solution at all.
  bool repeated() const { return repeated_; }
  int vars() const { return static_cast<int>(cell_.size()); }
  int cell(sat::Var x) const { return cell_[static_cast<std::size_t>(x)]; }
  int value(sat::Var x) const { return value_[static_cast<std::size_t>(x)]; }

  // The lines: each empty cell, each value missing from a row, each value
  // missing from a column.
  void add_lines(sat::Solver& solver) const;

  // A clause under construction over "cell = value" terms (values 0..n-1),
  // some of which the givens already decide: a true term satisfies it, a
  // false one drops out. A value outside 0..n-1 is never taken.
  class Clause {
   public:
    explicit Clause(const DirectEncoding& e) : e_(e) {}
    Clause& term(int cell, int v, bool positive) {
      if (v < 0 || v >= e_.n_) {
        satisfied_ = satisfied_ || !positive;  // "not (cell = -1)" holds
        return *this;
      }
      const int g = e_.square_.givens[static_cast<std::size_t>(cell)];
      if (g != 0) {
        satisfied_ = satisfied_ || ((g - 1 == v) == positive);
        return *this;
      }
      const int x = e_.var_of_[e_.idx(cell, v)];
      if (x < 0) {
        satisfied_ = satisfied_ || !positive;
      } else {
        lits_.push_back(positive ? sat::Lit::pos(x) : sat::Lit::neg(x));
      }
      return *this;
    }
    // Adds the clause unless a given satisfies it; false when the solver
    // finds the formula unsatisfiable.
    bool post(sat::Solver& solver) const { return satisfied_ || solver.add_clause(lits_); }

   private:
    const DirectEncoding& e_;
    bool satisfied_ = false;
    std::vector<sat::Lit> lits_;
  };

 private:
  std::size_t idx(int line, int v) const {
    return static_cast<std::size_t>(line) * static_cast<std::size_t>(n_) +
           static_cast<std::size_t>(v);
  }
  void push_var(std::vector<sat::Var>& line, int cell, int v) const {
    const int x = var_of_[idx(cell, v)];
    if (x >= 0) line.push_back(x);
  }

  const Square& square_;
  int n_;
  bool repeated_ = false;
  std::vector<int> var_of_;  // [cell * n + value]: the variable, or -1
  std::vector<int> cell_, value_;
  std::vector<std::uint8_t> in_row_, in_col_;  // [line * n + value]: given there
};

}  // namespace deduce::puzzles::latin

#include "deduce/puzzles/futoshiki/learning.h"

#include <algorithm>
#include <optional>
#include <vector>

#include "deduce/sat/portfolio.h"
#include "deduce/sat/solver.h"

namespace deduce::puzzles::futoshiki {

namespace {

// The direct encoding of one puzzle: which (cell, value) pairs are
// variables, and the lines and clauses over them.
class DirectEncoding {
 public:
  explicit DirectEncoding(const Puzzle& puzzle) : p_(puzzle), n_(puzzle.n) {
    const auto cells = static_cast<std::size_t>(n_ * n_);
    var_of_.assign(cells * static_cast<std::size_t>(n_), -1);
    in_row_.assign(cells, 0);
    in_col_.assign(cells, 0);
    for (int r = 0; r < n_; ++r) {
      for (int c = 0; c < n_; ++c) {
        const int g = p_.given(r, c);
        if (g == 0) continue;
        // A value given twice in a row or column: no solution at all.
        if (in_row_[idx(r, g - 1)]++ != 0 || in_col_[idx(c, g - 1)]++ != 0) repeated_ = true;
      }
    }
    for (int r = 0; r < n_; ++r) {
      for (int c = 0; c < n_; ++c) {
        if (p_.given(r, c) != 0) continue;
        for (int v = 0; v < n_; ++v) {
          if (in_row_[idx(r, v)] != 0 || in_col_[idx(c, v)] != 0) continue;
          var_of_[idx(r * n_ + c, v)] = static_cast<int>(cell_.size());
          cell_.push_back(r * n_ + c);
          value_.push_back(v);
        }
      }
    }
  }

  bool repeated() const { return repeated_; }
  int vars() const { return static_cast<int>(cell_.size()); }
  int cell(sat::Var x) const { return cell_[static_cast<std::size_t>(x)]; }
  int value(sat::Var x) const { return value_[static_cast<std::size_t>(x)]; }

  // The lines: each empty cell, each value missing from a row, each value
  // missing from a column.
  void add_lines(sat::Solver& solver) const {
    std::vector<sat::Var> line;
    for (int cell = 0; cell < n_ * n_; ++cell) {
      if (p_.givens[static_cast<std::size_t>(cell)] != 0) continue;
      line.clear();
      for (int v = 0; v < n_; ++v) push_var(line, cell, v);
      solver.add_exactly_one(line);
    }
    // Row k's cells are k * n + j, column k's are j * n + k.
    for (const bool rows : {true, false}) {
      const std::vector<std::uint8_t>& given_in = rows ? in_row_ : in_col_;
      for (int k = 0; k < n_; ++k) {
        for (int v = 0; v < n_; ++v) {
          if (given_in[idx(k, v)] != 0) continue;
          line.clear();
          for (int j = 0; j < n_; ++j) push_var(line, rows ? k * n_ + j : j * n_ + k, v);
          solver.add_exactly_one(line);
        }
      }
    }
  }

  // The relations as clauses; false when one cannot hold at all.
  bool add_relations(sat::Solver& solver) const {
    for (int r = 0; r < n_; ++r) {
      for (int c = 0; c + 1 < n_; ++c)
        if (!relate(solver, r * n_ + c, r * n_ + c + 1, p_.right_of(r, c))) return false;
    }
    for (int r = 0; r + 1 < n_; ++r) {
      for (int c = 0; c < n_; ++c)
        if (!relate(solver, r * n_ + c, (r + 1) * n_ + c, p_.below(r, c))) return false;
    }
    return true;
  }

 private:
  // A clause under construction over "cell = value" terms, some of which the
  // givens already decide: a true term satisfies it, a false one drops out.
  class Clause {
   public:
    explicit Clause(const DirectEncoding& e) : e_(e) {}
    Clause& term(int cell, int v, bool positive) {
      if (v < 0 || v >= e_.n_) {
        satisfied_ = satisfied_ || !positive;  // "not (cell = -1)" holds
        return *this;
      }
      const int g = e_.p_.givens[static_cast<std::size_t>(cell)];
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
    bool post(sat::Solver& solver) const { return satisfied_ || solver.add_clause(lits_); }

   private:
    const DirectEncoding& e_;
    bool satisfied_ = false;
    std::vector<sat::Lit> lits_;
  };

  bool less(sat::Solver& solver, int a, int b) const {  // a < b
    for (int v = 0; v < n_; ++v) {
      Clause above(*this);
      above.term(a, v, false);
      for (int w = v + 1; w < n_; ++w) above.term(b, w, true);
      if (!above.post(solver)) return false;
      Clause below(*this);
      below.term(b, v, false);
      for (int w = 0; w < v; ++w) below.term(a, w, true);
      if (!below.post(solver)) return false;
    }
    return true;
  }

  bool relate(sat::Solver& solver, int a, int b, Relation rel) const {
    switch (rel) {
      case Relation::kLess:
        return less(solver, a, b);
      case Relation::kGreater:
        return less(solver, b, a);
      case Relation::kAdjacent:  // |a - b| = 1
        for (int v = 0; v < n_; ++v) {
          if (!Clause(*this)
                   .term(a, v, false)
                   .term(b, v - 1, true)
                   .term(b, v + 1, true)
                   .post(solver))
            return false;
          if (!Clause(*this)
                   .term(b, v, false)
                   .term(a, v - 1, true)
                   .term(a, v + 1, true)
                   .post(solver))
            return false;
        }
        return true;
      case Relation::kNone:
        if (p_.mode != Mode::kAdjacent) return true;
        for (int v = 0; v + 1 < n_; ++v) {  // |a - b| != 1
          if (!Clause(*this).term(a, v, false).term(b, v + 1, false).post(solver)) return false;
          if (!Clause(*this).term(a, v + 1, false).term(b, v, false).post(solver)) return false;
        }
        return true;
    }
    return true;
  }

  std::size_t idx(int line, int v) const {
    return static_cast<std::size_t>(line) * static_cast<std::size_t>(n_) +
           static_cast<std::size_t>(v);
  }
  void push_var(std::vector<sat::Var>& line, int cell, int v) const {
    const int x = var_of_[idx(cell, v)];
    if (x >= 0) line.push_back(x);
  }

  const Puzzle& p_;
  int n_;
  bool repeated_ = false;
  std::vector<int> var_of_;  // [cell * n + value]: the variable, or -1
  std::vector<int> cell_, value_;
  std::vector<std::uint8_t> in_row_, in_col_;  // [line * n + value]: given there
};

}  // namespace

search::SearchResult solve_learning(const Puzzle& puzzle, const search::SearchSettings& options,
                                    const std::function<bool(const Grid&)>& on_solution,
                                    int threads) {
  budget::Budget budget(options.limits);
  search::Stats stats;
  const DirectEncoding encoding(puzzle);
  sat::SolverSettings settings;
  settings.seed = options.seed;
  sat::Solver base(encoding.vars(), settings);
  bool possible = !encoding.repeated();
  if (possible) {
    encoding.add_lines(base);
    possible = encoding.add_relations(base);
  }
  sat::Portfolio solver(base, threads, options.seed);
  bool stopped = false;
  Grid grid = puzzle.givens;
  std::vector<sat::Lit> exclude;
  std::uint64_t look = 0;  // after the first solution: decisions a search may take for the next
  while (possible) {
    const sat::Value answer = solver.solve(budget, look);
    if (answer == sat::Value::kUndef) {
      stopped = true;
      break;
    }
    if (answer == sat::Value::kFalse) break;
    exclude.clear();
    for (sat::Var x = 0; x < encoding.vars(); ++x) {
      if (!solver.value(x)) continue;
      grid[static_cast<std::size_t>(encoding.cell(x))] = encoding.value(x) + 1;
      exclude.push_back(sat::Lit::neg(x));
    }
    ++stats.solutions;
    const bool go_on = on_solution(grid);
    // As many decisions again as the first solution took its search, or
    // min_look: the winner's own count, so the bound is the same on every run.
    if (stats.solutions == 1 && options.min_look != 0)
      look = std::max(solver.winner_decisions(), options.min_look);
    if (!go_on || (options.solution_limit != 0 && stats.solutions >= options.solution_limit)) {
      budget.stop(budget::StopReason::kSolutionLimit);
      stopped = true;
      break;
    }
    possible = solver.add_clause(exclude);  // some empty cell takes another value
  }
  const sat::SolverStats& s = solver.stats();
  stats.nodes = s.decisions;
  stats.failures = s.conflicts;
  stats.max_depth = s.max_level;
  return search::finish_search(stopped, budget, stats, s.propagations);
}

}  // namespace deduce::puzzles::futoshiki

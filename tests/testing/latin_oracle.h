// An independent Futoshiki / Latin-square oracle for the tests: plain
// backtracking over cells (fewest candidates first), with no propagation
// beyond "this value is not yet in the row or column and keeps every relation
// with the filled neighbours". It shares nothing with the engine, check.cc or
// the model, so agreement with them means something. Fine for n <= 9 puzzles
// with clues and for counting small Latin squares; not for hard large ones.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <vector>

#include "deduce/puzzles/futoshiki/puzzle.h"

namespace deduce::testing {

namespace oracle_detail {

using puzzles::futoshiki::Mode;
using puzzles::futoshiki::Relation;

// Does the relation `rel` hold between a (left or upper cell) and b?
inline bool holds(Mode mode, Relation rel, int a, int b) {
  switch (rel) {
    case Relation::kLess:
      return a < b;
    case Relation::kGreater:
      return a > b;
    case Relation::kAdjacent:
      return std::abs(a - b) == 1;
    case Relation::kNone:
      return mode != Mode::kAdjacent || std::abs(a - b) != 1;
  }
  return false;
}

}  // namespace oracle_detail

// True when g is a complete Latin square of order p.n that keeps the givens
// and every relation. Written separately from check.cc on purpose.
inline bool oracle_satisfies(const puzzles::futoshiki::Puzzle& p,
                             const puzzles::futoshiki::Grid& g) {
  const int n = p.n;
  if (static_cast<int>(g.size()) != n * n) return false;
  for (int r = 0; r < n; ++r) {
    // Any order (the wide searches go to 256): a seen-flag per value.
    std::vector<char> row(n + 1, 0), col(n + 1, 0);
    for (int c = 0; c < n; ++c) {
      int v = g[r * n + c], w = g[c * n + r];
      if (v < 1 || v > n || w < 1 || w > n) return false;
      if (row[v] || col[w]) return false;
      row[v] = col[w] = 1;
      if (p.givens[r * n + c] != 0 && p.givens[r * n + c] != v) return false;
      if (c + 1 < n && !oracle_detail::holds(p.mode, p.right_of(r, c), v, g[r * n + c + 1])) {
        return false;
      }
      if (r + 1 < n && !oracle_detail::holds(p.mode, p.below(r, c), v, g[(r + 1) * n + c])) {
        return false;
      }
    }
  }
  return true;
}

struct OracleResult {
  std::uint64_t count = 0;
  std::vector<puzzles::futoshiki::Grid> solutions;  // the first `keep` found
  bool complete = false;                            // false when a limit stopped it
  std::uint64_t nodes = 0;                          // cells tried
};

// Counts the solutions of p, stopping at `limit` solutions or after
// `max_nodes` tried cells (0: no limit) and keeping the first `keep` of them.
class LatinOracle {
 public:
  LatinOracle(const puzzles::futoshiki::Puzzle& p, std::uint64_t limit, std::size_t keep,
              std::uint64_t max_nodes = 0)
      : p_(p),
        n_(p.n),
        limit_(limit),
        keep_(keep),
        max_nodes_(max_nodes),
        g_(p.givens),
        rows_(p.n),
        cols_(p.n) {}

  OracleResult run() {
    for (int k = 0; k < n_ * n_; ++k) {
      int v = g_[k];
      if (v == 0) continue;
      std::uint64_t bit = std::uint64_t{1} << (v - 1);
      // A clash among the givens: no solution.
      if (v > n_ || (rows_[k / n_] & bit) || (cols_[k % n_] & bit) || !fits(k, v)) {
        result_.complete = true;
        return result_;
      }
      rows_[k / n_] |= bit;
      cols_[k % n_] |= bit;
    }
    result_.complete = search();
    return result_;
  }

 private:
  bool fits(int k, int v) const {
    const int r = k / n_, c = k % n_;
    using oracle_detail::holds;
    if (c > 0 && g_[k - 1] && !holds(p_.mode, p_.right_of(r, c - 1), g_[k - 1], v)) return false;
    if (c + 1 < n_ && g_[k + 1] && !holds(p_.mode, p_.right_of(r, c), v, g_[k + 1])) return false;
    if (r > 0 && g_[k - n_] && !holds(p_.mode, p_.below(r - 1, c), g_[k - n_], v)) return false;
    if (r + 1 < n_ && g_[k + n_] && !holds(p_.mode, p_.below(r, c), v, g_[k + n_])) return false;
    return true;
  }

  std::uint64_t candidates(int k) const {
    std::uint64_t free = ~(rows_[k / n_] | cols_[k % n_]);
    std::uint64_t out = 0;
    for (int v = 1; v <= n_; ++v) {
      if ((free >> (v - 1) & 1) && fits(k, v)) out |= std::uint64_t{1} << (v - 1);
    }
    return out;
  }

  // Returns false when the limit stopped the search.
  bool search() {
    int best = -1;
    std::uint64_t best_set = 0;
    int best_size = 65;
    for (int k = 0; k < n_ * n_; ++k) {
      if (g_[k] != 0) continue;
      std::uint64_t set = candidates(k);
      int size = __builtin_popcountll(set);
      if (size < best_size) {
        best = k;
        best_set = set;
        best_size = size;
        if (size == 0) return true;
      }
    }
    if (best < 0) {
      ++result_.count;
      if (result_.solutions.size() < keep_) result_.solutions.push_back(g_);
      return limit_ == 0 || result_.count < limit_;
    }
    const int r = best / n_, c = best % n_;
    for (int v = 1; v <= n_; ++v) {
      std::uint64_t bit = std::uint64_t{1} << (v - 1);
      if (!(best_set & bit)) continue;
      if (++result_.nodes > max_nodes_ && max_nodes_ != 0) return false;
      g_[best] = v;
      rows_[r] |= bit;
      cols_[c] |= bit;
      bool go_on = search();
      g_[best] = 0;
      rows_[r] &= ~bit;
      cols_[c] &= ~bit;
      if (!go_on) return false;
    }
    return true;
  }

  const puzzles::futoshiki::Puzzle& p_;
  int n_;
  std::uint64_t limit_;
  std::size_t keep_;
  std::uint64_t max_nodes_;
  puzzles::futoshiki::Grid g_;
  std::vector<std::uint64_t> rows_, cols_;
  OracleResult result_;
};

inline OracleResult oracle_solve(const puzzles::futoshiki::Puzzle& p, std::uint64_t limit = 0,
                                 std::size_t keep = 1, std::uint64_t max_nodes = 0) {
  return LatinOracle(p, limit, keep, max_nodes).run();
}

}  // namespace deduce::testing

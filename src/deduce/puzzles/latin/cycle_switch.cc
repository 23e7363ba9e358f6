#include "deduce/puzzles/latin/cycle_switch.h"

#include <algorithm>
#include <cstddef>
#include <utility>

namespace deduce::puzzles::latin {

namespace {

class Switcher {
 public:
  Switcher(const CompletionProblem& p, const std::vector<int>& square)
      : p_(p), n_(p.n), grid_(square), pairs_of_(square.size()) {
    for (std::size_t k = 0; k < p.less.size(); ++k) {
      pairs_of_[static_cast<std::size_t>(p.less[k].a)].push_back(static_cast<int>(k));
      pairs_of_[static_cast<std::size_t>(p.less[k].b)].push_back(static_cast<int>(k));
    }
  }

  std::optional<std::vector<int>> find(budget::Budget& budget) {
    std::vector<int> where(static_cast<std::size_t>(n_));  // [value]: its place in line k2
    std::vector<char> seen(static_cast<std::size_t>(n_));
    for (const bool rows : {true, false}) {
      // Cell j of line k: row k, column j (rows) or row j, column k.
      auto cell = [&](int k, int j) { return rows ? k * n_ + j : j * n_ + k; };
      for (int k1 = 0; k1 < n_; ++k1) {
        for (int k2 = k1 + 1; k2 < n_; ++k2) {
          if (budget.spend()) return std::nullopt;
          for (int j = 0; j < n_; ++j) where[static_cast<std::size_t>(at(cell(k2, j)) - 1)] = j;
          std::fill(seen.begin(), seen.end(), 0);
          for (int j0 = 0; j0 < n_; ++j0) {
            if (seen[static_cast<std::size_t>(j0)] != 0) continue;
            cycle_.clear();
            bool free = true;
            for (int j = j0; seen[static_cast<std::size_t>(j)] == 0;
                 j = where[static_cast<std::size_t>(at(cell(k1, j)) - 1)]) {
              seen[static_cast<std::size_t>(j)] = 1;
              cycle_.push_back(cell(k1, j));
              cycle_.push_back(cell(k2, j));
              free = free && given(cell(k1, j)) == 0 && given(cell(k2, j)) == 0;
            }
            if (free && switch_holds()) return grid_;
          }
        }
      }
    }
    return std::nullopt;
  }

 private:
  int& at(int cell) { return grid_[static_cast<std::size_t>(cell)]; }
  int given(int cell) const { return p_.givens[static_cast<std::size_t>(cell)]; }

  // Exchanges the two lines on cycle_ (pairs of cells) and keeps the result
  // when every pair through a switched cell holds; else switches back.
  bool switch_holds() {
    for (std::size_t i = 0; i < cycle_.size(); i += 2) std::swap(at(cycle_[i]), at(cycle_[i + 1]));
    bool holds = true;
    for (std::size_t i = 0; i < cycle_.size() && holds; ++i) {
      for (const int k : pairs_of_[static_cast<std::size_t>(cycle_[i])]) {
        const LessPair& pair = p_.less[static_cast<std::size_t>(k)];
        holds = holds && at(pair.a) < at(pair.b);
      }
    }
    if (!holds) {
      for (std::size_t i = 0; i < cycle_.size(); i += 2)
        std::swap(at(cycle_[i]), at(cycle_[i + 1]));
    }
    return holds;
  }

  const CompletionProblem& p_;
  int n_;
  std::vector<int> grid_;
  std::vector<std::vector<int>> pairs_of_;  // [cell]: the "less" pairs through it
  std::vector<int> cycle_;                  // the cells of one cycle, line k1's then k2's
};

}  // namespace

std::optional<std::vector<int>> switched_square(const CompletionProblem& problem,
                                                const std::vector<int>& square,
                                                budget::Budget& budget) {
  if (problem.n < 2) return std::nullopt;
  Switcher s(problem, square);
  return s.find(budget);
}

}  // namespace deduce::puzzles::latin

// What the Sudoku generator's tests share (generate_test.cc,
// killer_generate_test.cc): a count of solutions of their own, the options
// of Solo's parameters at a grade, and the check that a node limit and
// Ctrl-C stop a generation with no puzzle.
#pragma once

#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <vector>

#include "deduce/puzzles/sudoku/game_id.h"
#include "deduce/puzzles/sudoku/generate/generate.h"

namespace deduce::puzzles::sudoku::generate::testing {

using Mask = std::uint64_t;

// Solutions of a puzzle counted up to `cap` by plain backtracking on the
// open cell with fewest digits left, written apart from the kernel and the
// model: the rules as cell lists. A digit is left for a cell when no unit
// of it (row, column, region, diagonal, cage) holds it and, in a killer
// puzzle, some set of distinct digits that makes its cage's sum holds it,
// besides the digits the cage has already.
class SolutionCount {
 public:
  explicit SolutionCount(const Puzzle& p) : p_(p), g_(p.givens) {
    const int n = p.n;
    std::vector<std::vector<int>> units;
    for (int i = 0; i < n; ++i) {
      std::vector<int> row, col, region;
      for (int j = 0; j < n; ++j) row.push_back(i * n + j), col.push_back(j * n + i);
      for (int k = 0; k < n * n; ++k)
        if (p.region[k] == i) region.push_back(k);
      units.insert(units.end(), {row, col, region});
    }
    if (p.x) {
      std::vector<int> main, anti;
      for (int j = 0; j < n; ++j) main.push_back(j * n + j), anti.push_back(j * n + n - 1 - j);
      units.insert(units.end(), {main, anti});
    }
    for (const Cage& c : p.cages) units.push_back(c.cells);
    used_.assign(units.size(), 0);
    units_of_.resize(static_cast<std::size_t>(p.cells()));
    for (std::size_t u = 0; u < units.size(); ++u)
      for (const int k : units[u]) units_of_[k].push_back(static_cast<int>(u));
    // Every set of distinct digits 1..n of each cage's size and sum.
    sets_.resize(p.cages.size());
    in_cage_.assign(p.cages.size(), 0);
    for (std::size_t c = 0; c < p.cages.size(); ++c)
      for (Mask m = 0; m < (Mask{1} << n); ++m)
        if (std::popcount(m) == static_cast<int>(p.cages[c].cells.size()) &&
            digit_sum(m << 1) == p.cages[c].sum)
          sets_[c].push_back(m << 1);
    for (int k = 0; k < p.cells(); ++k)
      if (g_[k] != 0) set(k, g_[k], true);
  }
  int solutions(int cap) {
    found_ = 0;
    cap_ = cap;
    run();
    return found_;
  }
  const Grid& first() const { return first_; }

 private:
  static int digit_sum(Mask m) {
    int sum = 0;
    for (; m != 0; m &= m - 1) sum += std::countr_zero(m);
    return sum;
  }
  void set(int k, int v, bool on) {
    g_[k] = on ? v : 0;
    for (const int u : units_of_[k]) used_[u] ^= Mask{1} << v;
    if (p_.killer) in_cage_[p_.cage_of[k]] ^= Mask{1} << v;
  }
  Mask free_at(int k) const {
    Mask used = 0;
    for (const int u : units_of_[k]) used |= used_[u];
    if (!p_.killer) return ~used & (((Mask{1} << p_.n) - 1) << 1);
    const int c = p_.cage_of[k];
    Mask fits = 0;
    for (const Mask set : sets_[c])
      if ((set & in_cage_[c]) == in_cage_[c]) fits |= set;
    return fits & ~used;
  }
  void run() {
    int best = -1, fewest = 99;
    Mask best_free = 0;
    for (int k = 0; k < p_.cells() && fewest > 0; ++k) {
      if (g_[k] != 0) continue;
      const Mask f = free_at(k);
      if (std::popcount(f) < fewest) best = k, fewest = std::popcount(f), best_free = f;
    }
    if (best < 0) {
      if (found_++ == 0) first_ = g_;
      return;
    }
    for (Mask f = best_free; f != 0 && found_ < cap_; f &= f - 1) {
      set(best, std::countr_zero(f), true);
      run();
      set(best, std::countr_zero(f), false);
    }
  }

  const Puzzle& p_;
  Grid g_;
  Grid first_;
  std::vector<Mask> used_;                  // unit -> its digits placed (bit d)
  std::vector<std::vector<int>> units_of_;  // cell -> its units
  std::vector<std::vector<Mask>> sets_;     // cage -> its digit sets
  std::vector<Mask> in_cage_;               // cage -> its digits placed
  int found_ = 0, cap_ = 2;
};

inline GenerateOptions solo_options(const char* params, int grade) {
  const SoloParams said = read_solo_params(params, {"test", 1, 1});
  GenerateOptions o;
  o.shape = said.shape;
  o.symmetry = said.symmetry;
  o.grade = grade;
  return o;
}

// A node limit of `nodes` stops generate(o) with no puzzle, and so does
// Ctrl-C (the flag set before it starts).
inline void expect_limits_stop(const GenerateOptions& o, std::uint64_t nodes) {
  budget::SharedWork work;
  work.node_limit = nodes;
  budget::Limits limits;
  limits.shared = &work;
  util::Rng rng(3);
  const GenerateOutcome cut = generate(o, rng, limits);
  EXPECT_FALSE(cut.made);
  EXPECT_EQ(cut.stop, budget::StopReason::kNodeLimit);
  budget::g_interrupt_requested.store(true);
  util::Rng again(3);
  const GenerateOutcome stopped = generate(o, again, {});
  budget::g_interrupt_requested.store(false);
  EXPECT_FALSE(stopped.made);
  EXPECT_EQ(stopped.stop, budget::StopReason::kInterrupted);
}

}  // namespace deduce::puzzles::sudoku::generate::testing

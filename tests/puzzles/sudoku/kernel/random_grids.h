// Random 9x9 Sudoku grids for the tests of the kernel and of the family's
// two engines: solved grids, puzzles of three sorts (a solved grid with
// holes, the same with a given or two changed, random givens) and the
// check that a grid keeps the rules and the givens.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <numeric>
#include <random>

#include "deduce/puzzles/sudoku/kernel/count_solutions.h"

namespace deduce::puzzles::sudoku::kernel::testing {

// A solved grid by the pattern (3 * (r % 3) + r / 3 + c) % 9 + 1, shuffled by
// the moves that keep a grid solved: digits relabelled, rows within a band,
// bands, columns within a stack, stacks, and a transposition.
inline Grid random_solved_grid(std::mt19937_64& rng) {
  std::array<int, 9> digit{};
  std::iota(digit.begin(), digit.end(), 1);
  std::shuffle(digit.begin(), digit.end(), rng);
  auto line_order = [&rng]() {
    std::array<int, 3> bands{0, 1, 2};
    std::shuffle(bands.begin(), bands.end(), rng);
    std::array<int, 9> order{};
    for (int b = 0; b < 3; ++b) {
      std::array<int, 3> inner{0, 1, 2};
      std::shuffle(inner.begin(), inner.end(), rng);
      for (int i = 0; i < 3; ++i) order[3 * b + i] = 3 * bands[b] + inner[i];
    }
    return order;
  };
  const std::array<int, 9> rows = line_order();
  const std::array<int, 9> columns = line_order();
  const bool transpose = (rng() & 1) != 0;
  Grid grid{};
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) {
      const int pr = rows[r];
      const int pc = columns[c];
      const int value = digit[(3 * (pr % 3) + pr / 3 + pc) % 9];
      grid[transpose ? c * 9 + r : r * 9 + c] = static_cast<std::uint8_t>(value);
    }
  }
  return grid;
}

// Whether `solution` is a complete grid that keeps every rule and every given.
inline bool keeps_rules(const Grid& solution, const Grid& givens) {
  for (int cell = 0; cell < 81; ++cell) {
    if (solution[cell] < 1 || solution[cell] > 9) return false;
    if (givens[cell] != 0 && givens[cell] != solution[cell]) return false;
  }
  for (int unit = 0; unit < 9; ++unit) {
    unsigned row = 0, column = 0, box = 0;
    for (int i = 0; i < 9; ++i) {
      row |= 1u << solution[unit * 9 + i];
      column |= 1u << solution[i * 9 + unit];
      box |= 1u << solution[(unit / 3 * 3 + i / 3) * 9 + unit % 3 * 3 + i % 3];
    }
    if (row != 0x3FE || column != 0x3FE || box != 0x3FE) return false;
  }
  return true;
}

// Whether two givens of `grid` break a rule (the same digit twice in a row,
// a column or a box).
inline bool breaks_a_rule(const Grid& grid) {
  for (int unit = 0; unit < 9; ++unit) {
    unsigned row = 0, column = 0, box = 0;
    for (int i = 0; i < 9; ++i) {
      const unsigned r = 1u << grid[unit * 9 + i];
      const unsigned c = 1u << grid[i * 9 + unit];
      const unsigned b = 1u << grid[(unit / 3 * 3 + i / 3) * 9 + unit % 3 * 3 + i % 3];
      if ((((row & r) | (column & c) | (box & b)) & ~1u) != 0) return true;
      row |= r;
      column |= c;
      box |= b;
    }
  }
  return false;
}

// Random puzzles of three sorts: a solved grid with random holes (at least
// one solution); the same with a given or two changed at random (often
// none); and random givens that need not come from a grid (none to many).
inline Grid random_puzzle(std::mt19937_64& rng, int sort) {
  std::uniform_int_distribution<int> cell_of(0, 80);
  std::uniform_int_distribution<int> digit_of(1, 9);
  if (sort == 2) {
    Grid grid{};
    const int givens = std::uniform_int_distribution<int>(0, 30)(rng);
    for (int i = 0; i < givens; ++i) grid[cell_of(rng)] = static_cast<std::uint8_t>(digit_of(rng));
    return grid;
  }
  Grid grid = random_solved_grid(rng);
  const int holes = std::uniform_int_distribution<int>(0, 81)(rng);
  std::array<int, 81> order{};
  std::iota(order.begin(), order.end(), 0);
  std::shuffle(order.begin(), order.end(), rng);
  for (int i = 0; i < holes; ++i) grid[order[i]] = 0;
  if (sort == 1) {
    const int changes = 1 + static_cast<int>(rng() % 2);
    for (int i = 0; i < changes; ++i) grid[cell_of(rng)] = static_cast<std::uint8_t>(digit_of(rng));
  }
  return grid;
}

}  // namespace deduce::puzzles::sudoku::kernel::testing

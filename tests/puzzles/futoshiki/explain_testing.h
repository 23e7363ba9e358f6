// Helpers of the explanation-ladder tests: random unique puzzles, the unique
// solution by fut::solve, and Tatham's IDs from the agreement data.
#pragma once

#include <algorithm>
#include <numeric>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "deduce/puzzles/futoshiki/parse.h"
#include "deduce/puzzles/futoshiki/solver.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::futoshiki::explain_testing {

// The solutions of `p`, up to `limit`.
inline std::vector<Grid> solutions(const Puzzle& p, int limit = 2) {
  std::vector<Grid> found;
  search::SearchOptions options;
  options.solution_limit = static_cast<std::uint64_t>(limit);
  solve(p, options, [&](const Grid& g) {
    found.push_back(g);
    return true;
  });
  return found;
}

// A random Latin square of order n: random rows, columns and symbols of a
// square built row by row with random backtracking.
inline Grid random_latin_square(int n, std::mt19937& rng) {
  Grid g(static_cast<std::size_t>(n * n), 0);
  std::vector<int> order(static_cast<std::size_t>(n));
  const auto fill = [&](auto&& self, int cell) -> bool {
    if (cell == n * n) return true;
    const int r = cell / n, c = cell % n;
    std::vector<int> values(static_cast<std::size_t>(n));
    std::iota(values.begin(), values.end(), 1);
    std::shuffle(values.begin(), values.end(), rng);
    for (int v : values) {
      bool ok = true;
      for (int i = 0; i < c && ok; ++i) ok = g[r * n + i] != v;
      for (int i = 0; i < r && ok; ++i) ok = g[i * n + c] != v;
      if (!ok) continue;
      g[cell] = v;
      if (self(self, cell + 1)) return true;
    }
    g[cell] = 0;
    return false;
  };
  fill(fill, 0);
  return g;
}

// A random puzzle with exactly one solution, `square`: signs (Unequal, each
// pair with probability sign_odds) or all marks (Adjacent), then givens taken
// away in random order while the solution stays unique.
inline Puzzle random_unique_puzzle(int n, Mode mode, double sign_odds, std::mt19937& rng,
                                   Grid* square_out = nullptr) {
  const Grid square = random_latin_square(n, rng);
  Puzzle p;
  p.n = n;
  p.mode = mode;
  p.givens = square;
  p.right.assign(static_cast<std::size_t>(n * (n - 1)), Relation::kNone);
  p.down.assign(static_cast<std::size_t>((n - 1) * n), Relation::kNone);
  std::bernoulli_distribution sign(sign_odds);
  const auto relation = [&](int a, int b) {
    if (mode == Mode::kAdjacent)
      return std::abs(a - b) == 1 ? Relation::kAdjacent : Relation::kNone;
    if (!sign(rng)) return Relation::kNone;
    return a < b ? Relation::kLess : Relation::kGreater;
  };
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      if (c + 1 < n) p.right[r * (n - 1) + c] = relation(square[r * n + c], square[r * n + c + 1]);
      if (r + 1 < n) p.down[r * n + c] = relation(square[r * n + c], square[(r + 1) * n + c]);
    }
  }
  std::vector<int> cells(static_cast<std::size_t>(n * n));
  std::iota(cells.begin(), cells.end(), 0);
  std::shuffle(cells.begin(), cells.end(), rng);
  for (int cell : cells) {
    const int keep = p.givens[cell];
    p.givens[cell] = 0;
    if (solutions(p).size() != 1) p.givens[cell] = keep;
  }
  p.cell_where.resize(static_cast<std::size_t>(n * n));
  p.right_where.resize(p.right.size());
  p.down_where.resize(p.down.size());
  if (square_out != nullptr) *square_out = square;
  return p;
}

// Tatham's IDs of the agreement data, with every `stride`-th kept.
inline std::vector<Puzzle> tatham_puzzles(int stride = 1) {
  const std::string path = testing::source_path("tests/puzzles/futoshiki/data/tatham_grades.txt");
  std::vector<Puzzle> out;
  std::istringstream lines(testing::slurp(path));
  int line_number = 0, kept = 0;
  for (std::string line; std::getline(lines, line);) {
    ++line_number;
    if (line.empty() || line[0] == '#') continue;
    if (kept++ % stride != 0) continue;
    out.push_back(parse_game_id(line.substr(0, line.find(" #")), path, line_number));
  }
  return out;
}

}  // namespace deduce::puzzles::futoshiki::explain_testing

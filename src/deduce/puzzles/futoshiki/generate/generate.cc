#include "deduce/puzzles/futoshiki/generate/generate.h"

#include <algorithm>
#include <cmath>

#include "deduce/puzzles/futoshiki/explain/ladder_table.h"
#include "deduce/puzzles/futoshiki/generate/clue_removal.h"
#include "deduce/puzzles/futoshiki/solver.h"
#include "deduce/puzzles/latin/random_square.h"

namespace deduce::puzzles::futoshiki {
namespace {

// Does the ladder solve the puzzle with techniques of at most `level`? Sound
// techniques that fill the grid prove the solution unique as well.
bool solvable_within(const Puzzle& puzzle, int level) {
  ladder::Board board(puzzle);
  ladder::propagate(board, level, nullptr);
  return board.solved() && !board.broken();
}

// Exactly one solution, by counting (the search stops at the second).
bool unique(const Puzzle& puzzle) {
  search::SearchOptions options;
  options.solution_limit = 2;
  return solve(puzzle, options, nullptr).search.stats.solutions == 1;
}

std::optional<GeneratedPuzzle> graded(const GenerateOptions& o, util::Rng& rng) {
  const bool recursive = o.grade >= ladder::kRecursive;
  auto keeps = [&](const Puzzle& p) { return recursive ? unique(p) : solvable_within(p, o.grade); };
  for (int square = 0; square < o.squares; ++square) {
    const Grid solution = latin::random_latin_square(o.order, rng);
    const Puzzle full = full_puzzle(o.order, o.mode, solution);
    for (int attempt = 0; attempt < o.orders_per_square; ++attempt) {
      Puzzle p = full;
      remove_clues(p, removable_clues(full, o.mode == Mode::kUnequal, rng), keeps);
      // Solvable within the grade by construction; kept when it needs it.
      if (o.grade > 0 && solvable_within(p, o.grade - 1)) continue;
      p.difficulty = static_cast<Difficulty>(o.grade + 1);
      return GeneratedPuzzle{std::move(p), solution, o.grade};
    }
  }
  return std::nullopt;
}

std::optional<GeneratedPuzzle> latin(const GenerateOptions& o, util::Rng& rng) {
  const int holes = o.holes != 0 ? o.holes : default_holes(o.order);
  for (int square = 0; square < o.squares; ++square) {
    const Grid solution = latin::random_latin_square(o.order, rng);
    Puzzle full = full_puzzle(o.order, Mode::kUnequal, solution);
    for (Relation& r : full.right) r = Relation::kNone;
    for (Relation& r : full.down) r = Relation::kNone;
    for (int attempt = 0; attempt < o.orders_per_square; ++attempt) {
      Puzzle p = full;
      remove_clues(p, removable_clues(full, false, rng), unique, holes);
      int empty = 0;
      for (int v : p.givens) empty += v == 0;
      if (empty == holes) return GeneratedPuzzle{std::move(p), solution, -1};
    }
  }
  return std::nullopt;
}

}  // namespace

int default_holes(int n) {
  const int h = static_cast<int>(std::lround(1.6 * std::pow(n, 1.55)));
  return std::min(h, n * n / 2);
}

std::optional<GeneratedPuzzle> generate(const GenerateOptions& options, util::Rng& rng) {
  return options.latin ? latin(options, rng) : graded(options, rng);
}

}  // namespace deduce::puzzles::futoshiki

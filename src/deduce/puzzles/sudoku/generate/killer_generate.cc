#include "deduce/puzzles/sudoku/generate/killer_generate.h"

#include <algorithm>
#include <utility>

#include "deduce/puzzles/sudoku/explain/ladder.h"
#include "deduce/puzzles/sudoku/explain/technique.h"
#include "deduce/puzzles/sudoku/generate/filled_grid.h"
#include "deduce/puzzles/sudoku/generate/jigsaw_regions.h"
#include "deduce/puzzles/sudoku/generate/killer_cages.h"

namespace deduce::puzzles::sudoku::generate {
namespace {

using ladder::kUnreasonable;

constexpr int kKillerAdvanced = 3;  // the killer sub-grade Solo's generator asks for

// Whether Solo's solver capped at `grade` (with his guesses at unreasonable)
// grades the empty grid of `puzzle` exactly `grade`, killer Advanced.
bool exactly(const Puzzle& puzzle, int grade, budget::Budget& budget) {
  const SoloGrade g = grade == kUnreasonable ? sudoku::grade(puzzle, &budget)
                                             : grade_within(puzzle, puzzle.givens, grade, &budget);
  return g.grade == grade && g.killer == kKillerAdvanced;
}

}  // namespace

GenerateOutcome generate_killer(const GenerateOptions& options, util::Rng& rng,
                                const budget::Limits& limits) {
  GenerateOutcome out;
  budget::Budget budget(limits);
  Puzzle puzzle = options.shape;
  const int cells = puzzle.cells();
  // Solo's allowance for a filled grid: the area squared (at least 10^4).
  const auto fill_nodes = std::max<std::uint64_t>(10000, static_cast<std::uint64_t>(cells) * cells);
  const Grid empty(static_cast<std::size_t>(cells), 0);
  puzzle.givens = empty;
  for (int attempt = 0; attempt < options.killer_attempts; ++attempt) {
    if ((out.stop = budget::poll(limits)) != budget::StopReason::kNone) return out;
    if (puzzle.jigsaw()) puzzle.region = random_jigsaw_regions(puzzle.n, rng);
    const KillerCages cages = KillerCages::draw(puzzle.n, rng);
    if (cages.largest() > puzzle.n) continue;  // no grid has distinct digits in it
    cages.apply(puzzle, empty);                // the cages, for the grid's search
    const Grid solution = random_filled_grid(puzzle, rng, fill_nodes);
    if (solution.empty()) continue;
    cages.apply(puzzle, solution);  // the sums
    const bool made = exactly(puzzle, options.grade, budget);
    if (budget.stopped()) {
      out.stop = budget.reason();
      return out;
    }
    if (!made) continue;
    out.made = GeneratedPuzzle{std::move(puzzle), solution, options.grade};
    return out;
  }
  return out;
}

}  // namespace deduce::puzzles::sudoku::generate

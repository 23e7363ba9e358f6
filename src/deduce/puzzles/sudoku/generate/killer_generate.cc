#include "deduce/puzzles/sudoku/generate/killer_generate.h"

#include <algorithm>
#include <optional>
#include <utility>

#include "deduce/puzzles/sudoku/explain/ladder.h"
#include "deduce/puzzles/sudoku/generate/filled_grid.h"
#include "deduce/puzzles/sudoku/generate/jigsaw_regions.h"
#include "deduce/puzzles/sudoku/generate/killer_cages.h"

namespace deduce::puzzles::sudoku::generate {
namespace {

constexpr int kUnreasonable = 5;
constexpr int kKillerAdvanced = 3;  // the killer sub-grade Solo's generator asks for
constexpr int kHarderInARow = 50;   // Solo's tries past the grade before a walk ends

enum class Verdict { kEasier, kExact, kHarder };

// Solo's verdict on the empty grid with `cages` and their sums from
// `solution`: his solver capped at `grade` (with his guesses at
// unreasonable), against the grade and his Advanced killer sub-grade.
Verdict judge(Puzzle& puzzle, const KillerCages& cages, const Grid& solution, int grade,
              budget::Budget& budget) {
  cages.apply(puzzle, solution);
  const SoloGrade g = grade == kUnreasonable ? sudoku::grade(puzzle, &budget)
                                             : grade_within(puzzle, puzzle.givens, grade, &budget);
  if (g.grade > grade) return Verdict::kHarder;  // stuck at the cap, ambiguous or impossible
  if (g.grade == grade && g.killer == kKillerAdvanced) return Verdict::kExact;
  return Verdict::kEasier;
}

// The walk of merges from `cages` (killer_generate.h): the best cover of
// exactly the grade, or none. A stop of the budget ends it with none.
std::optional<KillerCages> walk(Puzzle& puzzle, KillerCages cages, const Grid& solution, int grade,
                                util::Rng& rng, budget::Budget& budget) {
  std::optional<KillerCages> best, easier;
  int harder = 0;
  for (;;) {
    const Verdict v = judge(puzzle, cages, solution, grade, budget);
    if (budget.stopped()) return std::nullopt;
    if (v == Verdict::kExact) {
      best = cages;
      harder = 0;
      if (!cages.merge_some(solution, rng)) break;
    } else if (v == Verdict::kHarder) {
      if (++harder > kHarderInARow) break;
      if (best) {
        cages = *best;
        if (!cages.merge_some(solution, rng)) break;
      } else {
        if (!easier) break;
        cages = std::move(*easier);
        easier.reset();
      }
    } else {
      easier = cages;
      if (!cages.merge_some(solution, rng)) break;
    }
  }
  return best;
}

}  // namespace

GenerateOutcome generate_killer(const GenerateOptions& options, util::Rng& rng,
                                const budget::Limits& limits) {
  GenerateOutcome out;
  budget::Budget budget(limits);
  Puzzle puzzle = options.shape;
  const int cells = puzzle.cells();
  const auto fill_nodes = std::max<std::uint64_t>(10000, static_cast<std::uint64_t>(cells) * cells);
  const Grid empty(static_cast<std::size_t>(cells), 0);
  for (int attempt = 0; attempt < options.attempts; ++attempt) {
    if ((out.stop = budget::poll(limits)) != budget::StopReason::kNone) return out;
    if (puzzle.jigsaw()) puzzle.region = random_jigsaw_regions(puzzle.n, rng);
    const KillerCages first = KillerCages::initial(puzzle.n, rng);
    if (first.largest() > puzzle.n) continue;  // no grid has distinct digits in it
    first.apply(puzzle, empty);                // the cages, for the grid's search
    puzzle.givens = empty;
    const Grid solution = random_filled_grid(puzzle, rng, fill_nodes);
    if (solution.empty()) continue;
    std::optional<KillerCages> best = walk(puzzle, first, solution, options.grade, rng, budget);
    if (budget.stopped()) {
      out.stop = budget.reason();
      return out;
    }
    if (!best) continue;
    best->apply(puzzle, solution);
    out.made = GeneratedPuzzle{std::move(puzzle), solution, options.grade};
    return out;
  }
  return out;
}

}  // namespace deduce::puzzles::sudoku::generate

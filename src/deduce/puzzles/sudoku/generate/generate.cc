#include "deduce/puzzles/sudoku/generate/generate.h"

#include <algorithm>
#include <memory>
#include <vector>

#include "deduce/puzzles/sudoku/explain/ladder.h"
#include "deduce/puzzles/sudoku/explain/technique.h"
#include "deduce/puzzles/sudoku/generate/clue_removal.h"
#include "deduce/puzzles/sudoku/generate/easy_fill.h"
#include "deduce/puzzles/sudoku/generate/filled_grid.h"
#include "deduce/puzzles/sudoku/generate/jigsaw_regions.h"
#include "deduce/puzzles/sudoku/generate/killer_generate.h"
#include "deduce/puzzles/sudoku/kernel/count_solutions.h"
#include "deduce/puzzles/sudoku/kernel_solver.h"
#include "deduce/puzzles/sudoku/solver.h"

namespace deduce::puzzles::sudoku::generate {
namespace {

using ladder::kUnreasonable;

constexpr std::uint64_t kCountNodes = 4096;  // count_up_to's allowance before the model
constexpr int kSmallOrder = 6;               // counted by count_up_to, not the model
constexpr int kEasy = 2;  // the highest grade EasyFill decides alone: Intermediate

// The tests of one attempt, on the puzzle's shape, under its budget.
class Judge {
 public:
  Judge(Puzzle& puzzle, int grade, const budget::Limits& limits, budget::Budget& budget,
        EasyFill& easy)
      : puzzle_(puzzle),
        grade_(grade),
        limits_(limits),
        budget_(budget),
        kernel_(fits_kernel(puzzle)),
        easy_(easy) {}

  bool stopped() const { return stop_ != budget::StopReason::kNone || budget_.stopped(); }
  budget::StopReason stop() const { return budget_.stopped() ? budget_.reason() : stop_; }

  // Whether a pass capped at `cap` may leave `givens`; `reached` becomes a
  // bound on their grade when it may (the ladder's grade, or the easy
  // techniques' level when they fill the grid).
  bool keeps(const Grid& givens, int cap, int& reached) {
    // Up to Intermediate the easy techniques are the whole ladder.
    if (cap <= kEasy) {
      if (!quick(givens, cap)) return false;
      reached = cap;
      return true;
    }
    // Uniqueness first: the kernel (or a count of a small grid) proves two
    // solutions in microseconds, and most grids tried one class at a time
    // have two (the runs that pass are tried with quick() alone:
    // clue_removal.h); the ladder would run every technique up to the cap.
    const bool quick_count = kernel_ || puzzle_.n <= kSmallOrder;
    if (quick_count && !unique(givens)) return false;
    if (quick(givens, cap)) {
      reached = kEasy;
      return true;
    }
    if (cap == kUnreasonable) {
      if (!quick_count && !unique(givens)) return false;
      reached = kUnreasonable;  // at most; the last grade is asked of the whole
      return true;
    }
    const SoloGrade g = grade_within(puzzle_, givens, cap, &budget_);
    if (g.grade > cap) return false;
    reached = g.grade;
    return true;
  }

  // Whether the easy techniques up to `cap` fill `givens` (easy_fill.h).
  // Each run spends a unit, so that the limits are met between them too
  // (a run of a large grid takes a while); a stop answers no.
  bool quick(const Grid& givens, int cap) {
    return !budget_.spend() && easy_.fills(givens, std::min(cap, kEasy));
  }

  // The grade of the puzzle left, whose grade is at most `bound`: -1 when
  // that is below the grade asked; else the ladder's, or Solo's with his
  // guesses for unreasonable.
  int final_grade(const Grid& givens, int bound) {
    if (bound < grade_) return -1;
    if (grade_ != kUnreasonable) return grade_within(puzzle_, givens, grade_, &budget_).grade;
    puzzle_.givens = givens;
    return sudoku::grade(puzzle_, &budget_).grade;
  }

 private:
  bool unique(const Grid& givens) {
    if (kernel_) {
      kernel::Grid g{};
      for (int k = 0; k < 81; ++k) g[k] = static_cast<std::uint8_t>(givens[k]);
      kernel::Limits l;
      l.solution_limit = 2;
      l.budget = &budget_;
      return kernel::count_solutions(g, l).count == 1;
    }
    // A small grid counts faster by itself than the model's search is set
    // up; a hard one goes on to the model past a few thousand cells tried.
    // From order 8 the model wins (measured on 9x9 X and jigsaw puzzles).
    if (puzzle_.n > kSmallOrder) return model_unique(givens);
    std::uint64_t nodes = 0;
    const int small = count_up_to(puzzle_, givens, 2, kCountNodes, &nodes);
    budget_.take_back(nodes, budget::StopReason::kNone);
    if (budget_.check_now()) return false;  // stopped(): the caller looks
    if (small >= 0) return small == 1;
    return model_unique(givens);
  }

  bool model_unique(const Grid& givens) {
    puzzle_.givens = givens;
    search::SearchOptions options;
    options.limits = limits_;
    options.solution_limit = 2;
    const Counted c = count_solutions(puzzle_, options);
    if (c.search.stop != budget::StopReason::kNone &&
        c.search.stop != budget::StopReason::kSolutionLimit)
      stop_ = c.search.stop;
    return c.count == 1;
  }

  Puzzle& puzzle_;
  int grade_;
  const budget::Limits& limits_;
  budget::Budget& budget_;
  bool kernel_;
  EasyFill& easy_;
  budget::StopReason stop_ = budget::StopReason::kNone;
};

// The easy techniques laid out for the shape, kept by the thread from one
// puzzle to the next of a run (laying out the units and peers cost a tenth
// of making a Trivial 9x9); made again when the shape differs (each jigsaw).
EasyFill& easy_for(const Puzzle& shape) {
  thread_local std::unique_ptr<EasyFill> kept;
  thread_local std::vector<int> region;
  thread_local bool x = false;
  if (!kept || region != shape.region || x != shape.x) {
    kept = std::make_unique<EasyFill>(shape);
    region = shape.region;
    x = shape.x;
  }
  return *kept;
}

// A filled grid's node allowance: Solo's (the area squared), at least 10^4.
std::uint64_t fill_nodes(const Puzzle& shape) {
  const auto area = static_cast<std::uint64_t>(shape.cells());
  return std::max<std::uint64_t>(10000, area * area);
}

}  // namespace

bool generates(const Puzzle& shape) {
  return shape.n >= 4 && (!shape.killer || shape.n <= kMaxKillerOrder);
}

GenerateOutcome generate(const GenerateOptions& options, util::Rng& rng,
                         const budget::Limits& limits) {
  if (options.shape.killer) return generate_killer(options, rng, limits);
  GenerateOutcome out;
  budget::Budget budget(limits);
  Puzzle puzzle = options.shape;
  puzzle.givens.assign(static_cast<std::size_t>(puzzle.cells()), 0);  // (fits_kernel looks)
  const std::vector<std::vector<int>> classes = symmetry_classes(puzzle.n, options.symmetry);
  for (int attempt = 0; attempt < options.attempts; ++attempt) {
    if ((out.stop = budget::poll(limits)) != budget::StopReason::kNone) return out;
    if (puzzle.jigsaw()) puzzle.region = random_jigsaw_regions(puzzle.n, rng);
    const Grid solution = random_filled_grid(puzzle, rng, fill_nodes(puzzle));
    if (solution.empty()) continue;
    Judge judge(puzzle, options.grade, limits, budget, easy_for(puzzle));
    int reached = 0, last = 0;
    const int cap = options.grade;
    const Grid givens = remove_clues(
        solution, classes, rng,
        [&](const Grid& g) {
          const bool keep = judge.keeps(g, cap, reached);
          if (keep) last = reached;
          return keep;
        },
        [&] { return judge.stopped(); },
        [&](const Grid& g) {
          const bool keep = judge.quick(g, cap);
          if (keep) last = std::min(cap, kEasy);
          return keep;
        });
    const int grade = judge.stopped() ? -1 : judge.final_grade(givens, last);
    if (judge.stopped()) {  // in the removal, or in the last grade's guesses
      out.stop = judge.stop();
      return out;
    }
    if (grade != options.grade) continue;
    puzzle.givens = givens;
    out.made = GeneratedPuzzle{std::move(puzzle), solution, grade};
    return out;
  }
  return out;
}

}  // namespace deduce::puzzles::sudoku::generate

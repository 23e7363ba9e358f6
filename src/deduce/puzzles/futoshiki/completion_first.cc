#include "deduce/puzzles/futoshiki/completion_first.h"

#include <optional>

#include "deduce/budget/deadline.h"
#include "deduce/puzzles/futoshiki/latin_only.h"
#include "deduce/puzzles/futoshiki/solver.h"
#include "deduce/puzzles/latin/completion.h"
#include "deduce/puzzles/latin/cycle_switch.h"

namespace deduce::puzzles::futoshiki {

namespace {

// Failed nodes the quick completion may spend before it leaves the square
// to the model searches. The empty and sparse squares measured needed none
// at orders 20 to 256; a square it cannot finish within this many failures
// costs it O(n) a failure, a few milliseconds in all.
constexpr std::uint64_t kMaxFailures = 1000;
// Completions with one cell of the first solution barred, tried when no
// cycle switch gives a second solution.
constexpr int kBarredTries = 2;

latin::CompletionProblem completion_problem(const Puzzle& p) {
  latin::CompletionProblem out;
  out.n = p.n;
  out.givens = p.givens;
  auto pair = [&](int a, int b, Relation rel) {
    if (rel == Relation::kLess) out.less.push_back({a, b});
    if (rel == Relation::kGreater) out.less.push_back({b, a});
  };
  for (int r = 0; r < p.n; ++r) {
    for (int c = 0; c < p.n; ++c) {
      if (c + 1 < p.n) pair(r * p.n + c, r * p.n + c + 1, p.right_of(r, c));
      if (r + 1 < p.n) pair(r * p.n + c, (r + 1) * p.n + c, p.below(r, c));
    }
  }
  return out;
}

// The cyclic square, (r + c) mod n: a completion of the empty square
// without a search.
latin::Completion cyclic_square(int n) {
  latin::Completion out;
  out.status = latin::CompletionStatus::kFound;
  out.square.resize(static_cast<std::size_t>(n * n));
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) out.square[static_cast<std::size_t>(r * n + c)] = (r + c) % n + 1;
  return out;
}

// A second solution of `problem` besides `first`: a cycle switch, else a
// completion with an empty cell of `first` barred from its value.
std::optional<Grid> second_solution(latin::CompletionProblem problem, const Grid& first,
                                    budget::Budget& budget, search::Stats& stats) {
  if (auto s = latin::switched_square(problem, first, budget)) return s;
  int tried = 0;
  for (int cell = 0; cell < problem.n * problem.n && tried < kBarredTries; ++cell) {
    if (budget.stopped()) return std::nullopt;
    if (problem.givens[static_cast<std::size_t>(cell)] != 0) continue;
    ++tried;
    problem.excluded = {{cell, first[static_cast<std::size_t>(cell)]}};
    const latin::Completion c = latin::complete_square(problem, budget, kMaxFailures);
    stats.nodes += c.decisions;
    stats.failures += c.failures;
    if (c.status == latin::CompletionStatus::kFound) return c.square;
  }
  return std::nullopt;
}

}  // namespace

bool tries_completion(const Puzzle& puzzle, const search::SearchSettings& options) {
  return options.restarts == search::RestartMode::kAuto && puzzle.mode == Mode::kUnequal &&
         first_search(puzzle, options, false) == FirstSearch::kRestarts;
}

search::SearchResult solve_by_completion(const Puzzle& puzzle,
                                         const search::SearchSettings& options,
                                         const std::function<bool(const Grid&)>& on_solution,
                                         const ModelSearch& model_search) {
  const budget::Deadline deadline(options.limits);
  budget::Budget budget(options.limits);
  search::Stats stats;
  const latin::CompletionProblem problem = completion_problem(puzzle);
  const latin::Completion first = is_free_square(puzzle)
                                      ? cyclic_square(puzzle.n)
                                      : latin::complete_square(problem, budget, kMaxFailures);
  stats.nodes = first.decisions;
  stats.failures = first.failures;
  std::optional<Grid> given;  // the solution already given to on_solution
  switch (first.status) {
    case latin::CompletionStatus::kStopped:
      return search::finish_search(true, budget, stats, 0);
    case latin::CompletionStatus::kNone:  // the whole tree: no solution
      return search::finish_search(false, budget, stats, 0);
    case latin::CompletionStatus::kGaveUp:
      break;
    case latin::CompletionStatus::kFound: {
      ++stats.solutions;
      if (!on_solution(first.square) || options.solution_limit == 1) {
        budget.stop(budget::StopReason::kSolutionLimit);
        return search::finish_search(true, budget, stats, 0);
      }
      if (std::optional<Grid> second = second_solution(problem, first.square, budget, stats)) {
        ++stats.solutions;
        on_solution(*second);
        budget.stop(budget::StopReason::kSolutionLimit);
        return search::finish_search(true, budget, stats, 0);
      }
      if (budget.stopped()) return search::finish_search(true, budget, stats, 0);
      given = first.square;
      break;
    }
  }
  // The model search, with the time and nodes left (a node limit spent
  // here would read as none there).
  search::SearchSettings rest = options;
  rest.limits = deadline.limits_left();
  if (rest.limits.node_limit != 0) {
    if (budget.spent() >= rest.limits.node_limit) {
      budget.stop(budget::StopReason::kNodeLimit);
      return search::finish_search(true, budget, stats, 0);
    }
    rest.limits.node_limit -= budget.spent();
  }
  bool again = false;   // the model search found `given` too
  bool second = false;  // it found another, given as the second
  search::SearchResult r = model_search(rest, [&](const Grid& g) {
    if (given && g == *given) {
      again = true;
      return true;
    }
    second = given.has_value();
    return on_solution(g) && !second;
  });
  r.stats.nodes += stats.nodes;
  r.stats.failures += stats.failures;
  if (given && !again) ++r.stats.solutions;
  if (second) {
    r.complete = false;
    if (r.stop == budget::StopReason::kNone) r.stop = budget::StopReason::kSolutionLimit;
  }
  return r;
}

}  // namespace deduce::puzzles::futoshiki

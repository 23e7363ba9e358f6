// Solving a Futoshiki puzzle: the model (Latin square in three views plus the
// relations) and a depth-first search over it.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>

#include "deduce/puzzles/futoshiki/puzzle.h"
#include "deduce/puzzles/latin/latin_model.h"
#include "deduce/search/dfs.h"

namespace deduce::puzzles::futoshiki {

struct SolveResult {
  search::SearchResult search;  // complete?, stop reason, stats (stats.solutions = found)
};

// Searches `puzzle`. on_solution (may be empty: count only) receives each
// solution grid; return false from it to stop. options.solution_limit stops
// after that many solutions.
// The model solve() uses by default: the cube model with GAC on every line,
// except when counting a Latin square without signs (givens allowed). There
// GAC rarely finds what the singles miss and does not pay for itself:
// counting the order-5 squares costs 3.3 times the instructions with it, for
// the same nodes (callgrind), and the order-6 squares with a fixed first row
// four times the time.
latin::LatinOptions default_model(const Puzzle& puzzle, bool counting);

// The search solve() runs for the first one or two solutions (a first
// solution and the proof that there is no second; counting and listing keep
// the plain search): restarts with nogoods (search/restarts.h) when asked
// for with RestartMode::kOn, clause learning (learning.h) with kLearn. With
// kAuto, from order kRestartOrder up: clause learning when at most half the
// cells are empty (the hard quasigroup completions lie there, near 30%),
// restarts when more are (a loosely constrained square: learning took 117 s
// of CPU on three order-70 squares with 60% empty where restarts took 27,
// and 3.5 s on the empty order-50 square where restarts took 0.09 s). Below
// order 20 the plain search with three-view branching is fast on every
// puzzle measured (docs/benchmarks.md).
inline constexpr int kRestartOrder = 20;
enum class FirstSearch : std::uint8_t { kPlain, kRestarts, kLearning };
FirstSearch first_search(const Puzzle& puzzle, const search::SearchSettings& options,
                         bool counting);
// Whether a first solution and the look for a second (solve(), and
// list_solutions() on any number of threads) go to clause learning
// (learning.h): first_search() says so and no hook of the constraint
// search (chooser, at_node) was given, since learning has its own encoding.
bool learns(const Puzzle& puzzle, const search::SearchOptions& options);

// The domain sets solve() searches with: kAuto takes 64-bit sets up to order
// 64 and core::WideBits past it; kWide takes the wide sets at any order, so
// that tests can check the two instantiations against each other and
// benchmarks can measure what the wide sets cost.
enum class DomainWidth : std::uint8_t { kAuto, kWide };
// Orders past 64 do not fit one 64-bit domain word: solve() takes the wide
// sets for them, and the parallel searches (64-bit stores) leave them to it.
inline bool needs_wide_domains(const Puzzle& puzzle) {
  return puzzle.n > core::kMaxValues;
}

// `model` picks the Latin-square model (benchmarks compare them); without it,
// default_model(). Without it and without hooks, a puzzle that
// first_search() leaves to restarts under --restarts auto goes first to the
// quick completion (completion_first.h), and to the model only if that
// gives up. Past order 64 (or with kWide) the model is the cube model.
SolveResult solve(const Puzzle& puzzle, const search::SearchOptions& options,
                  const std::function<bool(const Grid&)>& on_solution,
                  const std::optional<latin::LatinOptions>& model = std::nullopt,
                  DomainWidth width = DomainWidth::kAuto);

// solve()'s search with the default model, where clause learning, when
// learns() picks it, races `threads` searches (sat/portfolio.h; 0: one a
// core, resolved only then, since asking TBB for the cores starts its
// scheduler, about 30 system calls a process): the one function that decides
// between learning and the constraint search for the command line's first
// solutions and list_solutions(). On one thread it is solve().
search::SearchResult solve_on_threads(const Puzzle& puzzle, const search::SearchOptions& options,
                                      const std::function<bool(const Grid&)>& on_solution,
                                      int threads);

}  // namespace deduce::puzzles::futoshiki

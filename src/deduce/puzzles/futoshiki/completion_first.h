// The first attempt of solve() on a loosely constrained square: the quick
// completion of latin/completion.h, then the model searches if it gives up.
//
// The constraint model on wide domains spends milliseconds a node past
// order 64 and clause learning's direct encoding takes n^3 variables, so an
// empty square of order 256 was out of reach of both (nothing in 20 s,
// 600 MB). Whether the square has a second solution is then told as
// cheaply: a cycle switch of the first (latin/cycle_switch.h), else a
// completion with one of the first's cells taking another value. Only when
// these find nothing does the model search run, with the time and nodes
// left, and the first solution is not given twice: a search that finds
// only it and ends has proved it unique.
#pragma once

#include <functional>

#include "deduce/puzzles/futoshiki/puzzle.h"
#include "deduce/search/dfs.h"

namespace deduce::puzzles::futoshiki {

// Runs the model search of solve() with these settings (the limits left).
using ModelSearch = std::function<search::SearchResult(
    const search::SearchSettings& options, const std::function<bool(const Grid&)>& on_solution)>;

// Whether solve() tries the quick completion first: an Unequal puzzle whose
// first solutions --restarts auto leaves to restarts (order 20 up, more than
// half the cells empty). The hard completions, at most half empty, stay
// with clause learning; below order 20 the plain search is fast already.
bool tries_completion(const Puzzle& puzzle, const search::SearchSettings& options);

// A first solution (options.solution_limit 1) or the first two (2) to
// on_solution, as solve() gives them, by the quick completion and, when it
// gives up, by `model_search`.
search::SearchResult solve_by_completion(const Puzzle& puzzle,
                                         const search::SearchSettings& options,
                                         const std::function<bool(const Grid&)>& on_solution,
                                         const ModelSearch& model_search);

}  // namespace deduce::puzzles::futoshiki

// Solving a Futoshiki puzzle or Latin square by clause learning (sat/): the
// direct encoding with exactly-one lines, for a first solution and the proof
// that there is no second.
//
// Variables are the (empty cell, value) pairs the givens leave possible: a
// given fixes its cell and removes its value from its row and column before
// the search starts, so an order-35 square with 405 holes has about 4,000
// variables instead of 42,875. Lines: each empty cell takes exactly one
// value; each value missing from a row (column) goes in exactly one of its
// empty cells. Signs and adjacency marks are clauses over the same variables
// (a < b: if a = v then b is one of the values above v). After a solution,
// a clause that forbids it (some empty cell takes another value) lets the
// same search go on to a second solution or to the proof that there is none.
#pragma once

#include <functional>

#include "deduce/puzzles/futoshiki/puzzle.h"
#include "deduce/search/dfs.h"

namespace deduce::puzzles::futoshiki {

// The first options.solution_limit solutions (1 or 2; 0 lists them all, one
// clause per solution found) to on_solution, which returns false to stop.
// Honours the node limit (decisions), timeout, interrupt and min_look of
// `options`; stats: nodes = decisions, failures = conflicts, propagations =
// literals propagated, over every search.
//
// With threads > 1, that many searches race (sat/portfolio.h): the answer
// is the same on every run with the same number of threads, and for a
// puzzle with one solution, whatever the number; the solution shown of a
// puzzle with several may differ with the number of threads.
search::SearchResult solve_learning(const Puzzle& puzzle, const search::SearchSettings& options,
                                    const std::function<bool(const Grid&)>& on_solution,
                                    int threads = 1);

}  // namespace deduce::puzzles::futoshiki

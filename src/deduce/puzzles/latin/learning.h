// Solving a Latin square with givens by clause learning (sat/) on the direct
// encoding (sat_encoding.h), for a first solution and the proof that there
// is no second; a family built on Latin squares adds its own clauses (the
// Futoshiki signs: futoshiki/learning.h).
//
// After a solution, a clause that forbids it (some empty cell takes another
// value) lets the same search go on to a second solution or to the proof
// that there is none.
#pragma once

#include <functional>

#include "deduce/puzzles/latin/sat_encoding.h"
#include "deduce/puzzles/latin/square.h"
#include "deduce/search/dfs.h"

namespace deduce::puzzles::latin {

// Adds a family's clauses to the encoding's lines; false when one cannot
// hold at all (then there is no solution).
using MoreClauses = std::function<bool(const DirectEncoding& encoding, sat::Solver& solver)>;

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
search::SearchResult solve_learning(const Square& square, const search::SearchSettings& options,
                                    const std::function<bool(const Grid&)>& on_solution,
                                    int threads = 1, const MoreClauses& more_clauses = {});

}  // namespace deduce::puzzles::latin

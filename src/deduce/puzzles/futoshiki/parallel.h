// Counting and listing a Futoshiki puzzle on every core (search/parallel_*),
// counting a Latin square with givens row by row (latin/row_count.h), and
// counting the empty square by its symmetry (latin/symmetry.h).
//
// One thread runs the sequential search of solver.h unchanged; more split
// the tree into subproblems searched by TBB tasks, each on its own copy of
// the model. Counts are equal for any number of threads, and an ordered
// listing comes in the same order for any number of threads.
#pragma once

#include <functional>

#include "deduce/puzzles/futoshiki/count_cache.h"
#include "deduce/puzzles/futoshiki/puzzle.h"
#include "deduce/search/dfs.h"
#include "deduce/search/parallel_search.h"
#include "deduce/util/big_count.h"

namespace deduce::puzzles::futoshiki {

// A fresh copy of the model of `puzzle` (the model solve() uses).
search::Space make_space(const Puzzle& puzzle, bool counting);

struct Counted {
  util::BigCount count = 0;  // capped at options.solution_limit when set
  search::SearchResult search;
};

// The number of solutions, on popts.threads threads; an empty square with no
// cap is counted through its reduced squares. With `kept`, a count on one
// thread without a cap or node hook searches with the subtree counts kept
// there from the counts before it of puzzles of the same shape
// (count_cache.h), and leaves its own there for the next.
Counted count_solutions(const Puzzle& puzzle, const search::SearchOptions& options,
                        const search::ParallelOptions& popts, CountCache* kept = nullptr);

// Every solution (at most options.solution_limit) to `sink`, on
// popts.threads threads; sink returns false to stop.
search::SearchResult list_solutions(const Puzzle& puzzle, const search::SearchOptions& options,
                                    const search::ParallelOptions& popts,
                                    const std::function<bool(const Grid&)>& sink);

}  // namespace deduce::puzzles::futoshiki

// Solving and counting logic grids.
//
// solve() enumerates solutions with a depth-first search on the whole model
// (dom/wdeg on the choice and position variables by default). count() splits the puzzle first:
// categories that no clue links (directly or through other categories) are
// independent, so the count is the product of the counts of each group of
// linked categories, and a group of one category without clues has n!
// solutions without any search. A loose puzzle of five unlinked categories
// of 8 counts 8!^5 (about 1.07e23) in microseconds; each group is counted
// with search::count_solutions (leaves are counted, never materialised).
#pragma once

#include <functional>
#include <vector>

#include "deduce/puzzles/zebra/model/model.h"
#include "deduce/puzzles/zebra/model/puzzle.h"
#include "deduce/search/dfs.h"
#include "deduce/search/parallel_search.h"
#include "deduce/search/singleton.h"
#include "deduce/util/big_count.h"

namespace deduce::puzzles::zebra {

// How much inference the search adds to propagation (search/singleton.h).
enum class Probing {
  kNone,       // propagation only
  kRoot,       // singleton arc consistency once, before the search
  kEveryNode,  // singleton arc consistency at every node
};

// Measured on bench/data/zebra/zebra_12x12.zebra (counted; nodes):
// first-fail 68,312; dom/wdeg 14,376 (8,972 with "is" classes merged); dom/wdeg with singleton
// probing at every node 730 nodes but 67 million propagations (27x the time). So the default is
// dom/wdeg without probing; docs/zebra.md has the whole table.
struct Inference {
  search::VarChoice var_choice = search::VarChoice::kDomWdeg;
  Probing probing = Probing::kNone;
  // Below a node where every clue is entailed, count the rest directly
  // (entailed.h) instead of searching it. Off: the cached counting search.
  bool count_entailed = true;
  // The same for a listing by solve(), which then comes in the shortcut's
  // order below entailed nodes (solve_parallel() lists so on any thread
  // count, in an order of its own).
  bool list_entailed = false;
  // A count on several threads searches this many nodes on one thread
  // first and splits only if it has not ended (0: split at once; tests use
  // it to reach the split on small trees). See entailed_count.cc for the
  // measurements behind 700.
  std::uint64_t split_after_nodes = 700;
  // The same inside a job of another loop (analyze's per-clue counts),
  // whose other jobs keep the threads busy: a count there splits later
  // (at 300, analyze of the 10x10 grid took 10% longer on two threads).
  std::uint64_t split_after_nodes_nested = 1000;
};

// Adds the probing of `inference` to a search on `store`: at the root now,
// or as a node hook in `options` (which must not outlive `prober`).
// false: the root has no solution. (For the searches of solver.cc and
// entailed_count.cc.)
bool add_inference(core::Store& store, search::SingletonProber& prober, const Inference& inference,
                   search::SearchOptions& options);

// Calls on_solution for each solution (return false to stop); options'
// solution_limit and limits apply. Only the clues in scope.clue_on count.
search::SearchResult solve(const Puzzle& puzzle, const search::SearchOptions& options,
                           const std::function<bool(const Positions&)>& on_solution,
                           const ModelScope& scope = {}, const Inference& inference = {});

// A fresh copy of the model of `puzzle` in `scope` with `inference`, for a
// parallel search (search/parallel_search.h); its keep holds the Model.
search::Space make_space(const Puzzle& puzzle, const ModelScope& scope = {},
                         const Inference& inference = {});

// solve() on popts.threads threads (listing.cc; in any order on one thread:
// solve() itself), listing the solutions below entailed nodes directly
// (shortcut_listing.h). With popts.ordered the solutions come in the same
// order for any thread count: the split's subproblems in turn, each in the
// search's order down to an entailed node and in the shortcut's below it.
search::SearchResult solve_parallel(const Puzzle& puzzle, const search::SearchOptions& options,
                                    const search::ParallelOptions& popts,
                                    const std::function<bool(const Positions&)>& on_solution,
                                    const ModelScope& scope = {});

struct CountResult {
  util::BigCount count = 0;  // capped at options.solution_limit when that is set
  bool complete = true;      // false: a limit stopped the count (count is a lower bound)
  budget::StopReason stop = budget::StopReason::kNone;
  search::Stats stats;
  int groups = 0;  // independent groups of categories counted apart
};

// Counts the solutions of the clues in scope.clue_on (categories: all).
// With options.solution_limit = L > 0 the count stops at L (complete stays
// true, stop is kSolutionLimit).
// `threads` counts each group on that many threads (0: every core).
// Uncapped, with inference.count_entailed, each group is counted by a
// search that multiplies out the nodes where every clue is entailed
// (entailed.h, entailed_count.cc); otherwise by the cached counting search
// (counting_dfs.h).
CountResult count(const Puzzle& puzzle, const search::SearchOptions& options,
                  const ModelScope& scope = {}, const Inference& inference = {}, int threads = 1);

// Counts the solutions of `scope` (one group of categories) into `total`
// through entailed nodes, on `threads` threads (entailed_count.cc); the
// count is the same for any number.
search::SearchResult count_through_entailed(const Puzzle& puzzle, const ModelScope& scope,
                                            const Inference& inference,
                                            const search::SearchOptions& options, int threads,
                                            util::BigCount& total);

}  // namespace deduce::puzzles::zebra

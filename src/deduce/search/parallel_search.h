// Search on every core: a tree split into subproblems searched by TBB tasks.
//
// The store is trail-based and not copyable, so each task builds its own
// copy of the model with a SpaceFactory (the same posts in the same order
// give the same variable ids) and replays a subproblem's decisions on it.
// A subproblem is a path of the binary search tree from the root (x = v or
// x != v at each step), found by split(): the tree is expanded breadth-first
// until it has `subproblems` open nodes (or a depth limit), in the order of
// the sequential search, so the subproblems are fixed by the model and
// the option alone, never by the number of threads. Many more subproblems
// than threads let TBB's work stealing balance uneven subtrees.
//
// Counting splits nothing up front: one thread starts at the root, and a
// thread with no work waits in a WorkPool until a busy one, seeing it wait,
// gives it its shallowest branch not yet taken (counting_dfs.h, as the
// logic-grid count does with sharing_dfs.h). So every thread is busy from
// the first node to the end, whatever the shape of the tree or another
// process's share of a core. The threads share one subtree cache
// (subtree_cache.h; as much memory as a cache each had): a subtree one
// thread counted is a hit for the others (a key is the whole node's
// domains, valid whatever path led there). Counts add up exactly; the sum
// does not depend on who counted what (the node figures do).

// Listing: a solution is read into a value on the worker; unordered, values
// go to the sink as found (one at a time, under a lock); ordered, each
// subproblem's solutions are kept until every earlier subproblem is done,
// so they come in subproblem order, and within a subproblem in the order of
// a fresh search of it (a model copy per subproblem, so no history of
// another subproblem's search, such as dom/wdeg weights, changes it).
//
// Limits: the node limit is the total over all threads (budget::SharedWork,
// settled every 64 nodes a thread); a timeout, a Ctrl-C or a solution limit
// stops every task. A stopped count is a lower bound.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "deduce/core/store.h"
#include "deduce/search/dfs.h"
#include "deduce/util/big_count.h"

namespace deduce::search {

// One copy of a model: its store, what to branch on, and whatever the
// chooser or the solution reader needs kept alive.
struct Space {
  std::unique_ptr<core::Store> store = std::make_unique<core::Store>();
  std::vector<core::VarId> branch_vars;
  SearchOptions options;  // chooser, var_choice, at_node: bound to this copy
  std::shared_ptr<void> keep;
  // A listing's own say (parallel_list; both optional): before_search adapts
  // the options of subproblem `sub`'s search on this copy, once its path is
  // replayed (e.g. a node hook that hands whole subtrees of solutions over
  // itself, which must not run in split() or replay()); after_search then
  // corrects its result (e.g. the nodes that hook failed were no failures).
  std::function<void(std::size_t sub, SearchOptions& options)> before_search;
  std::function<void(SearchResult& result)> after_search;
};

// Builds a fresh copy of the model; called once per thread (counting) or
// once per subproblem (listing), from any thread.
using SpaceFactory = std::function<Space()>;

// One step of a path: var = value (equal) or var != value.
struct Step {
  core::VarId var;
  int value;
  bool equal;
};
using Path = std::vector<Step>;

struct ParallelOptions {
  int threads = 0;                // 0: every core
  bool ordered = false;           // listing: in subproblem order
  std::size_t subproblems = 256;  // how many open nodes split() aims at
  int max_depth = 40;             // split() stops expanding here
};

// The threads `threads` asks for: itself, or the cores when 0.
int thread_count(int threads);

// The open subproblems of the model, in the order of the sequential search
// (failed nodes are dropped; a solved node is a subproblem with nothing
// left to decide). `stats` receives the split's nodes (the root included),
// failures and propagations.
std::vector<Path> split(Space& space, std::size_t subproblems, int max_depth, Stats& stats);

// Propagates a fresh space at its root (level 0): false when the model has
// no solution. Called once before any subproblem's level is pushed.
bool settle_root(Space& space);

// Replays `path` on the space's store (at a new level the caller pops):
// false when a step fails.
bool replay(Space& space, const Path& path);

struct ParallelCount {
  util::BigCount count = 0;
  SearchResult search;  // complete, stop, stats summed over the tasks
};

// Counts the solutions (capped at options.solution_limit when set).
ParallelCount parallel_count(const SpaceFactory& factory, const SearchOptions& options,
                             const ParallelOptions& popts);

// Called on a worker thread with the store at a solution of subproblem
// `sub`: read the solution and keep it (return false to stop that
// subproblem's search).
using SubproblemSolution = std::function<bool(std::size_t sub, const core::Store&)>;
// Called once a subproblem's search is over (on a worker thread).
using SubproblemDone = std::function<void(std::size_t sub)>;

// Called with the number of subproblems before any is searched.
using SubproblemsFound = std::function<void(std::size_t count)>;

// Runs a listing search on every subproblem (a fresh model copy each);
// options.solution_limit is left to the callbacks (parallel_listing.h),
// which stop the whole work with shared.stop_all(kSolutionLimit). A
// subproblem whose callback returns false stops alone.
SearchResult parallel_list(const SpaceFactory& factory, const SearchOptions& options,
                           const ParallelOptions& popts, budget::SharedWork& shared,
                           const SubproblemsFound& on_split, const SubproblemSolution& on_solution,
                           const SubproblemDone& on_done);

}  // namespace deduce::search
